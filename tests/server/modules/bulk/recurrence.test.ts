import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { BulkRecurrenceWorker } from '../../../../server/modules/bulk/recurrence-worker.ts';
import { addDays, kuwaitInstant, kuwaitToday } from '../../../../src/domain/business-time.ts';
import type { BulkUpload, BulkUploadDetail } from '../../../../src/domain/contracts/bulk.ts';
import type { BulkDispatchLogPage } from '../../../../src/domain/contracts/bulk-dispatch.ts';
import { PERMISSIONS, pluginAccessPermission } from '../../../../src/domain/permissions.ts';
import { ADMIN, authed, createTestApp, createTestInstances, login } from '../../helper.ts';
import { staffWith } from '../catalogue-admin/fixtures.ts';
import { bulkClient, csvFile, UPLOADS } from './fixtures.ts';

const app = await createTestApp();
const adminToken = (await login(app, ADMIN, '10.22.3.1')).access;
const db = queryable(app.db);

const HEADER = [
  'amount',
  'currency_code',
  'customer_name',
  'email',
  'send_email',
  'gateways',
  'start_date',
  'end_date',
  'frequency',
];
const TODAY = kuwaitToday();
const FAR = addDays(TODAY, 3000);
const row = (name: string, start: string, frequency: string, end = FAR) => [
  '2.000',
  'KWD',
  name,
  `${name.toLowerCase().replace(/\W/g, '')}@example.kw`,
  'yes',
  'knet',
  start,
  end,
  frequency,
];

async function recurringUpload(target: FastifyInstance, token: string, name: string, rows: string[][]) {
  const answer = await bulkClient(target, token).upload(csvFile([HEADER, ...rows]), `${name}.csv`, {
    kind: 'recurring',
  });
  expect(answer.status).toBe(201);
  const upload = answer.body as BulkUpload;
  expect(upload.valid).toBe(rows.length);
  return upload;
}

const dispatch = (id: string, payload?: object, target = app, token = adminToken) =>
  target.inject(authed(token, { method: 'POST', url: `${UPLOADS}/${id}/dispatch`, payload }));

async function dispatched(id: string, payload?: object) {
  expect((await dispatch(id, payload)).statusCode).toBe(202);
  while ((await app.bulkDispatch.drainOnce()) > 0);
}

const scheduler = (now: Date, target = app, batchSize = 100) =>
  new BulkRecurrenceWorker(target.db, {
    config: target.config,
    pollMs: 1000,
    log: target.log,
    batchSize,
    now: () => now,
  });

async function drainAll(worker: BulkRecurrenceWorker) {
  let total = 0;
  for (let handled = await worker.drainOnce(); handled > 0; handled = await worker.drainOnce())
    total += handled;
  return total;
}

const detail = async (id: string) =>
  (await app.inject(authed(adminToken, { url: `${UPLOADS}/${id}` }))).json<BulkUploadDetail>();
const logs = async (id: string) =>
  (
    await app.inject(authed(adminToken, { url: `${UPLOADS}/${id}/dispatch-logs` }))
  ).json<BulkDispatchLogPage>().results;

