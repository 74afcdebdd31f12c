import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { BulkUpload } from '../../../../src/domain/contracts/bulk.ts';
import type { BulkMatchPage, BulkSummary } from '../../../../src/domain/contracts/bulk-summary.ts';
import type { PayResponse } from '../../../../src/domain/contracts/payments.ts';
import { PERMISSIONS, pluginAccessPermission } from '../../../../src/domain/permissions.ts';
import { ADMIN, authed, createTestApp, login } from '../../helper.ts';
import { staffWith } from '../catalogue-admin/fixtures.ts';
import { pressSandbox } from '../payments/fixtures.ts';
import { createShop } from '../transactions/fixtures.ts';
import { bulkClient, csvFile, UPLOADS } from './fixtures.ts';

const app = await createTestApp({ smtpUrl: null });
const adminToken = (await login(app, ADMIN, '10.22.5.1')).access;
const admin = bulkClient(app, adminToken);
const db = queryable(app.db);

// Gateways take one currency each: a dollar one, so a file can bill in two currencies.
await db
  .insertInto('gateways')
  .values({
    merchant_id: 1,
    code: 'dollar',
    name_en: 'Dollar card',
    name_ar: 'بطاقة الدولار',
    adapter: 'sandbox',
    capture_mode: 'auto',
    fee_fixed_minor: 0,
    fee_bp: 0,
    currency: 'USD',
    logo_url: null,
    button_verb_en: 'Pay',
    button_verb_ar: 'ادفع',
    position: 9,
  })
  .execute();

const HEADER = ['amount', 'currency_code', 'customer_name', 'email', 'phone', 'gateways'];

async function upload(client: ReturnType<typeof bulkClient>, name: string, rows: string[][]) {
  const answer = await client.upload(csvFile([HEADER, ...rows]), name);
  expect(answer.status).toBe(201);
  return answer.body as BulkUpload;
}

/** Dispatched as a merchant would: Dispatch, then the worker until nothing is left. */
async function dispatched(token: string, id: string) {
  const res = await app.inject(authed(token, { method: 'POST', url: `${UPLOADS}/${id}/dispatch` }));
  expect(res.statusCode).toBe(202);
  while ((await app.bulkDispatch.drainOnce()) > 0);
}

const linksOf = async (uploadId: string) =>
  Object.fromEntries(
    (
      await db
        .selectFrom('transactions')
        .select(['id', 'customer_name'])
        .where('bulk_id', '=', uploadId)
        .execute()
    ).map((t) => [t.customer_name, t.id]),
  ) as Record<string, string>;

