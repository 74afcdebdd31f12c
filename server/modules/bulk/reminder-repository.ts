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
 * `now`, that is: still payable, not past expiry, fewer reminders sent than due.
 */
const dueFrom = (now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  const sent = sql`COALESCE((SELECT max(br.number) FROM bulk_reminders br WHERE br.transaction_id = t.id), 0)`;
  return sql`FROM bulk_reminder_plans p
    JOIN bulk_uploads u ON u.id = p.upload_id
    JOIN bulk_dispatches d ON d.upload_id = p.upload_id
    JOIN bulk_dispatch_items i ON i.dispatch_id = d.id
    JOIN bulk_upload_rows r ON r.id = i.row_id
    JOIN transactions t ON t.id = i.transaction_id
    WHERE t.deleted_at IS NULL AND t.state IN (${payable})
      AND (t.expiration_time IS NULL OR t.expiration_time > ${at})
      AND t.created_at + make_interval(days => p.every_days) <= ${at}
      AND ${sent} < LEAST(p.times, floor(extract(epoch FROM ${at} - t.created_at) / (p.every_days * 86400))::int)`;
};

/**
 * The upload of the oldest due link nobody holds (links another worker has locked are
 * skipped), or undefined when none is due: a round is one upload's.
 */
export async function dueUpload(
  trx: DbHandle,
  now: Date,
): Promise<{ upload_id: string; set_by: string } | undefined> {
  const result = await sql<{
    upload_id: string;
    set_by: string;
  }>`SELECT u.id AS upload_id, p.set_by ${dueFrom(now)}
    ORDER BY t.created_at, t.id LIMIT 1 FOR UPDATE OF t SKIP LOCKED`.execute(queryable(trx));
  return result.rows[0];
}

/**
 * Up to `limit` of the upload's due links, each transaction locked until the caller commits;
 * links another worker holds are skipped, so two workers never remind the same link at once.
 */
export async function dueLinks(trx: DbHandle, uploadId: string, now: Date, limit: number) {
  const result = await sql<{
    transaction_id: string;
    created_at: Date;
    merchant_id: number;
    file_name: string;
    every_days: number;
    times: number;
    set_by: string;
    fields: BulkRowFields;
  }>`SELECT t.id AS transaction_id, t.created_at, u.merchant_id, u.file_name, p.every_days, p.times,
      p.set_by, r.fields
    ${dueFrom(now)} AND u.id = ${uploadId}
    ORDER BY t.created_at, t.id
    LIMIT ${limit}
    FOR UPDATE OF t SKIP LOCKED`.execute(queryable(trx));
  return result.rows;
}

/** The upload's due links, held by a worker or not: its round is over when none is left. */
export async function countDueLinks(handle: DbHandle, uploadId: string, now: Date): Promise<number> {
  const result = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n ${dueFrom(now)} AND u.id = ${uploadId}`.execute(queryable(handle));
  return result.rows[0]?.n ?? 0;
}

/** The upload's open round, locked until the caller commits; undefined when it has none. */
export function lockOpenRound(trx: DbHandle, uploadId: string) {
  return queryable(trx)
    .selectFrom('bulk_reminder_rounds')
    .select(['id', 'link_count', 'email_count', 'sms_count'])
    .where('upload_id', '=', uploadId)
    .where('finished_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The upload's open round, opened at `now` when it has none (one open round an upload, by its
 * unique index, whichever worker gets there first), and locked until the caller commits: an
 * upload's batches and the round's end take turns, so a round never ends under a batch.
 */
export async function openRound(
  trx: DbHandle,
  round: { uploadId: string; setBy: string; now: Date },
): Promise<string> {
  const { uploadId, setBy, now } = round;
  // A round another worker ends between the INSERT and the lock is gone: open the next.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await sql`INSERT INTO bulk_reminder_rounds (upload_id, set_by, started_at) VALUES (${uploadId}, ${setBy}, ${now})
      ON CONFLICT (upload_id) WHERE finished_at IS NULL DO NOTHING`.execute(queryable(trx));
    const round = await lockOpenRound(trx, uploadId);
    if (round) return round.id;
  }
  throw new Error(`no reminder round could be opened for upload ${uploadId}`);
}

/**
 * Records the reminders in one INSERT; returns the links whose reminder was not yet sent (by
 * any worker, ever: the key is the link and the reminder's number).
 */
export async function recordReminders(
  trx: DbHandle,
  roundId: string,
  reminders: readonly { transactionId: string; number: number }[],
  now: Date,
): Promise<Set<string>> {
  if (reminders.length === 0) return new Set();
  const rows = await queryable(trx)
    .insertInto('bulk_reminders')
    .values(
      reminders.map((reminder) => ({
        transaction_id: reminder.transactionId,
        number: reminder.number,
        sent_at: now,
        round_id: roundId,
      })),
    )
    .onConflict((oc) => oc.columns(['transaction_id', 'number']).doNothing())
    .returning('transaction_id')
    .execute();
  return new Set(rows.map((row) => row.transaction_id));
}

export async function addToRound(
  trx: DbHandle,
  roundId: string,
  counts: { links: number; emails: number; sms: number },
): Promise<void> {
  await queryable(trx)
    .updateTable('bulk_reminder_rounds')
    .set((eb) => ({
      link_count: eb('link_count', '+', counts.links),
      email_count: eb('email_count', '+', counts.emails),
      sms_count: eb('sms_count', '+', counts.sms),
    }))
    .where('id', '=', roundId)
    .execute();
}

/** Rounds still open, with their uploads' merchant and file for the activity entry. */
export function openRounds(handle: DbHandle) {
  return queryable(handle)
    .selectFrom('bulk_reminder_rounds as r')
    .innerJoin('bulk_uploads as u', 'u.id', 'r.upload_id')
    .select(['r.id', 'r.upload_id', 'r.set_by', 'u.merchant_id', 'u.file_name'])
    .where('r.finished_at', 'is', null)
    .orderBy('r.id')
    .execute();
}

export async function finishRound(trx: DbHandle, roundId: string, now: Date): Promise<void> {
  await queryable(trx)
    .updateTable('bulk_reminder_rounds')
    .set({ finished_at: now })
    .where('id', '=', roundId)
    .execute();
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
