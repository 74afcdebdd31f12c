import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { ProductPage } from '../../../../src/domain/contracts/catalogue';
import { createTestApp } from '../../helper.ts';

/**
 * The list keeps the ordered ids of each search, category and order between requests
 * (catalogue/list-cache.ts): what a customer sees must still be this moment's shop.
 */
const app = await createTestApp();
const db = queryable(app.db);
const SHOP = '/api/v1/plugins/catalogue';

async function list(query: string): Promise<ProductPage> {
  const res = await app.inject({ url: `${SHOP}/product?${query}` });
  if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
  return res.json<ProductPage>();
}
const slugs = (page: ProductPage) => page.results.map((product) => product.slug);
const paid = (page: ProductPage) =>
  page.results.map((product) => Number((product.discounted_price ?? product.price).replace('.', '')));
const version = async () =>
  (await db.selectFrom('catalogue_config').select('content_version').executeTakeFirstOrThrow())
    .content_version;

/** Every page of a list at `limit`, walked through `next` as the shop does. */
async function allPages(query: string, limit: number): Promise<{ counts: number[]; slugs: string[] }> {
  const counts: number[] = [];
  const seen: string[] = [];
  for (let offset = 0; ; offset += limit) {
    const page = await list(`${query}&limit=${limit}&offset=${offset}`);
    counts.push(page.count);
    seen.push(...slugs(page));
    if (!page.next) return { counts, slugs: seen };
  }
}

