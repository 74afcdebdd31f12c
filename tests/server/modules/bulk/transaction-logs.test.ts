import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { BulkUpload } from '../../../../src/domain/contracts/bulk.ts';
import type { BulkDispatchLogPage } from '../../../../src/domain/contracts/bulk-dispatch.ts';
import type {
  BulkTransactionLog,
  BulkTransactionLogPage,
} from '../../../../src/domain/contracts/bulk-logs.ts';
import { PERMISSIONS, pluginAccessPermission } from '../../../../src/domain/permissions.ts';
import { ADMIN, authed, createTestApp, login } from '../../helper.ts';
import { startMailSink } from '../../mail-sink.ts';
import { staffWith } from '../catalogue-admin/fixtures.ts';
import { bulkClient, csvFile, DISPATCH_HEADER, UPLOADS } from './fixtures.ts';

// It refuses one mailbox: its link's email fails with the server's reason.
const mail = await startMailSink((address) => address.startsWith('gone'));
const { received } = mail;

const app = await createTestApp({
  smtpUrl: mail.url,
  mailFrom: 'Gulf Pay <no-reply@pay.test>',
  outboxMaxAttempts: 1,
});
const adminToken = (await login(app, ADMIN, '10.22.4.1')).access;
const admin = bulkClient(app, adminToken);
const db = queryable(app.db);

/** Uploads and dispatches the rows, sends the queued mail, and answers the upload and its dispatch log id. */
async function dispatched(name: string, rows: string[][]) {
  const upload = await admin.upload(csvFile([DISPATCH_HEADER, ...rows]), `${name}.csv`);
  expect(upload.status).toBe(201);
  const { id } = upload.body as BulkUpload;
  const start = await app.inject(authed(adminToken, { method: 'POST', url: `${UPLOADS}/${id}/dispatch` }));
  expect(start.statusCode).toBe(202);
  while ((await app.bulkDispatch.drainOnce()) > 0);
  while ((await app.outbox.drainOnce()) > 0);
  const logs = (await admin.send('GET', `${UPLOADS}/${id}/dispatch-logs`)).json<BulkDispatchLogPage>();
  const logId = logs.results[0]?.id;
  return { id, base: `${UPLOADS}/${id}/dispatch-logs/${logId}/transaction-logs` };
}

async function page(url: string, lang = 'en') {
  const res = await admin.send('GET', url, lang);
  expect(res.statusCode).toBe(200);
  return res.json<BulkTransactionLogPage>();
}

const resend = (url: string, channels: string[], token = adminToken, lang = 'en') =>
  app.inject(
    authed(token, {
      method: 'POST',
      url: `${url}/resend`,
      payload: { channels },
      headers: { 'accept-language': lang },
    }),
  );

/** Moves the link's messages a minute and more into the past, as if the customer had had them a while. */
const ageMessages = (transactionId: string) =>
  db
    .updateTable('outbox')
    .set({ created_at: new Date(Date.now() - 120_000) })
    .where('transaction_id', '=', transactionId)
    .execute();

