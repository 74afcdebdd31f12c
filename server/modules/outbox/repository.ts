import { sql } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';
import { leaseDue } from '../../db/lease-due.ts';
import type { OutboxChannel, OutboxRow, OutboxStatus } from '../../db/types.ts';

export type { OutboxRow };

export interface OutboxInput {
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  /** An email's HTML version of `body`; left out: the email is text only. */
  html?: string | null;
}

/** Write the message in the caller's transaction: it exists if and only if the change commits. */
export async function enqueue(trx: DbHandle, message: OutboxInput): Promise<void> {
  const now = new Date();
  await queryable(trx)
    .insertInto('outbox')
    .values({
      ...message,
      html: message.html ?? null,
      status: 'pending',
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
}

/** Claims due messages for one worker (see leaseDue) and returns them. */
export function claimDue(db: DbHandle, batchSize: number, leaseMs: number): Promise<OutboxRow[]> {
  return queryable(db)
    .transaction()
    .execute(async (trx) => {
      const ids = await leaseDue(trx, 'outbox', batchSize, leaseMs);
      if (ids.length === 0) return [];
      return trx.selectFrom('outbox').selectAll().where('id', 'in', ids).orderBy('id').execute();
    });
}

export async function markDone(db: DbHandle, id: number, status: 'sent' | 'kept'): Promise<void> {
  await queryable(db)
    .updateTable('outbox')
    .set({ status, sent_at: status === 'sent' ? new Date() : null, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markAttemptFailed(
  db: DbHandle,
  id: number,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await queryable(db)
    .updateTable('outbox')
    .set(retryAt ? { last_error: error, next_attempt_at: retryAt } : { last_error: error, status: 'failed' })
    .where('id', '=', id)
    .execute();
}

export interface OutboxFilter {
  channel?: OutboxChannel;
  status?: OutboxStatus;
  recipient?: string;
  q?: string;
}

/** Newest first, without bodies: a page of the superuser's Outbox list. */
export async function listOutbox(
  db: DbHandle,
  filter: OutboxFilter,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: Omit<OutboxRow, 'body' | 'html' | 'last_error' | 'next_attempt_at'>[] }> {
  let query = queryable(db).selectFrom('outbox');
  if (filter.channel) query = query.where('channel', '=', filter.channel);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.recipient) query = query.where('recipient', '=', filter.recipient);
  const q = filter.q?.trim();
  if (q) {
    // LIKE wildcards typed in the search box are meant literally.
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([eb('recipient', 'ilike', pattern), eb('subject', 'ilike', pattern)]));
  }
  const [rows, total] = await Promise.all([
    query
      .select(['id', 'channel', 'recipient', 'subject', 'status', 'attempts', 'created_at', 'sent_at'])
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { count: total.count, rows };
}

export function findOutboxMessage(db: DbHandle, id: number): Promise<OutboxRow | undefined> {
  return queryable(db).selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}
