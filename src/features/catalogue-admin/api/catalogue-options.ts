import { queryOptions } from '@tanstack/react-query';
import type { AdminCategory, AdminStore, ShopSettings } from '@/domain/contracts/catalogue-admin';
import { apiRequest } from '@/lib/api-client';
import { catalogueAdminKeys } from '@/lib/query-keys/catalogue-admin';

/** What the product form and filters choose from: categories, stores and the shop's currency. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogueAdminKeys.categories,
    queryFn: ({ signal }) => apiRequest<AdminCategory[]>('/admin/catalogue/categories', { signal }),
  });

export const storesQuery = () =>
  queryOptions({
    queryKey: catalogueAdminKeys.stores,
    queryFn: ({ signal }) => apiRequest<AdminStore[]>('/admin/catalogue/stores', { signal }),
  });

export const shopSettingsQuery = () =>
  queryOptions({
    queryKey: catalogueAdminKeys.settings,
    queryFn: ({ signal }) => apiRequest<ShopSettings>('/admin/catalogue/settings', { signal }),
  });
