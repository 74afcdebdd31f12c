import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Tables drained by an in-process worker: a pending row is due once next_attempt_at passes. */
export type DrainedTable = 'outbox' | 'webhook_events';

/**
 * Claims up to `batchSize` due rows for one worker, inside the caller's transaction, and
 * returns their ids. SKIP LOCKED lets several instances drain the table together; pushing
 * next_attempt_at forward is a lease, so a row whose worker died mid-send is picked up
 * again once the lease ends (nothing is lost).
 */
export async function leaseDue(
  trx: Db,
  table: DrainedTable,
  batchSize: number,
  leaseMs: number,
): Promise<number[]> {
  const now = new Date();
  const due = await trx
    .selectFrom(table)
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(batchSize)
    .forUpdate()
    .skipLocked()
    .execute();
  const ids = due.map((row) => row.id);
  if (ids.length === 0) return ids;
  await trx
    .updateTable(table)
    .set({ next_attempt_at: new Date(now.getTime() + leaseMs), attempts: sql`attempts + 1` })
    .where('id', 'in', ids)
    .execute();
  return ids;
}
