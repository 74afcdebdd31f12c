import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecuritySettings } from '@/domain/contracts/two-factor';
import { apiRequest } from '@/lib/api-client';
import { securityKeys, userKeys } from '@/lib/query-keys/staff';

export const securitySettingsQuery = () =>
  queryOptions({
    queryKey: securityKeys.settings,
    queryFn: ({ signal }) => apiRequest<SecuritySettings>('/admin/security', { signal }),
  });

export function useUpdateSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecuritySettings) =>
      apiRequest<SecuritySettings>('/admin/security', { method: 'PATCH', body }),
    onSuccess: (settings) => {
      queryClient.setQueryData(securityKeys.settings, settings);
      // The owner's own "required" status follows the setting.
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
