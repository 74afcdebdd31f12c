import type { CatalogueConfig, ProductPage } from '@/domain/contracts/catalogue';
import type { Banner } from '@/domain/contracts/common';
import {
  prerequisitesQuery,
  productQuery,
  productsQuery,
  shopBannersQuery,
  shopConfigQuery,
  storesQuery,
} from '@/features/catalogue/api/shop';
import type { ProductParams } from '@/features/catalogue/lib/list-search';
import type { Lang } from '@/lib/lang-path';
import { type ApiAnswer, type RenderedPage, renderPage, seedAnswer } from './render-page';

/** The shop API's answers for a place in the product list (the URL's page, search, sort, category). */
export interface ProductListAnswers {
  /** When the server read them: a copy the service worker kept for days is refetched at once. */
  at: number;
  config: CatalogueConfig;
  banners: Banner[];
  params: ProductParams;
  products: ProductPage;
}

/** /{lang}/catalogue/product-list with the shop API's answers. */
export function renderProductListPage(
  url: string,
  lang: Lang,
  list: ProductListAnswers,
): Promise<RenderedPage> {
  const answers = [
    [shopConfigQuery().queryKey, list.config],
    [shopBannersQuery().queryKey, list.banners],
    [productsQuery(list.params).queryKey, list.products],
  ] as const;
  return renderPage(url, lang, async (queryClient) => {
    for (const [queryKey, body] of answers)
      await seedAnswer(queryClient, queryKey, { status: 200, body }, list.at);
  });
}

/** A product's page: its answer (a 404 included), the shop's settings, its checkout fields and stores. */
export interface ProductDetailAnswers {
  at: number;
  slug: string;
  product: ApiAnswer;
  config: CatalogueConfig;
  prerequisites: ApiAnswer;
  stores: ApiAnswer;
}

/** /{lang}/catalogue/product-detail/{slug}. */
export function renderProductDetailPage(
  url: string,
  lang: Lang,
  detail: ProductDetailAnswers,
): Promise<RenderedPage> {
  const slugs = [detail.slug];
  return renderPage(url, lang, async (queryClient) => {
    await seedAnswer(
      queryClient,
      shopConfigQuery().queryKey,
      { status: 200, body: detail.config },
      detail.at,
    );
    await seedAnswer(queryClient, productQuery(detail.slug).queryKey, detail.product, detail.at);
    if (detail.product.status !== 200) return;
    await seedAnswer(queryClient, prerequisitesQuery(slugs).queryKey, detail.prerequisites, detail.at);
    await seedAnswer(queryClient, storesQuery(slugs).queryKey, detail.stores, detail.at);
  });
}
