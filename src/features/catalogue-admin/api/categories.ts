import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, CategoryPatch, CategoryRequest } from '@/domain/contracts/catalogue-admin';
import { apiRequest } from '@/lib/api-client';
import { catalogueAdminKeys } from '@/lib/query-keys/catalogue-admin';

/** Creates a category, or changes the one given; the product form's category choices follow. */
export function useSaveCategory(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryRequest | CategoryPatch) =>
      id === null
        ? apiRequest<AdminCategory>('/admin/catalogue/categories', { method: 'POST', body })
        : apiRequest<AdminCategory>(`/admin/catalogue/categories/${id}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.categories }),
  });
}
