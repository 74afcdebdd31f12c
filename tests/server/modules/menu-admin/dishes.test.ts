import { describe, expect, it } from 'vitest';
import type { MenuItem, MenuItemDetail } from '../../../../src/domain/contracts/food.ts';
import type {
  AdminBranch,
  AdminCategory,
  AdminDish,
  AdminDishPage,
  DishRequest,
} from '../../../../src/domain/contracts/menu-admin.ts';
import { customer, logged, menuAdminApp, uploadedMenuImage } from './fixtures.ts';

const { app, outsider, api } = await menuAdminApp(2);

const categories = (await api('GET', 'categories')).json<AdminCategory[]>();
const grills = categories.find((category) => category.name_en === 'Grills');
if (!grills) throw new Error('no Grills in the demo menu');
const branches = (await api('GET', 'branches')).json<AdminBranch[]>();

const DISH: DishRequest = {
  category_id: grills.id,
  sku: '',
  name_en: 'Saffron Machboos',
  name_ar: 'مجبوس بالزعفران',
  description_en: 'Spiced rice with chicken',
  description_ar: 'أرز متبل مع دجاج',
  images: [],
  price: '3.500',
  discounted_price: null,
  sizes: [
    { name_en: 'Half', name_ar: 'نصف', price: '3.500', discounted_price: null },
    { name_en: 'Full', name_ar: 'كامل', price: '6', discounted_price: '5.500' },
  ],
  options: [
    {
      name_en: 'Rice',
      name_ar: 'الأرز',
      required: true,
      items: [
        { name_en: 'White', name_ar: 'أبيض', price: '0' },
        { name_en: 'Yellow', name_ar: 'أصفر', price: '0.250' },
      ],
    },
  ],
  add_ons: [{ name_en: 'Daqoos', name_ar: 'دقوس', price: '0.100' }],
  branch_ids_off: [],
  promoted_for: ['pickup'],
  available: true,
  position: 9,
};

