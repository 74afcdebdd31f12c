import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MenuConfig } from '../../../src/domain/contracts/food.ts';
import { type MenuAnswers, renderFoodDetailsPage, renderMenuPage } from '../../../src/ssr/menu-page.ts';
import type { Lang } from '../../lib/i18n.ts';
import {
  builtFonts,
  isPageLang,
  notDrawn,
  pageDocument,
  readAnswer,
  readPageTemplate,
  sendPage,
} from '../../lib/page-document.ts';
import { FOOD_BASE, menuPageSchema } from './schemas.ts';

/**
 * The menu with its first screen drawn by the app's own components (issue 6's LCP budget): on
 * slow 4G the app's JavaScript takes seconds to arrive and run, so the server draws the
 * restaurant's header, banners, delivery types, categories and dishes, and sends the same API
 * answers the app's first queries ask for, which it takes over without asking again.
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
  const [header, banners, promoted, categories, items] = await Promise.all([
    get<MenuAnswers['header']>('/header-config'),
    get<MenuAnswers['banners']>('/banners'),
    get<MenuAnswers['promoted']>(`/promoted-items?delivery_type=${type}`),
    get<MenuAnswers['categories']>(`/product_categories?delivery_type=${type}`),
    get<MenuAnswers['items']>(`/menu-items?delivery_type=${type}`),
  ]);
  if (!header || !banners || !promoted || !categories || !items) return null;
  return { at: Date.now(), delivery_type: type, config, header, banners, promoted, categories, items };
}

/** The faces the first screen's text is written in (Arabic takes its digits from the Latin ones). */
const LATIN_FONTS = ['noto-sans-latin-400-normal-', 'noto-sans-latin-600-normal-'];
const ARABIC_FONTS = ['noto-sans-arabic-arabic-400-normal-', 'noto-sans-arabic-arabic-600-normal-'];

async function menuDocument(
  app: FastifyInstance,
  url: string,
  template: string,
  lang: Lang,
  fonts: string[],
) {
  const menu = await readMenu(app);
  if (!menu) return template;
  const page = await renderMenuPage(url, lang, menu);
  // The drawing paints without the app: its fonts go first on a slow line, the scripts after.
  return pageDocument(template, lang, page, fonts)
    .replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
}

/** GET /{lang}/new-menu and a dish's page, ahead of the SPA fallback; anything else under them is the app's. */
export function registerMenuPrerender(app: FastifyInstance, staticDir: string): void {
  const template = readPageTemplate(staticDir);
  const fonts = {
    en: builtFonts(staticDir, LATIN_FONTS),
    ar: builtFonts(staticDir, [...LATIN_FONTS, ...ARABIC_FONTS]),
  };
  app.get<{ Params: { lang: string } }>(
    '/:lang/new-menu',
    { schema: menuPageSchema },
    async (request: FastifyRequest<{ Params: { lang: string } }>, reply: FastifyReply) => {
      const { lang } = request.params;
      if (!isPageLang(lang)) return notDrawn(request, reply);
      const html = await menuDocument(app, request.url, template, lang, fonts[lang]);
      // The same for every customer: a cache may keep it, but must ask again before reusing it.
      return sendPage(request, reply.header('cache-control', 'no-cache'), html);
    },
  );

  type DishParams = { lang: string; category: string; id: string };
  app.get<{ Params: DishParams }>(
    '/:lang/category/:category/food-details/:id',
    { schema: { ...menuPageSchema, summary: "A dish's page with its first screen drawn" } },
    async (request, reply) => {
      const { lang, id } = request.params;
      const itemId = Number(id);
      if (!isPageLang(lang) || !Number.isSafeInteger(itemId) || itemId <= 0) return notDrawn(request, reply);
      const configAnswer = await readAnswer(app, `/api/v1${FOOD_BASE}/menu-page-config`, lang);
      // No menu: the app says so, as on the menu itself.
      if (configAnswer.status !== 200) return notDrawn(request, reply);
      const item = await readAnswer(app, `/api/v1${FOOD_BASE}/products/${itemId}`, lang);
      const page = await renderFoodDetailsPage(request.url, lang, {
        at: Date.now(),
        itemId,
        item,
        config: configAnswer.body as MenuConfig,
      });
      const html = pageDocument(template, lang, page, fonts[lang]);
      return sendPage(request, reply.header('cache-control', 'no-cache'), html);
    },
  );
}