/** The customer pays a link on the sandbox KNET page. */
async function pays(id: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/plugins/bulk/transaction/pay/${id}`,
    payload: { gateway_code: 'knet' },
  });
  expect(res.statusCode).toBe(200);
  expect((await pressSandbox(app, res.json<PayResponse>().attempt_id, 'approve')).statusCode).toBe(303);
}

const summaryOf = async (id: string, token = adminToken) => {
  const res = await app.inject(authed(token, { url: `${UPLOADS}/${id}/summary` }));
  expect(res.statusCode).toBe(200);
  return res.json<BulkSummary>().currencies;
};

const matchesOf = async (id: string, query = '') => {
  const res = await admin.send('GET', `${UPLOADS}/${id}/matches${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<BulkMatchPage>();
};

const none = { count: 0, amount: '0.000' };

describe("an upload's money summary", () => {
  it('totals the valid rows before dispatch, then the links: paid, outstanding and refunded per currency', async () => {
    const file = await upload(admin, 'fees.csv', [
      ['10.500', 'KWD', 'Sum Paid', 'sum-paid@example.kw', '', 'knet'],
      ['20', 'KWD', 'Sum Open', 'sum-open@example.kw', '', 'knet'],
      ['5.250', 'KWD', 'Sum Cancelled', '', '', 'knet'],
      ['7', 'KWD', 'Sum Expired', '', '', 'knet'],
      ['99.99', 'USD', 'Sum Dollars', '', '', 'dollar'],
      ['0', 'KWD', 'Sum Invalid', '', '', 'knet'],
    ]);
    expect(await summaryOf(file.id)).toEqual([
      {
        currency: 'KWD',
        requested: { count: 4, amount: '42.750' },
        to_send: { count: 4, amount: '42.750' },
        paid: none,
        outstanding: none,
        refunded: '0.000',
      },
      {
        currency: 'USD',
        requested: { count: 1, amount: '99.99' },
        to_send: { count: 1, amount: '99.99' },
        paid: { count: 0, amount: '0.00' },
        outstanding: { count: 0, amount: '0.00' },
        refunded: '0.00',
      },
    ]);

    await dispatched(adminToken, file.id);
    const links = await linksOf(file.id);
    await pays(links['Sum Paid'] as string);
    const refund = await app.inject(
      authed(adminToken, {
        method: 'POST',
        url: `/api/v1/plugins/bulk/transaction/${links['Sum Paid']}/refund`,
        payload: { amount: '2.500' },
      }),
    );
    expect(refund.statusCode).toBe(200);
    // Withdrawn by staff, and one whose expiry has passed: neither is owed any more.
    await db
      .updateTable('transactions')
      .set({ state: 'canceled' })
      .where('id', '=', links['Sum Cancelled'] as string)
      .execute();
    await db
      .updateTable('transactions')
      .set({ expiration_time: new Date(Date.now() - 60_000) })
      .where('id', '=', links['Sum Expired'] as string)
      .execute();

    expect(await summaryOf(file.id)).toEqual([
      {
        currency: 'KWD',
        requested: { count: 4, amount: '42.750' },
        to_send: none,
        paid: { count: 1, amount: '10.500' },
        outstanding: { count: 1, amount: '20.000' },
        refunded: '2.500',
      },
      {
        currency: 'USD',
        requested: { count: 1, amount: '99.99' },
        to_send: { count: 0, amount: '0.00' },
        paid: { count: 0, amount: '0.00' },
        outstanding: { count: 1, amount: '99.99' },
        refunded: '0.00',
      },
    ]);
  });

  it('counts every link carrying the upload, a recurring occurrence too, and nothing of another merchant', async () => {
    const file = await upload(admin, 'club.csv', [['3', 'KWD', 'Occ Member', '', '', 'knet']]);
    await dispatched(adminToken, file.id);
    const [first] = Object.values(await linksOf(file.id));
    // A later occurrence of the same row: another transaction with the upload's bulk_id.
    const original = await db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', first as string)
      .executeTakeFirstOrThrow();
    const { id: _id, search_doc: _doc, ...copy } = original as typeof original & { search_doc?: string };
    await db
      .insertInto('transactions')
      .values({
        ...copy,
        pg_codes: JSON.stringify(copy.pg_codes),
        remarks: JSON.stringify(copy.remarks),
        multicheckout: copy.multicheckout ? JSON.stringify(copy.multicheckout) : null,
        extra: copy.extra ? JSON.stringify(copy.extra) : null,
      })
      .execute();
    const [kwd] = await summaryOf(file.id);
    expect(kwd?.requested).toEqual({ count: 2, amount: '6.000' });
    expect(kwd?.outstanding).toEqual({ count: 2, amount: '6.000' });

    const shop = await createShop(app, { owner: 'superuser' });
    const outsider = await app.inject(
      authed(await shop.token('owner'), { url: `${UPLOADS}/${file.id}/summary` }),
    );
    expect(outsider.statusCode).toBe(404);
  });

  it('is read with view_bulkupload only', async () => {
    const file = await upload(admin, 'perm.csv', [['1', 'KWD', 'Perm Row', '', '', 'knet']]);
    const viewer = await staffWith(
      app,
      'sum-viewer',
      [pluginAccessPermission('bulk'), PERMISSIONS.viewBulkUploads],
      '10.22.5.2',
    );
    expect(await summaryOf(file.id, viewer)).toHaveLength(1);
    const uploader = await staffWith(
      app,
      'sum-uploader',
      [pluginAccessPermission('bulk'), PERMISSIONS.addBulkUploads],
      '10.22.5.3',
    );
    const refused = await app.inject(authed(uploader, { url: `${UPLOADS}/${file.id}/summary` }));
    expect(refused.statusCode).toBe(403);
    const unknown = await app.inject(authed(adminToken, { url: `${UPLOADS}/not-an-upload/summary` }));
    expect(unknown.statusCode).toBe(404);
  });
});

describe('rows matching links still unpaid from other uploads', () => {
  it('lists rows for the same customer (email or phone), amount and currency whose link is still owed', async () => {
    const earlier = await upload(admin, 'october.csv', [
      ['25', 'KWD', 'Dup Email', 'Dup.Email@Example.kw', '', 'knet'],
      ['30', 'KWD', 'Dup Phone', '', '+96550007001', 'knet'],
      ['40', 'KWD', 'Dup Paid', 'dup-paid@example.kw', '', 'knet'],
      ['50', 'KWD', 'Dup Cancelled', 'dup-cancel@example.kw', '', 'knet'],
      ['60', 'KWD', 'Dup Amount', 'dup-amount@example.kw', '', 'knet'],
    ]);
    await dispatched(adminToken, earlier.id);
    const links = await linksOf(earlier.id);
    await pays(links['Dup Paid'] as string);
    await db
      .updateTable('transactions')
      .set({ state: 'canceled' })
      .where('id', '=', links['Dup Cancelled'] as string)
      .execute();
    // Another merchant's unpaid link to the same customer and amount is not this merchant's concern.
    const shop = await createShop(app, { owner: 'superuser' });
    const shopToken = await shop.token('owner');
    const theirs = await upload(bulkClient(app, shopToken), 'theirs.csv', [
      ['70', 'KWD', 'Dup Other Shop', 'dup-shop@example.kw', '', 'knet'],
    ]);
    await dispatched(shopToken, theirs.id);

    const file = await upload(admin, 'november.csv', [
      ['25.000', 'KWD', 'Dup Email', 'dup.email@example.kw', '', 'knet'],
      ['30', 'KWD', 'Dup Phone', '', '50007001', 'knet'],
      ['40', 'KWD', 'Dup Paid', 'dup-paid@example.kw', '', 'knet'],
      ['50', 'KWD', 'Dup Cancelled', 'dup-cancel@example.kw', '', 'knet'],
      ['61', 'KWD', 'Dup Amount', 'dup-amount@example.kw', '', 'knet'],
      ['70', 'KWD', 'Dup Other Shop', 'dup-shop@example.kw', '', 'knet'],
      ['25', 'USD', 'Dup Email', 'dup.email@example.kw', '', 'dollar'],
    ]);
    const page = await matchesOf(file.id);
    expect(page.count).toBe(2);
    expect(page.results).toEqual([
      {
        row: 2,
        row_id: expect.any(Number),
        customer_name: 'Dup Email',
        email: 'dup.email@example.kw',
        phone: null,
        amount: '25.000',
        currency_code: 'KWD',
        transaction_id: links['Dup Email'],
        upload_id: earlier.id,
        file_name: 'october.csv',
        sent_at: expect.any(String),
        links: 1,
      },
      expect.objectContaining({
        row: 3,
        phone: '+96550007001',
        amount: '30.000',
        transaction_id: links['Dup Phone'],
        file_name: 'october.csv',
      }),
    ]);
    expect(await matchesOf(file.id, '?limit=1&offset=1')).toMatchObject({
      count: 2,
      results: [{ row: 3 }],
    });

    // A row corrected to another amount no longer matches; the link paid meanwhile drops off too.
    const rowId = page.results[0]?.row_id;
    const edit = await admin.send('PATCH', `${UPLOADS}/${file.id}/rows/${rowId}`, 'en', {
      cells: { amount: '26' },
    });
    expect(edit.statusCode).toBe(200);
    await pays(links['Dup Phone'] as string);
    expect(await matchesOf(file.id)).toMatchObject({ count: 0, results: [] });

    // It warns, it does not block: the upload still dispatches, and then has nothing left to match.
    await dispatched(adminToken, file.id);
    expect((await matchesOf(file.id)).count).toBe(0);
  });

  it('finds the matches in a re-imported file, and never the upload’s own links', async () => {
    const earlier = await upload(admin, 'rent-1.csv', [
      ['100', 'KWD', 'Re Tenant', 're@example.kw', '', 'knet'],
    ]);
    await dispatched(adminToken, earlier.id);
    expect((await matchesOf(earlier.id)).count).toBe(0);
    const file = await upload(admin, 'rent-2.csv', [
      ['100', 'KWD', 'Re Tenant', 'someone@example.kw', '', 'knet'],
    ]);
    expect((await matchesOf(file.id)).count).toBe(0);
    const corrected = await admin.reimport(
      file.id,
      csvFile([HEADER, ['100', 'KWD', 'Re Tenant', 'RE@example.kw', '', 'knet']]),
      'rent-2b.csv',
    );
    expect(corrected.statusCode).toBe(200);
    expect(await matchesOf(file.id)).toMatchObject({
      count: 1,
      results: [{ row: 2, file_name: 'rent-1.csv', upload_id: earlier.id }],
    });
  });
});
