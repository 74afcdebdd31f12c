import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DeliveryType, MenuConfig } from '../../../src/domain/contracts/food.ts';
import type { Lang } from '../../lib/i18n.ts';
import { localeTexts } from '../../lib/locale-texts.ts';
import { fillTemplate } from '../pay-page/service.ts';
import { MENU_CSS, type MenuScreen, menuHtml } from './prerender-html.ts';
import { FOOD_BASE, menuPageSchema } from './schemas.ts';

/**
 * The menu's HTML with its first screen already in it (issue 6's LCP budget): on slow 4G the
 * app's JavaScript takes seconds to arrive and run, so the server draws the restaurant's
 * header, banners, delivery types, categories and dishes, and inlines the same API answers the
 * app's first queries ask for (src/features/food-menu/api/menu.ts seeds them from #menu-data).
 */

const TEXTS = localeTexts(['food-menu', 'common']);

/** What the app seeds its queries with (the API's own answers) and when they were read. */
interface InlinedMenuData {
  at: number;
  delivery_type: DeliveryType;
  config: MenuScreen['config'];
  header: MenuScreen['header'];
  banners: MenuScreen['banners'];
  promoted: MenuScreen['promoted'];
  categories: MenuScreen['categories'];
  items: MenuScreen['items'];
}

/**
 * The menu API's own answers, through the same routes the app calls, so the inlined data can
 * never drift from what a later fetch returns. Null when the merchant has no menu (404).
 */
async function readMenu(app: FastifyInstance): Promise<InlinedMenuData | null> {
  const get = async <T>(path: string): Promise<T | null> => {
    const response = await app.inject({ url: `/api/v1${FOOD_BASE}${path}` });
    if (response.statusCode === 404) return null;
    if (response.statusCode !== 200)
      throw new Error(`menu prerender: ${path} answered ${response.statusCode}`);
    return response.json() as T;
  };
  const config = await get<MenuConfig>('/menu-page-config');
  if (!config) return null;
  // A first visit shows the restaurant's default type (cart-store.ts adoptDefaultDeliveryType).
  const type = config.default_delivery_type;
  const [header, banners, promoted, categories, items] = await Promise.all([
    get<InlinedMenuData['header']>('/header-config'),
    get<InlinedMenuData['banners']>('/banners'),
    get<InlinedMenuData['promoted']>(`/promoted-items?delivery_type=${type}`),
    get<InlinedMenuData['categories']>(`/product_categories?delivery_type=${type}`),
    get<InlinedMenuData['items']>(`/menu-items?delivery_type=${type}`),
  ]);
  if (!header || !banners || !promoted || !categories || !items) return null;
  return { at: Date.now(), delivery_type: type, config, header, banners, promoted, categories, items };
}

// What the fontsource subsets hold (the app's faces list none), so a page loads only the files
// its text needs (the English page's one Arabic word does not hold up the rest).
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const ARABIC_RANGE =
  'U+0600-06FF,U+0750-077F,U+0870-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FEFC';

/** The app's own faces (main.tsx), as the build named their files. */
interface MenuFonts {
  /** @font-face rules of the drawing's own families. */
  css: string;
  /** The files each language's first screen is written in. */
  preload: Record<Lang, string[]>;
}

/**
 * The drawing uses the app's font files under its own family names with font-display: block:
 * its text is first painted in the web font, never in a fallback. Otherwise the app's copy,
 * painted later in the web font, came out wider and became a later, larger LCP candidate.
 */
function menuFonts(staticDir: string): MenuFonts {
  const built = readdirSync(join(staticDir, 'assets'));
  const faces = [
    { family: 'fm Noto Sans', weight: 400, pattern: /^noto-sans-latin-400-normal-[\w-]+\.woff2$/ },
    { family: 'fm Noto Sans', weight: 600, pattern: /^noto-sans-latin-600-normal-[\w-]+\.woff2$/ },
    {
      family: 'fm Noto Sans Arabic',
      weight: 400,
      pattern: /^noto-sans-arabic-arabic-400-normal-[\w-]+\.woff2$/,
    },
    {
      family: 'fm Noto Sans Arabic',
      weight: 600,
      pattern: /^noto-sans-arabic-arabic-600-normal-[\w-]+\.woff2$/,
    },
  ].flatMap((face) => {
    const file = built.find((name) => face.pattern.test(name));
    return file ? [{ ...face, file }] : [];
  });
  const css = faces
    .map(
      (face) =>
        `@font-face{font-family:'${face.family}';font-weight:${face.weight};font-display:block;src:url(/assets/${face.file}) format('woff2');unicode-range:${face.family === 'fm Noto Sans' ? LATIN_RANGE : ARABIC_RANGE}}`,
    )
    .join('');
  const files = (family: string) => faces.filter((face) => face.family === family).map((face) => face.file);
  // Arabic text takes its spaces and digits from the Latin files, as the app's family list does.
  return { css, preload: { en: files('fm Noto Sans'), ar: faces.map((face) => face.file) } };
}

async function prerenderMenu(app: FastifyInstance, template: string, lang: Lang, fonts: MenuFonts) {
  const data = await readMenu(app);
  if (!data) return template;
  const screen: MenuScreen = { ...data, deliveryType: data.delivery_type };
  const markup = menuHtml(screen, lang, TEXTS[lang], {
    otherLanguageHref: `/${lang === 'en' ? 'ar' : 'en'}/new-menu`,
  });
  const preloads = fonts.preload[lang]
    .map((file) => `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  return (
    fillTemplate(template, lang, { markup, data }, undefined, {
      css: `${fonts.css}${MENU_CSS}`,
      dataId: 'menu-data',
    })
      .replace('</title>', `</title>${preloads}`)
      // The drawing paints without the app: its fonts go first on a slow line, the scripts after.
      .replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
  );
}

/** GET /{lang}/new-menu, ahead of the SPA fallback; anything else under it is the app's. */
export function registerMenuPrerender(app: FastifyInstance, staticDir: string): void {
  const template = readFileSync(join(staticDir, 'index.html'), 'utf8');
  const fonts = menuFonts(staticDir);
  app.get<{ Params: { lang: string } }>(
    '/:lang/new-menu',
    { schema: menuPageSchema },
    async (request: FastifyRequest<{ Params: { lang: string } }>, reply: FastifyReply) => {
      const { lang } = request.params;
      if (lang !== 'en' && lang !== 'ar') return reply.callNotFound();
      const html = await prerenderMenu(app, template, lang, fonts);
      // The same for every customer: a cache may keep it, but must ask again before reusing it.
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      // About 19 KB of markup and data, a quarter of that compressed: a tenth of a second on slow 4G.
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepts))
        return reply
          .header('content-encoding', 'br')
          .send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
      if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
      return reply.send(html);
    },
  );
}
