import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { menuAdminKeys } from '@/lib/query-keys/menu-admin';

export type MenuResource = 'categories' | 'items' | 'branches' | 'zones' | 'areas' | 'banners';

/** What a change to a resource makes stale: its list, and the lists that show it (a category's dish count). */
const STALE: Record<MenuResource, readonly (readonly string[])[]> = {
  categories: [menuAdminKeys.categories],
  items: [menuAdminKeys.dishes, menuAdminKeys.categories],
  branches: [menuAdminKeys.branches],
  zones: [menuAdminKeys.zones],
  areas: [menuAdminKeys.areas],
  banners: [menuAdminKeys.banners],
};

/** Creates a record of `resource` (id null) or changes the one given. */
export function useSaveMenuRecord<Body extends object, Saved>(resource: MenuResource, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      id === null
        ? apiRequest<Saved>(`/admin/menu/${resource}`, { method: 'POST', body })
        : apiRequest<Saved>(`/admin/menu/${resource}/${id}`, { method: 'PATCH', body }),
    onSuccess: () =>
      Promise.all(STALE[resource].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useDeleteMenuRecord(resource: MenuResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string }>(`/admin/menu/${resource}/${id}`, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all(STALE[resource].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useSaveMenuSettings<Body extends object, Saved>() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiRequest<Saved>('/admin/menu/settings', { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuAdminKeys.settings }),
  });
}
