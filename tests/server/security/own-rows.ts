/**
 * The cashier's part of the matrix: for each route-table row marked `ownRows`, how staff
 * without view_all_paymenttransaction are tried with a payment request of their own and one of
 * the owner's: their own is reached, the other is as unknown as a missing one (404, or absent
 * from a list, a file or a total).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { authed } from '../helper.ts';
import { createRequest, payAndPress } from '../modules/payments/fixtures.ts';

type Method = 'GET' | 'POST' | 'DELETE';

/** Payment requests of one staff member, made through the product's routes with their token. */
export function requestsOf(app: FastifyInstance, token: string, amount: string) {
  const pending = async () => (await createRequest(app, token, { amount })).id;
  const settled = async (gateway: 'knet' | 'card') => {
    const id = await pending();
    await payAndPress(app, id, gateway, 'approve');
    return id;
  };
  return {
    pending,
    paid: () => settled('knet'),
    authorized: () => settled('card'),
    deleted: async () => {
      const id = await pending();
      const res = await app.inject(
        authed(token, { method: 'DELETE', url: `/api/v1/plugins/payment_request/transaction/${id}` }),
      );
      if (res.statusCode !== 200) throw new Error(`fixture: delete ${res.statusCode} ${res.body}`);
      return id;
    },
  };
}
type Requests = ReturnType<typeof requestsOf>;

export interface OwnRowsContext {
  /** The cashier's request. */
  send(method: Method, url: string, payload?: object): Promise<LightMyRequestResponse>;
  mine: Requests;
  theirs: Requests;
  /** The amount of each of the cashier's requests, the only one their averages may show. */
  amount: string;
}

const PR = '/api/v1/plugins/payment_request';
const idsOf = (res: LightMyRequestResponse): string[] =>
  (
    res.json<{ results?: { id: string }[] } | { id: string }[]>() as { results?: { id: string }[] }
  ).results?.map((row) => row.id) ?? (res.json<{ id: string }[]>() ?? []).map((row) => row.id);

/** Own id answered below 400, the other's with exactly `status`. */
async function reaches(
  c: OwnRowsContext,
  move: (id: string) => [Method, string, object?],
  ids: [string, string],
  status = 404,
) {
  const [mine, theirs] = ids;
  const own = await c.send(...move(mine));
  expect.soft(own.statusCode, `own: ${move(mine)[1]} ${own.body.slice(0, 200)}`).toBeLessThan(400);
  const other = await c.send(...move(theirs));
  expect.soft(other.statusCode, `other's: ${move(theirs)[1]} ${other.body.slice(0, 200)}`).toBe(status);
}