/** The upload's payment requests by customer, oldest first, with their states. */
async function requests(uploadId: string) {
  return queryable(app.db)
    .selectFrom('transactions')
    .select(['id', 'customer_name', 'state', 'created_at'])
    .where('bulk_id', '=', uploadId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

const at = (date: string, time: string) => kuwaitInstant(date, time);
const minuteAfter = (instant: Date) => new Date(instant.getTime() + 60_000);

describe('dispatching a recurring upload', () => {
  it('makes the first link of rows already started, schedules the rest at the merchant’s time of day', async () => {
    const upload = await recurringUpload(app, adminToken, 'schedule', [
      row('Started', addDays(TODAY, -10), 'monthly'),
      row('Later', addDays(TODAY, 5), 'weekly'),
    ]);
    const bad = await dispatch(upload.id, { occurrence_time: '25:00' });
    expect(bad.statusCode).toBe(400);
    await dispatched(upload.id, { occurrence_time: '07:30' });

    expect((await requests(upload.id)).map((r) => r.customer_name)).toEqual(['Started']);
    const [log] = await logs(upload.id);
    expect(log).toMatchObject({ kind: 'dispatch', created: 1, scheduled: 1, total: 2 });
    const page = await detail(upload.id);
    expect(page).toMatchObject({ state: 'dispatched', progress: { done: 2, total: 2 } });
    expect(page.recurrence).toEqual({
      first_date: addDays(TODAY, -10),
      frequencies: ['monthly', 'weekly'],
      occurrence_time: '07:30',
      cancel_unpaid_earlier: false,
      next_occurrence_at: at(addDays(TODAY, 5), '07:30').toISOString(),
      stopped_at: null,
    });
  });

  it('takes 09:00 in Kuwait when the merchant sets no time', async () => {
    const upload = await recurringUpload(app, adminToken, 'default time', [
      row('Nine', addDays(TODAY, 2), 'yearly'),
    ]);
    await dispatched(upload.id);
    expect((await detail(upload.id)).recurrence?.next_occurrence_at).toBe(
      at(addDays(TODAY, 2), '09:00').toISOString(),
    );
  });
});

describe('the scheduler', () => {
  it('makes each occurrence once across a restart, as one dispatch a due instant', async () => {
    const start = addDays(TODAY, 1);
    const names = ['R1', 'R2', 'R3', 'R4', 'R5'];
    const upload = await recurringUpload(
      app,
      adminToken,
      'restart',
      names.map((name) => row(name, start, 'weekly')),
    );
    await dispatched(upload.id);
    expect(await requests(upload.id)).toHaveLength(0);

    const early = scheduler(new Date(at(start, '09:00').getTime() - 1));
    expect(await drainAll(early)).toBe(0);

    const first = minuteAfter(at(start, '09:00'));
    const before = scheduler(first, app, 2);
    expect(await before.drainOnce()).toBe(2);
    await before.stop();
    // A new server process carries on where the stopped one left off, then finds nothing more.
    expect(await drainAll(scheduler(first, app, 2))).toBe(3);
    expect(await drainAll(scheduler(first))).toBe(0);
    expect((await requests(upload.id)).map((r) => r.customer_name).sort()).toEqual(names);

    const occurrences = (await logs(upload.id)).filter((log) => log.kind === 'occurrence');
    expect(occurrences).toHaveLength(1);
    expect(occurrences[0]).toMatchObject({
      occurrence_at: at(start, '09:00').toISOString(),
      created: 5,
      emails: 5,
      total: 5,
      finished_at: expect.any(String),
    });
    expect((await detail(upload.id)).recurrence?.next_occurrence_at).toBe(
      at(addDays(start, 7), '09:00').toISOString(),
    );
  });

  it('makes the month-end series on the last day of shorter months, and each missed date once', async () => {
    const year = Number(TODAY.slice(0, 4)) + 1;
    const february = new Date(Date.UTC(year, 2, 0)).getUTCDate();
    const upload = await recurringUpload(app, adminToken, 'month end', [
      row('Month end', `${year}-01-31`, 'monthly', `${year}-04-30`),
    ]);
    await dispatched(upload.id);
    // The server was down through January's occurrence: February's day comes, both are made.
    await drainAll(scheduler(at(`${year}-02-${february}`, '09:00')));
    expect(await requests(upload.id)).toHaveLength(2);
    await drainAll(scheduler(at(`${year}-03-31`, '09:00')));
    expect(await requests(upload.id)).toHaveLength(3);
    await drainAll(scheduler(at(`${year}-12-31`, '09:00')));
    const dates = (await logs(upload.id))
      .filter((log) => log.kind === 'occurrence')
      .map((log) => log.occurrence_at)
      .sort();
    expect(dates).toEqual(
      [`${year}-01-31`, `${year}-02-${february}`, `${year}-03-31`, `${year}-04-30`].map((date) =>
        at(date, '09:00').toISOString(),
      ),
    );
    expect(await requests(upload.id)).toHaveLength(4);
    expect((await detail(upload.id)).recurrence?.next_occurrence_at).toBeNull();
  });

  it('makes each occurrence once with two instances racing', async () => {
    const apps = await createTestInstances();
    const tokens = await Promise.all(
      apps.map(async (one, i) => (await login(one, ADMIN, `10.22.4.${i + 1}`)).access),
    );
    const start = addDays(TODAY, 1);
    const names = Array.from({ length: 9 }, (_, i) => `Race ${i + 1}`);
    const upload = await recurringUpload(
      apps[0],
      tokens[0] as string,
      'race',
      names.map((name) => row(name, start, 'weekly')),
    );
    expect((await dispatch(upload.id, undefined, apps[0], tokens[0])).statusCode).toBe(202);
    while ((await apps[0].bulkDispatch.drainOnce()) > 0);
    for (const week of [0, 1]) {
      const now = minuteAfter(at(addDays(start, 7 * week), '09:00'));
      await Promise.all(apps.map((one) => drainAll(scheduler(now, one, 2))));
    }
    const made = await queryable(apps[0].db)
      .selectFrom('transactions')
      .select('customer_name')
      .where('bulk_id', '=', upload.id)
      .execute();
    expect(made).toHaveLength(18);
    const dispatches = await queryable(apps[0].db)
      .selectFrom('bulk_dispatches')
      .select(['kind', 'created_count', 'finished_at'])
      .where('upload_id', '=', upload.id)
      .where('kind', '=', 'occurrence')
      .execute();
    expect(dispatches.map((d) => d.created_count)).toEqual([9, 9]);
    expect(dispatches.every((d) => d.finished_at !== null)).toBe(true);
  });
});

describe('stopping a recurrence', () => {
  it('stops one row, then the whole upload; stopped series make nothing more; audited', async () => {
    const start = addDays(TODAY, 1);
    const upload = await recurringUpload(app, adminToken, 'stop', [
      row('Keeps', start, 'weekly'),
      row('Stops', start, 'weekly'),
    ]);
    const stopUpload = () =>
      app.inject(authed(adminToken, { method: 'POST', url: `${UPLOADS}/${upload.id}/stop-recurrence` }));
    expect((await stopUpload()).statusCode).toBe(409);
    await dispatched(upload.id);
    const rows = await db
      .selectFrom('bulk_upload_rows')
      .select(['id', 'row_number'])
      .where('upload_id', '=', upload.id)
      .orderBy('row_number')
      .execute();
    const stopRow = (id: string) =>
      app.inject(
        authed(adminToken, { method: 'POST', url: `${UPLOADS}/${upload.id}/rows/${id}/stop-recurrence` }),
      );
    expect((await stopRow(rows[1]?.id as string)).statusCode).toBe(204);

    await drainAll(scheduler(minuteAfter(at(start, '09:00'))));
    expect((await requests(upload.id)).map((r) => r.customer_name)).toEqual(['Keeps']);

    expect((await stopUpload()).statusCode).toBe(204);
    expect(await drainAll(scheduler(minuteAfter(at(addDays(start, 70), '09:00'))))).toBe(0);
    expect(await requests(upload.id)).toHaveLength(1);
    const page = await detail(upload.id);
    expect(page.recurrence).toMatchObject({ next_occurrence_at: null, stopped_at: expect.any(String) });

    const activity = await db
      .selectFrom('activity_log')
      .select('action')
      .where('action', 'in', ['activity.bulk_recurrence_stopped', 'activity.bulk_row_recurrence_stopped'])
      .execute();
    expect(activity.map((a) => a.action).sort()).toEqual([
      'activity.bulk_recurrence_stopped',
      'activity.bulk_row_recurrence_stopped',
    ]);
  });

  it('is refused without dispatch_bulkupload, and for a one-time upload', async () => {
    const viewer = await staffWith(
      app,
      'recur-viewer',
      [pluginAccessPermission('bulk'), PERMISSIONS.viewBulkUploads],
      '10.22.3.9',
    );
    const upload = await recurringUpload(app, adminToken, 'guarded', [
      row('Guarded', addDays(TODAY, 1), 'weekly'),
    ]);
    await dispatched(upload.id);
    const url = `${UPLOADS}/${upload.id}/stop-recurrence`;
    expect((await app.inject(authed(viewer, { method: 'POST', url }))).statusCode).toBe(403);
    const oneTime = await bulkClient(app, adminToken).upload(
      csvFile([HEADER.slice(0, 6), row('Once', '', '').slice(0, 6)]),
      'once.csv',
    );
    const onceId = (oneTime.body as BulkUpload).id;
    await dispatched(onceId);
    const refused = await app.inject(
      authed(adminToken, { method: 'POST', url: `${UPLOADS}/${onceId}/stop-recurrence` }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail ?? JSON.stringify(refused.json())).toMatch(/recurring/);
  });
});

describe('cancelling the unpaid earlier link', () => {
  it('cancels the row’s unpaid earlier link when the next goes out, only when the merchant chose it', async () => {
    const start = addDays(TODAY, -3);
    const on = await recurringUpload(app, adminToken, 'cancel earlier', [
      row('Unpaid', start, 'weekly'),
      row('Paid', start, 'weekly'),
    ]);
    const off = await recurringUpload(app, adminToken, 'keep earlier', [row('Kept', start, 'weekly')]);
    await dispatched(on.id, { cancel_unpaid_earlier: true });
    await dispatched(off.id);
    const [unpaid, paid] = await requests(on.id);
    await db
      .updateTable('transactions')
      .set({ state: 'paid' })
      .where('id', '=', paid?.id as string)
      .execute();

    await drainAll(scheduler(minuteAfter(at(addDays(start, 7), '09:00'))));
    const states = new Map((await requests(on.id)).map((r) => [r.id, r.state]));
    expect(states.get(unpaid?.id as string)).toBe('canceled');
    expect(states.get(paid?.id as string)).toBe('paid');
    expect([...states.values()].filter((state) => state === 'created')).toHaveLength(2);
    expect((await requests(off.id)).map((r) => r.state)).toEqual(['created', 'created']);
  });
});
