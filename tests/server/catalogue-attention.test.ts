import { describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import type { AttentionOrders } from '../../src/domain/contracts/catalogue';
import { PERMISSIONS, pluginAccessPermission } from '../../src/domain/permissions';
import { attemptOf, line, placed, retryAndApprove, SHOP, shopFixtures } from './catalogue-fixtures.ts';
import { ADMIN, authed, createTestApp, login } from './helper.ts';
import { logged, staffWith } from './modules/catalogue-admin/fixtures.ts';
import { pressSandbox } from './modules/payments/fixtures.ts';

const app = await createTestApp();
const { checkout, stockOf, setStock, orderOf } = shopFixtures(app);
const { access } = await login(app, ADMIN);

/** A card (it authorises, to be captured later) offered for one order, which the shop does not offer. */
const offerGateway = (transactionId: string, gateway: string) =>
  queryable(app.db)
    .updateTable('transactions')
    .set({ pg_codes: JSON.stringify(['knet', gateway]) })
    .where('id', '=', transactionId)
    .execute();

/**
 * An order paid after its hold was released while another customer bought the last unit:
 * the "needs attention" case, with the product at 0.
 */
async function flaggedOrder(slug: string, total: string, gateway = 'knet'): Promise<string> {
  await setStock(slug, 1);
  const order = placed(await checkout([line(slug, 1, { engraving: 'A' })], total));
  await pressSandbox(app, attemptOf(order.redirect_url), 'decline');
  if (gateway !== 'knet') await offerGateway(order.transaction_id, gateway);
  placed(await checkout([line(slug, 1, { engraving: 'B' })], total));
  await retryAndApprove(app, order.transaction_id, gateway);
  expect((await orderOf(order.transaction_id)).state).toBe('needs_attention');
  return order.transaction_id;
}

const settle = (token: string, transactionId: string, action: 'take-stock' | 'close', lang = 'en') =>
  app.inject(
    authed(token, {
      method: 'POST',
      url: `${SHOP}/order/needs-attention/${transactionId}/${action}`,
      headers: { 'accept-language': lang },
    }),
  );
const listed = async () =>
  (await app.inject(authed(access, { method: 'GET', url: `${SHOP}/order/needs-attention` })))
    .json<AttentionOrders>()
    .results.map((order) => order.transaction_id);

describe('settling an order that needs attention', () => {
  it('refuses to take stock that is still not there, in the staff member’s language, taking nothing', async () => {
    const id = await flaggedOrder('incense-burner', '9.800');
    const res = await settle(access, id, 'take-stock', 'ar');
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      'لا يزال المخزون من مبخرة نحاسية غير كافٍ. أضف مخزونًا ثم حاول مرة أخرى.',
    );
    expect((await orderOf(id)).state).toBe('needs_attention');
    expect(await stockOf('incense-burner')).toBe(0);
    expect(await listed()).toContain(id);
  });

  it('lists the store an order is collected from, or none', async () => {
    const id = await flaggedOrder('serving-tray', '12.750');
    const flagged = await app.inject(authed(access, { method: 'GET', url: `${SHOP}/order/needs-attention` }));
    const order = flagged.json<AttentionOrders>().results.find((row) => row.transaction_id === id);
    expect(order?.store).toBeNull();
    expect(order?.lines).toEqual([
      { slug: 'serving-tray', name: { en: 'Engraved serving tray', ar: 'صينية تقديم محفورة' }, quantity: 1 },
    ]);
  });

  it('takes the stock once the merchant has restocked: the order is sold and leaves the list', async () => {
    const id = await flaggedOrder('majlis-rug', '39.000');
    await setStock('majlis-rug', 3);
    const res = await settle(access, id, 'take-stock');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toBe('The stock is taken: the order is ready to send.');
    expect((await orderOf(id)).state).toBe('sold');
    expect(await stockOf('majlis-rug')).toBe(2);
    expect(await listed()).not.toContain(id);
    expect((await logged(app, 'activity.catalogue_order_stocked')).at(-1)).toMatchObject({
      actor: ADMIN.username,
      plugin: 'catalogue',
      params: { reference: id.slice(0, 8) },
    });
    expect((await settle(access, id, 'take-stock')).statusCode).toBe(404);
  });

  it('closes an order settled another way without touching the stock', async () => {
    const id = await flaggedOrder('thermos', '5.900');
    const res = await settle(access, id, 'close', 'ar');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toBe('أُغلق الطلب وخرج من القائمة.');
    expect((await orderOf(id)).state).toBe('closed');
    expect(await stockOf('thermos')).toBe(0);
    expect(await listed()).not.toContain(id);
    expect((await logged(app, 'activity.catalogue_order_closed')).at(-1)?.actor).toBe(ADMIN.username);
  });

  it('lets staff who only see the orders read the list but not settle it', async () => {
    const id = await flaggedOrder('dallah-brass', '14.500');
    const reader = await staffWith(app, 'orders-reader', [pluginAccessPermission('catalogue')], '10.9.0.1');
    expect((await settle(reader, id, 'close')).statusCode).toBe(403);
    const writer = await staffWith(
      app,
      'stock-keeper',
      [pluginAccessPermission('catalogue'), PERMISSIONS.changeProducts],
      '10.9.0.2',
    );
    expect((await settle(writer, id, 'close')).statusCode).toBe(200);
  });

  it('drops a flagged card authorisation from the list once staff void it', async () => {
    const id = await flaggedOrder('gift-tray', '19.500', 'card');
    const voided = await app.inject(
      authed(access, { method: 'POST', url: `${SHOP}/transaction/${id}/void`, payload: {} }),
    );
    expect(voided.json()).toMatchObject({ state: 'canceled' });
    expect((await orderOf(id)).state).toBe('released');
    expect(await listed()).not.toContain(id);
  });

  it('answers 404 for an order that does not need attention', async () => {
    await setStock('sukkari-dates', 10);
    const order = placed(await checkout([line('sukkari-dates')], '5.250'));
    expect((await settle(access, order.transaction_id, 'close')).statusCode).toBe(404);
    expect((await orderOf(order.transaction_id)).state).toBe('held');
  });
});
