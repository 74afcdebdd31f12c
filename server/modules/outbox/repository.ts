import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OutboxChannel, OutboxRow } from '../../db/types.ts';
import { leaseDue } from '../../lib/lease-due.ts';

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

/** Claims due messages for one worker (see leaseDue) and returns them. */
export function claimDue(db: Db, batchSize: number, leaseMs: number): Promise<OutboxRow[]> {
  return db.transaction().execute(async (trx) => {
    const ids = await leaseDue(trx, 'outbox', batchSize, leaseMs);
    if (ids.length === 0) return [];
    return trx.selectFrom('outbox').selectAll().where('id', 'in', ids).orderBy('id').execute();
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
