import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppearanceSettings, AppearanceUpdate } from '@/domain/contracts/appearance';
import { apiRequest } from '@/lib/api-client';
import { appearanceKeys } from '@/lib/query-keys/staff';

export const appearanceSettingsQuery = () =>
  queryOptions({
    queryKey: appearanceKeys.settings,
    queryFn: ({ signal }) => apiRequest<AppearanceSettings>('/admin/appearance', { signal }),
  });

export function useUpdateAppearance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppearanceUpdate) =>
      apiRequest<AppearanceSettings>('/admin/appearance', { method: 'PUT', body }),
    onSuccess: (settings) => queryClient.setQueryData(appearanceKeys.settings, settings),
  });
}
