import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { BulkReminderWorker } from '../../../../server/modules/bulk/reminder-worker.ts';
import type { BulkUpload } from '../../../../src/domain/contracts/bulk.ts';
import { ADMIN, authed, createTestApp, login } from '../../helper.ts';
import { startMailSink } from '../../mail-sink.ts';
import { bulkClient, csvFile, DISPATCH_HEADER, UPLOADS } from './fixtures.ts';

const mail = await startMailSink();
const app = await createTestApp({ smtpUrl: mail.url, mailFrom: 'Gulf Pay <no-reply@pay.test>' });
const adminToken = (await login(app, ADMIN, '10.22.5.9')).access;
const admin = bulkClient(app, adminToken);
const db = queryable(app.db);
const DAY = 86_400_000;

const worker = (now: Date, batchSize: number) =>
  new BulkReminderWorker(app.db, {
    config: app.config,
    pollMs: 1000,
    log: app.log,
    now: () => now,
    batchSize,
  });

async function drainAll(reminders: BulkReminderWorker) {
  let total = 0;
  for (let n = await reminders.drainOnce(); n > 0; n = await reminders.drainOnce()) total += n;
  return total;
}

const activity = (action: string) =>
  db.selectFrom('activity_log').select(['actor', 'params']).where('action', '=', action).execute();

const NAMES = ['One', 'Two', 'Three', 'Four', 'Five'];
const address = (name: string) => `round${name.toLowerCase()}@example.kw`;

describe('a round of reminders', () => {
  it('goes out in batches, resumes after a crash without sending twice, and is logged once with its counts', async () => {
    const upload = await admin.upload(
      csvFile([
        DISPATCH_HEADER,
        ...NAMES.map((name) => [
          '7',
          'KWD',
          name,
          address(name),
          name === 'Five' ? '+96550000005' : '',
          'yes',
          name === 'Five' ? 'yes' : 'no',
          'knet',
        ]),
      ]),
      'Rounds.csv',
    );
    const { id } = upload.body as BulkUpload;
    await app.inject(authed(adminToken, { method: 'POST', url: `${UPLOADS}/${id}/dispatch` }));
    while ((await app.bulkDispatch.drainOnce()) > 0);
    const set = await app.inject(
      authed(adminToken, {
        method: 'PUT',
        url: `${UPLOADS}/${id}/reminders`,
        payload: { every_days: 2, times: 1 },
      }),
    );
    expect(set.statusCode).toBe(200);
    const made = await db.selectFrom('transactions').select('created_at').where('bulk_id', '=', id).execute();
    const due = new Date(Math.max(...made.map((t) => new Date(t.created_at).getTime())) + 2 * DAY + 60_000);
    const linkEntries = (await activity('payment_link.sent_email')).length;

    // The second batch dies as it queues its messages: the moment a kill would hit.
    await sql
      .raw(
        `create function fail_reminder_round() returns trigger language plpgsql as $$
         begin
           if (select count(*) from bulk_reminders) > 2 then raise exception 'the process died'; end if;
           return new;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        'create trigger fail_reminder_round before insert on outbox for each row execute function fail_reminder_round()',
      )
      .execute(db);
    const first = worker(due, 2);
    expect(await first.drainOnce()).toBe(2);
    await expect(first.drainOnce()).rejects.toThrow(/the process died/);
    expect(await db.selectFrom('bulk_reminders').select('number').execute()).toHaveLength(2);
    expect(await activity('activity.bulk_reminders_sent')).toEqual([]);
    await sql.raw('drop trigger fail_reminder_round on outbox').execute(db);

    // A restarted server carries the round on: the three left, then the round's end.
    expect(await drainAll(worker(due, 2))).toBe(3);
    expect(await drainAll(worker(new Date(due.getTime() + DAY), 2))).toBe(0);

    mail.received.length = 0;
    while ((await app.outbox.drainOnce()) > 0);
    const received = mail.received.flatMap((sent) => sent.to);
    // Each customer: the dispatch's link and one reminder, at the real SMTP server.
    for (const name of NAMES) expect(received.filter((to) => to === address(name))).toHaveLength(2);
    expect(received).toHaveLength(10);

    expect(await activity('activity.bulk_reminders_sent')).toEqual([
      { actor: ADMIN.username, params: { file: 'Rounds.csv', links: '5', emails: '5', sms: '1' } },
    ]);
    expect(await activity('payment_link.sent_email')).toHaveLength(linkEntries);
    const rounds = await db
      .selectFrom('bulk_reminder_rounds')
      .selectAll()
      .where('upload_id', '=', id)
      .execute();
    expect(rounds).toMatchObject([
      { link_count: 5, email_count: 5, sms_count: 1, finished_at: expect.any(Date) },
    ]);
  });
});
