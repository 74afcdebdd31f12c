import type { FastifyInstance } from 'fastify';
import type { MenuConfig } from '../../../src/domain/contracts/food.ts';
import { usesDeliveryArea } from '../../../src/features/food-menu/lib/place.ts';
import { type MenuAnswers, renderFoodDetailsPage, renderMenuPage } from '../../../src/ssr/menu-page.ts';
import type { DrawnPage } from '../../lib/drawn-pages.ts';
import { builtFonts, readAnswer } from '../../lib/page-document.ts';
import { FOOD_BASE } from './schemas.ts';

/**
 * The menu with its first screen drawn by the app's own components (issue 6's LCP budget): on
 * slow 4G the app's JavaScript takes seconds to arrive and run, so the server draws the
 * restaurant's header, banners, delivery types and places, categories and dishes, and sends
 * the same API answers the app's first queries ask for, which it takes over without asking
 * again.
 */

/**
 * The menu API's own answers, through the same routes the app calls, so the inlined data can
 * never drift from what a later fetch returns. Null when the merchant has no menu (404).
 */
async function readMenu(app: FastifyInstance): Promise<MenuAnswers | null> {
  const get = async <T>(path: string): Promise<T | null> => {
    const response = await app.inject({ url: `/api/v1${FOOD_BASE}${path}` });
    if (response.statusCode === 404) return null;
    if (response.statusCode !== 200) throw new Error(`menu render: ${path} answered ${response.statusCode}`);
    return response.json() as T;
  };
  const config = await get<MenuConfig>('/menu-page-config');
  if (!config) return null;
  // A first visit shows the restaurant's default type (cart-store.ts adoptDefaultDeliveryType).
  const type = config.default_delivery_type;
  const [header, banners, promoted, categories, items, places] = await Promise.all([
    get<MenuAnswers['header']>('/header-config'),
    get<MenuAnswers['banners']>('/banners'),
    get<MenuAnswers['promoted']>(`/promoted-items?delivery_type=${type}`),
    get<MenuAnswers['categories']>(`/product_categories?delivery_type=${type}`),
    get<MenuAnswers['items']>(`/menu-items?delivery_type=${type}`),
    get<MenuAnswers['places']>(usesDeliveryArea(type) ? '/delivery_areas' : '/branches'),
  ]);
  if (!header || !banners || !promoted || !categories || !items || !places) return null;
  return {
    at: Date.now(),
    delivery_type: type,
    config,
    header,
    banners,
    promoted,
    categories,
    items,
    places,
  };
}

/** The faces the first screen's text is written in (Arabic takes its digits from the Latin ones). */
const LATIN_FONTS = ['noto-sans-latin-400-normal-', 'noto-sans-latin-600-normal-'];
const ARABIC_FONTS = ['noto-sans-arabic-arabic-400-normal-', 'noto-sans-arabic-arabic-600-normal-'];

const menuFonts = (staticDir: string) => ({
  en: builtFonts(staticDir, LATIN_FONTS),
  ar: builtFonts(staticDir, [...LATIN_FONTS, ...ARABIC_FONTS]),
});

/** The drawing paints without the app: its pictures and fonts go first on a slow line, the scripts after. */
const scriptsLast = (html: string) =>
  html
    .replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    );

/**
 * The menu and a dish's page. The same for every customer: a cache may keep them, but must ask
 * again before reusing them. Without a menu (404) the app says so.
 */
export const menuPages = (app: FastifyInstance): DrawnPage[] => [
  {
    path: '/:lang/new-menu',
    summary: 'The menu page with its first screen drawn',
    cacheControl: 'no-cache',
    fonts: menuFonts,
    finish: scriptsLast,
    draw: async (url, lang) => {
      const menu = await readMenu(app);
      return menu && renderMenuPage(url, lang, menu);
    },
  },
  {
    path: '/:lang/category/:category/food-details/:id',
    summary: "A dish's page with its first screen drawn",
    cacheControl: 'no-cache',
    fonts: menuFonts,
    accepts: ({ id = '' }) => /^[1-9]\d{0,15}$/.test(id),
    draw: async (url, lang, { id = '' }) => {
      const config = await readAnswer(app, `/api/v1${FOOD_BASE}/menu-page-config`, lang);
      if (config.status !== 200) return null;
      const itemId = Number(id);
      const item = await readAnswer(app, `/api/v1${FOOD_BASE}/products/${itemId}`, lang);
      return renderFoodDetailsPage(url, lang, {
        at: Date.now(),
        itemId,
        item,
        config: config.body as MenuConfig,
      });
    },
  },
];
