import { describe, expect, it } from 'vitest';
import type { ProductCategory } from '../../../../src/domain/contracts/food.ts';
import type { AdminCategory, CategoryRequest } from '../../../../src/domain/contracts/menu-admin.ts';
import { customer, logged, menuAdminApp, uploadedMenuImage } from './fixtures.ts';

const { app, outsider, api } = await menuAdminApp(1);

const SPECIALS: CategoryRequest = {
  name_en: 'Specials',
  name_ar: 'أطباق خاصة',
  image_url: null,
  position: 5,
  is_catering: false,
  minimum_number_of_plates: 1,
  service_charges: '0',
  is_active: true,
};

describe("the menu's categories", () => {
  it('lists the demo categories in their order to change_menu holders only', async () => {
    const res = await api('GET', 'categories');
    expect(res.statusCode).toBe(200);
    const list = res.json<AdminCategory[]>();
    expect(list.map((category) => category.name_en)).toContain('Grills');
    expect(list.find((category) => category.is_catering)).toMatchObject({
      service_charges: expect.any(String),
    });
    expect((await api('GET', 'categories', undefined, 'en', outsider)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/v1/admin/menu/categories' })).statusCode).toBe(401);
  });

  it('creates a category the customer menu shows at once, logged under food ordering', async () => {
    const image = await uploadedMenuImage(app, 'specials');
    const res = await api('POST', 'categories', { ...SPECIALS, image_url: image });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<AdminCategory>();
    expect(created).toMatchObject({
      name_en: 'Specials',
      service_charges: '0.000',
      dish_count: 0,
      image_url: image,
    });
    const shown = await customer<ProductCategory[]>(app, '/product_categories?delivery_type=delivery');
    expect(shown.map((category) => category.name.en)).toContain('Specials');
    const [entry] = await logged(app, 'activity.menu_category_created');
    expect(entry).toMatchObject({ plugin: 'food_ordering', params: { name: 'Specials' } });
  });

  it('refuses blank names, zero plates for catering, bad charges and foreign images, in en and ar', async () => {
    const wrong = {
      ...SPECIALS,
      name_en: ' ',
      is_catering: true,
      minimum_number_of_plates: 0,
      service_charges: '1.2345',
      image_url: 'https://example.com/x.png',
    };
    const en = await api('POST', 'categories', wrong);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      name_en: ['This field may not be blank.'],
      minimum_number_of_plates: ['A catering category needs at least 1 plate.'],
      service_charges: ['decimal should be equal or less 3 characters'],
      image_url: [expect.any(String)],
    });
    const ar = await api('POST', 'categories', wrong, 'ar');
    expect(ar.json().minimum_number_of_plates).toEqual(['تحتاج فئة المناسبات إلى طبق واحد على الأقل.']);
    // A product image is not a menu image.
    const product = await uploadedMenuImage(app, 'falcon', 'product');
    const kind = await api('POST', 'categories', { ...SPECIALS, image_url: product });
    expect(kind.statusCode).toBe(400);
    expect(Object.keys(kind.json())).toEqual(['image_url']);
  });

  it('edits only what is sent and logs before and after', async () => {
    const created = (
      await api('POST', 'categories', { ...SPECIALS, name_en: 'Soups', name_ar: 'شوربات' })
    ).json<AdminCategory>();
    const res = await api('PATCH', `categories/${created.id}`, { position: 1, is_active: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminCategory>()).toMatchObject({ name_en: 'Soups', position: 1, is_active: false });
    const entries = await logged(app, 'activity.menu_category_edited');
    expect(entries.at(-1)?.params).toMatchObject({
      name: 'Soups',
      changes: [
        { field: 'position', before: 5, after: 1 },
        { field: 'is_active', before: true, after: false },
      ],
    });
    expect((await api('PATCH', 'categories/999999', { position: 1 })).statusCode).toBe(404);
  });

  it('deletes an empty category and answers 409 for one that holds dishes', async () => {
    const list = (await api('GET', 'categories')).json<AdminCategory[]>();
    const grills = list.find((category) => category.name_en === 'Grills');
    const busy = await api('DELETE', `categories/${grills?.id}`, undefined, 'ar');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toContain('انقلها أو احذفها');
    const empty = (await api('POST', 'categories', { ...SPECIALS, name_en: 'Empty' })).json<AdminCategory>();
    expect((await api('DELETE', `categories/${empty.id}`)).statusCode).toBe(200);
    expect((await api('GET', 'categories')).json<AdminCategory[]>().map((c) => c.id)).not.toContain(empty.id);
    expect(await logged(app, 'activity.menu_category_deleted')).toHaveLength(1);
  });
});
