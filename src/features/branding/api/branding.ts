import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Branding } from '@/domain/contracts/branding';
import { apiRequest } from '@/lib/api-client';
import { brandingKeys, configKeys, userKeys } from '@/lib/query-keys/staff';

const BRANDING = '/admin/branding';

export const brandingQuery = () =>
  queryOptions({
    queryKey: brandingKeys.settings,
    queryFn: ({ signal }) => apiRequest<Branding>(BRANDING, { signal }),
  });

export function useSaveBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Branding) => apiRequest<Branding>(BRANDING, { method: 'PUT', body }),
    onSuccess: (branding) => {
      queryClient.setQueryData(brandingKeys.settings, branding);
      // The top bar's title and logo (user details) and the app's config follow at once.
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void queryClient.invalidateQueries({ queryKey: configKeys.all });
    },
  });
}
