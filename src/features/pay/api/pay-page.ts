import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerAddressInfo,
  PayChoice,
  PayPageConfig,
  PayRequest,
  PayResponse,
  PayTransaction,
} from '@/domain/contracts/payments';
import type { CustomerPageScope } from '@/domain/plugins';
import { apiRequest } from '@/lib/api-client';
import { payKeys } from '@/lib/query-keys/pay';

/**
 * The pay-page API's path scope: `pos` for every plugin paid on /pos pages (their URLs do
 * not name the plugin; see payPageScopeMatches), `shopify` for Shopify's own pages.
 */

const payPath = (scope: CustomerPageScope, id: string) => `/plugins/${scope}/transaction/pay/${id}`;

/** What server/modules/pay-page/prerender.ts inlines in the page as JSON (#pay-data). */
interface InlinedPayData {
  scope?: string;
  id?: string;
  lang?: string;
  transaction?: PayTransaction;
  config?: PayPageConfig;
}

let inlined: InlinedPayData | undefined;

/**
 * The server sends the pay page with its first data inlined, so the first render needs no
 * request. Each part is handed out once: a later visit in the same session fetches.
 */
function takeInlined<K extends 'transaction' | 'config'>(part: K, scope: string, id: string, lang: string) {
  inlined ??= JSON.parse(document.getElementById('pay-data')?.textContent || '{}') as InlinedPayData;
  if (inlined.scope !== scope || inlined.id !== id || inlined.lang !== lang) return undefined;
  const value = inlined[part];
  inlined[part] = undefined;
  return value;
}

// Both are always read fresh: the state of a payment can change between two visits (the
// inlined data is shown at once and refreshed behind it).
export const payConfigQuery = (scope: CustomerPageScope, id: string, lang: string) =>
  queryOptions({
    queryKey: payKeys.config(scope, id, lang),
    queryFn: () => apiRequest<PayPageConfig>(payPath(scope, id), { method: 'OPTIONS', showsOwnPause: true }),
    initialData: () => takeInlined('config', scope, id, lang),
    staleTime: 0,
  });

export const payTransactionQuery = (scope: CustomerPageScope, id: string, lang: string) =>
  queryOptions({
    queryKey: payKeys.transaction(scope, id, lang),
    queryFn: () => apiRequest<PayTransaction>(payPath(scope, id), { showsOwnPause: true }),
    initialData: () => takeInlined('transaction', scope, id, lang),
    staleTime: 0,
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

export function usePay(scope: CustomerPageScope, id: string) {
  return useMutation({
    mutationFn: ({ body, key }: { body: PayRequest; key: string }) =>
      apiRequest<PayResponse>(payPath(scope, id), {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
  });
}
