import { useEffect } from 'react';

/**
 * Forgets the worker's kept copies of `transactionId`'s pay page once `over` (paid, or no longer
 * payable). Loaded then, not with the pay page: its first load stays as small as it was.
 */
export function useForgetPayPage(transactionId: string | undefined, over: boolean): void {
  useEffect(() => {
    if (!over || !transactionId) return;
    // Storage refused (private mode, quota): nothing the page can do; the worker's one-day limit still holds.
    import('@/lib/forget-pay-page')
      .then(({ forgetPayPage }) => forgetPayPage(transactionId))
      .catch(() => undefined);
  }, [transactionId, over]);
}