async function create(overrides: Partial<DishRequest> = {}): Promise<AdminDish> {
  const res = await api('POST', 'items', { ...DISH, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminDish>();
}

describe("the menu's dishes", () => {
  it('creates a dish the customer menu shows at once, with its sizes, options and add-ons numbered', async () => {
    const image = await uploadedMenuImage(app, 'machboos');
    const dish = await create({ images: [image] });
    expect(dish).toMatchObject({
      sku: `DISH-${dish.id}`,
      price: '3.500',
      sizes: [
        { id: 1, name_en: 'Half', price: '3.500', discounted_price: null },
        { id: 2, name_en: 'Full', price: '6.000', discounted_price: '5.500' },
      ],
      options: [
        {
          id: 1,
          items: [
            { id: 1, price: '0.000' },
            { id: 2, price: '0.250' },
          ],
        },
      ],
      add_ons: [{ id: 1, price: '0.100' }],
      promoted_for: ['pickup'],
      sold_out_today: false,
      currency_code: 'KWD',
    });
    const menu = await customer<MenuItem[]>(app, `/menu-items?delivery_type=delivery&category=${grills.id}`);
    expect(menu.map((item) => item.name.en)).toContain('Saffron Machboos');
    const detail = await customer<MenuItemDetail>(app, `/products/${dish.id}`, 'ar');
    expect(detail.sizes.map((size) => [size.id, size.name.ar, size.price])).toEqual([
      [1, 'نصف', '3.500'],
      [2, 'كامل', '6.000'],
    ]);
    const [entry] = await logged(app, 'activity.menu_dish_created');
    expect(entry).toMatchObject({ plugin: 'food_ordering', params: { name: 'Saffron Machboos' } });
  });

  it('keeps the ids of sizes, groups, choices and add-ons across edits and numbers new ones after the largest', async () => {
    const dish = await create({ sku: 'MACH-2' });
    const [half, full] = dish.sizes;
    const [rice] = dish.options;
    const res = await api('PATCH', `items/${dish.id}`, {
      sizes: [
        { ...full, price: '6.500' },
        { name_en: 'Tray', name_ar: 'صينية', price: '12', discounted_price: null },
      ],
      options: [
        { ...rice, items: [...(rice?.items ?? []), { name_en: 'Brown', name_ar: 'بني', price: '0.300' }] },
        {
          name_en: 'Side',
          name_ar: 'جانبي',
          required: false,
          items: [{ name_en: 'Salad', name_ar: 'سلطة', price: '0' }],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json<AdminDish>();
    expect(half?.id).toBe(1);
    expect(edited.sizes.map((size) => [size.id, size.name_en, size.price])).toEqual([
      [2, 'Full', '6.500'],
      [3, 'Tray', '12.000'],
    ]);
    expect(edited.options.map((group) => [group.id, group.items.map((choice) => choice.id)])).toEqual([
      [1, [1, 2, 3]],
      [2, [1]],
    ]);
    const changes = (await logged(app, 'activity.menu_dish_edited')).at(-1)?.params as {
      changes: { field: string }[];
    };
    expect(changes.changes.map((change) => change.field)).toEqual(['sizes', 'options']);
  });

  it('refuses every wrong field at once, in en and ar', async () => {
    const wrong: DishRequest = {
      ...DISH,
      name_ar: '',
      price: '1.0005',
      discounted_price: '4',
      sizes: [{ name_en: 'Half', name_ar: '', price: '1', discounted_price: null }],
      options: [{ name_en: 'Rice', name_ar: 'الأرز', required: true, items: [] }],
      add_ons: [{ name_en: 'Daqoos', name_ar: 'دقوس', price: '-1' }],
      images: ['https://example.com/photo.jpg'],
      sku: 'has space',
    };
    const en = await api('POST', 'items', wrong);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      name_ar: ['This field may not be blank.'],
      sku: ['Use letters, digits, dots, dashes and underscores only.'],
      price: ['decimal should be equal or less 3 characters'],
      sizes: ['Give every entry a name in English and in Arabic.'],
      options: ['Each option group needs at least one choice.'],
      add_ons: ['Enter a price of zero or more.'],
      images: [expect.any(String)],
    });
    const ar = await api('POST', 'items', { ...DISH, price: '2', discounted_price: '2' }, 'ar');
    expect(ar.json()).toEqual({ discounted_price: ['يجب أن يكون السعر بعد الخصم أقل من السعر.'] });
    const many = Array.from({ length: 31 }, () => ({ name_en: 'A', name_ar: 'أ', price: '0' }));
    expect((await api('POST', 'items', { ...DISH, add_ons: many })).json()).toEqual({
      add_ons: ['At most 30.'],
    });
    const unknown = await api('POST', 'items', { ...DISH, category_id: 999_999, branch_ids_off: [999_999] });
    expect(Object.keys(unknown.json()).sort()).toEqual(['branch_ids_off', 'category_id']);
  });

  it('keeps SKUs unique in any case', async () => {
    await create({ sku: 'Kabsa-1' });
    const taken = await api('POST', 'items', { ...DISH, sku: 'KABSA-1' }, 'ar');
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ sku: ['لطبق آخر رمز المنتج KABSA-1.'] });
  });

  it('finds dishes by category and search, and sets the branches that do not sell one', async () => {
    const dish = await create({ sku: 'FIND-ME', name_en: 'Jireesh', name_ar: 'جريش' });
    const found = (await api('GET', 'items?search=جريش')).json<AdminDishPage>();
    expect(found.results.map((item) => item.id)).toEqual([dish.id]);
    expect((await api('GET', 'items?search=find-me')).json<AdminDishPage>().count).toBe(1);
    const page = (await api('GET', `items?category_id=${grills.id}&limit=2`)).json<AdminDishPage>();
    expect(page.results).toHaveLength(2);
    expect(page.results.every((item) => item.category_id === grills.id)).toBe(true);
    expect(page.next).toContain('offset=2');

    const branch = branches[0];
    const res = await api('PATCH', `items/${dish.id}`, { branch_ids_off: [branch?.id] });
    expect(res.json<AdminDish>().branch_ids_off).toEqual([branch?.id]);
    expect((await api('GET', `items/${dish.id}`)).json<AdminDish>().branch_ids_off).toEqual([branch?.id]);
  });

  it('deletes a dish, which leaves the customer menu, and keeps it from staff without change_menu', async () => {
    const dish = await create({ sku: 'GONE' });
    expect((await api('DELETE', `items/${dish.id}`, undefined, 'en', outsider)).statusCode).toBe(403);
    expect((await api('DELETE', `items/${dish.id}`)).statusCode).toBe(200);
    expect((await api('GET', `items/${dish.id}`)).statusCode).toBe(404);
    const menu = await customer<MenuItem[]>(app, '/menu-items?delivery_type=delivery');
    expect(menu.map((item) => item.id)).not.toContain(dish.id);
    expect(await logged(app, 'activity.menu_dish_deleted')).toHaveLength(1);
  });
});
