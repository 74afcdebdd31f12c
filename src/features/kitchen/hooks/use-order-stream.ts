import { useEffect, useRef, useState } from 'react';
import type { OrderRow } from '@/domain/contracts/kitchen';
import { getAccessToken } from '@/lib/auth-storage';
import { FOOD_API } from '../api/orders';

export type StreamStatus = 'connecting' | 'live' | 'reconnecting';

const MAX_RETRY_MS = 30_000;

/**
 * The server's live order events (GET /order/stream). EventSource cannot send headers, so the
 * token rides in `access_token`. EventSource retries on its own with the same URL, which fails
 * for good once the short-lived token expires: on an error the stream is closed, `onDrop` lets
 * the page refetch (which refreshes the token through the API client), and a new stream opens
 * with the current token after a growing delay. Rows arrive in the page's language.
 */
export function useOrderStream(
  lang: string,
  onOrder: (order: OrderRow) => void,
  onDrop: () => void,
): StreamStatus {
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const handlers = useRef({ onOrder, onDrop });
  handlers.current = { onOrder, onDrop };

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = 1_000;
    let stopped = false;

    const open = () => {
      const token = getAccessToken() ?? '';
      source = new EventSource(
        `/api/v1${FOOD_API}/order/stream?access_token=${encodeURIComponent(token)}&lang=${lang}`,
      );
      source.onopen = () => {
        delay = 1_000;
        setStatus('live');
      };
      source.addEventListener('order', (event) => {
        try {
          handlers.current.onOrder(JSON.parse((event as MessageEvent<string>).data) as OrderRow);
        } catch {
          // A malformed event carries nothing to show; the timed refresh still runs.
        }
      });
      source.onerror = () => {
        source?.close();
        if (stopped) return;
        setStatus('reconnecting');
        handlers.current.onDrop();
        timer = setTimeout(open, delay);
        delay = Math.min(delay * 2, MAX_RETRY_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [lang]);

  return status;
}