describe('the shop’s product list, kept between requests', () => {
  it('pages each order, category and search without repeating or skipping, counting what matches', async () => {
    for (const query of [
      'sort=newest',
      'sort=price_asc',
      'sort=price_desc',
      'category=perfumes',
      'search=dates',
    ]) {
      const whole = await list(`${query}&limit=100`);
      const paged = await allPages(query, 7);
      expect(paged.slugs).toEqual(slugs(whole));
      expect(new Set(paged.counts)).toEqual(new Set([whole.count]));
      expect(whole.count).toBe(whole.results.length);
    }
    expect((await list('sort=newest&limit=100')).count).toBe(30);
    expect((await list('search=dates&limit=100')).count).toBe(4);
    expect((await list('limit=12&offset=60')).results).toEqual([]);
  });

  it('shows a new price at once, in the price and in the order', async () => {
    const before = await list('sort=price_asc&limit=30');
    expect(paid(before)).toEqual([...paid(before)].sort((a, b) => a - b));
    const dearest = before.results.at(-1)?.slug as string;
    await db
      .updateTable('catalogue_products')
      .set({ price_minor: 1, discounted_price_minor: null })
      .where('slug', '=', dearest)
      .execute();
    const after = await list('sort=price_asc&limit=30');
    expect(after.results[0]).toMatchObject({ slug: dearest, price: '0.001', discounted_price: null });
    expect(paid(after)).toEqual([...paid(after)].sort((a, b) => a - b));
    expect((await list('sort=price_desc&limit=1')).results[0]?.slug).not.toBe(dearest);
  });

  it('drops an archived or deactivated product from every list and count at once', async () => {
    const pages = ['sort=newest&limit=30', 'search=dates&limit=30', 'category=dates-sweets&limit=30'];
    const before = await Promise.all(pages.map(list));
    await db
      .updateTable('catalogue_products')
      .set({ archived_at: new Date() })
      .where('slug', '=', 'ajwa-dates')
      .execute();
    await db
      .updateTable('catalogue_products')
      .set({ is_active: false })
      .where('slug', '=', 'khalas-dates')
      .execute();
    const after = await Promise.all(pages.map(list));
    for (const [i, page] of after.entries()) {
      expect(slugs(page)).not.toContain('ajwa-dates');
      expect(slugs(page)).not.toContain('khalas-dates');
      expect(page.count).toBe((before[i]?.count ?? 0) - 2);
    }
    await db
      .updateTable('catalogue_products')
      .set({ is_active: true })
      .where('slug', '=', 'khalas-dates')
      .execute();
    expect(slugs(await list('search=dates&limit=30'))).toContain('khalas-dates');
  });

  it('shows a new product at once, first among the newest and found by its name', async () => {
    await list('sort=newest&limit=1');
    await list(`search=${encodeURIComponent('زعفران')}`);
    const shop = await db.selectFrom('catalogue_config').select('merchant_id').executeTakeFirstOrThrow();
    await db
      .insertInto('catalogue_products')
      .values({
        merchant_id: shop.merchant_id,
        slug: 'saffron-threads',
        name_en: 'Saffron threads',
        name_ar: 'خيوط زعفران',
        price_minor: 4500,
        created_at: new Date(Date.now() + 60_000),
      })
      .execute();
    expect(slugs(await list('sort=newest&limit=1'))).toEqual(['saffron-threads']);
    expect(slugs(await list(`search=${encodeURIComponent('زعفران')}`))).toContain('saffron-threads');
  });

  it('follows a category’s new slug at once', async () => {
    const perfumes = await list('category=perfumes&limit=30');
    await db
      .updateTable('catalogue_categories')
      .set({ slug: 'scents' })
      .where('slug', '=', 'perfumes')
      .execute();
    expect((await list('category=perfumes&limit=30')).count).toBe(0);
    expect(slugs(await list('category=scents&limit=30'))).toEqual(slugs(perfumes));
  });

  it('shows stock as it is this moment, and a sale does not cost the kept lists', async () => {
    await list('sort=newest&limit=30');
    const kept = await version();
    const product = (await list('sort=newest&limit=30')).results.find((p) => (p.inventory ?? 0) > 1);
    expect(product).toBeDefined();
    await db
      .updateTable('catalogue_products')
      .set({ inventory: sql<number>`inventory - 1` })
      .where('slug', '=', product?.slug as string)
      .execute();
    const after = (await list('sort=newest&limit=30')).results.find((p) => p.slug === product?.slug);
    expect(after?.inventory).toBe((product?.inventory ?? 0) - 1);
    expect(await version()).toBe(kept);
  });

  it('changes the content version once per statement of any product, category or store change', async () => {
    const shop = await db.selectFrom('catalogue_config').select('merchant_id').executeTakeFirstOrThrow();
    let before = await version();
    await db
      .insertInto('catalogue_products')
      .values(
        Array.from({ length: 50 }, (_, n) => ({
          merchant_id: shop.merchant_id,
          slug: `bulk-${n}`,
          name_en: `Bulk ${n}`,
          name_ar: `دفعة ${n}`,
          price_minor: 100 + n,
          created_at: new Date(),
        })),
      )
      .execute();
    expect(await version()).toBe(before + 1);
    expect((await list('search=Bulk&limit=1')).count).toBe(50);
    for (const change of [
      () =>
        db
          .updateTable('catalogue_products')
          .set({ name_en: 'Bulk renamed' })
          .where('slug', '=', 'bulk-0')
          .execute(),
      () => db.deleteFrom('catalogue_products').where('slug', 'like', 'bulk-%').execute(),
      () =>
        db
          .updateTable('catalogue_categories')
          .set({ name_en: 'Home' })
          .where('slug', '=', 'home-coffee')
          .execute(),
      () => db.updateTable('catalogue_stores').set({ phone: '+96522000000' }).execute(),
      () => db.deleteFrom('catalogue_product_stores').execute(),
    ]) {
      before = await version();
      await change();
      expect(await version()).toBe(before + 1);
    }
    expect((await list('search=Bulk&limit=1')).count).toBe(0);
  });

  it('lets a browser keep a list but ask again each time, an unchanged one answered 304 without a body', async () => {
    for (const encoding of ['identity', 'br']) {
      const url = `${SHOP}/product?category=home-coffee&limit=30`;
      const first = await app.inject({ url, headers: { 'accept-encoding': encoding } });
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"/);
      const again = await app.inject({
        url,
        headers: { 'accept-encoding': encoding, 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const product = (await list('category=home-coffee&limit=1')).results[0]?.slug ?? '';
      await db
        .updateTable('catalogue_products')
        .set({ inventory: sql<number>`coalesce(inventory, 0) + 7` })
        .where('slug', '=', product)
        .execute();
      const changed = await app.inject({
        url,
        headers: { 'accept-encoding': encoding, 'if-none-match': etag },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    }
    const missing = await app.inject({ url: `${SHOP}/product/no-such-thing` });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});
