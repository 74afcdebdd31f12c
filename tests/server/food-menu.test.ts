import { describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import type {
  Banner,
  Branch,
  DeliveryArea,
  HeaderConfig,
  MenuConfig,
  MenuItem,
  MinOrder,
  ProductCategory,
  VoucherActivation,
  WorkingAnswer,
} from '../../src/domain/contracts/food';
import { demoMenu, FOOD, get, post } from './food-fixtures.ts';
import { createTestApp } from './helper.ts';

const app = await createTestApp();
const menu = await demoMenu(app);

describe('the customer menu', () => {
  it('shows the restaurant, its header and banners', async () => {
    const config = await get<MenuConfig>(app, '/menu-page-config');
    expect(config.title.en).toBe('Bait Al Machboos');
    expect(config.currency_code).toBe('KWD');
    expect(config.delivery_types).toEqual(['delivery', 'pickup', 'catering']);
    expect(config.order_refresh_seconds).toBe(10);
    expect((await get<HeaderConfig>(app, '/header-config')).welcome.ar).toBe('أكل كويتي بيتي يوصلك');
    const banners = await get<Banner[]>(app, '/banners');
    expect(banners).toHaveLength(2);
    expect(banners[0]?.image_url).toMatch(/^\/demo\/food\//);
  });

  it('splits categories between the everyday menu and catering', async () => {
    const everyday = await get<ProductCategory[]>(app, '/product_categories?delivery_type=pickup');
    const catering = await get<ProductCategory[]>(app, '/product_categories?delivery_type=catering');
    expect(everyday.map((c) => c.name.en)).toEqual(['Grills', 'Machboos & Rice', 'Drinks & Desserts']);
    expect(catering).toEqual([
      expect.objectContaining({
        name: { en: 'Catering Trays', ar: 'صواني الولائم' },
        is_catering: true,
        minimum_number_of_plates: 10,
        service_charges: '5.000',
      }),
    ]);
    const one = await get<ProductCategory>(app, `/product_categories/${catering[0]?.id}`);
    expect(one.name.en).toBe('Catering Trays');
  });

  it('lists a category’s items with prices in fils and the discount', async () => {
    const grills = menu.category('Grills');
    const items = await get<MenuItem[]>(app, `/menu-items?category=${grills.id}`);
    expect(items.map((item) => item.name.en)).toEqual(['Mixed Grill', 'Chicken Tikka', 'Lamb Kebab']);
    expect(items[1]).toMatchObject({ price: '3.250', price_with_discount: '2.750' });
  });

  it('searches names and descriptions in English and Arabic', async () => {
    const english = await get<MenuItem[]>(app, '/menu-items?q=machboos');
    expect(english.map((item) => item.name.en)).toEqual(
      expect.arrayContaining(['Chicken Machboos', 'Lamb Machboos', 'Machboos Tray']),
    );
    const arabic = await get<MenuItem[]>(app, `/menu-items?q=${encodeURIComponent('لقيمات')}`);
    expect(arabic.map((item) => item.name.en)).toEqual(['Luqaimat']);
    expect(await get<MenuItem[]>(app, '/menu-items?q=50%25')).toEqual([]);
  });

  it('shows a product’s sizes, options and add-ons', async () => {
    const machboos = await menu.detail('Chicken Machboos');
    expect(machboos.options[0]).toMatchObject({ name: { en: 'Rice', ar: 'الرز' }, required: true });
    expect(machboos.add_ons.map((a) => a.price)).toEqual(['0.250', '1.000']);
    const grill = await menu.detail('Mixed Grill');
    expect(grill.sizes.map((s) => [s.name.en, s.price, s.price_with_discount])).toEqual([
      ['Regular', '4.500', null],
      ['Family', '9.000', '8.250'],
    ]);
    const missing = await app.inject({ method: 'GET', url: `${FOOD}/products/999999` });
    expect(missing.statusCode).toBe(404);
  });

  it('highlights promoted items of the everyday menu', async () => {
    const promoted = await get<MenuItem[]>(app, '/promoted-items');
    expect(promoted.map((item) => item.name.en)).toEqual([
      'Mixed Grill',
      'Chicken Tikka',
      'Chicken Machboos',
      'Luqaimat',
    ]);
  });

  it('highlights only catering dishes on the catering menu', async () => {
    await queryable(app.db)
      .updateTable('food_items')
      // Even promoted for pickup too, a catering dish is not offered on the everyday menu.
      .set({ promoted_for: JSON.stringify(['catering', 'pickup']) })
      .where('name_en', '=', 'Harees Tray')
      .execute();
    const promoted = await get<MenuItem[]>(app, '/promoted-items?delivery_type=catering');
    expect(promoted.map((item) => item.name.en)).toEqual(['Harees Tray']);
    const everyday = await get<MenuItem[]>(app, '/promoted-items?delivery_type=pickup');
    expect(everyday.map((item) => item.name.en)).not.toContain('Harees Tray');
  });
});

describe('branches and delivery areas', () => {
  it('lists branches with minimum order, delivery time and working hours', async () => {
    const branches = await get<Branch[]>(app, '/branches', 'ar');
    expect(branches.map((b) => b.name.ar)).toEqual(['السالمية', 'مدينة الكويت']);
    const salmiya = await get<Branch>(app, `/branches/${branches[0]?.id}`);
    expect(salmiya).toMatchObject({ minimum_order_sum: '3.000', delivery_time: 45 });
    expect(salmiya.working_hours).toHaveLength(7);
  });

  it('lists areas with their charges, by branch and by zone', async () => {
    const salmiya = menu.branch('Salmiya');
    const areas = await get<DeliveryArea[]>(app, `/delivery_areas?branch=${salmiya.id}`);
    expect(areas.map((a) => [a.name.en, a.delivery_charges])).toEqual([
      ['Salmiya', '0.500'],
      ['Hawally', '0.750'],
    ]);
    const zone = await get<{ areas: DeliveryArea[] }>(app, `/delivery_zones/${areas[0]?.zone_id}`);
    expect(zone.areas.map((a) => a.name.en)).toEqual(['Salmiya', 'Hawally']);
    const jabriya = await get<DeliveryArea>(app, `/delivery_areas/${menu.area('Jabriya').id}`);
    expect(jabriya.minimum_order_sum).toBe('5.000');
  });

  it('tells the minimum order of the chosen area or branch', async () => {
    const area = await get<MinOrder>(
      app,
      `/min-order?delivery_type=delivery&delivery_area=${menu.area('Hawally').id}`,
    );
    expect(area.minimum_order_sum).toBe('4.000');
    const branch = await get<MinOrder>(
      app,
      `/min-order?delivery_type=pickup&branch=${menu.branch('Kuwait City').id}`,
    );
    expect(branch.minimum_order_sum).toBe('5.000');
  });

  it('answers whether a place works at a moment in Kuwait time, with the next opening', async () => {
    const city = menu.branch('Kuwait City');
    const open = await get<WorkingAnswer>(
      app,
      `/is-branch-or-delivery-area-work?delivery_type=pickup&branch=${city.id}`,
    );
    expect(open).toEqual({ working: true, opens_at: null });
    // Weekdays 08:00–22:00 only: 23:30 Kuwait on a Monday is closed until Tuesday 08:00.
    const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '08:00', closes: '22:00' }));
    await queryable(app.db)
      .updateTable('food_branches')
      .set({ working_hours: JSON.stringify(hours) })
      .where('id', '=', city.id)
      .execute();
    const at = encodeURIComponent('2026-06-01T23:30:00+03:00');
    const closed = await get<WorkingAnswer>(
      app,
      `/is-branch-or-delivery-area-work?delivery_type=pickup&branch=${city.id}&at=${at}`,
    );
    expect(closed).toEqual({ working: false, opens_at: '2026-06-02T05:00:00.000Z' });
    const morning = encodeURIComponent('2026-06-02T08:00:00+03:00');
    expect(
      (
        await get<WorkingAnswer>(
          app,
          `/is-branch-or-delivery-area-work?delivery_type=pickup&branch=${city.id}&at=${morning}`,
        )
      ).working,
    ).toBe(true);
  });
});

