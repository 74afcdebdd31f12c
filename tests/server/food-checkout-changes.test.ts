import { describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import type { CheckoutChanged } from '../../src/domain/contracts/food-checkout-changes';
import { checkout, demoMenu, line, order, post } from './food-fixtures.ts';
import { createTestApp } from './helper.ts';

const app = await createTestApp();
const menu = await demoMenu(app);
const salmiya = menu.branch('Salmiya');
const tikka = menu.item('Chicken Tikka'); // 3.250, discounted to 2.750
const grill = await menu.detail('Mixed Grill');
const large = grill.sizes[1];

const orders = () => queryable(app.db).selectFrom('food_orders').select('id').execute();
const setPrice = (id: number, discounted: number | null) =>
  queryable(app.db)
    .updateTable('food_items')
    .set({ discounted_price_minor: discounted })
    .where('id', '=', id)
    .execute();

describe('checkout with the prices the cart showed', () => {
  it('places the order when the prices and total are the menu’s', async () => {
    const placed = await checkout(
      app,
      order({
        branch: salmiya.id,
        lines: [line(tikka.id, { quantity: 2, unit_price: '2.750' })],
        total: '5.500',
      }),
    );
    expect(placed.order_number).toMatch(/^\d+$/);
  });

  it('answers 409 with the change and the new total when a price moved, and charges nothing', async () => {
    const before = (await orders()).length;
    await setPrice(tikka.id, 2900);
    const body = order({
      branch: salmiya.id,
      lines: [line(tikka.id, { quantity: 2, unit_price: '2.750' })],
      total: '5.500',
      lang: 'ar',
    });
    const res = await post(app, '/checkout', body, { 'accept-language': 'ar' });
    expect(res.statusCode).toBe(409);
    const answer = res.json<CheckoutChanged>();
    expect(answer.message).toBe('تغيّر طلبك منذ أضفته: راجع التغييرات والمجموع الجديد');
    expect(answer.changes).toEqual([
      {
        menu_item: tikka.id,
        name: { en: 'Chicken Tikka', ar: expect.any(String) },
        kind: 'price',
        old_price: '2.750',
        new_price: '2.900',
      },
    ]);
    expect(answer.quote).toMatchObject({
      lines: [{ menu_item: tikka.id, available: true, price: '3.250', price_with_discount: '2.900' }],
      subtotal: '5.800',
      total: '5.800',
    });
    expect(await orders()).toHaveLength(before);
    // Pay choices, asked before paying, tell the same.
    expect((await post(app, '/pay-choices', body)).statusCode).toBe(409);
    // The cart updated from the quote goes through.
    const again = { ...body, lines: [line(tikka.id, { quantity: 2, unit_price: '2.900' })], total: '5.800' };
    expect((await post(app, '/checkout', again)).statusCode).toBe(201);
    await setPrice(tikka.id, 2750);
  });

  it('compares the size’s price, and refuses a total other than the one shown even when no line moved', async () => {
    const body = order({
      branch: salmiya.id,
      lines: [
        line(grill.id, {
          size: large?.id ?? 0,
          unit_price: large?.price_with_discount ?? large?.price ?? '',
        }),
      ],
      total: '0.100',
    });
    const res = await post(app, '/checkout', body);
    expect(res.statusCode).toBe(409);
    expect(res.json<CheckoutChanged>()).toMatchObject({
      changes: [],
      quote: { total: large?.price_with_discount ?? large?.price },
    });
  });

  it('tells of a dish taken off the menu that the cart showed, and prices the rest', async () => {
    const body = order({
      branch: salmiya.id,
      lines: [
        line(tikka.id, { quantity: 2, unit_price: '2.750' }),
        line(grill.id, {
          size: large?.id ?? 0,
          unit_price: large?.price_with_discount ?? large?.price ?? '',
        }),
      ],
    });
    await queryable(app.db)
      .updateTable('food_items')
      .set({ available: false })
      .where('id', '=', grill.id)
      .execute();
    const res = await post(app, '/checkout', body);
    expect(res.statusCode).toBe(409);
    const answer = res.json<CheckoutChanged>();
    expect(answer.changes).toMatchObject([{ menu_item: grill.id, kind: 'gone', new_price: null }]);
    expect(answer.quote).toMatchObject({
      lines: [
        { menu_item: tikka.id, available: true },
        { menu_item: grill.id, available: false },
      ],
      total: '5.500',
    });
    await queryable(app.db)
      .updateTable('food_items')
      .set({ available: true })
      .where('id', '=', grill.id)
      .execute();
  });

  it('refuses a price that is not an amount with a 400 on the lines', async () => {
    const res = await post(
      app,
      '/checkout',
      order({ branch: salmiya.id, lines: [line(tikka.id, { quantity: 2, unit_price: 'cheap' })] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().lines).toEqual(['Item 1 has a price that is not an amount']);
  });
});
