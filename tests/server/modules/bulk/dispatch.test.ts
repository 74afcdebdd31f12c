import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { BulkDispatchWorker } from '../../../../server/modules/bulk/dispatch-worker.ts';
import { outboxMessageId } from '../../../../server/modules/outbox/worker.ts';
import type { BulkUpload, BulkUploadDetail } from '../../../../src/domain/contracts/bulk.ts';
import type { BulkDispatchLogPage } from '../../../../src/domain/contracts/bulk-dispatch.ts';
import { PERMISSIONS, pluginAccessPermission } from '../../../../src/domain/permissions.ts';
import { ADMIN, authed, createTestApp, createTestInstances, login } from '../../helper.ts';
import { startMailSink } from '../../mail-sink.ts';
import { staffWith } from '../catalogue-admin/fixtures.ts';
import { bulkClient, csvFile, DISPATCH_HEADER, UPLOADS } from './fixtures.ts';

// The dispatched links arrive as mail, with their Message-ID.
const mail = await startMailSink();
const { received } = mail;

const MAIL_FROM = 'Gulf Pay <no-reply@pay.test>';
const app = await createTestApp({
  smtpUrl: mail.url,
  mailFrom: MAIL_FROM,
});
const adminToken = (await login(app, ADMIN, '10.22.1.1')).access;
const admin = bulkClient(app, adminToken);
const db = queryable(app.db);

/** `n` valid rows named `prefix 1…n`: odd ones by email, every third also by SMS. */
const rowsOf = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => [
    `${i + 1}.500`,
    'KWD',
    `${prefix} ${i + 1}`,
    `${prefix.toLowerCase().replace(/\W/g, '')}${i + 1}@example.kw`,
    '+96550000000',
    i % 2 === 0 ? 'yes' : 'no',
    i % 3 === 0 ? 'yes' : 'no',
    'knet',
  ]);
const expected = (n: number) => ({
  emails: Array.from({ length: n }, (_, i) => i).filter((i) => i % 2 === 0).length,
  sms: Array.from({ length: n }, (_, i) => i).filter((i) => i % 3 === 0).length,
});

async function uploadOf(prefix: string, n: number, extra: string[][] = []): Promise<BulkUpload> {
  const answer = await admin.upload(
    csvFile([DISPATCH_HEADER, ...rowsOf(prefix, n), ...extra]),
    `${prefix}.csv`,
  );
  expect(answer.status).toBe(201);
  return answer.body as BulkUpload;
}

const dispatch = (id: string, token = adminToken, lang = 'en') =>
  app.inject(
    authed(token, { method: 'POST', url: `${UPLOADS}/${id}/dispatch`, headers: { 'accept-language': lang } }),
  );

