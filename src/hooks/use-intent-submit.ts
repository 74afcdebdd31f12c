import { useRef, useState } from 'react';
import type { ApiErrorBody } from '@/domain/contracts/common';
import { ApiError, isNetworkError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n-react';
import { createIntentKeys } from '@/lib/intent-keys';

/**
 * Sends a customer's payment or booking once. A ref guards the first click before React
 * re-renders the disabled button, and the intent key makes any repeat (a double click, a retry
 * after a dropped connection) the same request on the server. An answer with a redirect_url
 * goes to the gateway; any other is handed to `onDone`.
 */
export function useIntentSubmit<TBody, TResult extends { redirect_url: string | null }>(
  send: (body: TBody, key: string) => Promise<TResult>,
  onDone?: (result: TResult) => void,
) {
  const { t } = useTranslation();
  const keys = useRef(createIntentKeys());
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<ApiErrorBody>();

  const submit = async (body: TBody) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setError(undefined);
    setFailure(undefined);
    try {
      const result = await send(body, keys.current.keyFor(body));
      if (result.redirect_url) {
        // Stays pending: the page is about to be replaced by the gateway.
        window.location.assign(result.redirect_url);
        return;
      }
      onDone?.(result);
    } catch (caught) {
      inFlight.current = false;
      setPending(false);
      const fallback = isNetworkError(caught) ? t('errors:network') : t('errors:unexpected');
      setError(caught instanceof ApiError ? errorMessage(caught.body, fallback) : fallback);
      setFailure(caught instanceof ApiError ? caught.body : undefined);
    }
  };

  /** `failure` is the error body, for forms that put field errors under their fields. */
  return { submit, pending, error, failure };
}
