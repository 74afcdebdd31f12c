import { describe, expect, it } from 'vitest';
import { fakeDist, parseDrawnPage } from '../../drawn-page.ts';
import { createTestApp } from '../../helper.ts';

const app = await createTestApp({ staticDir: fakeDist(['noto-sans-latin-600-normal-Ab12.woff2']) });

type QueryState = { status: string; data?: unknown; error?: { status: number } | null };
const SHOP = '/api/v1/plugins/catalogue';
const api = async (path: string) => (await app.inject({ url: `${SHOP}${path}` })).json() as unknown;

describe('the shop pages drawn by the server', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`draws the list's place in the URL from the product API's answer (${lang})`, async () => {
      const res = await app.inject({
        url: `/${lang}/catalogue/product-list?category=perfumes&sort=price_asc&page=1`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const page = parseDrawnPage<QueryState>(res.body);
      const drawn = page.queries.map((query) => query.state.data);
      const products = (await api('/product?category=perfumes&sort=price_asc&limit=12&offset=0')) as {
        results: { name: Record<'en' | 'ar', string> }[];
      };
      expect(drawn).toContainEqual(products);
      expect(drawn).toContainEqual(await api('/config'));
      const names = [...(page.root?.querySelectorAll('ul li h3') ?? [])].map((h) => h.textContent);
      expect(names).toEqual(products.results.map((product) => product.name[lang]));
    });

    it(`draws a product's name as the heading, with its stores (${lang})`, async () => {
      const res = await app.inject({ url: `/${lang}/catalogue/product-detail/royal-oud-oil` });
      const page = parseDrawnPage<QueryState>(res.body);
      const product = (await api('/product/royal-oud-oil')) as { name: Record<'en' | 'ar', string> };
      expect(page.document.querySelector('h1')?.textContent).toBe(product.name[lang]);
      const drawn = page.queries.map((query) => query.state.data);
      expect(drawn).toContainEqual(product);
      expect(drawn).toContainEqual(await api('/stores?product_slugs=royal-oud-oil'));
      // Drawn before the scripts run: the button waits for them rather than swallow a tap.
      expect(page.root?.querySelector('button[disabled]')).not.toBeNull();
    });
  }

  it('draws an unknown product as the app draws a 404, and leaves a malformed slug to the app', async () => {
    const res = await app.inject({ url: '/en/catalogue/product-detail/no-such-thing' });
    const page = parseDrawnPage<QueryState>(res.body);
    expect(page.queries.some((query) => query.state.error?.status === 404)).toBe(true);
    expect(page.document.querySelector('h1')?.textContent).toBe('Product not found');
    const malformed = await app.inject({ url: '/en/catalogue/product-detail/Bad_Slug' });
    expect(malformed.body).not.toContain('id="query-data"');
  });
});
