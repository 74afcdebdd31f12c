import { describe, expect, it } from 'vitest';
import { fakeDist, parseDrawnPage } from '../../drawn-page.ts';
import { get } from '../../food-fixtures.ts';
import { createTestApp } from '../../helper.ts';

const app = await createTestApp({ staticDir: fakeDist(['noto-sans-latin-600-normal-Ab12.woff2']) });

type QueryState = { status: string; data?: unknown; error?: { status: number } | null };
type Dish = { id: number; category_id: number; name: Record<'en' | 'ar', string> };

describe("a dish's page drawn by the server", () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`draws the dish's name as the heading, from the products API's answer (${lang})`, async () => {
      const [dish] = await get<Dish[]>(app, '/menu-items');
      if (!dish) throw new Error('the demo menu has no dish');
      const res = await app.inject({ url: `/${lang}/category/${dish.category_id}/food-details/${dish.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const page = parseDrawnPage<QueryState>(res.body);
      expect(page.document.querySelector('h1')?.textContent).toBe(dish.name[lang]);
      expect(page.root?.querySelector('form fieldset[disabled] button[type="submit"]')).not.toBeNull();
      const detail = await get(app, `/products/${dish.id}`);
      const drawn = page.queries.map((query) => query.state.data);
      expect(drawn).toContainEqual(detail);
      expect(drawn).toContainEqual(await get(app, '/menu-page-config'));
    });
  }

  it('draws an unknown dish as the app draws the refusal, and leaves a malformed id to the app', async () => {
    const res = await app.inject({ url: '/en/category/1/food-details/999999' });
    const page = parseDrawnPage<QueryState>(res.body);
    expect(page.queries.some((query) => query.state.error?.status === 404)).toBe(true);
    expect(page.root?.querySelector('[role="alert"], [role="status"]')).not.toBeNull();
    const malformed = await app.inject({ url: '/en/category/1/food-details/abc' });
    expect(malformed.body).not.toContain('id="query-data"');
  });
});
