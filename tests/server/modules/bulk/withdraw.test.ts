import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { BulkRecurrenceWorker } from '../../../../server/modules/bulk/recurrence-worker.ts';
import { addDays, kuwaitInstant, kuwaitToday } from '../../../../src/domain/business-time.ts';
import type { BulkUpload } from '../../../../src/domain/contracts/bulk.ts';
import type { BulkDispatchLogPage } from '../../../../src/domain/contracts/bulk-dispatch.ts';
import type { BulkWithdrawal } from '../../../../src/domain/contracts/bulk-recurrence.ts';
import type { PayTransaction } from '../../../../src/domain/contracts/payments.ts';
import { PERMISSIONS, pluginAccessPermission } from '../../../../src/domain/permissions.ts';
import { ADMIN, authed, createTestApp, login } from '../../helper.ts';
import { logged, staffWith } from '../catalogue-admin/fixtures.ts';
import { bulkClient, csvFile, UPLOADS } from './fixtures.ts';

const app = await createTestApp();
const adminToken = (await login(app, ADMIN, '10.22.5.1')).access;
const db = queryable(app.db);

const HEADER = ['amount', 'currency_code', 'customer_name', 'language', 'gateways'];
const RECURRING = [...HEADER, 'start_date', 'end_date', 'frequency'];

async function dispatchedUpload(name: string, rows: string[][], kind = 'one_time', header = HEADER) {
  const answer = await bulkClient(app, adminToken).upload(csvFile([header, ...rows]), `${name}.csv`, {
    kind,
  });
  expect(answer.status).toBe(201);
  const upload = answer.body as BulkUpload;
  const started = await app.inject(
    authed(adminToken, { method: 'POST', url: `${UPLOADS}/${upload.id}/dispatch` }),
  );
  expect(started.statusCode).toBe(202);
  while ((await app.bulkDispatch.drainOnce()) > 0);
  return upload;
}

/** The upload's payment requests by customer name. */
async function linksOf(uploadId: string) {
  const rows = await db
    .selectFrom('transactions')
    .select(['id', 'customer_name', 'state'])
    .where('bulk_id', '=', uploadId)
    .execute();
  return new Map(rows.map((row) => [row.customer_name, row]));
}

const setState = (id: string, state: string) =>
  db.updateTable('transactions').set({ state }).where('id', '=', id).execute();

const withdrawal = (url: string, method: 'GET' | 'POST', token = adminToken) =>
  app.inject(authed(token, { method, url: `${url}/withdraw` }));

