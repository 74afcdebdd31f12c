import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  CatalogueConfig,
  CatalogueStore,
  ProductDetail,
  ProductPage,
  ProductPrerequisites,
} from '@/domain/contracts/catalogue';
import type { Banner } from '@/domain/contracts/common';
import { apiRequest } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/query-keys/catalogue';
import type { ProductParams } from '../lib/list-search';

export const CATALOGUE_API = '/plugins/catalogue';

// The shop changes a few times a day, like the menu: five minutes of freshness spares repeat
// requests while browsing, and the service worker keeps a copy for offline visits. The server
// draws the list and the detail with their first answers (src/ssr/catalogue-pages.ts).
const SHOP_STALE_MS = 5 * 60_000;

const get = <T>(path: string, query?: Record<string, string | number | undefined>) =>
  apiRequest<T>(`${CATALOGUE_API}${path}`, { query });

export const shopConfigQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.config(),
    queryFn: () => get<CatalogueConfig>('/config'),
    staleTime: SHOP_STALE_MS,
  });

export const shopBannersQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.banners(),
    queryFn: () => get<Banner[]>('/banner'),
    staleTime: SHOP_STALE_MS,
  });

export const productsQuery = (params: ProductParams) =>
  queryOptions({
    queryKey: catalogueKeys.products(params),
    queryFn: () => get<ProductPage>('/product', { ...params }),
    staleTime: SHOP_STALE_MS,
    // The page being left stays on screen (dimmed) until the next one arrives: no jump to skeletons.
    placeholderData: keepPreviousData,
  });

export const productQuery = (slug: string) =>
  queryOptions({
    queryKey: catalogueKeys.product(slug),
    queryFn: () => get<ProductDetail>(`/product/${encodeURIComponent(slug)}`),
    staleTime: SHOP_STALE_MS,
    // A refusal the server drew the page from (404) is shown as drawn, not asked again at once.
    retryOnMount: false,
  });

/** The cart's recheck: always asked fresh, as it decides what the customer may still buy. */
export const freshProductQuery = (slug: string) => queryOptions({ ...productQuery(slug), staleTime: 0 });

export const prerequisitesQuery = (slugs: readonly string[]) =>
  queryOptions({
    queryKey: catalogueKeys.prerequisites(slugs),
    queryFn: () => get<ProductPrerequisites>('/invoice/preqs', { product_slugs: slugs.join(',') }),
    staleTime: SHOP_STALE_MS,
  });

export const storesQuery = (slugs: readonly string[]) =>
  queryOptions({
    queryKey: catalogueKeys.stores(slugs),
    queryFn: () => get<CatalogueStore[]>('/stores', { product_slugs: slugs.join(',') }),
    staleTime: SHOP_STALE_MS,
  });
