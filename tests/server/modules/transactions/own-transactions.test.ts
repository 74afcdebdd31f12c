/**
 * Issue 18's row-level rule: a member without view_all_paymenttransaction sees and acts on
 * only the transactions they created. Each route that reads or acts on transactions is tried
 * by a cashier with their own transaction and a colleague's beside it: theirs answers, the
 * colleague's is as unknown as a missing one (404, absent from lists, counts, files and totals).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type {
  AverageTransactionSize,
  DashboardStatistics,
} from '../../../../src/domain/contracts/dashboard.ts';
import type { CurrencyStatistics, TransactionRow } from '../../../../src/domain/contracts/transactions.ts';
import type { ActivityEntry } from '../../../../src/domain/contracts/users.ts';
import { PERMISSIONS, pluginAccessPermission } from '../../../../src/domain/permissions.ts';
import { ADMIN, authed, createTestApp, login } from '../../helper.ts';
import { createRequest, PR, payAndPress } from '../payments/fixtures.ts';
import { staffToken } from '../transaction-actions/fixtures.ts';

const app = await createTestApp();
afterAll(() => app.close());

const ALL = '/api/v1/plugins/all/transaction';
const DELETED = '/api/v1/plugins/payment_request/deleted_transaction';
const everything = [
  pluginAccessPermission('payment_request'),
  PERMISSIONS.refundTransactions,
  PERMISSIONS.captureTransactions,
  PERMISSIONS.deleteTransactions,
  PERMISSIONS.viewExportSettings,
  PERMISSIONS.searchTransactions,
  PERMISSIONS.viewStatistics,
];
const admin = (await login(app, ADMIN)).access;
const cashier = await staffToken(app, everything, { own: true });
const colleague = await staffToken(app, everything, { own: true });

/** A payment request of `token`'s, paid by KNET (settled) or card (authorised, held). */
async function paidBy(token: string, amount: string, gateway: 'knet' | 'card' = 'knet') {
  const created = await createRequest(app, token, { amount });
  await payAndPress(app, created.id, gateway, 'approve');
  return created.id;
}
const mine = await paidBy(cashier, '10.000');
const theirs = await paidBy(colleague, '7.000');

