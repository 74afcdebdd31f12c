import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { BulkRecurrenceWorker } from '../../../../server/modules/bulk/recurrence-worker.ts';
import { addDays, kuwaitInstant, kuwaitToday } from '../../../../src/domain/business-time.ts';
import type { BulkErrorPage, BulkUpload } from '../../../../src/domain/contracts/bulk.ts';
import { ADMIN, authed, createTestApp, login } from '../../helper.ts';
import { bulkClient, csvFile, UPLOADS } from './fixtures.ts';

const app = await createTestApp();
const adminToken = (await login(app, ADMIN, '10.22.3.9')).access;
const admin = bulkClient(app, adminToken);
const db = queryable(app.db);

const HEADER = [
  'amount',
  'currency_code',
  'customer_name',
  'gateways',
  'expiry',
  'start_date',
  'end_date',
  'frequency',
];
const TODAY = kuwaitToday();
const DAY = 86_400_000;

const scheduler = (now: Date) =>
  new BulkRecurrenceWorker(app.db, { config: app.config, pollMs: 1000, log: app.log, now: () => now });

async function drainAll(worker: BulkRecurrenceWorker) {
  while ((await worker.drainOnce()) > 0);
}

/** The upload's links by customer, oldest first: when each expires. */
async function expiries(uploadId: string, name: string) {
  const rows = await db
    .selectFrom('transactions')
    .select(['expiration_time'])
    .where('bulk_id', '=', uploadId)
    .where('customer_name', '=', name)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => (row.expiration_time ? new Date(row.expiration_time).toISOString() : null));
}

describe('a recurring row’s expiry', () => {
  it('gives each occurrence’s link the first one’s window, counted from its own instant', async () => {
    const start = addDays(TODAY, -10);
    // The first link is payable 15 days and 9 hours after it goes out at 09:00.
    const expiry = `${addDays(start, 15)} 18:00`;
    const upload = await admin.upload(
      csvFile([
        HEADER,
        ['5', 'KWD', 'Window', 'knet', expiry, start, addDays(TODAY, 3000), 'weekly'],
        ['5', 'KWD', 'Open', 'knet', '', start, addDays(TODAY, 3000), 'weekly'],
      ]),
      'window.csv',
      { kind: 'recurring' },
    );
    expect(upload.status).toBe(201);
    const { id, valid } = upload.body as BulkUpload;
    expect(valid).toBe(2);
    const sent = await app.inject(authed(adminToken, { method: 'POST', url: `${UPLOADS}/${id}/dispatch` }));
    expect(sent.statusCode).toBe(202);
    while ((await app.bulkDispatch.drainOnce()) > 0);

    const window = 15 * DAY + 9 * 3_600_000;
    // The dispatch makes the latest started occurrence (a week after the start, 09:00).
    const made = kuwaitInstant(addDays(start, 7), '09:00');
    expect(await expiries(id, 'Window')).toEqual([new Date(made.getTime() + window).toISOString()]);

    // The next week's link is payable as long after it goes out, not born expired.
    const next = kuwaitInstant(addDays(start, 14), '09:00');
    await drainAll(scheduler(new Date(next.getTime() + 60_000)));
    expect(await expiries(id, 'Window')).toEqual([
      new Date(made.getTime() + window).toISOString(),
      new Date(next.getTime() + window).toISOString(),
    ]);
    expect(await expiries(id, 'Open')).toEqual([null, null]);
  });

  it('must come after the start date, said in the reader’s language', async () => {
    const start = addDays(TODAY, 5);
    const upload = await admin.upload(
      csvFile([
        HEADER,
        ['5', 'KWD', 'Same day', 'knet', start, start, addDays(TODAY, 300), 'monthly'],
        ['5', 'KWD', 'Next day', 'knet', addDays(start, 1), start, addDays(TODAY, 300), 'monthly'],
      ]),
      'early.csv',
      { kind: 'recurring', lang: 'ar' },
    );
    const { id, valid, invalid } = upload.body as BulkUpload;
    expect({ valid, invalid }).toEqual({ valid: 1, invalid: 1 });
    const errors = (await admin.send('GET', `${UPLOADS}/${id}/errors`, 'ar')).json<BulkErrorPage>();
    expect(errors.results).toEqual([
      {
        row: 2,
        row_id: expect.any(Number),
        column: 'expiry',
        message:
          'يجب أن يكون وقت الانتهاء بعد تاريخ البدء: فهو وقت انتهاء الطلب الأول، ويبقى رابط كل طلب لاحق صالحًا للدفع المدة نفسها بعد إرساله.',
        value: start,
      },
    ]);
  });
});
