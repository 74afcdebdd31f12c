import { describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import type { OrderDetails } from '../../src/domain/contracts/food-orders';
import type { OrderList } from '../../src/domain/contracts/kitchen';
import { ADDRESS, demoMenu, line } from './food-fixtures.ts';
import { ADMIN, authed, createTestApp, DOOR, login } from './helper.ts';
import { call, details, move, orderPlacer, staffToken } from './kitchen-fixtures.ts';

const app = await createTestApp();
const admin = (await login(app, ADMIN, '10.7.1.1')).access;
const door = (await login(app, DOOR, '10.7.1.2')).access;
const place = await orderPlacer(app);
const menu = await demoMenu(app);

const list = async (query = '', token = admin, lang = 'en') => {
  const res = await call(app, token, {
    method: 'GET',
    url: `/order${query}`,
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrderList>();
};
const history = (id: string) =>
  queryable(app.db)
    .selectFrom('food_order_state_history')
    .selectAll()
    .where('order_id', '=', id)
    .orderBy('id')
    .execute();
const activity = async (id: string) => {
  const res = await app.inject(
    authed(admin, { method: 'GET', url: `/api/v1/user/actions?transaction_id=${id}` }),
  );
  return res.json<{ results: { actor: string; description: string }[] }>().results;
};

describe('order list', () => {
  it('shows paid and cash orders newest first, never an unpaid online one, and counts the unacknowledged', async () => {
    const before = await list();
    const first = await place({ customer: { name: 'Noura Al-Ali', phone: '+96550009999', email: '' } });
    const second = await place();
    const unpaidOnline = await place({ gateway_code: 'knet' });
    const after = await list();
    expect(after.count).toBe(before.count + 2);
    expect(after.results.slice(0, 2).map((row) => row.number)).toEqual([
      second.order_number,
      first.order_number,
    ]);
    expect(after.results.map((row) => row.id)).not.toContain(unpaidOnline.order_id);
    expect(after.unacknowledged).toBe(before.unacknowledged + 2);
    expect(after.results[0]).toMatchObject({
      state: 'received',
      delivery_type: 'pickup',
      total: '5.500',
      currency_code: 'KWD',
      payment_state: 'cod',
      branch: 'Salmiya',
      acknowledged: false,
    });
    expect((await list('', admin, 'ar')).results[0]?.branch).not.toBe('Salmiya');
  });

  it('filters by state, delivery type, branch and a search on number, name or phone', async () => {
    const mine = await place({ customer: { name: 'Khalid Searchable', phone: '+96551112222', email: '' } });
    expect((await list('?q=Searchable')).results.map((row) => row.id)).toEqual([mine.order_id]);
    expect((await list(`?q=${mine.order_number}`)).results.map((row) => row.id)).toEqual([mine.order_id]);
    expect((await list('?q=51112222')).results.map((row) => row.id)).toEqual([mine.order_id]);
    expect((await list('?q=%25')).count).toBe(0);
    await move(app, admin, mine.order_id, 'accepted');
    const accepted = await list('?state=accepted');
    expect(accepted.results.map((row) => row.id)).toContain(mine.order_id);
    expect(accepted.results.every((row) => row.state === 'accepted')).toBe(true);
    expect((await list('?delivery_type=delivery')).results.map((row) => row.id)).not.toContain(mine.order_id);
    const kuwaitCity = menu.branch('Kuwait City');
    expect((await list(`?branch=${kuwaitCity.id}`)).results.map((row) => row.id)).not.toContain(
      mine.order_id,
    );
    expect(
      (await list(`?branch=${menu.branch('Salmiya').id}&limit=1000`)).results.map((row) => row.id),
    ).toContain(mine.order_id);
  });

  it('offers filter choices and the refresh time', async () => {
    const res = await call(app, admin, {
      method: 'OPTIONS',
      url: '/order',
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      states: { value: string; label: string }[];
      refresh_seconds: number;
      branches: unknown[];
    }>();
    expect(body.refresh_seconds).toBe(10);
    expect(body.states.map((state) => state.value)).toContain('out_for_delivery');
    expect(body.states.find((state) => state.value === 'ready')?.label).toBe('جاهز');
    expect(body.branches).toHaveLength(2);
  });
});

describe('moving an order through its states', () => {
  it('walks a delivery order to completed, recording who did each step', async () => {
    const placed = await place({
      delivery_type: 'delivery',
      delivery_area: menu.area('Salmiya').id,
      address: ADDRESS,
      lines: [line(menu.item('Chicken Tikka').id, { quantity: 2 })],
    });
    const id = placed.order_id;
    expect((await details(app, admin, id)).next_states).toEqual(['accepted', 'cancelled']);
    for (const state of ['accepted', 'preparing', 'ready', 'out_for_delivery', 'completed']) {
      const res = await move(app, admin, id, state);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<OrderDetails>().state).toBe(state);
    }
    const final = await details(app, admin, id);
    expect(final.next_states).toEqual([]);
    expect(final.acknowledged).toBe(true);
    // The details carry the walk oldest first: the order arriving by itself, then each tap by whom.
    expect(final.history?.map((entry) => [entry.state, entry.actor])).toEqual([
      ['received', null],
      ['accepted', 'admin'],
      ['preparing', 'admin'],
      ['ready', 'admin'],
      ['out_for_delivery', 'admin'],
      ['completed', 'admin'],
    ]);
    const times = final.history?.map((entry) => Date.parse(entry.timestamp)) ?? [];
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const steps = await history(id);
    expect(steps.map((step) => [step.from_state, step.state])).toEqual([
      [null, 'received'],
      ['received', 'accepted'],
      ['accepted', 'preparing'],
      ['preparing', 'ready'],
      ['ready', 'out_for_delivery'],
      ['out_for_delivery', 'completed'],
    ]);
    expect(steps.slice(1).every((step) => step.actor === 'admin' && step.user_id !== null)).toBe(true);
    const log = await activity(id);
    expect(log).toHaveLength(5);
    expect(log[0]).toMatchObject({
      actor: 'admin',
      description: `Moved order #${placed.order_number} from out for delivery to completed`,
    });
    const state = await call(app, admin, { method: 'GET', url: `/order/state/${id}` });
    expect(state.json()).toMatchObject({ state: 'completed', number: placed.order_number });
  });

  it('refuses a skipped step, a wrong hand-over and cancelling food already ready, in both languages', async () => {
    const { order_id: id } = await place();
    const skip = await move(app, admin, id, 'ready');
    expect(skip.statusCode).toBe(400);
    expect(skip.json()).toEqual({ state: ['An order in state received cannot be moved to ready.'] });
    for (const state of ['accepted', 'preparing', 'ready']) await move(app, admin, id, state);
    expect((await move(app, admin, id, 'out_for_delivery')).statusCode).toBe(400);
    const cancel = await call(app, admin, {
      method: 'PUT',
      url: `/order/change-status/${id}`,
      payload: { state: 'cancelled' },
      headers: { 'accept-language': 'ar' },
    });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json<{ state: string[] }>().state[0]).toContain('لا يمكن');
    expect((await details(app, admin, id)).state).toBe('ready');
    expect((await history(id)).map((step) => step.state)).toEqual([
      'received',
      'accepted',
      'preparing',
      'ready',
    ]);
  });

  it('lets only one of two racing taps move the order', async () => {
    const { order_id: id } = await place();
    const [a, b] = await Promise.all([move(app, admin, id, 'accepted'), move(app, admin, id, 'accepted')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect((await history(id)).filter((step) => step.state === 'accepted')).toHaveLength(1);
  });

  it('cancels an order not yet ready', async () => {
    const { order_id: id } = await place();
    await move(app, admin, id, 'accepted');
    const res = await move(app, admin, id, 'cancelled');
    expect(res.json<OrderDetails>()).toMatchObject({ state: 'cancelled', next_states: [] });
  });
});

describe('permissions', () => {
  it('keeps staff without food ordering out: door staff get 403, strangers 401', async () => {
    const { order_id: id } = await place();
    for (const [method, url] of [
      ['GET', '/order'],
      ['GET', `/order/${id}`],
      ['POST', `/order/acknowledge/${id}`],
      ['POST', `/order/duplicate/${id}`],
      ['GET', '/upload/product/template'],
    ] as const) {
      expect((await call(app, door, { method, url })).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await move(app, door, id, 'accepted')).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: `/api/v1/plugins/food_ordering/order/${id}` });
    expect(anonymous.statusCode).toBe(401);
    expect((await details(app, admin, id)).state).toBe('received');
  });

  it('answers the order QR check: kitchen and counter staff yes, door staff and unknown orders no', async () => {
    const { order_id: id } = await place();
    const counter = await staffToken(app, ['scan_foodorder']);
    const kitchen = await staffToken(app, ['access_food_ordering']);
    const check = async (token: string, orderId = id) =>
      (await call(app, token, { method: 'GET', url: `/order/validate/${orderId}` })).json();
    expect(await check(counter.token)).toEqual({ has_permission: true });
    expect(await check(kitchen.token)).toEqual({ has_permission: true });
    expect(await check(door)).toEqual({ has_permission: false });
    expect(await check(admin, '00000000-0000-4000-8000-000000000000')).toEqual({ has_permission: false });
    const garbage = await call(app, admin, { method: 'GET', url: '/order/validate/not-an-order' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toHaveProperty('id');
  });

  it('lets counter staff open a scanned order and hand it over, but not cook or cancel it', async () => {
    const { order_id: id } = await place();
    const counter = await staffToken(app, ['scan_foodorder']);
    expect((await details(app, counter.token, id)).next_states).toEqual([]);
    expect((await move(app, counter.token, id, 'accepted')).statusCode).toBe(400);
    expect((await move(app, counter.token, id, 'cancelled')).statusCode).toBe(400);
    for (const state of ['accepted', 'preparing', 'ready']) await move(app, admin, id, state);
    expect((await details(app, counter.token, id)).next_states).toEqual(['picked_up']);
    expect((await move(app, counter.token, id, 'picked_up')).statusCode).toBe(200);
    expect((await call(app, counter.token, { method: 'GET', url: '/order' })).statusCode).toBe(403);
  });
});

describe('acknowledge and duplicate', () => {
  it('acknowledging stops counting the order as unread, once, and is logged once', async () => {
    const { order_id: id, order_number } = await place();
    const before = (await list()).unacknowledged;
    const first = await call(app, admin, { method: 'POST', url: `/order/acknowledge/${id}` });
    expect(first.statusCode).toBe(200);
    expect(first.json<OrderDetails>().acknowledged).toBe(true);
    await call(app, admin, { method: 'POST', url: `/order/acknowledge/${id}` });
    expect((await list()).unacknowledged).toBe(before - 1);
    const log = await activity(id);
    expect(log.map((entry) => entry.description)).toEqual([`Acknowledged new order #${order_number}`]);
  });

  it('duplicates an order into a new received one with a new number, marked as a copy of the original', async () => {
    const original = await place({
      customer: { name: 'Dana Copy', phone: '+96550003333', email: 'dana@example.kw' },
    });
    await move(app, admin, original.order_id, 'accepted');
    const res = await call(app, admin, { method: 'POST', url: `/order/duplicate/${original.order_id}` });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json<OrderDetails>();
    const source = await details(app, admin, original.order_id);
    expect(copy.id).not.toBe(original.order_id);
    expect(Number(copy.number)).toBeGreaterThan(Number(original.order_number));
    expect(copy).toMatchObject({
      state: 'received',
      next_states: ['accepted', 'cancelled'],
      customer: source.customer,
      lines: source.lines,
      total: source.total,
      duplicate_of: { id: original.order_id, number: original.order_number },
    });
    expect(source.duplicate_of).toBeNull();
    expect((await list(`?q=${copy.number}`)).results[0]?.state).toBe('received');
    expect((await history(copy.id)).map((step) => [step.from_state, step.state, step.actor])).toEqual([
      [null, 'received', 'admin'],
    ]);
    expect(copy.history?.map((entry) => [entry.state, entry.actor])).toEqual([['received', 'admin']]);
    // A copy of the copy points at the copy it was made from, not at the first order.
    const again = await call(app, admin, { method: 'POST', url: `/order/duplicate/${copy.id}` });
    expect(again.json<OrderDetails>().duplicate_of).toEqual({ id: copy.id, number: copy.number });
    const stored = await queryable(app.db)
      .selectFrom('food_orders')
      .select('duplicate_of')
      .where('id', '=', copy.id)
      .executeTakeFirstOrThrow();
    expect(stored.duplicate_of).toBe(original.order_id);
    const log = await activity(copy.id);
    expect(log[0]?.description).toBe(
      `Created order #${copy.number} as a duplicate of order #${original.order_number}`,
    );
  });

  it('corrects the customer details of an order and logs it', async () => {
    const { order_id: id } = await place();
    const res = await call(app, admin, {
      method: 'PATCH',
      url: `/order/update/${id}`,
      payload: { customer: { phone: '+96599990000' }, address: { block: '4', street: 'Baghdad St' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<OrderDetails>();
    expect(updated.customer.phone).toBe('+96599990000');
    expect(updated.address).toMatchObject({ block: '4', street: 'Baghdad St' });
    const blank = await call(app, admin, {
      method: 'PATCH',
      url: `/order/update/${id}`,
      payload: { customer: { name: ' ' } },
    });
    expect(blank.statusCode).toBe(400);
    expect((await activity(id))[0]?.description).toMatch(/^Corrected the customer details/);
  });

  it('keeps a corrected email to the one email rule', async () => {
    const { order_id: id } = await place();
    const fix = (email: string) =>
      call(app, admin, { method: 'PATCH', url: `/order/update/${id}`, payload: { customer: { email } } });
    const slip = await fix('fatima@example.c');
    expect(slip.statusCode).toBe(400);
    expect(slip.json()).toEqual({ email: ['Enter valid email address'] });
    const fixed = await fix('fatima@example.com');
    expect(fixed.json<OrderDetails>().customer.email).toBe('fatima@example.com');
  });
});
