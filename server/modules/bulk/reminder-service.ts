import { dueReminder, type ReminderPlan } from '../../../src/domain/bulk-reminders.ts';
import type { BulkReminders } from '../../../src/domain/contracts/bulk-logs.ts';
import { PERMISSIONS } from '../../../src/domain/permissions.ts';
import type { ServerConfig } from '../../config.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { recordActivity } from '../activity/service.ts';
import { sendPaymentLinks } from '../payment-link/service.ts';
import { channelsOf } from './dispatch-rows.ts';
import {
  addToRound,
  countDueLinks,
  deletePlan,
  dueLinks,
  dueUpload,
  findPlan,
  finishRound,
  lockOpenRound,
  openRound,
  openRounds,
  recordReminders,
  reminderCounts,
  savePlan,
} from './reminder-repository.ts';
import { uploadOf } from './review.ts';

/** The staff member setting the reminders. */
export interface ReminderSetter {
  merchant_id: number;
  username: string;
}

export async function reminders(
  db: DbHandle,
  merchantId: number,
  uploadId: string,
  now = new Date(),
): Promise<BulkReminders> {
  const upload = await uploadOf(db, merchantId, uploadId);
  const [plan, counts] = await Promise.all([findPlan(db, upload.id), reminderCounts(db, upload.id, now)]);
  return {
    plan: plan
      ? {
          every_days: plan.every_days,
          times: plan.times,
          set_by: plan.set_by,
          updated_at: new Date(plan.updated_at).toISOString(),
        }
      : null,
    sent: counts.sent,
    pending_links: counts.pending_links,
    next_at: counts.next_at ? new Date(counts.next_at).toISOString() : null,
  };
}

/** Sets (or changes) the upload's reminders, audited; links already reminded keep their count. */
export async function setReminders(
  db: DbHandle,
  user: ReminderSetter,
  uploadId: string,
  plan: ReminderPlan,
): Promise<BulkReminders> {
  await inTransaction(db, async (trx) => {
    const upload = await uploadOf(trx, user.merchant_id, uploadId, true);
    await savePlan(trx, upload.id, plan, user.username);
    await recordActivity(trx, {
      merchantId: user.merchant_id,
      actor: user.username,
      action: 'activity.bulk_reminders_set',
      plugin: 'bulk',
      params: { file: upload.file_name, every_days: String(plan.every_days), times: String(plan.times) },
    });
  });
  return reminders(db, user.merchant_id, uploadId);
}

/** Stops the upload's reminders, audited when there were any. */
export async function stopReminders(
  db: DbHandle,
  user: ReminderSetter,
  uploadId: string,
): Promise<BulkReminders> {
  await inTransaction(db, async (trx) => {
    const upload = await uploadOf(trx, user.merchant_id, uploadId, true);
    if (!(await deletePlan(trx, upload.id))) return;
    await recordActivity(trx, {
      merchantId: user.merchant_id,
      actor: user.username,
      action: 'activity.bulk_reminders_stopped',
      plugin: 'bulk',
      params: { file: upload.file_name },
    });
  });
  return reminders(db, user.merchant_id, uploadId);
}

/**
 * Sends a batch of reminders due at `now`, up to `limit` links of one upload, in ONE database
 * transaction: the reminders' records, their messages (one outbox INSERT, sendPaymentLinks as
 * the dispatch sends) and the round's counts commit together or not at all, and a record's key
 * (link, number) means a reminder another worker or an earlier run sent is never sent again,
 * so a round resumed after a crash carries on without sending twice. No activity entry a
 * link: the round has one when it ends (finishDoneRounds).
 * Returns how many links it reminded and how many messages it queued.
 */
export async function sendDueReminders(
  db: DbHandle,
  config: Pick<ServerConfig, 'publicUrl'>,
  now: Date,
  limit: number,
): Promise<{ links: number; queued: number }> {
  return inTransaction(db, async (trx) => {
    const upload = await dueUpload(trx, now);
    if (!upload) return { links: 0, queued: 0 };
    const roundId = await openRound(trx, { uploadId: upload.upload_id, setBy: upload.set_by, now });
    const due = await dueLinks(trx, upload.upload_id, now, limit);
    const first = due[0];
    if (!first) return { links: 0, queued: 0 };
    const recorded = await recordReminders(
      trx,
      roundId,
      due.map((link) => ({
        transactionId: link.transaction_id,
        number: dueReminder(link, new Date(link.created_at), now),
      })),
      now,
    );
    const reminded = due.filter((link) => recorded.has(link.transaction_id));
    const links = reminded.flatMap((link) =>
      channelsOf(link.fields).map((channel) => ({ transactionId: link.transaction_id, channel })),
    );
    // Sent in the name of whoever set the plan; the transactions are the merchant's.
    const sender = {
      id: 0,
      merchant_id: first.merchant_id,
      username: first.set_by,
      is_superuser: false,
      permissions: [PERMISSIONS.viewAllTransactions],
    };
    await sendPaymentLinks(trx, config, { plugin: 'bulk', user: sender, links });
    const emails = links.filter((link) => link.channel === 'email').length;
    await addToRound(trx, roundId, { links: reminded.length, emails, sms: links.length - emails });
    return { links: reminded.length, queued: links.length };
  });
}

/**
 * Ends the open rounds with no due link left (a link another worker holds still counts as
 * due, so the round waits for its batch), each once, writing its one activity entry with its
 * counts; a round that reminded nothing ends unlogged. Also ends a round a crashed worker
 * left open after its last batch.
 */
export async function finishDoneRounds(db: DbHandle, now: Date): Promise<void> {
  for (const round of await openRounds(db)) {
    await inTransaction(db, async (trx) => {
      const open = await lockOpenRound(trx, round.upload_id);
      if (open?.id !== round.id) return;
      if ((await countDueLinks(trx, round.upload_id, now)) > 0) return;
      await finishRound(trx, round.id, now);
      if (open.link_count === 0) return;
      await recordActivity(trx, {
        merchantId: round.merchant_id,
        actor: round.set_by,
        action: 'activity.bulk_reminders_sent',
        plugin: 'bulk',
        params: {
          file: round.file_name,
          links: String(open.link_count),
          emails: String(open.email_count),
          sms: String(open.sms_count),
        },
      });
    });
  }
}