async function detail(id: string): Promise<BulkUploadDetail> {
  const res = await admin.send('GET', `${UPLOADS}/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json<BulkUploadDetail>();
}

/** Drains until the worker finds nothing more to do. */
async function drainAll(worker: BulkDispatchWorker = app.bulkDispatch) {
  while ((await worker.drainOnce()) > 0);
}

/** What the dispatch made of the upload: its transactions and their queued messages. */
async function made(uploadId: string) {
  const transactions = await db
    .selectFrom('transactions')
    .select(['id', 'plugin', 'customer_name', 'customer_email', 'bulk_id'])
    .where('bulk_id', '=', uploadId)
    .execute();
  const names = transactions.map((t) => t.customer_name);
  const outbox = await db
    .selectFrom('outbox')
    .select(['id', 'channel', 'recipient', 'body'])
    .where('body', 'like', '%/pos/pay/%')
    .execute();
  const messages = outbox.filter((m) => transactions.some((t) => m.body.includes(t.id)));
  return { transactions, names, messages };
}

/** The dispatch's own record per row: which transaction it made, or why it could not. */
const itemsOf = (uploadId: string) =>
  db
    .selectFrom('bulk_dispatch_items as i')
    .innerJoin('bulk_upload_rows as r', 'r.id', 'i.row_id')
    .select(['r.row_number', 'i.transaction_id', 'i.failure'])
    .where('r.upload_id', '=', uploadId)
    .orderBy('r.row_number')
    .execute();

const worker = (batchSize: number) =>
  new BulkDispatchWorker(app.db, { config: app.config, pollMs: 1000, log: app.log, batchSize });

const NO_COUNTS = { links: 0, emails: 0, sms: 0 };

describe('dispatching an upload', () => {
  it('states what it will send, answers 202 at once, then makes one request and its links per valid row', async () => {
    const upload = await uploadOf('Fees', 4, [['0', 'KWD', 'Bad Row', '', '', 'no', 'no', 'knet']]);
    const before = await detail(upload.id);
    expect(before.dispatch).toEqual({ links: 4, ...expected(4), scheduled: 0, today: NO_COUNTS });
    expect(before.progress).toBeNull();

    const started = await dispatch(upload.id);
    expect(started.statusCode).toBe(202);
    expect(started.json<BulkUpload>().state).toBe('dispatching');
    const running = await detail(upload.id);
    expect(running.progress).toEqual({ done: 0, total: 4 });
    expect(running.dispatch).toEqual({ ...NO_COUNTS, scheduled: 0, today: NO_COUNTS });

    const again = await dispatch(upload.id, adminToken, 'ar');
    expect(again.statusCode).toBe(409);
    expect(JSON.stringify(again.json())).toContain('لا يمكن إرسال إلا ملف جاهز للمراجعة');
    const edit = await admin.send('PATCH', `${UPLOADS}/${upload.id}/rows/1`, 'en', {
      cells: { amount: '2' },
    });
    expect(edit.statusCode).toBe(409);

    await drainAll();
    const after = await detail(upload.id);
    expect(after.state).toBe('dispatched');
    expect(after.progress).toEqual({ done: 4, total: 4 });
    const { transactions, names, messages } = await made(upload.id);
    expect(names.sort()).toEqual(['Fees 1', 'Fees 2', 'Fees 3', 'Fees 4']);
    expect(new Set(transactions.map((t) => t.plugin))).toEqual(new Set(['bulk']));
    expect(messages.filter((m) => m.channel === 'email')).toHaveLength(expected(4).emails);
    expect(messages.filter((m) => m.channel === 'sms')).toHaveLength(expected(4).sms);

    // The transactions list's `bulk` filter finds exactly the upload's requests.
    const listed = await app.inject(
      authed(adminToken, { url: `/api/v1/plugins/bulk/transaction?bulk=${upload.id}&per_page=50` }),
    );
    expect(listed.statusCode).toBe(200);
    const ids = listed.json<{ results: { id: string }[] }>().results.map((r) => r.id);
    expect(ids.sort()).toEqual(transactions.map((t) => t.id).sort());

    const logs = await admin.send('GET', `${UPLOADS}/${upload.id}/dispatch-logs`);
    expect(logs.statusCode).toBe(200);
    const [log] = logs.json<BulkDispatchLogPage>().results;
    expect(log).toMatchObject({
      started_by: ADMIN.username,
      total: 4,
      created: 4,
      ...expected(4),
      failed: 0,
    });
    expect(log?.finished_at).not.toBeNull();

    // Nothing is made twice: pressing again is refused, draining again finds nothing.
    expect((await dispatch(upload.id)).statusCode).toBe(409);
    await drainAll();
    expect((await made(upload.id)).transactions).toHaveLength(4);
  });

  it('logs the dispatch in the activity history once at its start and once at its end, not once a row', async () => {
    const upload = await uploadOf('Logged', 6);
    await dispatch(upload.id);
    await drainAll();
    const ids = (await made(upload.id)).transactions.map((t) => t.id);
    expect(ids).toHaveLength(6);
    const entries = await db
      .selectFrom('activity_log')
      .select([
        'action',
        sql<string>`params->>'file'`.as('file'),
        sql<string>`params->>'created'`.as('created'),
      ])
      .where((eb) => eb.or([eb(sql`params->>'file'`, '=', 'Logged.csv'), eb(sql`params->>'id'`, 'in', ids)]))
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { action: 'activity.bulk_uploaded', file: 'Logged.csv', created: null },
      { action: 'activity.bulk_dispatch_started', file: 'Logged.csv', created: null },
      { action: 'activity.bulk_dispatched', file: 'Logged.csv', created: '6' },
    ]);
  });

  it('sends each link by mail with a Message-ID of its own that a resend keeps', async () => {
    const upload = await uploadOf('Mail', 3);
    await dispatch(upload.id);
    await drainAll();
    const emails = (await made(upload.id)).messages.filter((m) => m.channel === 'email');
    received.length = 0;
    await app.outbox.drainOnce();
    const idOf = (raw: string) => /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim();
    const sent = received.filter((mail) => mail.raw.includes('mail1@example.kw'));
    expect(sent).toHaveLength(1);
    const first = emails.find((m) => m.recipient === 'mail1@example.kw');
    expect(idOf(sent[0]?.raw ?? '')).toBe(outboxMessageId(Number(first?.id), MAIL_FROM));
    expect(new Set(received.map((mail) => idOf(mail.raw))).size).toBe(received.length);

    // A worker that sent but died before marking it sent: the lease ends and it goes again.
    await db
      .updateTable('outbox')
      .set({ status: 'pending', next_attempt_at: new Date() })
      .where('id', '=', Number(first?.id))
      .execute();
    await app.outbox.drainOnce();
    const resent = received.filter((mail) => mail.raw.includes('mail1@example.kw'));
    expect(resent).toHaveLength(2);
    expect(idOf(resent[1]?.raw ?? '')).toBe(idOf(resent[0]?.raw ?? ''));
  });

  it('refuses an upload with no valid row, and a member without dispatch_bulkupload', async () => {
    const bad = await admin.upload(
      csvFile([DISPATCH_HEADER, ['0', 'KWD', 'Nobody', '', '', 'no', 'no', 'knet']]),
      'bad.csv',
    );
    const res = await dispatch((bad.body as BulkUpload).id);
    expect(res.statusCode).toBe(409);
    expect(JSON.stringify(res.json())).toContain('no valid rows to dispatch');

    const upload = await uploadOf('Viewer', 1);
    const viewer = await staffWith(
      app,
      'bulk-viewer',
      [pluginAccessPermission('bulk'), PERMISSIONS.viewBulkUploads],
      '10.22.1.2',
    );
    expect((await dispatch(upload.id, viewer)).statusCode).toBe(403);
    expect(
      (await app.inject(authed(viewer, { url: `${UPLOADS}/${upload.id}/dispatch-logs` }))).statusCode,
    ).toBe(200);
    expect((await detail(upload.id)).state).toBe('ready');
  });

  it('leaves all of a batch or none when it dies half way, and the retry makes each row once', async () => {
    const upload = await uploadOf('Crash', 5);
    await dispatch(upload.id);
    // The third row's email fails inside the batch's transaction: the moment a kill would hit.
    await sql
      .raw(
        `create function fail_bulk_crash() returns trigger language plpgsql as $$
         begin
           if new.recipient = 'crash3@example.kw' then raise exception 'the process died'; end if;
           return new;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        'create trigger fail_bulk_crash before insert on outbox for each row execute function fail_bulk_crash()',
      )
      .execute(db);
    await expect(worker(10).drainOnce()).rejects.toThrow(/the process died/);
    const crashed = await made(upload.id);
    expect(crashed.transactions).toHaveLength(0);
    expect(crashed.messages).toHaveLength(0);
    expect((await detail(upload.id)).progress).toEqual({ done: 0, total: 5 });

    await sql.raw('drop trigger fail_bulk_crash on outbox').execute(db);
    await drainAll(worker(10));
    const after = await made(upload.id);
    expect(after.names.sort()).toEqual(['Crash 1', 'Crash 2', 'Crash 3', 'Crash 4', 'Crash 5']);
    expect(after.messages).toHaveLength(expected(5).emails + expected(5).sms);
    expect((await detail(upload.id)).state).toBe('dispatched');
  });

  it('gives one request and one message per row when two workers drain the same upload', async () => {
    const upload = await uploadOf('Twice', 7);
    await dispatch(upload.id);
    const [a, b] = [worker(2), worker(2)];
    await Promise.all([drainAll(a), drainAll(b)]);
    const { names, messages } = await made(upload.id);
    expect(names.sort()).toEqual(
      rowsOf('Twice', 7)
        .map((row) => row[2])
        .sort(),
    );
    const perRecipient = new Map<string, number>();
    for (const m of messages)
      perRecipient.set(`${m.channel} ${m.body}`, (perRecipient.get(`${m.channel} ${m.body}`) ?? 0) + 1);
    expect([...perRecipient.values()].every((n) => n === 1)).toBe(true);
    expect(messages).toHaveLength(expected(7).emails + expected(7).sms);
    const [log] = (
      await admin.send('GET', `${UPLOADS}/${upload.id}/dispatch-logs`)
    ).json<BulkDispatchLogPage>().results;
    expect(log).toMatchObject({ created: 7, failed: 0 });
    const items = await itemsOf(upload.id);
    expect(new Set(items.map((item) => item.transaction_id))).toEqual(
      new Set((await made(upload.id)).transactions.map((t) => t.id)),
    );
    expect(items).toHaveLength(7);
    expect((await detail(upload.id)).state).toBe('dispatched');
  });

  it('counts a row the creation refuses at dispatch time as failed, and still finishes', async () => {
    const upload = await uploadOf('Late', 3);
    // Checked when uploaded, expired by the time it is dispatched.
    await sql`update bulk_upload_rows set fields = jsonb_set(fields, '{expiry}', '"2020-01-01T00:00:00.000Z"')
      where upload_id = ${upload.id} and row_number = 3`.execute(db);
    await dispatch(upload.id);
    await drainAll();
    expect((await made(upload.id)).names.sort()).toEqual(['Late 1', 'Late 3']);
    const [log] = (
      await admin.send('GET', `${UPLOADS}/${upload.id}/dispatch-logs`)
    ).json<BulkDispatchLogPage>().results;
    expect(log).toMatchObject({ total: 3, created: 2, failed: 1 });
    const byRow = new Map((await made(upload.id)).transactions.map((t) => [t.customer_name, t.id]));
    expect(await itemsOf(upload.id)).toEqual([
      { row_number: 2, transaction_id: byRow.get('Late 1'), failure: null },
      { row_number: 3, transaction_id: null, failure: expect.stringMatching(/expir/i) },
      { row_number: 4, transaction_id: byRow.get('Late 3'), failure: null },
    ]);
    expect(await detail(upload.id)).toMatchObject({ state: 'dispatched', progress: { done: 3, total: 3 } });
  });

  it('resumes after a restart where the stopped server left off', async () => {
    const upload = await uploadOf('Resume', 5);
    await dispatch(upload.id);
    const before = worker(2);
    expect(await before.drainOnce()).toBe(2);
    await before.stop();
    expect((await detail(upload.id)).progress).toEqual({ done: 2, total: 5 });

    // A new server process: its worker finds the upload still dispatching and carries on.
    await drainAll(worker(2));
    const { names } = await made(upload.id);
    expect(names.sort()).toEqual(['Resume 1', 'Resume 2', 'Resume 3', 'Resume 4', 'Resume 5']);
    expect((await detail(upload.id)).state).toBe('dispatched');
  });
});

