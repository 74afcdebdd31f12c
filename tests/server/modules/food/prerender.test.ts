import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { fakeDist, parseDrawnPage } from '../../drawn-page.ts';
import { FOOD, get } from '../../food-fixtures.ts';
import { createTestApp } from '../../helper.ts';

const LATIN = ['noto-sans-latin-400-normal-Ab12.woff2', 'noto-sans-latin-600-normal-Ef56.woff2'];
const ARABIC = [
  'noto-sans-arabic-arabic-400-normal-Cd34.woff2',
  'noto-sans-arabic-arabic-600-normal-Gh78.woff2',
];

const app = await createTestApp({ staticDir: fakeDist([...LATIN, ...ARABIC]) });

const NASTY = '<script>alert("x")</script> & Co';

/** The page as a browser parses it, with the food queries it was drawn from. */
function parse(html: string) {
  const page = parseDrawnPage<{ data: unknown; dataUpdatedAt: number }>(html);
  const { queries } = page;
  const query = (...key: unknown[]) =>
    queries.find((entry) => JSON.stringify(entry.queryKey) === JSON.stringify(['food', ...key]))?.state;
  return { ...page, query };
}

describe('food menu server render', () => {
  for (const [lang, dir, all, cart, other, fonts] of [
    ['en', 'ltr', 'All', 'Cart (0)', 'العربية', LATIN],
    ['ar', 'rtl', 'الكل', 'السلة (0)', 'English', [...LATIN, ...ARABIC]],
  ] as const) {
    it(`draws the app's menu with the API's answers it was drawn from (${lang})`, async () => {
      const res = await app.inject({ url: `/${lang}/new-menu` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(`<html lang="${lang}" dir="${dir}">`);
      // The first screen's faces are fetched at once, beside the scripts rather than after them.
      const preloaded = [...res.body.matchAll(/rel="preload" href="\/assets\/([^"]+)" as="font"/g)].map(
        (match) => match[1],
      );
      expect(preloaded).toEqual(fonts);
      expect(res.body).toContain('<script type="module" fetchpriority="low" crossorigin');
      // Already where Emotion keeps its styles: its browser cache adopts them without moving them.
      expect(res.body).toMatch(/<head>.*<style data-s="" data-emotion="css [^"]+">.*<\/head>/s);
      const page = parse(res.body);
      // The header picture and the first banner, the largest things on a phone's first screen,
      // are asked for first of all, ahead of the fonts, at high priority.
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      const banners = await get<{ image_url: string }[]>(app, '/banners');
      const headerImage = (await get<{ image_url: string }>(app, '/header-config')).image_url;
      for (const image of [headerImage, banners[0]?.image_url]) {
        const link = `<link rel="preload" as="image" href="${image}" fetchPriority="high"/>`;
        expect(head).toContain(link);
        expect(head.indexOf(link)).toBeLessThan(head.indexOf('as="font"'));
      }
      expect(page.root?.querySelectorAll('link[rel="preload"][fetchpriority="high"]')).toHaveLength(0);

      const config = await get<{ title: Record<string, string>; default_delivery_type: string }>(
        app,
        '/menu-page-config',
      );
      const type = config.default_delivery_type;
      const title = config.title[lang];
      expect(page.root?.querySelector('header p')?.textContent).toBe(title);
      expect(page.root?.querySelector('h1')?.textContent).toBe(title);
      const header = await get<{ welcome: Record<string, string> }>(app, '/header-config');
      expect(page.text).toContain(header.welcome[lang]);
      const links = [...(page.root?.querySelectorAll('header a') ?? [])].map((link) => link.textContent);
      expect(links).toEqual(expect.arrayContaining([other, cart]));
      expect(page.root?.querySelector('nav button[aria-pressed="true"]')?.textContent).toBe(all);

      const items = await get<{ id: number; category_id: number; name: Record<string, string> }[]>(
        app,
        `/menu-items?delivery_type=${type}`,
      );
      const first = items[0];
      expect(
        page.root?.querySelector(
          `a[href="/${lang}/category/${first?.category_id}/food-details/${first?.id}"]`,
        )?.textContent,
      ).toContain(first?.name[lang]);

      // Exactly what the menu API answers, dated when the server read it.
      const configState = page.query('config');
      expect(configState?.data).toEqual(config);
      expect(Math.abs(Date.now() - (configState?.dataUpdatedAt ?? 0))).toBeLessThan(60_000);
      expect(page.query('header')?.data).toEqual(header);
      expect(page.query('banners')?.data).toEqual(await get(app, '/banners'));
      expect(page.query('promoted', { delivery_type: type })?.data).toEqual(
        await get(app, `/promoted-items?delivery_type=${type}`),
      );
      expect(page.query('categories', type)?.data).toEqual(
        await get(app, `/product_categories?delivery_type=${type}`),
      );
      expect(page.query('items', { delivery_type: type })?.data).toEqual(items);
      // The order settings' places too: the app does not ask for them, and draw them, again.
      const areas = await get<{ id: number }[]>(app, '/delivery_areas');
      expect(type).not.toBe('pickup');
      expect(areas.length).toBeGreaterThan(0);
      expect(page.query('areas')?.data).toEqual(areas);
    });
  }

  it('keeps what the merchant wrote as text, in the markup and in the data', async () => {
    await queryable(app.db)
      .updateTable('food_menu_config')
      .set({ welcome_en: NASTY, title_en: 'Tom & Jerry' })
      .execute();
    try {
      const res = await app.inject({ url: '/en/new-menu' });
      const page = parse(res.body);
      expect(res.body).not.toContain('<script>alert');
      expect(page.text).toContain(NASTY);
      expect(page.root?.querySelector('h1')?.textContent).toBe('Tom & Jerry');
      // Besides the app's own script, the data is the only one: nothing was injected.
      expect([...page.document.querySelectorAll('script')].map((script) => script.id)).toEqual([
        'query-data',
        '',
      ]);
      expect(page.query('header')?.data).toMatchObject({ welcome: { en: NASTY } });
    } finally {
      await queryable(app.db)
        .updateTable('food_menu_config')
        .set({ welcome_en: 'Home-style Kuwaiti food, delivered', title_en: 'Bait Al Machboos' })
        .execute();
    }
  });

  it("draws a first visit on the restaurant's default delivery type", async () => {
    await queryable(app.db)
      .updateTable('food_menu_config')
      .set({ default_delivery_type: 'pickup' })
      .execute();
    try {
      const page = parse((await app.inject({ url: '/en/new-menu' })).body);
      expect(page.root?.querySelector('input[name="delivery_type"][checked]')?.getAttribute('value')).toBe(
        'pickup',
      );
      expect(page.query('items', { delivery_type: 'pickup' })?.data).toEqual(
        await get(app, '/menu-items?delivery_type=pickup'),
      );
      expect(page.root?.querySelectorAll('ul[aria-label="Dishes"] > li').length).toBeGreaterThan(0);
    } finally {
      await queryable(app.db)
        .updateTable('food_menu_config')
        .set({ default_delivery_type: 'delivery' })
        .execute();
    }
  });

  it('sends the menu compressed when the browser accepts it', async () => {
    const res = await app.inject({ url: '/en/new-menu', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(parse(gunzipSync(res.rawPayload).toString('utf8')).root?.querySelector('h1')).not.toBeNull();
  });

  it('leaves other languages to the app', async () => {
    const res = await app.inject({ url: '/fr/new-menu' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('sends the plain app when the merchant has no menu', async () => {
    await queryable(app.db).deleteFrom('food_menu_config').execute();
    expect((await app.inject({ url: `${FOOD}/menu-page-config` })).statusCode).toBe(404);
    const res = await app.inject({ url: '/ar/new-menu' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('query-data');
  });
});
