import type { FastifyInstance } from 'fastify';
import type { CatalogueConfig, ProductPage } from '../../../src/domain/contracts/catalogue.ts';
import type { Banner } from '../../../src/domain/contracts/common.ts';
import { listSearch, productParams } from '../../../src/features/catalogue/lib/list-search.ts';
import { renderProductDetailPage, renderProductListPage } from '../../../src/ssr/catalogue-pages.ts';
import type { DrawnPage } from '../../lib/drawn-pages.ts';
import { builtFonts, readAnswer } from '../../lib/page-document.ts';
import { CATALOGUE_BASE } from './schemas.ts';

/**
 * The shop's list and product pages with their first screen drawn by the app's own components
 * (issue 21, like the menu's): the server reads the shop API through the same routes the app
 * calls, so the inlined answers can never drift from what a later fetch returns.
 */
const api = (path: string) => `/api/v1${CATALOGUE_BASE}${path}`;

/** The faces the first screen's text is written in (Arabic takes its digits from the Latin ones). */
const LATIN_FONTS = ['noto-sans-latin-400-normal-', 'noto-sans-latin-600-normal-'];
const ARABIC_FONTS = ['noto-sans-arabic-arabic-400-normal-', 'noto-sans-arabic-arabic-600-normal-'];
const shopFonts = (staticDir: string) => ({
  en: builtFonts(staticDir, LATIN_FONTS),
  ar: builtFonts(staticDir, [...LATIN_FONTS, ...ARABIC_FONTS]),
});

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The same for every customer: a cache may keep them, but must ask again before reusing them.
 * Without a shop (404) the app says so.
 */
export const shopPages = (app: FastifyInstance): DrawnPage[] => [
  {
    path: '/:lang/catalogue/product-list',
    summary: 'The shop’s product list with its first screen drawn',
    cacheControl: 'no-cache',
    fonts: shopFonts,
    draw: async (url, lang) => {
      const config = await readAnswer(app, api('/config'), lang);
      if (config.status !== 200) return null;
      // The URL's place in the list, read by the route's own rules, asked as the app will ask it.
      const params = productParams(listSearch(Object.fromEntries(new URL(url, 'http://page').searchParams)));
      const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
      const [banners, products] = await Promise.all([
        readAnswer(app, api('/banner'), lang),
        readAnswer(app, api(`/product?${query}`), lang),
      ]);
      if (banners.status !== 200 || products.status !== 200) return null;
      return renderProductListPage(url, lang, {
        at: Date.now(),
        config: config.body as CatalogueConfig,
        banners: banners.body as Banner[],
        params,
        products: products.body as ProductPage,
      });
    },
  },
  {
    path: '/:lang/catalogue/product-detail/:slug',
    summary: "A product's page with its first screen drawn",
    cacheControl: 'no-cache',
    fonts: shopFonts,
    accepts: ({ slug = '' }) => SLUG.test(slug) && slug.length <= 100,
    draw: async (url, lang, { slug = '' }) => {
      const config = await readAnswer(app, api('/config'), lang);
      if (config.status !== 200) return null;
      const [product, prerequisites, stores] = await Promise.all([
        readAnswer(app, api(`/product/${slug}`), lang),
        readAnswer(app, api(`/invoice/preqs?product_slugs=${slug}`), lang),
        readAnswer(app, api(`/stores?product_slugs=${slug}`), lang),
      ]);
      return renderProductDetailPage(url, lang, {
        at: Date.now(),
        slug,
        product,
        config: config.body as CatalogueConfig,
        prerequisites,
        stores,
      });
    },
  },
];