/** A delivery already made of a webhook on `id` (written directly: no merchant server is called). */
async function delivered(id: string) {
  const db = queryable(app.db);
  const url = 'https://shop.example.kw/hooks';
  const event = await db
    .insertInto('webhook_events')
    .values({
      merchant_id: 1,
      transaction_id: id,
      public_id: `evt_${id}`,
      event_type: 'transaction.paid',
      url,
      body: '{}',
      status: 'delivered',
      next_attempt_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('webhook_deliveries')
    .values({ event_id: event.id, transaction_id: id, attempt: 1, url, status_code: 200, duration_ms: 5 })
    .execute();
}

const get = (token: string, url: string) => app.inject(authed(token, { method: 'GET', url }));
const post = (token: string, url: string, payload: object = {}) =>
  app.inject(authed(token, { method: 'POST', url, payload }));
const remove = (token: string, url: string, payload?: object) =>
  app.inject(authed(token, { method: 'DELETE', url, payload }));
const listed = async (token: string, url: string) => {
  const res = await get(token, url);
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json<{ count: number; results: TransactionRow[] }>();
  return { count: page.count, ids: page.results.map((row) => row.id) };
};

describe('a cashier without view_all_paymenttransaction', () => {
  it('lists and counts only their own transactions, in a plugin, over all plugins and searched', async () => {
    expect(await listed(cashier, PR)).toEqual({ count: 1, ids: [mine] });
    expect(await listed(cashier, ALL)).toEqual({ count: 1, ids: [mine] });
    expect(await listed(cashier, `${PR}?q=Fatima`)).toEqual({ count: 1, ids: [mine] });
    expect(await listed(colleague, PR)).toEqual({ count: 1, ids: [theirs] });
    // The owner sees everyone's.
    expect((await listed(admin, PR)).ids).toEqual(expect.arrayContaining([mine, theirs]));
  });

  it("opens their own transaction and its actions; a colleague's is not found", async () => {
    expect((await get(cashier, `${PR}/${mine}`)).statusCode).toBe(200);
    expect((await get(cashier, `${PR}/actions/${mine}/`)).statusCode).toBe(200);
    for (const url of [`${PR}/${theirs}`, `${ALL}/${theirs}`, `${PR}/actions/${theirs}/`]) {
      const res = await get(cashier, url);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await get(admin, `${PR}/${theirs}`)).statusCode).toBe(200);
  });

  it("refunds their own transaction, not a colleague's", async () => {
    expect((await post(cashier, `${PR}/${theirs}/refund`, { amount: '1.000' })).statusCode).toBe(404);
    const own = await post(cashier, `${PR}/${mine}/refund`, { amount: '1.000' });
    expect(own.statusCode, own.body).toBe(200);
  });

  it("captures and voids their own authorisations, not a colleague's", async () => {
    const held = await paidBy(cashier, '3.000', 'card');
    const heldByThem = await paidBy(colleague, '3.000', 'card');
    for (const action of ['capture', 'void']) {
      const res = await post(cashier, `${PR}/${heldByThem}/${action}`);
      expect(res.statusCode, `${action}: ${res.body}`).toBe(404);
    }
    const captured = await post(cashier, `${PR}/${held}/capture`);
    expect(captured.statusCode, captured.body).toBe(200);
  });

  it("sends the payment link of their own transaction, not a colleague's", async () => {
    const payable = await createRequest(app, cashier);
    const theirsPayable = await createRequest(app, colleague);
    for (const channel of ['email', 'sms']) {
      expect((await get(cashier, `${PR}/${theirsPayable.id}/${channel}`)).statusCode).toBe(404);
      expect((await get(cashier, `${PR}/${payable.id}/${channel}`)).statusCode).toBe(200);
    }
    expect((await post(cashier, `${PR}/${theirsPayable.id}/send`, { channel: 'email' })).statusCode).toBe(
      404,
    );
    expect((await post(cashier, `${PR}/${payable.id}/send`, { channel: 'email' })).statusCode).toBe(200);
  });

  it("deletes and restores their own, lists only their own deleted, and reaches no colleague's", async () => {
    const own = (await createRequest(app, cashier)).id;
    const other = (await createRequest(app, colleague)).id;
    expect((await remove(cashier, `${PR}/${other}`)).statusCode).toBe(404);
    expect((await remove(cashier, `${PR}/${own}`)).statusCode).toBe(200);
    expect((await remove(colleague, `${PR}/${other}`)).statusCode).toBe(200);

    expect(await listed(cashier, DELETED)).toEqual({ count: 1, ids: [own] });
    expect((await get(cashier, `${DELETED}/${own}`)).statusCode).toBe(200);
    expect((await get(cashier, `${DELETED}/${other}`)).statusCode).toBe(404);
    expect((await post(cashier, `${DELETED}/${other}/restore`)).statusCode).toBe(404);
    expect((await post(cashier, `${DELETED}/${own}/restore`)).statusCode).toBe(200);
  });

  it("applies bulk actions to their own ids only: a colleague's is not found", async () => {
    const refund = await post(cashier, `${PR}/bulk/refund`, { ids: [mine, theirs], amount: '0.500' });
    expect(refund.statusCode, refund.body).toBe(207);
    const results = refund.json<{ results: { id: string; ok: boolean }[] }>().results;
    expect(results.map((r) => [r.id, r.ok])).toEqual([
      [mine, true],
      [theirs, false],
    ]);
    const other = (await createRequest(app, colleague)).id;
    const removal = await remove(cashier, `${PR}/bulk`, { ids: [other] });
    expect(removal.statusCode).toBe(400);
    expect((await get(colleague, `${PR}/${other}`)).statusCode).toBe(200);
  });

  it('exports only their own rows, in every format and selection', async () => {
    for (const format of ['csv', 'xlsx']) {
      const res = await get(cashier, `${PR}/export?file_format=${format}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-export-rows'], format).toBe(String((await listed(cashier, PR)).count));
    }
    const csv = (await get(cashier, `${ALL}/export?file_format=csv`)).body;
    expect(csv).toContain(mine);
    expect(csv).not.toContain(theirs);
    const selected = await get(cashier, `${PR}/export?file_format=csv&export_type=selected&ids=${theirs}`);
    expect(selected.headers['x-export-rows']).toBe('0');
  });

  it('counts only their own transactions in every statistic', async () => {
    const blocks = (await get(cashier, '/api/v1/plugins/payment_request/currency_statistics')).json<
      CurrencyStatistics[]
    >();
    // Only theirs: 10.000 and 3.000 paid, fees included; the colleague's 7.000 (their 3.000 is still held).
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.total_received).toBe('13.075');
    const others = (await get(colleague, '/api/v1/plugins/payment_request/currency_statistics')).json<
      CurrencyStatistics[]
    >();
    expect(others[0]?.total_received).toBe('7.000');

    const day = (await get(cashier, '/api/v1/dashboard/statistics?period=day')).json<DashboardStatistics>();
    expect(day.total_paid.value).toBe(2);
    expect(day.total_amount_paid.values).toEqual([{ currency_code: 'KWD', value: '13.000' }]);
    const admins = (await get(admin, '/api/v1/dashboard/statistics?period=day')).json<DashboardStatistics>();
    expect(admins.total_paid.value).toBe(3);

    const average = (await get(cashier, '/api/v1/dashboard/avg_txn_size')).json<AverageTransactionSize>();
    const months = average.series.find((s) => s.currency_code === 'KWD')?.months ?? [];
    // Paid rows only: the captured 3.000 and the 10.000 (refunds do not change what was paid).
    expect(months.filter((m) => m !== '0.000')).toEqual(['6.500']);

    const recent = (await get(cashier, '/api/v1/dashboard/recent_orders')).json<{ id: string }[]>();
    expect(recent.map((row) => row.id)).toContain(mine);
    expect(recent.map((row) => row.id)).not.toContain(theirs);
  });

  it("reads the webhook deliveries of their own transactions, not a colleague's", async () => {
    for (const id of [mine, theirs]) await delivered(id);
    const url = '/api/v1/plugins/payment_request/webhook-deliveries';
    const ids = async (token: string, query = '') =>
      (await get(token, `${url}${query}`))
        .json<{ results: { transaction_id: string }[] }>()
        .results.map((row) => row.transaction_id);
    expect(await ids(cashier)).toEqual([mine]);
    expect(await ids(cashier, `?transaction_id=${theirs}`)).toEqual([]);
    expect(await ids(admin)).toEqual(expect.arrayContaining([mine, theirs]));
  });

  it("reads no history of a colleague's transaction", async () => {
    const history = async (id: string) =>
      (await get(cashier, `/api/v1/user/actions?limit=100&transaction_id=${id}`))
        .json<{ results: ActivityEntry[] }>()
        .results.map((entry) => entry.description);
    expect(await history(mine)).toContainEqual(expect.stringContaining(mine));
    expect(await history(theirs)).toEqual([]);
  });
});
