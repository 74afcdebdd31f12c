import { dueReminder, type ReminderPlan } from '../../../src/domain/bulk-reminders.ts';
import type { BulkReminders } from '../../../src/domain/contracts/bulk-logs.ts';
import { PERMISSIONS } from '../../../src/domain/permissions.ts';
import type { ServerConfig } from '../../config.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { recordActivity } from '../activity/service.ts';
import { sendPaymentLink } from '../payment-link/service.ts';
import { channelsOf } from './dispatch-service.ts';
import {
  deletePlan,
  dueLinks,
  findPlan,
  recordReminder,
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
 * Sends the reminders due at `now`, up to `limit` links, in ONE database transaction: each
 * reminder's record and its messages commit together or not at all, and the record's key
 * (link, number) means a reminder another worker or an earlier run sent is never sent again.
 * Returns how many links it reminded and how many messages it queued.
 */
export async function sendDueReminders(
  db: DbHandle,
  config: Pick<ServerConfig, 'publicUrl'>,
  now: Date,
  limit: number,
): Promise<{ links: number; queued: number }> {
  return inTransaction(db, async (trx) => {
    let links = 0;
    let queued = 0;
    for (const link of await dueLinks(trx, now, limit)) {
      const number = dueReminder(link, new Date(link.created_at), now);
      if (!(await recordReminder(trx, link.transaction_id, number, now))) continue;
      links += 1;
      // Sent in the name of whoever set the plan; the transactions are the merchant's.
      const sender = {
        id: 0,
        merchant_id: link.merchant_id,
        username: link.set_by,
        is_superuser: false,
        permissions: [PERMISSIONS.viewAllTransactions],
      };
      for (const channel of channelsOf(link.fields)) {
        await sendPaymentLink(trx, config, {
          transactionId: link.transaction_id,
          plugin: 'bulk',
          user: sender,
          channel,
        });
        queued += 1;
      }
    }
    return { links, queued };
  });
}
