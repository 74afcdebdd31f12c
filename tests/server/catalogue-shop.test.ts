import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import type {
  CatalogueConfig,
  CatalogueStore,
  ProductDetail,
  ProductPage,
  ProductPrerequisites,
  UnitConfig,
} from '../../src/domain/contracts/catalogue';
import type { Banner } from '../../src/domain/contracts/common';
import { createTestApp } from './helper.ts';

const SHOP = '/api/v1/plugins/catalogue';
const app = await createTestApp();

const call = (path: string, lang = 'en') =>
  app.inject({ method: 'GET', url: `${SHOP}${path}`, headers: { 'accept-language': lang } });

async function get<T>(path: string, lang = 'en'): Promise<T> {
  const res = await call(path, lang);
  if (res.statusCode !== 200) throw new Error(`GET ${path}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

const slugs = (page: ProductPage) => page.results.map((product) => product.slug);

describe('the shop a customer browses (SPEC 7.4)', () => {
  it('names the shop, its currency and decimals, its terms and its three categories', async () => {
    const config = await get<CatalogueConfig>('/config');
    expect(config.title).toEqual({ en: 'Dar Al Hadaya', ar: 'دار الهدايا' });
    expect(config.currency_code).toBe('KWD');
    expect(config.decimal_places).toBe(3);
    expect(config.terms.ar).toContain('يومي عمل');
    expect(config.categories.map((category) => category.slug)).toEqual([
      'perfumes',
      'dates-sweets',
      'home-coffee',
    ]);
    const banners = await get<Banner[]>('/banner');
    expect(banners.map((banner) => banner.title.en)).toEqual(['Oud season', 'Dates for Ramadan']);
  });

  it('pages thirty products newest first, with prices in fils, discounts and stock', async () => {
    const first = await get<ProductPage>('/product?limit=12');
    expect(first.count).toBe(30);
    expect(first.results).toHaveLength(12);
    expect(first.next).toBe('/api/v1/plugins/catalogue/product?limit=12&offset=12');
    expect(first.previous).toBeNull();
    expect(first.results[0]).toMatchObject({
      slug: 'thermos',
      price: '5.900',
      inventory: 18,
      category: 'home-coffee',
    });
    const cushion = first.results.find((product) => product.slug === 'sadu-cushion');
    expect(cushion).toMatchObject({ price: '11.000', discounted_price: '8.800' });
    const soldOut = first.results.find((product) => product.slug === 'cardamom-pods');
    expect(soldOut?.inventory).toBe(0);
    const pages = [
      first,
      await get<ProductPage>('/product?limit=12&offset=12'),
      await get<ProductPage>('/product?limit=12&offset=24'),
    ];
    const all = pages.flatMap(slugs);
    expect(new Set(all).size).toBe(30);
    expect(pages[2]?.next).toBeNull();
  });

  it('sorts by the price a customer pays, the discounted one where there is one', async () => {
    const cheapest = await get<ProductPage>('/product?sort=price_asc&limit=30');
    const paid = cheapest.results.map((product) =>
      Number((product.discounted_price ?? product.price).replace('.', '')),
    );
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
    expect(cheapest.results[0]?.slug).toBe('travel-atomiser');
    const dearest = await get<ProductPage>('/product?sort=price_desc&limit=1');
    expect(dearest.results[0]?.slug).toBe('royal-oud-oil');
  });

  it('searches English and Arabic names literally, within a category or not', async () => {
    expect(slugs(await get<ProductPage>('/product?search=dates&limit=30')).sort()).toEqual(
      ['ajwa-dates', 'khalas-dates', 'stuffed-dates', 'sukkari-dates'].sort(),
    );
    expect(slugs(await get<ProductPage>(`/product?search=${encodeURIComponent('عود')}`)).sort()).toEqual([
      'cambodi-oud-chips',
      'royal-oud-oil',
    ]);
    expect((await get<ProductPage>('/product?search=%25')).count).toBe(0);
    const coffee = await get<ProductPage>('/product?category=home-coffee&search=brass');
    expect(slugs(coffee)).toEqual(['dallah-brass']);
    expect((await get<ProductPage>('/product?category=perfumes&limit=30')).count).toBe(10);
  });

  it('opens a product by slug with its gallery, description and checkout fields', async () => {
    const oud = await get<ProductDetail>('/product/royal-oud-oil', 'ar');
    expect(oud).toMatchObject({
      name: { en: 'Royal oud oil', ar: 'دهن عود ملكي' },
      price: '45.000',
      inventory: 6,
      images: ['/demo/catalogue/royal-oud-oil.svg'],
      required_fields: [{ name: 'engraving', label: { en: 'Engraving text', ar: 'نص النقش' } }],
    });
    expect(oud.description.en).toContain('Royal oud oil');
    expect(await get<UnitConfig>('/product/unit_config/royal-oud-oil')).toEqual({
      currency_code: 'KWD',
      decimal_places: 3,
      inventory: 6,
    });
  });

  it('tells of unknown and archived products in the customer’s language', async () => {
    const missing = await call('/product/no-such-thing', 'ar');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'هذا المنتج غير موجود في المتجر' });
    await queryable(app.db)
      .updateTable('catalogue_products')
      .set({ archived_at: new Date() })
      .where('slug', '=', 'travel-atomiser')
      .execute();
    expect((await call('/product/travel-atomiser')).statusCode).toBe(404);
    expect((await get<ProductPage>('/product?limit=1')).count).toBe(29);
    expect((await call('/product/Not%20A%20Slug')).statusCode).toBe(400);
  });

  it('lists the checkout fields and stores of the products in a cart', async () => {
    const preqs = await get<ProductPrerequisites>('/invoice/preqs?product_slugs=ajwa-dates,gift-tray');
    expect(preqs).toEqual([
      { product_slug: 'ajwa-dates', required_fields: [] },
      { product_slug: 'gift-tray', required_fields: [expect.objectContaining({ name: 'engraving' })] },
    ]);
    const stores = await get<CatalogueStore[]>('/stores?product_slugs=ajwa-dates,dallah-brass');
    expect(stores.map((store) => [store.name.en, store.product_slugs])).toEqual([
      ['Salmiya store', ['ajwa-dates', 'dallah-brass']],
      ['Kuwait City store', ['dallah-brass']],
    ]);
    const unknown = await call('/stores?product_slugs=ajwa-dates,nope', 'ar');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ product_slugs: ['هذه المنتجات غير موجودة في المتجر: nope'] });
    const tooMany = Array.from({ length: 51 }, (_, i) => `p${i}`).join(',');
    expect((await call(`/invoice/preqs?product_slugs=${tooMany}`)).statusCode).toBe(400);
  });
});

describe('a merchant without a shop', () => {
  it('answers 404 on every shop call', async () => {
    const bare: FastifyInstance = app;
    await queryable(bare.db).deleteFrom('catalogue_config').execute();
    const res = await call('/config', 'ar');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'المتجر غير مفعّل' });
  });
});
