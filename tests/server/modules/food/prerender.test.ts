import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { FOOD, get } from '../../food-fixtures.ts';
import { createTestApp } from '../../helper.ts';

const LATIN = ['noto-sans-latin-400-normal-Ab12.woff2', 'noto-sans-latin-600-normal-Ef56.woff2'];
const ARABIC = [
  'noto-sans-arabic-arabic-400-normal-Cd34.woff2',
  'noto-sans-arabic-arabic-600-normal-Gh78.woff2',
];

/** A built app as the server sees one: the template Vite writes and the app's font files. */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gulfpay-menu-prerender-'));
  mkdirSync(join(dir, 'assets'));
  for (const font of [...LATIN, ...ARABIC]) writeFileSync(join(dir, 'assets', font), '');
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <title>Gulf Pay</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  );
  return dir;
}

const app = await createTestApp({ staticDir: fakeDist() });

const NASTY = '<script>alert("x")</script> & Co';

/** The prerendered markup and the inlined data of a page. */
function parts(html: string) {
  const markup =
    /<div id="prerender">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
  const json = /<script type="application\/json" id="menu-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { markup, json };
}

describe('food menu server render', () => {
  for (const [lang, dir, all, cart, other, fonts] of [
    ['en', 'ltr', 'All', 'Cart (0)', 'العربية', LATIN],
    ['ar', 'rtl', 'الكل', 'السلة (0)', 'English', [...LATIN, ...ARABIC]],
  ] as const) {
    it(`draws the restaurant, its categories and dishes, with the API's answers inlined (${lang})`, async () => {
      const res = await app.inject({ url: `/${lang}/new-menu` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(`<html lang="${lang}" dir="${dir}">`);
      // The text is first painted in the app's own fonts, fetched at once: the app's copy of it is
      // then no larger, so it never becomes a later largest paint.
      const preloaded = [...res.body.matchAll(/rel="preload" href="\/assets\/([^"]+)" as="font"/g)].map(
        (match) => match[1],
      );
      expect(preloaded).toEqual(fonts);
      expect(res.body).toContain(`font-display:block;src:url(/assets/${fonts[0]})`);
      const { markup, json } = parts(res.body);

      const config = await get<{ title: Record<string, string>; default_delivery_type: string }>(
        app,
        '/menu-page-config',
      );
      const type = config.default_delivery_type;
      const title = config.title[lang];
      expect(markup).toContain(`<p class="fm-title">${title}</p>`);
      expect(markup).toContain(`<h1>${title}</h1>`);
      const header = await get<{ welcome: Record<string, string> }>(app, '/header-config');
      expect(markup).toContain(header.welcome[lang]);
      expect(markup).toContain(`>${all}</span>`);
      expect(markup).toContain(`>${cart}</a>`);
      expect(markup).toContain(`>${other}</a>`);

      const items = await get<{ id: number; category_id: number; name: Record<string, string> }[]>(
        app,
        `/menu-items?delivery_type=${type}`,
      );
      const first = items[0];
      expect(first).toBeDefined();
      expect(markup).toContain(
        `href="/${lang}/category/${first?.category_id}/food-details/${first?.id}" aria-label="${first?.name[lang]}"`,
      );
      // The price as the app prints it (formatMoney: isolated in Arabic), the old one struck through beside an offer.
      const price = lang === 'ar' ? '\u20683\\.250 KWD\u2069' : '3\\.250 KWD';
      expect(markup).toMatch(new RegExp(`<s aria-label="[^"]+">${price}</s>`));

      // Exactly what the menu API answers: the app's first queries start from these.
      const data = JSON.parse(json as string);
      expect(data.delivery_type).toBe(type);
      expect(data.config).toEqual(config);
      expect(data.header).toEqual(header);
      expect(data.banners).toEqual(await get(app, '/banners'));
      expect(data.promoted).toEqual(await get(app, `/promoted-items?delivery_type=${type}`));
      expect(data.categories).toEqual(await get(app, `/product_categories?delivery_type=${type}`));
      expect(data.items).toEqual(items);
      expect(Math.abs(Date.now() - data.at)).toBeLessThan(60_000);
    });
  }

  it('keeps what the merchant wrote as text, in the markup and in the data', async () => {
    await queryable(app.db)
      .updateTable('food_menu_config')
      .set({ welcome_en: NASTY, title_en: 'Tom & Jerry' })
      .execute();
    try {
      const res = await app.inject({ url: '/en/new-menu' });
      const { markup, json } = parts(res.body);
      expect(res.body).not.toContain('<script>alert');
      expect(markup).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
      expect(markup).toContain('<h1>Tom &amp; Jerry</h1>');
      expect(json).not.toContain('</script');
      expect(JSON.parse(json as string).header.welcome.en).toBe(NASTY);
    } finally {
      await queryable(app.db)
        .updateTable('food_menu_config')
        .set({ welcome_en: 'Home-style Kuwaiti food, delivered', title_en: 'Bait Al Machboos' })
        .execute();
    }
  });

  it('leaves other languages to the app', async () => {
    const res = await app.inject({ url: '/fr/new-menu' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('id="prerender"');
  });

  it('sends the plain app when the merchant has no menu', async () => {
    await queryable(app.db).deleteFrom('food_menu_config').execute();
    expect((await app.inject({ url: `${FOOD}/menu-page-config` })).statusCode).toBe(404);
    const res = await app.inject({ url: '/ar/new-menu' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('id="prerender"');
    expect(res.body).not.toContain('menu-data');
  });
});
