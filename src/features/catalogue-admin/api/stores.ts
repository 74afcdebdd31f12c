import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminStore, StorePatch, StoreRequest } from '@/domain/contracts/catalogue-admin';
import { apiRequest } from '@/lib/api-client';
import { catalogueAdminKeys } from '@/lib/query-keys/catalogue-admin';

/** Creates a store, or changes the one given; the product form's store choices follow. */
export function useSaveStore(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreRequest | StorePatch) =>
      id === null
        ? apiRequest<AdminStore>('/admin/catalogue/stores', { method: 'POST', body })
        : apiRequest<AdminStore>(`/admin/catalogue/stores/${id}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.stores }),
  });
}