describe('withdrawing an upload', () => {
  it('states what it will do, cancels exactly the unpaid links, and leaves pending, paid and other uploads', async () => {
    const names = ['Unpaid', 'Declined', 'Paying', 'Paid'];
    const upload = await dispatchedUpload(
      'withdraw',
      names.map((name) => ['1.000', 'KWD', name, name === 'Unpaid' ? 'ar' : 'en', 'knet']),
    );
    const other = await dispatchedUpload('other', [['1.000', 'KWD', 'Other', 'en', 'knet']]);
    const links = await linksOf(upload.id);
    await setState(links.get('Declined')?.id as string, 'failed');
    await setState(links.get('Paying')?.id as string, 'pending');
    await setState(links.get('Paid')?.id as string, 'paid');
    const url = `${UPLOADS}/${upload.id}`;

    const preview = await withdrawal(url, 'GET');
    expect(preview.statusCode).toBe(200);
    expect(preview.json<BulkWithdrawal>()).toEqual({ unpaid: 2, pending: 1, paid: 1 });
    expect((await linksOf(upload.id)).get('Unpaid')?.state).toBe('created');

    const done = await withdrawal(url, 'POST');
    expect(done.json<BulkWithdrawal>()).toEqual({ unpaid: 2, pending: 1, paid: 1 });
    const after = await linksOf(upload.id);
    expect(Object.fromEntries([...after].map(([name, link]) => [name, link.state]))).toEqual({
      Unpaid: 'canceled',
      Declined: 'canceled',
      Paying: 'pending',
      Paid: 'paid',
    });
    expect((await linksOf(other.id)).get('Other')?.state).toBe('created');
    expect((await withdrawal(url, 'GET')).json<BulkWithdrawal>()).toEqual({ unpaid: 0, pending: 1, paid: 1 });

    const [entry] = await logged(app, 'activity.bulk_withdrawn');
    expect(entry).toMatchObject({ actor: ADMIN.username, plugin: 'bulk' });
    expect(entry?.params).toMatchObject({ file: 'withdraw.csv', canceled: '2', pending: '1', paid: '1' });

    // The customer's pay page now says the link was cancelled, in the customer's language, and refuses to pay.
    const id = after.get('Unpaid')?.id as string;
    for (const [lang, title] of [
      ['en', 'Canceled'],
      ['ar', 'ملغاة'],
    ]) {
      const page = await app.inject({
        url: `/api/v1/plugins/pos/transaction/pay/${id}`,
        headers: { 'accept-language': lang as string },
      });
      expect(page.statusCode).toBe(200);
      const body = page.json<PayTransaction>();
      expect(body.valid_for_payment).toBe(false);
      expect(body.pay_choices).toEqual([]);
      expect(body.details?.state).toBe(title);
    }
    const pay = await app.inject({
      method: 'POST',
      url: `/api/v1/plugins/pos/transaction/pay/${id}`,
      payload: { gateway_code: 'knet' },
      headers: { 'idempotency-key': `withdrawn-${id}`, 'accept-language': 'en' },
    });
    expect(pay.statusCode).toBeGreaterThanOrEqual(400);
    expect(pay.statusCode).toBeLessThan(500);
    expect(pay.body).toMatch(/canceled/i);
  });

  it('is refused without dispatch_bulkupload, and answers 404 for another upload’s dispatch', async () => {
    const viewer = await staffWith(
      app,
      'withdraw-viewer',
      [pluginAccessPermission('bulk'), PERMISSIONS.viewBulkUploads],
      '10.22.5.9',
    );
    const upload = await dispatchedUpload('guarded', [['1.000', 'KWD', 'Guarded', 'en', 'knet']]);
    const other = await dispatchedUpload('elsewhere', [['1.000', 'KWD', 'Elsewhere', 'en', 'knet']]);
    expect((await withdrawal(`${UPLOADS}/${upload.id}`, 'POST', viewer)).statusCode).toBe(403);
    const [log] = (
      await app.inject(authed(adminToken, { url: `${UPLOADS}/${other.id}/dispatch-logs` }))
    ).json<BulkDispatchLogPage>().results;
    const wrong = await withdrawal(`${UPLOADS}/${upload.id}/dispatch-logs/${log?.id}`, 'POST');
    expect(wrong.statusCode).toBe(404);
    expect((await linksOf(other.id)).get('Elsewhere')?.state).toBe('created');
    expect((await linksOf(upload.id)).get('Guarded')?.state).toBe('created');
  });
});

describe('withdrawing one occurrence', () => {
  it('cancels only the unpaid links that occurrence made', async () => {
    const start = addDays(kuwaitToday(), -2);
    const end = addDays(start, 60);
    const upload = await dispatchedUpload(
      'occurrences',
      [
        ['1.000', 'KWD', 'Weekly A', 'en', 'knet', start, end, 'weekly'],
        ['1.000', 'KWD', 'Weekly B', 'en', 'knet', start, end, 'weekly'],
      ],
      'recurring',
      RECURRING,
    );
    const scheduler = new BulkRecurrenceWorker(app.db, {
      config: app.config,
      pollMs: 1000,
      log: app.log,
      now: () => kuwaitInstant(addDays(start, 7), '09:01'),
    });
    while ((await scheduler.drainOnce()) > 0);
    const logs = (
      await app.inject(authed(adminToken, { url: `${UPLOADS}/${upload.id}/dispatch-logs` }))
    ).json<BulkDispatchLogPage>().results;
    const occurrence = logs.find((log) => log.kind === 'occurrence');
    expect(occurrence).toMatchObject({ created: 2 });
    const url = `${UPLOADS}/${upload.id}/dispatch-logs/${occurrence?.id}`;
    expect((await withdrawal(url, 'GET')).json<BulkWithdrawal>()).toEqual({ unpaid: 2, pending: 0, paid: 0 });
    expect((await withdrawal(url, 'POST')).statusCode).toBe(200);

    const states = await db
      .selectFrom('bulk_dispatch_items as i')
      .innerJoin('transactions as t', 't.id', 'i.transaction_id')
      .innerJoin('bulk_dispatches as d', 'd.id', 'i.dispatch_id')
      .select(['d.kind', 't.state'])
      .where('d.upload_id', '=', upload.id)
      .execute();
    expect(states.filter((s) => s.kind === 'occurrence').map((s) => s.state)).toEqual([
      'canceled',
      'canceled',
    ]);
    expect(states.filter((s) => s.kind === 'dispatch').map((s) => s.state)).toEqual(['created', 'created']);
    const [entry] = await logged(app, 'activity.bulk_dispatch_withdrawn');
    expect(entry?.params).toMatchObject({ file: 'occurrences.csv', canceled: '2' });
  });
});
