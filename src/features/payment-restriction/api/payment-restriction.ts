import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PaymentRestrictionResponse,
  PaymentRestrictionSettings,
} from '@/domain/contracts/customer-payments';
import { apiRequest } from '@/lib/api-client';
import { restrictionKeys } from '@/lib/query-keys/staff';

const PATH = '/plugins/customer_payment/payment-restriction';

export const paymentRestrictionQuery = (lang: string) =>
  queryOptions({
    queryKey: restrictionKeys.settings(lang),
    queryFn: ({ signal }) => apiRequest<PaymentRestrictionResponse>(PATH, { signal }),
  });

export function useSavePaymentRestriction(lang: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentRestrictionSettings) =>
      apiRequest<PaymentRestrictionResponse>(PATH, { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(restrictionKeys.settings(lang), saved);
      // The other language's copy names the same settings: read it afresh when next shown.
      void queryClient.invalidateQueries({ queryKey: restrictionKeys.all, refetchType: 'none' });
    },
  });
}
