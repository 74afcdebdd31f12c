import { describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import type { MenuItem } from '../../src/domain/contracts/food';
import type { CheckoutChanged } from '../../src/domain/contracts/food-checkout-changes';
import type { KitchenMenu } from '../../src/domain/contracts/kitchen';
import { PERMISSIONS } from '../../src/domain/permissions.ts';
import { FakeClock } from './fake-clock.ts';
import { checkout, demoMenu, FOOD, get, line, order, post } from './food-fixtures.ts';
import { createTestApp } from './helper.ts';
import { call, staffToken } from './kitchen-fixtures.ts';

// Monday 1 June 2026, 12:00 in Kuwait: the demo branches are open.
const clock = new FakeClock(Date.parse('2026-06-01T09:00:00Z'));
const app = await createTestApp({}, undefined, clock);
const menu = await demoMenu(app);
const salmiya = menu.branch('Salmiya');
const tikka = menu.item('Chicken Tikka');
const kitchen = await staffToken(app, ['access_food_ordering']);
const menuManager = await staffToken(app, [PERMISSIONS.changeMenu]);
const cashier = await staffToken(app, ['access_paymenttransaction']);

const press = (token: string, id: number, soldOut: boolean) =>
  call(app, token, {
    method: 'POST',
    url: `/kitchen/menu-items/${id}/sold-out`,
    payload: { sold_out: soldOut },
    headers: { 'accept-language': 'ar' },
  });
const shown = async (id: number) =>
  (await get<MenuItem[]>(app, '/menu-items?delivery_type=pickup')).find((item) => item.id === id);
const tikkaOrder = () =>
  order({ branch: salmiya.id, lines: [line(tikka.id, { quantity: 2, unit_price: '2.750' })] });

describe('sold out today', () => {
  it('is pressed by the kitchen, shown on the menu, refused at checkout and logged', async () => {
    const pressed = await press(kitchen.token, tikka.id, true);
    expect(pressed.statusCode).toBe(200);
    expect(pressed.json().message).toBe('نفدت الكمية حتى منتصف الليل');

    const list = await call(app, kitchen.token, { method: 'GET', url: '/kitchen/menu-items' });
    expect(list.json<KitchenMenu>().find((item) => item.id === tikka.id)).toMatchObject({
      sold_out_today: true,
      name: { en: 'Chicken Tikka' },
    });
    expect(await shown(tikka.id)).toMatchObject({ sold_out_today: true });

    const refused = await post(app, '/checkout', tikkaOrder());
    expect(refused.statusCode).toBe(409);
    const body = refused.json<CheckoutChanged>();
    expect(body.message).toBe('Your order changed since you added it: check the changes and the new total');
    expect(body.changes).toEqual([
      {
        menu_item: tikka.id,
        name: { en: 'Chicken Tikka', ar: expect.any(String) },
        kind: 'sold_out',
        old_price: '2.750',
        new_price: null,
      },
    ]);
    expect(body.quote?.lines).toEqual([
      { menu_item: tikka.id, available: false, price: null, price_with_discount: null },
    ]);
    expect(body.quote?.total).toBe('0.000');
    const orders = await queryable(app.db).selectFrom('food_orders').select('id').execute();
    expect(orders).toHaveLength(0);

    const log = await queryable(app.db)
      .selectFrom('activity_log')
      .select(['action', 'actor'])
      .where('action', '=', 'activity.menu_ops_sold_out')
      .execute();
    expect(log).toEqual([{ action: 'activity.menu_ops_sold_out', actor: kitchen.username }]);
  });

  it('ends by itself at 00:00 Asia/Kuwait', async () => {
    clock.advance(8 * 3600_000 + 59 * 60_000); // 20:59 in Kuwait
    expect(await shown(tikka.id)).toMatchObject({ sold_out_today: true });
    clock.advance(3 * 3600_000 + 60_000); // 00:00 the next day
    expect(await shown(tikka.id)).toMatchObject({ sold_out_today: false });
    clock.advance(12 * 3600_000); // Tuesday noon: open, and Chicken Tikka sells again
    expect((await checkout(app, tikkaOrder())).order_number).toMatch(/^\d+$/);
  });

  it('is pressed again or undone by whoever manages the menu; others may not', async () => {
    expect((await press(menuManager.token, tikka.id, true)).statusCode).toBe(200);
    expect(await shown(tikka.id)).toMatchObject({ sold_out_today: true });
    expect((await press(cashier.token, tikka.id, false)).statusCode).toBe(403);
    expect((await press(menuManager.token, tikka.id, false)).statusCode).toBe(200);
    expect(await shown(tikka.id)).toMatchObject({ sold_out_today: false });
    expect((await press(kitchen.token, 999_999, true)).statusCode).toBe(404);
  });
});

describe('a dish off at a branch', () => {
  it('is left out of that branch’s menu and refused in its orders', async () => {
    await queryable(app.db)
      .insertInto('food_item_branch_off')
      .values({ item_id: tikka.id, branch_id: salmiya.id })
      .execute();
    const atSalmiya = await get<MenuItem[]>(app, `/menu-items?delivery_type=pickup&branch=${salmiya.id}`);
    expect(atSalmiya.map((item) => item.id)).not.toContain(tikka.id);
    expect((await get<MenuItem[]>(app, '/menu-items?delivery_type=pickup')).map((item) => item.id)).toContain(
      tikka.id,
    );
    const refused = await post(app, '/checkout', tikkaOrder());
    expect(refused.statusCode).toBe(409);
    expect(refused.json<CheckoutChanged>().changes?.[0]).toMatchObject({ kind: 'not_at_branch' });
    await queryable(app.db).deleteFrom('food_item_branch_off').execute();
  });

  it('is left out where the customer orders from: the pickup branch or the branch serving the area', async () => {
    await queryable(app.db)
      .insertInto('food_item_branch_off')
      .values({ item_id: tikka.id, branch_id: salmiya.id })
      .execute();
    const listed = async (path: string, place: string) =>
      (await get<MenuItem[]>(app, `${path}?delivery_type=${place}`)).some((item) => item.id === tikka.id);
    const city = menu.branch('Kuwait City');
    const served = (name: string) => `delivery&delivery_area=${menu.area(name).id}`;
    for (const path of ['/menu-items', '/promoted-items']) {
      expect(await listed(path, `pickup&branch=${salmiya.id}`)).toBe(false);
      expect(await listed(path, `pickup&branch=${city.id}`)).toBe(true);
      // Salmiya and Hawally are delivered from the Salmiya branch, Jabriya from Kuwait City.
      expect(await listed(path, served('Hawally'))).toBe(false);
      expect(await listed(path, served('Jabriya'))).toBe(true);
      // A stored area since removed shows the whole menu; the order settings ask for another.
      expect(await listed(path, 'delivery&delivery_area=999999')).toBe(true);
    }
    const bad = await app.inject({ url: `${FOOD}/menu-items?delivery_area=Salmiya` });
    expect(bad.statusCode).toBe(400);
    await queryable(app.db).deleteFrom('food_item_branch_off').execute();
  });
});

describe('a branch closed today', () => {
  it('is closed by hand or by a holiday whatever its hours', async () => {
    const working = () =>
      get<{ working: boolean; opens_at: string | null }>(
        app,
        `/is-branch-or-delivery-area-work?delivery_type=pickup&branch=${salmiya.id}`,
      );
    expect((await working()).working).toBe(true);
    const branches = () => queryable(app.db).updateTable('food_branches').where('id', '=', salmiya.id);
    await branches().set({ closed_now: true }).execute();
    expect(await working()).toEqual({ working: false, opens_at: null });
    const refused = await post(app, '/checkout', tikkaOrder());
    expect(refused.statusCode).toBe(400);
    await branches()
      .set({ closed_now: false, hours_exceptions: JSON.stringify([{ date: '2026-06-02', closed: true }]) })
      .execute();
    const holiday = await working();
    expect(holiday.working).toBe(false);
    // Salmiya opens round the clock: it opens again as Wednesday starts in Kuwait.
    expect(holiday).toEqual({ working: false, opens_at: '2026-06-02T21:00:00.000Z' });
    await branches().set({ hours_exceptions: '[]' }).execute();
  });
});

describe('promoted items', () => {
  it('are the dishes promoted for the delivery type asked', async () => {
    const promoted = await get<MenuItem[]>(app, '/promoted-items?delivery_type=pickup');
    expect(promoted.length).toBeGreaterThan(0);
    const first = promoted[0]?.id ?? 0;
    await queryable(app.db)
      .updateTable('food_items')
      .set({ promoted_for: JSON.stringify(['delivery']) })
      .where('id', '=', first)
      .execute();
    expect(
      (await get<MenuItem[]>(app, '/promoted-items?delivery_type=pickup')).map((item) => item.id),
    ).not.toContain(first);
    expect(
      (await get<MenuItem[]>(app, '/promoted-items?delivery_type=delivery')).map((item) => item.id),
    ).toContain(first);
  });
});

describe('menu freshness', () => {
  const read = (etag?: string, lang = 'en') =>
    app.inject({
      method: 'GET',
      url: `${FOOD}/menu-items?delivery_type=pickup`,
      headers: { 'accept-language': lang, ...(etag ? { 'if-none-match': etag } : {}) },
    });

  it('answers 304 while nothing changed, and the menu again after a change, at midnight or in another language', async () => {
    const first = await read();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    const again = await read(etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await read(etag, 'ar')).statusCode).toBe(200);

    await press(kitchen.token, tikka.id, true);
    const changed = await read(etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.json<MenuItem[]>().find((item) => item.id === tikka.id)?.sold_out_today).toBe(true);

    const today = String(changed.headers.etag);
    clock.advance(24 * 3600_000);
    const nextDay = await read(today);
    expect(nextDay.statusCode).toBe(200);
    expect(nextDay.json<MenuItem[]>().find((item) => item.id === tikka.id)?.sold_out_today).toBe(false);
  });

  it('leaves "open now" uncached: it follows the clock', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${FOOD}/is-branch-or-delivery-area-work?delivery_type=pickup&branch=${salmiya.id}`,
    });
    expect(res.headers.etag).toBeUndefined();
  });
});
