import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { queryable } from '../../../../../server/db/handle.ts';
import { signingKeyOf } from '../../../../../server/modules/event-keys/service.ts';
import type { DoorTicketList } from '../../../../../src/domain/contracts/check-in.ts';
import type { BookingResponse } from '../../../../../src/domain/contracts/events.ts';
import type { CheckoutResponse } from '../../../../../src/domain/contracts/food.ts';
import type { OrderDetails } from '../../../../../src/domain/contracts/food-orders.ts';
import type { PayChoice } from '../../../../../src/domain/contracts/payments.ts';
import type {
  CurrencyStatistics,
  TransactionDetail,
} from '../../../../../src/domain/contracts/transactions.ts';
import { importSignKey, signTicket } from '../../../../../src/domain/ticket-qr.ts';
import { KNET, pressAtBank } from '../../../../server/gateways/knet/knet-fixtures.ts';
import { startKnetFake } from '../../../../support/providers/knet-fake.ts';
import { placed, shopFixtures, line as shopLine } from '../../../catalogue-fixtures.ts';
import { EVENT, scan } from '../../../check-in-fixtures.ts';
import { book, bookingFor, eventDetail, ticketNumbers } from '../../../events-fixtures.ts';
import { checkout, demoMenu, FOOD, line, order } from '../../../food-fixtures.ts';
import { authed, DOOR, login } from '../../../helper.ts';
import { PR } from '../fixtures.ts';
import {
  addGateway,
  attemptRow,
  listeningApp,
  payThrough,
  providerPage,
  transactionState,
} from './fixtures.ts';

/**
 * A merchant's KNET gateway still on its test account is public, and KNET publishes its test
 * cards: what is paid through it must never let anyone in, cook, or count as money received.
 */
const fake = await startKnetFake(KNET);
afterAll(() => fake.close());
const { app, access } = await listeningApp();
afterAll(() => app.close());
const account = {
  tranportal_id: KNET.tranportalId,
  tranportal_password: KNET.password,
  resource_key: KNET.resourceKey,
  base_url: fake.url,
};
await addGateway(app, access, 'knet-test', 'knet', account);
await addGateway(app, access, 'knet-live', 'knet', account);
// The screen saves live accounts only with SECRETS_KEY and an https PUBLIC_URL (tested in
// gateways-admin); this app calls itself over loopback http, so the mode is set directly.
const goLive = (code: string) =>
  queryable(app.db).updateTable('gateways').set({ mode: 'live' }).where('code', '=', code).execute();
await goLive('knet-live');
const door = (await login(app, DOOR)).access;
const summit = await eventDetail(app, 'gulf-tech-summit');
const eventId = (
  await queryable(app.db)
    .updateTable('events')
    .set({ pg_codes: JSON.stringify(['knet-test', 'knet-live']) })
    .where('slug', '=', 'gulf-tech-summit')
    .returning('id')
    .executeTakeFirstOrThrow()
).id;
const menu = await demoMenu(app);

/** The customer presses Pay on KNET's page (the fake's hosted page). */
async function payAtBank(redirectUrl: string | null) {
  await pressAtBank(await providerPage(redirectUrl ?? ''), 'pay');
}

/** What the list's statistics say was received in KWD (generated counts what was asked, test or not). */
const received = async () => {
  const rows = (
    await app.inject(authed(access, { url: '/api/v1/plugins/payment_request/currency_statistics' }))
  ).json<CurrencyStatistics[]>();
  const kwd = rows.find((row) => row.currency_code === 'KWD');
  return { received: Number(kwd?.total_received ?? 0), net: Number(kwd?.net_balance ?? 0) };
};
const dashboard = async () =>
  (await app.inject(authed(access, { url: '/api/v1/dashboard/statistics?period=day' }))).body;
const detail = async (id: string) =>
  (await app.inject(authed(access, { url: `${PR}/${id}` }))).json<TransactionDetail>();

describe('a payment through a test account', () => {
  it('is marked test, shown so to staff, and leaves every statistic as it was', async () => {
    const before = { list: await received(), dashboard: await dashboard() };
    const { id, started } = await payThrough(app, access, 'knet-test');
    expect((await attemptRow(app, started.attempt_id)).test_mode).toBe(true);
    await payAtBank(started.redirect_url);
    expect(await transactionState(app, id)).toBe('paid');
    expect((await detail(id)).test_payment).toBe(true);
    const listed = await app.inject(authed(access, { url: `${PR}?limit=5` }));
    expect(listed.json<{ results: { id: string; test_payment: boolean }[] }>().results).toContainEqual(
      expect.objectContaining({ id, test_payment: true }),
    );
    expect(await received()).toEqual(before.list);
    expect(await dashboard()).toBe(before.dashboard);

    const live = await payThrough(app, access, 'knet-live', '5.000');
    await payAtBank(live.started.redirect_url);
    expect((await detail(live.id)).test_payment).toBe(false);
    const after = await received();
    expect(after.received - before.list.received).toBeCloseTo(5, 3);
    expect(after.net - before.list.net).toBeCloseTo(5, 3);
    expect(await dashboard()).not.toBe(before.dashboard);
  });

  it('stays a test payment when the gateway goes live before the bank answers', async () => {
    await addGateway(app, access, 'knet-switch', 'knet', account);
    const { id, started } = await payThrough(app, access, 'knet-switch');
    await goLive('knet-switch');
    await payAtBank(started.redirect_url);
    expect(await transactionState(app, id)).toBe('paid');
    expect((await detail(id)).test_payment).toBe(true);
  });
});

