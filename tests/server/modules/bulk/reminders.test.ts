import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { BulkReminderWorker } from '../../../../server/modules/bulk/reminder-worker.ts';
import type { BulkUpload } from '../../../../src/domain/contracts/bulk.ts';
import type { BulkDispatchLogPage } from '../../../../src/domain/contracts/bulk-dispatch.ts';
import type { BulkReminders, BulkTransactionLogPage } from '../../../../src/domain/contracts/bulk-logs.ts';
import { ADMIN, authed, createTestInstances, login } from '../../helper.ts';
import { startMailSink } from '../../mail-sink.ts';
import { bulkClient, csvFile, DISPATCH_HEADER, UPLOADS } from './fixtures.ts';

const mail = await startMailSink();

// Two server processes on one database (one app on PGlite): reminders race between them.
const [app, other] = await createTestInstances({
  smtpUrl: mail.url,
  mailFrom: 'Gulf Pay <no-reply@pay.test>',
});
const adminToken = (await login(app, ADMIN, '10.22.5.1')).access;
const admin = bulkClient(app, adminToken);
const db = queryable(app.db);
const DAY = 86_400_000;

const workerAt = (instance: typeof app, at: () => Date) =>
  new BulkReminderWorker(instance.db, { config: instance.config, pollMs: 1000, log: instance.log, now: at });

async function drainAll(worker: BulkReminderWorker) {
  let total = 0;
  for (let n = await worker.drainOnce(); n > 0; n = await worker.drainOnce()) total += n;
  return total;
}

const plan = (id: string, body: object, lang = 'en') =>
  app.inject(
    authed(adminToken, {
      method: 'PUT',
      url: `${UPLOADS}/${id}/reminders`,
      payload: body,
      headers: { 'accept-language': lang },
    }),
  );

async function summary(id: string) {
  const res = await admin.send('GET', `${UPLOADS}/${id}/reminders`);
  expect(res.statusCode).toBe(200);
  return res.json<BulkReminders>();
}

/** Reminder messages queued for an address (the dispatch's own is the first one). */
async function messagesTo(address: string) {
  const rows = await db.selectFrom('outbox').select('id').where('recipient', '=', address).execute();
  return rows.length;
}

