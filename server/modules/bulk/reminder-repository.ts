import { sql } from 'kysely';
import type { ReminderPlan } from '../../../src/domain/bulk-reminders.ts';
import type { BulkRowFields } from '../../../src/domain/bulk-rows.ts';
import { PAYABLE_STATES } from '../../../src/domain/transaction-states.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';

export function findPlan(handle: DbHandle, uploadId: string) {
  return queryable(handle)
    .selectFrom('bulk_reminder_plans')
    .selectAll()
    .where('upload_id', '=', uploadId)
    .executeTakeFirst();
}

export async function savePlan(
  trx: DbHandle,
  uploadId: string,
  plan: ReminderPlan,
  setBy: string,
): Promise<void> {
  const values = {
    every_days: plan.every_days,
    times: plan.times,
    set_by: setBy,
    updated_at: sql<Date>`now()`,
  };
  await queryable(trx)
    .insertInto('bulk_reminder_plans')
    .values({ upload_id: uploadId, ...values })
    .onConflict((oc) => oc.column('upload_id').doUpdateSet(values))
    .execute();
}

export async function deletePlan(trx: DbHandle, uploadId: string): Promise<boolean> {
  const result = await queryable(trx)
    .deleteFrom('bulk_reminder_plans')
    .where('upload_id', '=', uploadId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

const payable = sql.join(PAYABLE_STATES.map((state) => sql`${state}`));

/**
 * The links of uploads with a plan whose customer still owes and whose next reminder is due at
 * `now`, that is: still payable, not past expiry, fewer reminders sent than due. Each link's
 * transaction is locked until the caller commits and links another worker holds are skipped,
 * so two workers never remind the same link at once.
 */
export async function dueLinks(trx: DbHandle, now: Date, limit: number) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const sent = sql`COALESCE((SELECT max(br.number) FROM bulk_reminders br WHERE br.transaction_id = t.id), 0)`;
  const result = await sql<{
    transaction_id: string;
    created_at: Date;
    merchant_id: number;
    every_days: number;
    times: number;
    set_by: string;
    fields: BulkRowFields;
  }>`SELECT t.id AS transaction_id, t.created_at, u.merchant_id, p.every_days, p.times, p.set_by, r.fields
    FROM bulk_reminder_plans p
    JOIN bulk_uploads u ON u.id = p.upload_id
    JOIN bulk_dispatches d ON d.upload_id = p.upload_id
    JOIN bulk_dispatch_items i ON i.dispatch_id = d.id
    JOIN bulk_upload_rows r ON r.id = i.row_id
    JOIN transactions t ON t.id = i.transaction_id
    WHERE t.deleted_at IS NULL AND t.state IN (${payable})
      AND (t.expiration_time IS NULL OR t.expiration_time > ${at})
      AND t.created_at + make_interval(days => p.every_days) <= ${at}
      AND ${sent} < LEAST(p.times, floor(extract(epoch FROM ${at} - t.created_at) / (p.every_days * 86400))::int)
    ORDER BY t.created_at, t.id
    LIMIT ${limit}
    FOR UPDATE OF t SKIP LOCKED`.execute(queryable(trx));
  return result.rows;
}

/** Records reminder `number` of the link; false when it was already sent (by any worker, ever). */
export async function recordReminder(
  trx: DbHandle,
  transactionId: string,
  number: number,
  now: Date,
): Promise<boolean> {
  const row = await queryable(trx)
    .insertInto('bulk_reminders')
    .values({ transaction_id: transactionId, number, sent_at: now })
    .onConflict((oc) => oc.columns(['transaction_id', 'number']).doNothing())
    .returning('number')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * What the upload's reminders have done and will do: reminders sent, unpaid links still to be
 * reminded (payable, and their next reminder falls before their expiry), and when the next is due.
 */
export async function reminderCounts(handle: DbHandle, uploadId: string, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const remindable = sql`p.upload_id IS NOT NULL AND l.last < p.times AND l.state IN (${payable})
    AND (l.expiration_time IS NULL OR l.expiration_time > GREATEST(${at}, l.next_at))`;
  const result = await sql<{ sent: number; pending_links: number; next_at: Date | null }>`
    WITH links AS (
      SELECT t.state, t.expiration_time, rem.sent, rem.last,
        t.created_at + make_interval(days => COALESCE(p.every_days, 0) * (rem.last + 1)) AS next_at
      FROM bulk_dispatches d
      JOIN bulk_dispatch_items i ON i.dispatch_id = d.id
      JOIN transactions t ON t.id = i.transaction_id
      LEFT JOIN bulk_reminder_plans p ON p.upload_id = d.upload_id
      CROSS JOIN LATERAL (SELECT count(*)::int AS sent, COALESCE(max(br.number), 0) AS last
        FROM bulk_reminders br WHERE br.transaction_id = t.id) rem
      WHERE d.upload_id = ${uploadId} AND t.deleted_at IS NULL
    )
    SELECT COALESCE(sum(l.sent), 0)::int AS sent,
      (count(*) FILTER (WHERE ${remindable}))::int AS pending_links,
      min(l.next_at) FILTER (WHERE ${remindable}) AS next_at
    FROM links l
    LEFT JOIN bulk_reminder_plans p ON p.upload_id = ${uploadId}`.execute(queryable(handle));
  return result.rows[0] ?? { sent: 0, pending_links: 0, next_at: null };
}
