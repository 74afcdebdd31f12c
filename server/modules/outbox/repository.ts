import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OutboxChannel, OutboxRow } from '../../db/types.ts';

export interface OutboxInput {
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
}

/** Write the message in the caller's transaction: it exists if and only if the change commits. */
export async function enqueue(trx: Db, message: OutboxInput): Promise<void> {
  const now = new Date();
  await trx
    .insertInto('outbox')
    .values({ ...message, status: 'pending', next_attempt_at: now, created_at: now })
    .execute();
}

/**
 * Claim due messages for one worker. SKIP LOCKED lets several instances drain the table
 * together; pushing next_attempt_at forward is a lease, so a worker that dies mid-send
 * leaves the message to be picked up again once the lease ends (nothing is lost).
 */
export function claimDue(db: Db, batchSize: number, leaseMs: number): Promise<OutboxRow[]> {
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const due = await trx
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .orderBy('id')
      .limit(batchSize)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(now.getTime() + leaseMs), attempts: sql`attempts + 1` })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returningAll()
      .execute();
  });
}

export async function markDone(db: Db, id: number, status: 'sent' | 'kept'): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status, sent_at: status === 'sent' ? new Date() : null, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markAttemptFailed(
  db: Db,
  id: number,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set(retryAt ? { last_error: error, next_attempt_at: retryAt } : { last_error: error, status: 'failed' })
    .where('id', '=', id)
    .execute();
}

export async function listOutbox(
  db: Db,
  filter: { recipient?: string; limit: number; offset: number },
): Promise<{ count: number; rows: OutboxRow[] }> {
  let query = db.selectFrom('outbox');
  if (filter.recipient) query = query.where('recipient', '=', filter.recipient);
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    query.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { count: total.count, rows };
}
