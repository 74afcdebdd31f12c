import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchantSettings, MerchantSettingsPatch } from '@/domain/contracts/merchant';
import { apiRequest } from '@/lib/api-client';
import { paymentSettingsKeys } from '@/lib/query-keys/staff';

const URL = '/merchant/settings';

export const paymentSettingsQuery = () =>
  queryOptions({
    queryKey: paymentSettingsKeys.settings,
    queryFn: ({ signal }) => apiRequest<MerchantSettings>(URL, { signal }),
  });

export function useUpdatePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MerchantSettingsPatch) => apiRequest<MerchantSettings>(URL, { method: 'PATCH', body }),
    onSuccess: (settings) => queryClient.setQueryData(paymentSettingsKeys.settings, settings),
  });
}
