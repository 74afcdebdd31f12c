import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerPaymentCreateRequest,
  CustomerPaymentCreateResponse,
  CustomerPaymentOptions,
} from '@/domain/contracts/customer-payments';
import type { PayChoice } from '@/domain/contracts/payments';
import { apiRequest } from '@/lib/api-client';
import { PER_VISIT_STALE_MS } from '@/lib/query-client';
import { payKeys } from '@/lib/query-keys/pay';
import { type ChoicesQuery, freshPayChoices } from './pay-page';

const BASE = '/plugins/customer_payment';
const createPath = (collectorId: string | null) =>
  collectorId ? `${BASE}/create/${collectorId}/` : `${BASE}/create`;

export const customerPaymentOptionsQuery = (collectorId: string | null, lang: string) =>
  queryOptions({
    queryKey: payKeys.collector(collectorId ?? '', lang),
    queryFn: () => apiRequest<CustomerPaymentOptions>(createPath(collectorId), { method: 'OPTIONS' }),
    staleTime: PER_VISIT_STALE_MS,
    // A refusal the server drew the page from (404) is shown as drawn, not asked again at once.
    retryOnMount: false,
  });

export const customerPayChoicesQuery = (
  collectorId: string | null,
  currency: string,
  amount: string,
  lang: string,
): ChoicesQuery => ({
  queryKey: payKeys.collectorChoices(collectorId ?? '', lang, currency, amount),
  queryFn: ({ signal }) =>
    apiRequest<PayChoice[]>(`${BASE}/pay-choices`, {
      method: 'POST',
      body: { amount, currency, collector_id: collectorId },
      signal,
    }),
});

/**
 * Creates the payment with the total the customer sees; a 409 (a fee changed meanwhile:
 * nothing was created) puts the page's fresh pay choices where it reads them, as usePay does.
 */
export function useCreateCustomerPayment(collectorId: string | null, lang: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CustomerPaymentCreateRequest; key: string }) =>
      apiRequest<CustomerPaymentCreateResponse>(createPath(collectorId), {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onError: (error, { body }) => {
      const fresh = freshPayChoices(error);
      if (!fresh) return;
      const key = payKeys.collectorChoices(collectorId ?? '', lang, body.currency ?? '', body.amount);
      queryClient.setQueryData(key, fresh);
    },
  });
}