describe('vouchers', () => {
  const activate = (code: string, subtotal: string, lang = 'en') =>
    post(app, '/voucher/activate/', { code, subtotal }, { 'accept-language': lang });

  it('activates each kind of voucher, whatever the case of the code', async () => {
    expect((await activate('welcome10', '5.000')).json<VoucherActivation>()).toEqual({
      code: 'WELCOME10',
      discount_type: 'percentage',
      amount: '10',
    });
    expect((await activate('KWD1OFF', '5.000')).json<VoucherActivation>()).toMatchObject({
      discount_type: 'fixed',
      amount: '1.000',
    });
    expect((await activate('FREESHIP', '1.000')).json<VoucherActivation>()).toMatchObject({
      discount_type: 'no_discount',
    });
  });

  it('says why a voucher cannot be used, in both languages', async () => {
    const cases: [string, string, string, string][] = [
      ['NOPE', '5.000', 'This voucher code does not exist', 'رمز القسيمة غير موجود'],
      ['RAMADAN24', '5.000', 'This voucher has expired', 'انتهت صلاحية هذه القسيمة'],
      ['PAUSED', '5.000', 'This voucher is not active', 'هذه القسيمة غير مفعّلة'],
      [
        'KWD1OFF',
        '1.500',
        'This voucher needs an order of at least 2.000 KWD',
        // Amounts in Arabic text are isolated, so they read in order inside right-to-left text.
        'تتطلب هذه القسيمة طلبًا لا يقل عن \u20682.000 KWD\u2069',
      ],
    ];
    for (const [code, subtotal, en, ar] of cases) {
      const english = await activate(code, subtotal);
      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({ code: [en] });
      expect((await activate(code, subtotal, 'ar')).json()).toEqual({ code: [ar] });
    }
  });
});
