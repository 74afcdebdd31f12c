import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductPage } from '../../../../src/domain/contracts/catalogue.ts';
import type {
  AdminCategory,
  AdminProduct,
  AdminProductPage,
  ProductRequest,
} from '../../../../src/domain/contracts/catalogue-admin.ts';
import { mediaUrl } from '../../../../src/domain/images.ts';
import { PERMISSIONS } from '../../../../src/domain/permissions.ts';
import { ADMIN, createTestApp, login } from '../../helper.ts';
import { call, logged, staffWith } from './fixtures.ts';

const app = await createTestApp();
const admin = (await login(app, ADMIN, '10.21.0.1')).access;
const reader = await staffWith(app, 'shop-reader', [PERMISSIONS.viewProducts], '10.21.0.2');
const keeper = await staffWith(app, 'shop-keeper', [PERMISSIONS.changeProducts], '10.21.0.3');
const outsider = await staffWith(app, 'shop-outsider', [PERMISSIONS.changeDiscounts], '10.21.0.4');
const api = call(app);
const SHOP = '/api/v1/plugins/catalogue';

const image = mediaUrl('a'.repeat(64), 1280);
const PRODUCT: ProductRequest = {
  slug: 'falcon-hood',
  name_en: 'Falcon hood',
  name_ar: 'برقع صقر',
  description_en: 'Hand-stitched leather.',
  description_ar: 'جلد مخيط يدويًا.',
  price: '12.500',
  discounted_price: '10.250',
  images: [image],
  inventory: 4,
  is_active: true,
  required_fields: [{ name: 'size', label_en: 'Size', label_ar: 'المقاس' }],
  category_id: null,
  store_ids: [],
};

