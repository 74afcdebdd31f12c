import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiErrorBody } from '@/domain/api-types';
import { ApiError, isNetworkError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { createIntentKeys } from '@/lib/intent-keys';

/**
 * Sends a payment and follows the gateway's redirect_url. A ref guards the first click
 * before React re-renders the disabled button, and the intent key makes any repeat (a
 * double click, a retry after a dropped connection) the same payment on the server.
 */
export function useRedirectingPay<TBody>(
  send: (body: TBody, key: string) => Promise<{ redirect_url: string }>,
) {
  const { t } = useTranslation();
  const keys = useRef(createIntentKeys());
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<ApiErrorBody>();

  const pay = async (body: TBody) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setError(undefined);
    setFailure(undefined);
    try {
      const { redirect_url } = await send(body, keys.current.keyFor(body));
      // Stays pending: the page is about to be replaced by the gateway.
      window.location.assign(redirect_url);
    } catch (failure) {
      inFlight.current = false;
      setPending(false);
      const fallback = isNetworkError(failure) ? t('errors:network') : t('errors:unexpected');
      setError(failure instanceof ApiError ? errorMessage(failure.body, fallback) : fallback);
      setFailure(failure instanceof ApiError ? failure.body : undefined);
    }
  };

  /** `failure` is the error body, for forms that put field errors under their fields. */
  return { pay, pending, error, failure };
}
