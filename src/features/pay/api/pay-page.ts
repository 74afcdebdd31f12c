import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerAddressInfo,
  PayChoice,
  PayConflict,
  PayPageConfig,
  PayRequest,
  PayResponse,
  PayTransaction,
} from '@/domain/contracts/payments';
import type { CustomerPageScope } from '@/domain/plugins';
import { ApiError, apiRequest } from '@/lib/api-client';
import { PER_VISIT_STALE_MS } from '@/lib/query-client';
import { payKeys } from '@/lib/query-keys/pay';

/**
 * The pay-page API's path scope: `pos` for every plugin paid on /pos pages (their URLs do
 * not name the plugin; see payPageScopeMatches), `shopify` for Shopify's own pages.
 */

const payPath = (scope: CustomerPageScope, id: string) => `/plugins/${scope}/transaction/pay/${id}`;

// Both are read fresh on every visit: the state of a payment can change between two visits. A
// refusal the server drew (not found, paused) stays on screen rather than flashing the skeleton
// while asked again.
export const payConfigQuery = (scope: CustomerPageScope, id: string, lang: string) =>
  queryOptions({
    queryKey: payKeys.config(scope, id, lang),
    queryFn: () => apiRequest<PayPageConfig>(payPath(scope, id), { method: 'OPTIONS', showsOwnPause: true }),
    staleTime: PER_VISIT_STALE_MS,
    retryOnMount: false,
  });

export const payTransactionQuery = (scope: CustomerPageScope, id: string, lang: string) =>
  queryOptions({
    queryKey: payKeys.transaction(scope, id, lang),
    queryFn: () => apiRequest<PayTransaction>(payPath(scope, id), { showsOwnPause: true }),
    staleTime: PER_VISIT_STALE_MS,
    retryOnMount: false,
  });

/** Pay choices priced for an amount; shared shape with the customer payment's. */
export interface ChoicesQuery {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<PayChoice[]>;
}

export const payChoicesQuery = (
  scope: CustomerPageScope,
  id: string,
  amount: string,
  lang: string,
): ChoicesQuery => ({
  queryKey: payKeys.choices(scope, id, amount, lang),
  queryFn: ({ signal }) =>
    apiRequest<PayChoice[]>(`/plugins/${scope}/transaction/pay-choices/${id}`, {
      method: 'POST',
      body: { amount },
      signal,
    }),
});

/** PATCH the address step's `extra`; the answer is the transaction as it now reads. */
export function useSaveExtra(scope: CustomerPageScope, id: string, lang: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (extra: CustomerAddressInfo) =>
      apiRequest<PayTransaction>(payPath(scope, id), { method: 'PATCH', body: { extra } }),
    onSuccess: (transaction) => queryClient.setQueryData(payKeys.transaction(scope, id, lang), transaction),
  });
}

/**
 * The fresh pay choices of a pay call's 409 (the fee or the amount changed since the customer
 * saw the total: nothing was charged); null for any other failure.
 */
export function freshPayChoices(error: unknown): PayChoice[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return (error.body as PayConflict).pay_choices ?? null;
}

/**
 * Starts paying with the total the customer sees. A 409 (the fee or the amount changed
 * meanwhile: nothing was charged) puts its fresh pay choices where the page reads them, so
 * the new total is on screen beside the server's message before the customer pays again.
 */
export function usePay(scope: CustomerPageScope, id: string, lang: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: PayRequest; key: string }) =>
      apiRequest<PayResponse>(payPath(scope, id), {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onError: (error, { body }) => {
      const fresh = freshPayChoices(error);
      if (!fresh) return;
      const readKey = payKeys.transaction(scope, id, lang);
      const read = queryClient.getQueryData<PayTransaction>(readKey);
      if (body.amount === undefined || body.amount === read?.amount) {
        queryClient.setQueryData<PayTransaction>(readKey, (old) => old && { ...old, pay_choices: fresh });
      } else {
        queryClient.setQueryData(payKeys.choices(scope, id, body.amount, lang), fresh);
      }
    },
  });
}
