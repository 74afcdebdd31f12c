import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminArea,
  AdminBanner,
  AdminBranch,
  AdminCategory,
  AdminDishPage,
  AdminZone,
  MenuSettings,
} from '@/domain/contracts/menu-admin';
import { apiRequest } from '@/lib/api-client';
import { menuAdminKeys } from '@/lib/query-keys/menu-admin';

const list = <T>(key: readonly string[], path: string) =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest<T>(`/admin/menu/${path}`, { signal }),
  });

export const menuCategoriesQuery = () => list<AdminCategory[]>(menuAdminKeys.categories, 'categories');
export const menuBranchesQuery = () => list<AdminBranch[]>(menuAdminKeys.branches, 'branches');
export const menuZonesQuery = () => list<AdminZone[]>(menuAdminKeys.zones, 'zones');
export const menuAreasQuery = () => list<AdminArea[]>(menuAdminKeys.areas, 'areas');
export const menuBannersQuery = () => list<AdminBanner[]>(menuAdminKeys.banners, 'banners');
export const menuSettingsQuery = () => list<MenuSettings>(menuAdminKeys.settings, 'settings');

export interface DishFilters {
  category_id?: number;
  search?: string;
  limit: number;
  offset: number;
}

export const dishesQuery = (filters: DishFilters) =>
  queryOptions({
    queryKey: menuAdminKeys.dishList(filters),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ limit: String(filters.limit), offset: String(filters.offset) });
      if (filters.category_id) query.set('category_id', String(filters.category_id));
      if (filters.search) query.set('search', filters.search);
      return apiRequest<AdminDishPage>(`/admin/menu/items?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
