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
// customer's browsing would make, and the service worker keeps a copy for offline visits.
const MENU_STALE_MS = 5 * 60_000;

const get = <T>(path: string, query?: Record<string, string | number | undefined>) =>
  apiRequest<T>(`${FOOD_API}${path}`, { query });

/** What server/modules/food/prerender.ts inlines in the menu page (#menu-data). */
interface InlinedMenu {
  /** When the server read it: a copy the service worker kept for days is refetched at once. */
  at?: number;
  delivery_type?: DeliveryType;
  config?: MenuConfig;
  header?: HeaderConfig;
  banners?: Banner[];
  promoted?: MenuItem[];
  categories?: ProductCategory[];
  items?: MenuItem[];
}

let inlined: InlinedMenu | undefined;

function inlinedMenu(): InlinedMenu {
  if (!inlined) {
    const text = typeof document === 'undefined' ? null : document.getElementById('menu-data')?.textContent;
    try {
      inlined = text ? (JSON.parse(text) as InlinedMenu) : {};
    } catch {
      inlined = {};
    }
  }
  return inlined;
}

/**
 * The server draws the menu with its first answers inlined, so the first render needs no
 * request (issue 6 LCP). Answers that depend on the delivery type only seed that type's queries.
 */
function seeded<K extends Exclude<keyof InlinedMenu, 'at' | 'delivery_type'>>(part: K, type?: DeliveryType) {
  const data = inlinedMenu();
  return {
    initialData: () => (type === undefined || data.delivery_type === type ? data[part] : undefined),
    initialDataUpdatedAt: () => data.at,
  };
}

/** Tests draw the menu from a fresh page's inlined data. */
export function forgetInlinedMenuForTests() {
  inlined = undefined;
}

export const menuConfigQuery = () =>
  queryOptions({
    queryKey: foodKeys.config(),
    queryFn: () => get<MenuConfig>('/menu-page-config'),
    staleTime: MENU_STALE_MS,
    ...seeded('config'),
  });

export const headerConfigQuery = () =>
  queryOptions({
    queryKey: foodKeys.header(),
    queryFn: () => get<HeaderConfig>('/header-config'),
    staleTime: MENU_STALE_MS,
    ...seeded('header'),
  });

export const bannersQuery = () =>
  queryOptions({
    queryKey: foodKeys.banners(),
    queryFn: () => get<Banner[]>('/banners'),
    staleTime: MENU_STALE_MS,
    ...seeded('banners'),
  });

export const promotedQuery = (deliveryType: DeliveryType) =>
  queryOptions({
    queryKey: foodKeys.promoted(deliveryType),
    queryFn: () => get<MenuItem[]>('/promoted-items', { delivery_type: deliveryType }),
    staleTime: MENU_STALE_MS,
    ...seeded('promoted', deliveryType),
  });

export const categoriesQuery = (deliveryType: DeliveryType) =>
  queryOptions({
    queryKey: foodKeys.categories(deliveryType),
    queryFn: () => get<ProductCategory[]>('/product_categories', { delivery_type: deliveryType }),
    staleTime: MENU_STALE_MS,
    ...seeded('categories', deliveryType),
  });

export interface ItemsParams {
  delivery_type: DeliveryType;
  category?: number;
  q?: string;
}

export const menuItemsQuery = (params: ItemsParams) =>
  queryOptions({
    queryKey: foodKeys.items(params),
    queryFn: () => get<MenuItem[]>('/menu-items', { ...params }),
    staleTime: MENU_STALE_MS,
    // The server drew the whole menu: no category chosen, nothing searched.
    ...(params.category === undefined && !params.q ? seeded('items', params.delivery_type) : {}),
  });

export const menuItemQuery = (id: number) =>
  queryOptions({
    queryKey: foodKeys.item(id),
    queryFn: () => get<MenuItemDetail>(`/products/${id}`),
    staleTime: MENU_STALE_MS,
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
