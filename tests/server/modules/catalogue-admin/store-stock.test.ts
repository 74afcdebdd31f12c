import { describe, expect, it } from 'vitest';
import type { CatalogueStore, ProductDetail } from '../../../../src/domain/contracts/catalogue.ts';
import type {
  AdminProduct,
  AdminProductPage,
  AdminStore,
  ProductRequest,
} from '../../../../src/domain/contracts/catalogue-admin.ts';
import { PERMISSIONS } from '../../../../src/domain/permissions.ts';
import { createTestApp } from '../../helper.ts';
import { call, logged, staffWith } from './fixtures.ts';

const app = await createTestApp();
const reader = await staffWith(app, 'stock-reader', [PERMISSIONS.viewProducts], '10.21.1.2');
const keeper = await staffWith(app, 'stock-keeper', [PERMISSIONS.changeProducts], '10.21.1.3');
const api = call(app);
const SHOP = '/api/v1/plugins/catalogue';

const stores = (await api(reader, 'GET', 'catalogue/stores')).json<AdminStore[]>();
const [salmiya, city] = stores.map((store) => store.id) as [number, number];

const PRODUCT: ProductRequest = {
  slug: 'prayer-beads',
  name_en: 'Prayer beads',
  name_ar: 'مسبحة',
  description_en: '',
  description_ar: '',
  price: '7.500',
  discounted_price: null,
  images: [],
  inventory: null,
  is_active: true,
  required_fields: [],
  category_id: null,
  store_ids: [salmiya, city],
  store_stock: [
    { store_id: salmiya, inventory: 3 },
    { store_id: city, inventory: 0 },
  ],
};

describe('stock per store, as staff manage it', () => {
  it('sets a quantity per store that the shop then sells from, logged before and after', async () => {
    const created = await api(keeper, 'POST', 'catalogue/products', PRODUCT);
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<AdminProduct>();
    expect(product.store_stock).toEqual(PRODUCT.store_stock);
    const shop = await app.inject({ url: `${SHOP}/product/prayer-beads` });
    expect(shop.json<ProductDetail>().inventory).toBe(3);
    const held = await app.inject({ url: `${SHOP}/stores?product_slugs=prayer-beads` });
    expect(held.json<CatalogueStore[]>().map((store) => store.stock)).toEqual([
      { 'prayer-beads': 3 },
      { 'prayer-beads': 0 },
    ]);

    const edited = await api(keeper, 'PATCH', `catalogue/products/${product.id}`, {
      store_stock: [
        { store_id: city, inventory: 12 },
        { store_id: salmiya, inventory: 3 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const list = (await api(reader, 'GET', 'catalogue/products?search=prayer')).json<AdminProductPage>();
    expect(list.results[0]?.store_stock).toEqual([
      { store_id: salmiya, inventory: 3 },
      { store_id: city, inventory: 12 },
    ]);
    const [entry] = (await logged(app, 'activity.catalogue_product_edited')).slice(-1);
    expect(entry?.params.changes).toEqual([
      {
        field: 'store_stock',
        before: JSON.stringify(PRODUCT.store_stock),
        after: JSON.stringify([
          { store_id: salmiya, inventory: 3 },
          { store_id: city, inventory: 12 },
        ]),
      },
    ]);
    expect(
      (await api(reader, 'PATCH', `catalogue/products/${product.id}`, { store_stock: [] })).statusCode,
    ).toBe(403);
  });

  it('goes back to one count for the product when the store quantities are cleared', async () => {
    const product = (
      await api(keeper, 'POST', 'catalogue/products', { ...PRODUCT, slug: 'prayer-rug' })
    ).json<AdminProduct>();
    const res = await api(keeper, 'PATCH', `catalogue/products/${product.id}`, {
      store_stock: [],
      inventory: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminProduct>()).toMatchObject({
      inventory: 5,
      store_stock: [],
      store_ids: [salmiya, city],
    });
    expect((await app.inject({ url: `${SHOP}/product/prayer-rug` })).json<ProductDetail>().inventory).toBe(5);
  });

  it('refuses quantities for stores that do not hold it, or beside the product’s own count, in the user’s language', async () => {
    const res = await api(
      keeper,
      'POST',
      'catalogue/products',
      {
        ...PRODUCT,
        slug: 'prayer-cap',
        inventory: 4,
        store_ids: [salmiya],
        store_stock: [{ store_id: city, inventory: 1 }],
      },
      'ar',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      store_stock: ['أدخل كمية لكل متجر يتوفر فيه المنتج، أو لا تدخل أي كمية.'],
      inventory: ['المخزون محسوب لكل متجر: اترك مخزون المنتج نفسه فارغًا.'],
    });
    const negative = await api(keeper, 'POST', 'catalogue/products', {
      ...PRODUCT,
      slug: 'prayer-cap',
      store_stock: [{ store_id: salmiya, inventory: -1 }],
    });
    expect(negative.statusCode).toBe(400);
  });
});
