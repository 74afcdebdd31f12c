import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { addDays, kuwaitToday } from '../../../../src/domain/business-time.ts';
import type { BulkUpload, BulkUploadDetail } from '../../../../src/domain/contracts/bulk.ts';
import type { BulkDispatchLogPage } from '../../../../src/domain/contracts/bulk-dispatch.ts';
import { ADMIN, authed, createTestApp, login } from '../../helper.ts';
import { bulkClient, csvFile, DISPATCH_HEADER, UPLOADS } from './fixtures.ts';

const app = await createTestApp();
const adminToken = (await login(app, ADMIN, '10.22.3.11')).access;
const admin = bulkClient(app, adminToken);
const db = queryable(app.db);

const HEADER = [...DISPATCH_HEADER, 'start_date', 'end_date', 'frequency'];
const TODAY = kuwaitToday();
const row = (name: string, start: string, sms = 'no') => [
  '3',
  'KWD',
  name,
  `${name.toLowerCase().replace(/\W/g, '')}@example.kw`,
  '+96550000001',
  'yes',
  sms,
  'knet',
  start,
  addDays(TODAY, 400),
  'monthly',
];

async function recurring(name: string, rows: string[][]) {
  const answer = await admin.upload(csvFile([HEADER, ...rows]), `${name}.csv`, { kind: 'recurring' });
  const upload = answer.body as BulkUpload;
  expect(upload.valid).toBe(rows.length);
  return upload.id;
}

const detail = async (id: string) =>
  (await admin.send('GET', `${UPLOADS}/${id}?limit=1`)).json<BulkUploadDetail>();
const dispatch = (id: string, payload: object) =>
  app.inject(authed(adminToken, { method: 'POST', url: `${UPLOADS}/${id}/dispatch`, payload }));

describe('the recurring Dispatch confirmation’s counts', () => {
  it('count only what goes out now, rows starting later apart, today’s by the time of day', async () => {
    const id = await recurring('Counts', [
      row('Started', addDays(TODAY, -10), 'yes'),
      row('Today', TODAY),
      row('Later', addDays(TODAY, 3), 'yes'),
      row('Much later', addDays(TODAY, 40)),
    ]);
    expect((await detail(id)).dispatch).toEqual({
      links: 1,
      emails: 1,
      sms: 1,
      scheduled: 2,
      today: { links: 1, emails: 1, sms: 0 },
    });

    // At 00:00 today's occurrence has passed: it goes out with the started row.
    expect((await dispatch(id, { occurrence_time: '00:00' })).statusCode).toBe(202);
    while ((await app.bulkDispatch.drainOnce()) > 0);
    const started = await db
      .selectFrom('activity_log')
      .select('params')
      .where('action', '=', 'activity.bulk_dispatch_started')
      .where(({ ref }) => ref('params', '->>').key('file'), '=', 'Counts.csv')
      .executeTakeFirstOrThrow();
    expect(started.params).toEqual({ file: 'Counts.csv', links: '2', emails: '2', sms: '1', scheduled: '2' });
    const logs = (await admin.send('GET', `${UPLOADS}/${id}/dispatch-logs`)).json<BulkDispatchLogPage>();
    expect(logs.results[0]).toMatchObject({ total: 4, created: 2, emails: 2, sms: 1, scheduled: 2 });
    expect((await detail(id)).dispatch).toEqual({
      links: 0,
      emails: 0,
      sms: 0,
      scheduled: 0,
      today: { links: 0, emails: 0, sms: 0 },
    });
  });

  it('offers Dispatch for an upload whose rows all start later: nothing goes out, all are scheduled', async () => {
    const id = await recurring('Later', [
      row('Next week', addDays(TODAY, 7)),
      row('Next month', addDays(TODAY, 31)),
    ]);
    expect((await detail(id)).dispatch).toMatchObject({ links: 0, emails: 0, sms: 0, scheduled: 2 });
    expect((await dispatch(id, {})).statusCode).toBe(202);
    while ((await app.bulkDispatch.drainOnce()) > 0);
    const logs = (await admin.send('GET', `${UPLOADS}/${id}/dispatch-logs`)).json<BulkDispatchLogPage>();
    expect(logs.results[0]).toMatchObject({ total: 2, created: 0, emails: 0, scheduled: 2 });
    expect(await db.selectFrom('transactions').select('id').where('bulk_id', '=', id).execute()).toEqual([]);
  });
});