/** A list holding the own id and not the other's. */
async function lists(c: OwnRowsContext, url: string, mine: string, theirs: string) {
  const res = await c.send('GET', url);
  expect.soft(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  const ids = idsOf(res);
  expect.soft(ids, url).toContain(mine);
  expect.soft(ids, url).not.toContain(theirs);
}

const bulk = (action: string) => async (c: OwnRowsContext, make: (r: Requests) => Promise<string>) => {
  const payload = (id: string) => ({ ids: [id], amount: action === 'refund' ? '0.100' : undefined });
  await reaches(
    c,
    (id) => ['POST', `${PR}/transaction/bulk/${action}`, payload(id)],
    [await make(c.mine), await make(c.theirs)],
    400,
  );
};

export const OWN_ROW_CHECKS: Readonly<Record<string, (c: OwnRowsContext) => Promise<void>>> = {
  'GET /api/v1/plugins/:plugin/transaction': async (c) => {
    const [mine, theirs] = [await c.mine.pending(), await c.theirs.pending()];
    for (const scope of ['payment_request', 'all']) {
      await lists(c, `/api/v1/plugins/${scope}/transaction?limit=100`, mine, theirs);
    }
  },
  'GET /api/v1/plugins/:plugin/transaction/:id': async (c) => {
    const ids: [string, string] = [await c.mine.pending(), await c.theirs.pending()];
    for (const scope of ['payment_request', 'all']) {
      await reaches(c, (id) => ['GET', `/api/v1/plugins/${scope}/transaction/${id}`], ids);
    }
  },
  'GET /api/v1/plugins/:plugin/deleted_transaction': async (c) =>
    lists(c, `${PR}/deleted_transaction?limit=100`, await c.mine.deleted(), await c.theirs.deleted()),
  'GET /api/v1/plugins/:plugin/deleted_transaction/:id': async (c) =>
    reaches(c, (id) => ['GET', `${PR}/deleted_transaction/${id}`], [
      await c.mine.deleted(),
      await c.theirs.deleted(),
    ]),
  'GET /api/v1/plugins/:plugin/transaction/actions/:id/': async (c) =>
    reaches(c, (id) => ['GET', `${PR}/transaction/actions/${id}/`], [
      await c.mine.pending(),
      await c.theirs.pending(),
    ]),
  'GET /api/v1/plugins/:plugin/transaction/:id/email': async (c) =>
    reaches(c, (id) => ['GET', `${PR}/transaction/${id}/email`], [
      await c.mine.pending(),
      await c.theirs.pending(),
    ]),
  'GET /api/v1/plugins/:plugin/transaction/:id/sms': async (c) =>
    reaches(c, (id) => ['GET', `${PR}/transaction/${id}/sms`], [
      await c.mine.pending(),
      await c.theirs.pending(),
    ]),
  'POST /api/v1/plugins/payment_request/transaction/:id/send': async (c) =>
    reaches(c, (id) => ['POST', `${PR}/transaction/${id}/send`, { channel: 'email' }], [
      await c.mine.pending(),
      await c.theirs.pending(),
    ]),
  'DELETE /api/v1/plugins/:plugin/transaction/:id': async (c) =>
    reaches(c, (id) => ['DELETE', `${PR}/transaction/${id}`], [
      await c.mine.pending(),
      await c.theirs.pending(),
    ]),
  'POST /api/v1/plugins/:plugin/deleted_transaction/:id/restore': async (c) =>
    reaches(c, (id) => ['POST', `${PR}/deleted_transaction/${id}/restore`, {}], [
      await c.mine.deleted(),
      await c.theirs.deleted(),
    ]),
  'POST /api/v1/plugins/:plugin/transaction/:id/refund': async (c) =>
    reaches(c, (id) => ['POST', `${PR}/transaction/${id}/refund`, { amount: '0.100' }], [
      await c.mine.paid(),
      await c.theirs.paid(),
    ]),
  'POST /api/v1/plugins/:plugin/transaction/:id/capture': async (c) =>
    reaches(c, (id) => ['POST', `${PR}/transaction/${id}/capture`, {}], [
      await c.mine.authorized(),
      await c.theirs.authorized(),
    ]),
  'POST /api/v1/plugins/:plugin/transaction/:id/void': async (c) =>
    reaches(c, (id) => ['POST', `${PR}/transaction/${id}/void`, {}], [
      await c.mine.authorized(),
      await c.theirs.authorized(),
    ]),
  // A bulk action answers per id; with only another's id, none applies (400).
  'POST /api/v1/plugins/:scope/transaction/bulk/:action': async (c) => {
    await bulk('refund')(c, (r) => r.paid());
    await bulk('capture')(c, (r) => r.authorized());
    await bulk('email')(c, (r) => r.pending());
    await bulk('sms')(c, (r) => r.pending());
  },
  'DELETE /api/v1/plugins/:scope/transaction/bulk': async (c) =>
    reaches(
      c,
      (id) => ['DELETE', `${PR}/transaction/bulk`, { ids: [id] }],
      [await c.mine.pending(), await c.theirs.pending()],
      400,
    ),
  'GET /api/v1/plugins/:scope/transaction/export': async (c) => {
    const [mine, theirs] = [await c.mine.pending(), await c.theirs.pending()];
    for (const format of ['csv', 'xlsx']) {
      const rows = async (id: string) =>
        (await c.send('GET', `${PR}/transaction/export?file_format=${format}&export_type=selected&ids=${id}`))
          .headers['x-export-rows'];
      expect.soft(await rows(mine), `${format}: own`).toBe('1');
      expect.soft(await rows(theirs), `${format}: other's`).toBe('0');
    }
  },
  // Totals over one id (the search box takes an id): the other's counts for nothing.
  'GET /api/v1/plugins/:plugin/currency_statistics': async (c) => {
    const blocks = async (id: string) =>
      (await c.send('GET', `${PR}/currency_statistics?q=${id}`)).json<unknown[]>().length;
    expect.soft(await blocks(await c.mine.paid()), 'own').toBe(1);
    expect.soft(await blocks(await c.theirs.paid()), "other's").toBe(0);
  },
  // Today's paid count is the cashier's own paid list (all made today), not the owner's.
  'GET /api/v1/dashboard/statistics': async (c) => {
    await c.theirs.paid();
    await c.mine.paid();
    const stats = await c.send('GET', '/api/v1/dashboard/statistics?period=day');
    const ownPaid = await c.send('GET', `${PR}/transaction?state=paid&limit=1`);
    expect
      .soft(stats.json<{ total_paid: { value: number } }>().total_paid.value)
      .toBe(ownPaid.json<{ count: number }>().count);
  },
  // Every own request is of one amount: their average is that amount whatever the others paid.
  'GET /api/v1/dashboard/avg_txn_size': async (c) => {
    await c.theirs.paid();
    await c.mine.paid();
    const res = await c.send('GET', '/api/v1/dashboard/avg_txn_size');
    const months = res.json<{ series: { months: string[] }[] }>().series.flatMap((s) => s.months);
    expect.soft(months.filter((m) => Number(m) !== 0)).toEqual([c.amount]);
  },
  'GET /api/v1/dashboard/recent_orders': async (c) => {
    const theirs = await c.theirs.pending();
    const mine = await c.mine.pending();
    await lists(c, '/api/v1/dashboard/recent_orders', mine, theirs);
  },
  'GET /api/v1/plugins/:plugin/webhook-deliveries': async (c) => {
    const theirs = await c.theirs.paid();
    const res = await c.send('GET', `${PR}/webhook-deliveries?transaction_id=${theirs}`);
    expect.soft(res.statusCode).toBe(200);
    expect.soft(res.json<{ count: number }>().count).toBe(0);
  },
  'GET /api/v1/user/actions': async (c) => {
    const history = async (id: string) =>
      (await c.send('GET', `/api/v1/user/actions?transaction_id=${id}`)).json<{ count: number }>().count;
    expect.soft(await history(await c.mine.pending()), 'own').toBeGreaterThan(0);
    expect.soft(await history(await c.theirs.pending()), "other's").toBe(0);
  },
};