describe('event tickets bought with a test payment', () => {
  /** Books one place through `gateway`, pays at KNET, and returns its ticket page and QR. */
  async function bookAndPay(gateway: string, email: string) {
    const res = await book(app, bookingFor(summit, { gateway_code: gateway, email }));
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json<BookingResponse>();
    await payAtBank(booked.redirect_url);
    const row = await queryable(app.db)
      .selectFrom('bookings')
      .select(['status', 'access_token'])
      .where('id', '=', booked.booking_id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('paid');
    const page = async (lang: string) =>
      (
        await app.inject({
          url: `${EVENT}/tickets/${booked.booking_id}?token=${row.access_token}&lang=${lang}`,
        })
      ).body;
    const html = await page('en');
    const number = ticketNumbers(html)[0] as string;
    const signing = await signingKeyOf(app.db, eventId);
    if (!signing) throw new Error('the summit has no signing key');
    const qrcode = await signTicket(await importSignKey(signing.privateKey), eventId, signing.kid, number);
    return { html, page, number, qrcode };
  }

  it('are issued, say they are test tickets, and are refused at the door online and in the offline list', async () => {
    const test = await bookAndPay('knet-test', 'tester@example.kw');
    expect(test.html).toContain('Test tickets: paid on a test account, not valid for entry.');
    expect(await test.page('ar')).toContain('تذاكر تجريبية');

    const refused = await scan(app, door, { event_id: eventId, qrcode: test.qrcode });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ qrcode: string[] }>().qrcode).toEqual([
      'Test ticket: paid on a test account, not valid for entry',
    ]);
    const ar = await scan(app, door, { event_id: eventId, qrcode: test.qrcode }, 'ar');
    expect(ar.json<{ qrcode: string[] }>().qrcode).toEqual([
      'تذكرة تجريبية: دُفعت عبر حساب تجريبي، وهي غير صالحة للدخول',
    ]);

    const live = await bookAndPay('knet-live', 'buyer@example.kw');
    expect(live.html).not.toContain('Test tickets');
    expect((await scan(app, door, { event_id: eventId, qrcode: live.qrcode })).statusCode).toBe(200);

    const list = await app.inject(
      authed(door, {
        url: `${EVENT}/check-in/ticket-list/${eventId}`,
        headers: { 'accept-encoding': 'gzip' },
      }),
    );
    const places = (JSON.parse(gunzipSync(list.rawPayload).toString('utf8')) as DoorTicketList).places;
    expect(places.find((place) => place[0] === test.number)?.[6]).toBe(1);
    expect(places.find((place) => place[0] === live.number)?.[6]).toBe(0);
  });
});

describe('a food order paid with a test payment', () => {
  const place = (gateway: string) =>
    checkout(
      app,
      order({
        branch: menu.branch('Salmiya').id,
        gateway_code: gateway,
        lines: [line(menu.item('Chicken Tikka').id, { quantity: 2 })],
      }),
    );
  const visible = async (placed: CheckoutResponse) =>
    (
      await queryable(app.db)
        .selectFrom('food_orders')
        .select('visible_at')
        .where('id', '=', placed.order_id)
        .executeTakeFirstOrThrow()
    ).visible_at !== null;
  const customerView = async (placed: CheckoutResponse) =>
    (
      await app.inject({ url: `${FOOD}/order/details/${placed.order_number}?token=${placed.token}` })
    ).json<OrderDetails>();

  it('never reaches the kitchen, and the customer is told why; a live one does', async () => {
    const test = await place('knet-test');
    await payAtBank(test.redirect_url);
    expect((await customerView(test)).payment).toMatchObject({ state: 'paid', test_payment: true });
    expect(await visible(test)).toBe(false);

    const live = await place('knet-live');
    await payAtBank(live.redirect_url);
    expect((await customerView(live)).payment).toMatchObject({ state: 'paid', test_payment: false });
    expect(await visible(live)).toBe(true);
  });
});

describe('a catalogue order paid with a test payment', () => {
  const shop = shopFixtures(app);
  /** Checks out one thermos through `gateway` at the total its pay choice shows, and pays at KNET. */
  async function buyThermos(gateway: string) {
    const lines = [shopLine('thermos')];
    const choices = (await shop.post('/pay-choices', { lines })).json<PayChoice[]>();
    const total = choices.find((choice) => choice.gateway_code === gateway)?.amount ?? '';
    const order = placed(await shop.checkout(lines, total, { gateway_code: gateway }));
    await payAtBank(order.redirect_url);
    expect(await transactionState(app, order.transaction_id)).toBe('paid');
    return order;
  }

  it('sells nothing: its stock goes back and staff see it as Test; a live one is sold', async () => {
    const before = await shop.stockOf('thermos');
    const test = await buyThermos('knet-test');
    expect((await shop.orderOf(test.transaction_id)).state).toBe('released');
    expect(await shop.stockOf('thermos')).toBe(before);
    const staffView = await app.inject(
      authed(access, { url: `/api/v1/plugins/catalogue/transaction/${test.transaction_id}` }),
    );
    expect(staffView.json<TransactionDetail>().test_payment).toBe(true);

    const live = await buyThermos('knet-live');
    expect((await shop.orderOf(live.transaction_id)).state).toBe('sold');
    expect(await shop.stockOf('thermos')).toBe((before ?? 0) - 1);
  });
});
