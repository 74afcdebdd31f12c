import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkInKeys } from '@/lib/query-keys/staff';
import { sendSync } from '../api/check-in-api';
import { retryDelay } from '../lib/backoff';
import type { DoorDevice } from '../store/door-store';
import { pendingCount } from '../store/door-store';
import { type SyncSummary, uploadQueue } from '../store/sync-queue';
import { useLiveQuery } from './use-live-query';

/**
 * Uploads the offline queue on its own: when the page loads, when the browser says the
 * network is back, and after a failure with a growing delay (navigator.onLine can be true on
 * a venue network that reaches nothing, so failures are retried rather than trusted).
 */
export function useQueueUploader(device: DoorDevice | undefined) {
  const queryClient = useQueryClient();
  const pending = useLiveQuery(pendingCount, null);
  const [last, setLast] = useState<SyncSummary | null>(null);
  const [failing, setFailing] = useState(false);
  const failures = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const deviceRef = useRef(device);
  deviceRef.current = device;

  const upload = useCallback(async () => {
    const current = deviceRef.current;
    if (!current) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    try {
      const summary = await uploadQueue(sendSync, current);
      failures.current = 0;
      setFailing(false);
      if (summary.uploaded > 0) {
        setLast(summary);
        void queryClient.invalidateQueries({ queryKey: checkInKeys.all });
      }
    } catch {
      failures.current += 1;
      setFailing(true);
      timer.current = setTimeout(() => void upload(), retryDelay(failures.current));
    }
  }, [queryClient]);

  const ready = device !== undefined;
  useEffect(() => {
    if (!ready) return;
    const onOnline = () => void upload();
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      clearTimeout(timer.current);
    };
  }, [ready, upload]);

  // A new queued scan (or the page load finding some) starts an upload unless a retry waits.
  useEffect(() => {
    if (ready && pending && timer.current === undefined) void upload();
  }, [ready, pending, upload]);

  // Unknown (still reading, or storage failed) is not the same as "all uploaded".
  return { pending: pending ?? null, last, failing, upload };
}