async function create(overrides: Partial<ProductRequest> = {}, token = admin): Promise<AdminProduct> {
  const res = await api(token, 'POST', 'catalogue/products', { ...PRODUCT, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminProduct>();
}
const inShop = async (slug: string) => (await app.inject({ url: `${SHOP}/product/${slug}` })).statusCode;

describe("the catalogue's products", () => {
  it('lists the shop with search, category and paging to readers; not to staff without view_product', async () => {
    const categories = (await api(reader, 'GET', 'catalogue/categories')).json<AdminCategory[]>();
    expect(categories.map((category) => category.slug)).toEqual(['perfumes', 'dates-sweets', 'home-coffee']);
    const perfumes = categories[0]?.id;
    const page = await api(reader, 'GET', `catalogue/products?category_id=${perfumes}&limit=4`);
    expect(page.statusCode).toBe(200);
    const body = page.json<AdminProductPage>();
    expect(body.count).toBe(10);
    expect(body.results).toHaveLength(4);
    expect(body.next).toContain('offset=4');
    expect(body.results[0]).toMatchObject({ currency_code: 'KWD', category_id: perfumes, archived_at: null });
    const found = (await api(reader, 'GET', 'catalogue/products?search=عود')).json<AdminProductPage>();
    expect(found.results.map((product) => product.slug).sort()).toEqual([
      'cambodi-oud-chips',
      'royal-oud-oil',
    ]);

    expect((await api(outsider, 'GET', 'catalogue/products')).statusCode).toBe(403);
    expect((await api(reader, 'POST', 'catalogue/products', PRODUCT)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/v1/admin/catalogue/products' })).statusCode).toBe(401);
  });

  it('creates a product that the shop sells at once, logged with what it holds', async () => {
    const stores = (
      await api(admin, 'GET', 'catalogue/products?search=oud&limit=1')
    ).json<AdminProductPage>();
    const product = await create({ store_ids: stores.results[0]?.store_ids ?? [] }, keeper);
    expect(product).toMatchObject({
      slug: 'falcon-hood',
      price: '12.500',
      discounted_price: '10.250',
      ordered: false,
    });
    const shop = (await app.inject({ url: `${SHOP}/product/falcon-hood` })).json<ProductDetail>();
    expect(shop).toMatchObject({
      price: '12.500',
      discounted_price: '10.250',
      inventory: 4,
      images: [image],
    });
    expect(shop.required_fields).toEqual([{ name: 'size', label: { en: 'Size', ar: 'المقاس' } }]);
    const [entry] = await logged(app, 'activity.catalogue_product_created');
    expect(entry).toMatchObject({
      actor: 'shop-keeper',
      plugin: 'catalogue',
      params: { name: 'Falcon hood' },
    });
  });

  it('refuses what the shop cannot sell, every field at once, in the user’s language', async () => {
    const res = await api(
      admin,
      'POST',
      'catalogue/products',
      {
        ...PRODUCT,
        slug: 'royal-oud-oil',
        name_en: '  ',
        price: '1.2345',
        discounted_price: '2.000',
        images: ['https://elsewhere.example/x.png'],
        required_fields: [
          { name: 'size', label_en: 'Size', label_ar: '' },
          { name: 'size', label_en: 'Size', label_ar: 'المقاس' },
        ],
        category_id: 999_999,
        store_ids: [999_999],
      },
      'ar',
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(
      ['category_id', 'images', 'name_en', 'price', 'required_fields', 'slug', 'store_ids'].sort(),
    );
    expect(res.json().slug).toEqual(['لمنتج آخر في المتجر هذا العنوان من قبل.']);
    const below = await api(admin, 'POST', 'catalogue/products', {
      ...PRODUCT,
      slug: 'x-1',
      discounted_price: '12.500',
    });
    expect(below.json()).toEqual({ discounted_price: ['The discounted price must be below the price.'] });
    const negative = await api(admin, 'POST', 'catalogue/products', {
      ...PRODUCT,
      slug: 'x-2',
      inventory: -1,
    });
    expect(negative.statusCode).toBe(400);
    expect(Object.keys(negative.json())).toEqual(['inventory']);
  });

  it('edits only what is sent, checks the whole product again, and logs before and after', async () => {
    const product = await create({ slug: 'edit-me' });
    const cut = await api(admin, 'PATCH', `catalogue/products/${product.id}`, { price: '9.000' });
    expect(cut.json()).toEqual({ discounted_price: ['The discounted price must be below the price.'] });
    const res = await api(keeper, 'PATCH', `catalogue/products/${product.id}`, {
      price: '15',
      inventory: null,
      is_active: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminProduct>()).toMatchObject({ price: '15.000', inventory: null, is_active: false });
    expect(await inShop('edit-me')).toBe(404);
    const entries = await logged(app, 'activity.catalogue_product_edited');
    expect(entries.at(-1)?.params.changes).toEqual([
      { field: 'price', before: '12.500', after: '15.000' },
      { field: 'inventory', before: 4, after: null },
      { field: 'is_active', before: true, after: false },
    ]);
    // The same values again change nothing and log nothing.
    await api(keeper, 'PATCH', `catalogue/products/${product.id}`, { price: '15.000' });
    expect(await logged(app, 'activity.catalogue_product_edited')).toHaveLength(entries.length);
  });

  it('archives a product out of the shop and back; deletes one never ordered; refuses to delete one ordered', async () => {
    const product = await create({ slug: 'archive-me' });
    const archived = await api(keeper, 'POST', `catalogue/products/${product.id}/archive`);
    expect(archived.json<AdminProduct>().archived_at).not.toBeNull();
    expect(await inShop('archive-me')).toBe(404);
    const list = (await app.inject({ url: `${SHOP}/product?search=archive` })).json<ProductPage>();
    expect(list.count).toBe(0);
    const archivedList = (
      await api(reader, 'GET', 'catalogue/products?status=archived')
    ).json<AdminProductPage>();
    expect(archivedList.results.map((row) => row.slug)).toContain('archive-me');
    await api(keeper, 'POST', `catalogue/products/${product.id}/restore`);
    expect(await inShop('archive-me')).toBe(200);
    expect((await logged(app, 'activity.catalogue_product_restored')).map((entry) => entry.actor)).toEqual([
      'shop-keeper',
    ]);

    const deleted = await api(keeper, 'DELETE', `catalogue/products/${product.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await api(reader, 'GET', `catalogue/products/${product.id}`)).statusCode).toBe(404);

    const sold = await app.inject({
      method: 'POST',
      url: `${SHOP}/invoice/checkout`,
      payload: {
        lines: [{ slug: 'musk-tahara', quantity: 1 }],
        total: '4.500',
        customer: { name: 'Fatima', phone: '+96550001234', email: 'fatima@example.com' },
        gateway_code: 'knet',
      },
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const musk = (await api(reader, 'GET', 'catalogue/products?search=White musk')).json<AdminProductPage>();
    const id = musk.results[0]?.id;
    expect(musk.results[0]?.ordered).toBe(true);
    const refused = await api(keeper, 'DELETE', `catalogue/products/${id}`, undefined, 'ar');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('أرشفه');
  });

  it("keeps each merchant's products to itself and needs change_product for images of products", async () => {
    expect((await api(reader, 'GET', 'catalogue/products/999999')).statusCode).toBe(404);
    expect(
      (
        await api(outsider, 'POST', 'catalogue/categories', {
          slug: 'x',
          name_en: 'X',
          name_ar: 'س',
          position: 0,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("the catalogue's categories", () => {
  it('creates and renames categories with unique slugs, logged', async () => {
    const res = await api(keeper, 'POST', 'catalogue/categories', {
      slug: 'falconry',
      name_en: 'Falconry',
      name_ar: 'الصقارة',
      position: 4,
    });
    expect(res.statusCode, res.body).toBe(201);
    const category = res.json<AdminCategory>();
    const taken = await api(keeper, 'PATCH', `catalogue/categories/${category.id}`, { slug: 'perfumes' });
    expect(taken.json()).toEqual({ slug: ['Another category of the shop has this address already.'] });
    const renamed = await api(keeper, 'PATCH', `catalogue/categories/${category.id}`, { name_en: 'Falcons' });
    expect(renamed.json<AdminCategory>()).toMatchObject({ name_en: 'Falcons', product_count: 0 });
    expect((await logged(app, 'activity.catalogue_category_edited')).at(-1)?.params.changes).toEqual([
      { field: 'name_en', before: 'Falconry', after: 'Falcons' },
    ]);
  });
});