describe('two server instances', () => {
  it('start one dispatch when both are pressed at once, and make each row once draining together', async () => {
    const apps = await createTestInstances();
    const tokens = await Promise.all(
      apps.map(async (one, i) => (await login(one, ADMIN, `10.22.2.${i + 1}`)).access),
    );
    const answer = await bulkClient(apps[0], tokens[0] as string).upload(
      csvFile([DISPATCH_HEADER, ...rowsOf('Pair', 6)]),
      'pair.csv',
    );
    const { id } = answer.body as BulkUpload;
    const presses = await Promise.all(
      apps.map((one, i) =>
        one.inject(authed(tokens[i] as string, { method: 'POST', url: `${UPLOADS}/${id}/dispatch` })),
      ),
    );
    expect(presses.map((press) => press.statusCode).sort()).toEqual([202, 409]);
    const workers = apps.map(
      (one) =>
        new BulkDispatchWorker(one.db, { config: one.config, pollMs: 1000, log: one.log, batchSize: 2 }),
    );
    await Promise.all(workers.map((one) => drainAll(one)));
    const rows = await queryable(apps[0].db)
      .selectFrom('transactions')
      .select('customer_name')
      .where('bulk_id', '=', id)
      .execute();
    expect(rows.map((row) => row.customer_name).sort()).toEqual(
      rowsOf('Pair', 6)
        .map((row) => row[2])
        .sort(),
    );
    const dispatches = await queryable(apps[0].db)
      .selectFrom('bulk_dispatches')
      .selectAll()
      .where('upload_id', '=', id)
      .execute();
    expect(dispatches).toHaveLength(1);
    expect(dispatches[0]).toMatchObject({ created_count: 6, failed_count: 0 });
  });
});
