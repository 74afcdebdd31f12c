import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SmsProviderSettings,
  SmsProviderUpdate,
  SmsTestRequest,
  SmsTestResult,
} from '@/domain/contracts/sms-provider';
import { apiRequest } from '@/lib/api-client';
import { smsProviderKeys } from '@/lib/query-keys/staff';

const PROVIDER = '/admin/sms-provider';

export const smsProviderQuery = () =>
  queryOptions({
    queryKey: smsProviderKeys.settings,
    queryFn: ({ signal }) => apiRequest<SmsProviderSettings>(PROVIDER, { signal }),
  });

export function useSaveSmsProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SmsProviderUpdate) =>
      apiRequest<SmsProviderSettings>(PROVIDER, { method: 'PUT', body }),
    onSuccess: (settings) => queryClient.setQueryData(smsProviderKeys.settings, settings),
  });
}

/** Texts a number through the saved provider; the answer is shown, not cached. */
export const useTestSms = () =>
  useMutation({
    mutationFn: (body: SmsTestRequest) =>
      apiRequest<SmsTestResult>(`${PROVIDER}/test`, { method: 'POST', body }),
  });