describe('a dispatch transaction logs', () => {
  it('shows each row with its transaction, state and the email and SMS status with the reason of a failure', async () => {
    const { base } = await dispatched('Rent', [
      ['12.500', 'KWD', 'Huda Ali', 'huda@example.kw', '+96550000001', 'yes', 'yes', 'knet'],
      ['7', 'KWD', 'Omar Saleh', 'gone@example.kw', '', 'yes', 'no', 'knet'],
      ['3.250', 'KWD', 'Sara Nasser', 'sara@example.kw', '+96550000003', 'no', 'yes', 'knet'],
    ]);
    const logs = await page(base);
    expect(logs.count).toBe(3);
    const [huda, omar, sara] = logs.results;
    expect(huda).toMatchObject({
      row: 2,
      customer_name: 'Huda Ali',
      amount: '12.500',
      currency_code: 'KWD',
      state: 'created',
      failure: null,
      email_status: { status: 'sent', reason: null, messages: 1 },
      reminders: 0,
    });
    // No SMS provider is set up: the Outbox keeps the SMS for the superuser to read.
    expect(huda?.sms_status?.status).toBe('kept');
    expect(huda?.transaction_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(omar?.email_status).toMatchObject({ status: 'failed', messages: 1 });
    expect(omar?.email_status?.reason).toContain('mailbox unavailable');
    expect(omar?.sms_status).toBeNull();
    expect(sara?.email_status).toBeNull();
    expect(received.flatMap((mail) => mail.to)).toContain('huda@example.kw');

    // The transaction id opens the dashboard's transaction detail.
    const detail = await app.inject(
      authed(adminToken, { url: `/api/v1/plugins/bulk/transaction/${huda?.transaction_id}` }),
    );
    expect(detail.statusCode).toBe(200);
    // The emailed link (/pos/pay/{id}) opens on the customer's pay page, which pays bulk links too.
    const payPage = await app.inject({ url: `/api/v1/plugins/pos/transaction/pay/${huda?.transaction_id}` });
    expect(payPage.statusCode).toBe(200);

    expect((await page(`${base}?q=OMAR`)).results.map((r) => r.customer_name)).toEqual(['Omar Saleh']);
    expect((await page(`${base}?q=550000003`)).results.map((r) => r.customer_name)).toEqual(['Sara Nasser']);
    await db
      .updateTable('transactions')
      .set({ state: 'paid' })
      .where('id', '=', String(sara?.transaction_id))
      .execute();
    const paid = await page(`${base}?state=paid`);
    expect(paid.results.map((r) => [r.customer_name, r.state])).toEqual([['Sara Nasser', 'paid']]);
    const second = await page(`${base}?limit=2&offset=2`);
    expect(second.results.map((r) => r.row)).toEqual([4]);
    expect(second.previous).not.toBeNull();
  });

  it('answers 404 for a dispatch of another upload and 400 for an unknown state', async () => {
    const one = await dispatched('One', [['1', 'KWD', 'A One', 'a1@example.kw', '', 'yes', 'no', 'knet']]);
    const two = await dispatched('Two', [['1', 'KWD', 'B Two', 'b2@example.kw', '', 'yes', 'no', 'knet']]);
    const foreign = two.base.replace(two.id, one.id);
    expect((await admin.send('GET', foreign)).statusCode).toBe(404);
    const bad = await admin.send('GET', `${one.base}?state=lost`, 'ar');
    expect(bad.statusCode).toBe(400);
  });
});

describe('resending a link', () => {
  it('queues the link again on the chosen channels, counts it in the log and sends it by mail', async () => {
    const { base } = await dispatched('Fees', [
      ['5', 'KWD', 'Nada Fahad', 'nada@example.kw', '+96550000004', 'yes', 'no', 'knet'],
    ]);
    const [row] = (await page(base)).results;
    const url = `${base}/${row?.row_id}`;

    const early = await resend(url, ['email'], adminToken, 'ar');
    expect(early.statusCode).toBe(429);
    expect(early.json<{ message: string }>().message).toBe(
      'أُرسل هذا الرابط للتو عبر هذه القناة؛ انتظر دقيقة قبل إرساله مرة أخرى.',
    );

    await ageMessages(String(row?.transaction_id));
    received.length = 0;
    const sent = await resend(url, ['email', 'sms']);
    expect(sent.statusCode).toBe(202);
    const log = sent.json<BulkTransactionLog>();
    expect(log.email_status).toMatchObject({ status: 'queued', messages: 2 });
    expect(log.sms_status).toMatchObject({ status: 'queued', messages: 1 });
    while ((await app.outbox.drainOnce()) > 0);
    expect(received.map((mail) => mail.to)).toEqual([['nada@example.kw']]);
    const [after] = (await page(base)).results;
    expect(after?.email_status).toMatchObject({ status: 'sent', messages: 2 });

    // Twice in a row is one send: the second press is refused.
    expect((await resend(url, ['sms'])).statusCode).toBe(429);

    const audit = await db
      .selectFrom('activity_log')
      .select(['action', 'actor'])
      .where('action', '=', 'activity.payment_link_texted')
      .execute();
    expect(audit).toContainEqual({ action: 'activity.payment_link_texted', actor: ADMIN.username });
  });

  it('refuses a paid, cancelled or expired link with a 409 in the user language', async () => {
    const { base } = await dispatched('Closed', [
      ['5', 'KWD', 'Paid One', 'p1@example.kw', '', 'yes', 'no', 'knet'],
      ['5', 'KWD', 'Cancelled One', 'c1@example.kw', '', 'yes', 'no', 'knet'],
      ['5', 'KWD', 'Expired One', 'e1@example.kw', '', 'yes', 'no', 'knet'],
    ]);
    const [paid, canceled, expired] = (await page(base)).results;
    const set = (row: BulkTransactionLog | undefined, values: { state?: string; expiration_time?: Date }) =>
      db.updateTable('transactions').set(values).where('id', '=', String(row?.transaction_id)).execute();
    await set(paid, { state: 'paid' });
    await set(canceled, { state: 'canceled' });
    await set(expired, { expiration_time: new Date(Date.now() - 1000) });
    for (const row of [paid, canceled, expired]) await ageMessages(String(row?.transaction_id));
    const outboxBefore = await db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

    for (const row of [paid, canceled, expired]) {
      const refused = await resend(`${base}/${row?.row_id}`, ['email'], adminToken, 'ar');
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toContain('لم يعد من الممكن دفع هذا الرابط');
    }
    expect((await page(base)).results.map((r) => r.state)).toEqual(['paid', 'canceled', 'expired']);
    const outboxAfter = await db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(outboxAfter.n)).toBe(Number(outboxBefore.n));
  });

  it('lets a viewer read the logs but not resend', async () => {
    const { base } = await dispatched('Viewer', [
      ['5', 'KWD', 'View Only', 'v1@example.kw', '', 'yes', 'no', 'knet'],
    ]);
    const viewer = await staffWith(
      app,
      'bulk.viewer',
      [pluginAccessPermission('bulk'), PERMISSIONS.viewBulkUploads],
      '10.22.4.2',
    );
    const [row] = (await page(base)).results;
    await ageMessages(String(row?.transaction_id));
    const read = await app.inject(authed(viewer, { url: base }));
    expect(read.statusCode).toBe(200);
    expect((await resend(`${base}/${row?.row_id}`, ['email'], viewer)).statusCode).toBe(403);
  });
});
