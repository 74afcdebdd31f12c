import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicPagesResponse, PublicPagesSettings } from '@/domain/contracts/public-pages';
import { apiRequest } from '@/lib/api-client';
import { configKeys, publicPagesKeys } from '@/lib/query-keys/staff';

export const publicPagesQuery = () =>
  queryOptions({
    queryKey: publicPagesKeys.settings,
    queryFn: ({ signal }) => apiRequest<PublicPagesResponse>('/admin/public-pages', { signal }),
  });

export function useSavePublicPages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublicPagesSettings) =>
      apiRequest<PublicPagesResponse>('/admin/public-pages', { method: 'PATCH', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(publicPagesKeys.settings, saved);
      // The config carries the landing the root follows.
      void queryClient.invalidateQueries({ queryKey: configKeys.all });
    },
  });
}