describe('reminders to unpaid customers', () => {
  it('sends each due reminder once across two workers and a restart, and skips paid and expired links', async () => {
    const upload = await admin.upload(
      csvFile([
        DISPATCH_HEADER,
        ['10', 'KWD', 'Unpaid Umm', 'umm@example.kw', '', 'yes', 'no', 'knet'],
        ['10', 'KWD', 'Paid Pat', 'pat@example.kw', '', 'yes', 'no', 'knet'],
        ['10', 'KWD', 'Expiring Eid', 'eid@example.kw', '', 'yes', 'no', 'knet'],
      ]),
      'Dues.csv',
    );
    const { id } = upload.body as BulkUpload;
    await app.inject(authed(adminToken, { method: 'POST', url: `${UPLOADS}/${id}/dispatch` }));
    while ((await app.bulkDispatch.drainOnce()) > 0);
    const transactions = await db
      .selectFrom('transactions')
      .select(['id', 'customer_name', 'created_at'])
      .where('bulk_id', '=', id)
      .execute();
    const idOf = (name: string) => String(transactions.find((t) => t.customer_name === name)?.id);
    const madeAt = new Date(Math.max(...transactions.map((t) => new Date(t.created_at).getTime())));
    const day = (n: number) => () => new Date(madeAt.getTime() + n * DAY + 60_000);

    expect((await plan(id, { every_days: 0, times: 2 }, 'ar')).statusCode).toBe(400);
    const set = await plan(id, { every_days: 3, times: 2 });
    expect(set.statusCode).toBe(200);
    expect(set.json<BulkReminders>()).toMatchObject({
      plan: { every_days: 3, times: 2, set_by: ADMIN.username },
      sent: 0,
      pending_links: 3,
    });
    const audit = await db
      .selectFrom('activity_log')
      .select(['actor', 'params'])
      .where('action', '=', 'activity.bulk_reminders_set')
      .execute();
    expect(audit).toEqual([
      { actor: ADMIN.username, params: { file: 'Dues.csv', every_days: '3', times: '2' } },
    ]);

    await db.updateTable('transactions').set({ state: 'paid' }).where('id', '=', idOf('Paid Pat')).execute();
    await db
      .updateTable('transactions')
      .set({ expiration_time: new Date(madeAt.getTime() + 5 * DAY) })
      .where('id', '=', idOf('Expiring Eid'))
      .execute();

    // Nothing is due on day 1.
    expect(await drainAll(workerAt(app, day(1)))).toBe(0);

    // Day 3: two workers of two instances at once remind each unpaid link exactly once.
    const counts = await Promise.all([drainAll(workerAt(app, day(3))), drainAll(workerAt(other, day(3)))]);
    expect(counts[0] + counts[1]).toBe(2);
    // A restarted worker at the same moment finds nothing left to send.
    expect(await drainAll(workerAt(other, day(3)))).toBe(0);
    expect(await messagesTo('umm@example.kw')).toBe(2);
    expect(await messagesTo('eid@example.kw')).toBe(2);
    expect(await messagesTo('pat@example.kw')).toBe(1);
    // Still to remind: the unpaid link; the expiring one's next reminder would come after its expiry.
    const mid = await summary(id);
    expect(mid).toMatchObject({ sent: 2, pending_links: 1 });
    expect(mid.next_at).toBe(
      new Date(
        new Date(transactions.find((t) => t.customer_name === 'Unpaid Umm')?.created_at ?? 0).getTime() +
          6 * DAY,
      ).toISOString(),
    );

    // Day 7: the second reminder for the unpaid link; the expired one is left alone.
    expect(await drainAll(workerAt(app, day(7)))).toBe(1);
    expect(await messagesTo('umm@example.kw')).toBe(3);
    expect(await messagesTo('eid@example.kw')).toBe(2);
    // Day 30: at most two reminders, and a worker down for weeks sends no burst.
    expect(await drainAll(workerAt(other, day(30)))).toBe(0);

    mail.received.length = 0;
    while ((await app.outbox.drainOnce()) > 0);
    expect(mail.received.flatMap((sent) => sent.to).filter((to) => to === 'umm@example.kw')).toHaveLength(3);

    const logs = (await admin.send('GET', `${UPLOADS}/${id}/dispatch-logs`)).json<BulkDispatchLogPage>();
    const page = (
      await admin.send('GET', `${UPLOADS}/${id}/dispatch-logs/${logs.results[0]?.id}/transaction-logs`)
    ).json<BulkTransactionLogPage>();
    const umm = page.results.find((r) => r.customer_name === 'Unpaid Umm');
    expect(umm).toMatchObject({ reminders: 2, email_status: { status: 'sent', messages: 3 } });
    expect(umm?.last_reminder_at).toBe(day(7)().toISOString());
    expect(page.results.find((r) => r.customer_name === 'Paid Pat')?.reminders).toBe(0);
    expect(await summary(id)).toMatchObject({ sent: 3, pending_links: 0, next_at: null });
  });

  it('stops when asked, audited, and a worker then sends nothing', async () => {
    const upload = await admin.upload(
      csvFile([DISPATCH_HEADER, ['10', 'KWD', 'Stop Sam', 'sam@example.kw', '', 'yes', 'no', 'knet']]),
      'Stop.csv',
    );
    const { id } = upload.body as BulkUpload;
    await app.inject(authed(adminToken, { method: 'POST', url: `${UPLOADS}/${id}/dispatch` }));
    while ((await app.bulkDispatch.drainOnce()) > 0);
    expect((await plan(id, { every_days: 1, times: 3 })).statusCode).toBe(200);
    const stopped = await app.inject(
      authed(adminToken, { method: 'DELETE', url: `${UPLOADS}/${id}/reminders` }),
    );
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json<BulkReminders>()).toMatchObject({ plan: null, pending_links: 0, next_at: null });
    expect(await drainAll(workerAt(app, () => new Date(Date.now() + 10 * DAY)))).toBe(0);
    expect(await messagesTo('sam@example.kw')).toBe(1);
    const audit = await db
      .selectFrom('activity_log')
      .select('params')
      .where('action', '=', 'activity.bulk_reminders_stopped')
      .execute();
    expect(audit).toEqual([{ params: { file: 'Stop.csv' } }]);
  });
});
