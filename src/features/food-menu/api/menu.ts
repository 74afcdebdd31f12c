import { queryOptions } from '@tanstack/react-query';
import type {
  Banner,
  Branch,
  DeliveryArea,
  DeliveryType,
  HeaderConfig,
  MenuConfig,
  MenuItem,
  MenuItemDetail,
  MinOrder,
  ProductCategory,
  WorkingAnswer,
} from '@/domain/contracts/food';
import { apiRequest } from '@/lib/api-client';
import { foodKeys } from '@/lib/query-keys/food';

export const FOOD_API = '/plugins/food_ordering';

// The menu changes a few times a day: five minutes of freshness spares the repeat requests a
// customer's browsing would make, and the service worker keeps a copy for offline visits. The
// server draws the menu with its first answers (src/ssr/menu-page.ts), dated when it read them.
const MENU_STALE_MS = 5 * 60_000;

const get = <T>(path: string, query?: Record<string, string | number | undefined>) =>
  apiRequest<T>(`${FOOD_API}${path}`, { query });

export const menuConfigQuery = () =>
  queryOptions({
    queryKey: foodKeys.config(),
    queryFn: () => get<MenuConfig>('/menu-page-config'),
    staleTime: MENU_STALE_MS,
  });

export const headerConfigQuery = () =>
  queryOptions({
    queryKey: foodKeys.header(),
    queryFn: () => get<HeaderConfig>('/header-config'),
    staleTime: MENU_STALE_MS,
  });

export const bannersQuery = () =>
  queryOptions({
    queryKey: foodKeys.banners(),
    queryFn: () => get<Banner[]>('/banners'),
    staleTime: MENU_STALE_MS,
  });

/**
 * Whose menu: the chosen pickup branch, or the chosen delivery area (the server lists the menu
 * of the branch serving it). In the query's key and URL, so the service worker keeps each
 * branch's copy apart. None before a place is chosen: the whole menu, as the server draws it.
 */
export interface MenuPlace {
  branch?: number;
  delivery_area?: number;
}

export const promotedQuery = (deliveryType: DeliveryType, place: MenuPlace = {}) =>
  queryOptions({
    queryKey: foodKeys.promoted({ delivery_type: deliveryType, ...place }),
    queryFn: () => get<MenuItem[]>('/promoted-items', { delivery_type: deliveryType, ...place }),
    staleTime: MENU_STALE_MS,
  });

export const categoriesQuery = (deliveryType: DeliveryType) =>
  queryOptions({
    queryKey: foodKeys.categories(deliveryType),
    queryFn: () => get<ProductCategory[]>('/product_categories', { delivery_type: deliveryType }),
    staleTime: MENU_STALE_MS,
  });

export interface ItemsParams extends MenuPlace {
  delivery_type: DeliveryType;
  category?: number;
  q?: string;
}

export const menuItemsQuery = (params: ItemsParams) =>
  queryOptions({
    queryKey: foodKeys.items(params),
    queryFn: () => get<MenuItem[]>('/menu-items', { ...params }),
    staleTime: MENU_STALE_MS,
  });

export const menuItemQuery = (id: number) =>
  queryOptions({
    queryKey: foodKeys.item(id),
    queryFn: () => get<MenuItemDetail>(`/products/${id}`),
    staleTime: MENU_STALE_MS,
    // A refusal the server drew the page from (404) is shown as drawn, not asked again at once.
    retryOnMount: false,
  });

export const branchesQuery = () =>
  queryOptions({
    queryKey: foodKeys.branches(),
    queryFn: () => get<Branch[]>('/branches'),
    staleTime: MENU_STALE_MS,
  });

export const deliveryAreasQuery = () =>
  queryOptions({
    queryKey: foodKeys.areas(),
    queryFn: () => get<DeliveryArea[]>('/delivery_areas'),
    staleTime: MENU_STALE_MS,
  });

export interface PlaceParams {
  delivery_type: DeliveryType;
  branch?: number;
  delivery_area?: number;
}

export const minOrderQuery = (params: PlaceParams) =>
  queryOptions({
    queryKey: foodKeys.minOrder(params),
    queryFn: () => get<MinOrder>('/min-order', { ...params }),
    staleTime: MENU_STALE_MS,
  });

/** Opening hours pass by the minute: always asked fresh, never from the worker's cache. */
export const workingQuery = (params: PlaceParams) =>
  queryOptions({
    queryKey: foodKeys.working(params),
    queryFn: () => get<WorkingAnswer>('/is-branch-or-delivery-area-work', { ...params }),
    staleTime: 0,
  });
