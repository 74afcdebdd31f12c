import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { leaseDue } from '../../db/lease-due.ts';

export interface DueWebhook {
  id: number;
  transaction_id: string;
  url: string;
  body: string;
  attempts: number;
  secret: string | null;
}

/** Claims due deliveries for one worker (see leaseDue), with the secret to sign them. */
export function claimDueWebhooks(db: Db, batchSize: number, leaseMs: number): Promise<DueWebhook[]> {
  return db.transaction().execute(async (trx) => {
    const ids = await leaseDue(trx, 'webhook_events', batchSize, leaseMs);
    if (ids.length === 0) return [];
    return trx
      .selectFrom('webhook_events as e')
      .leftJoin('api_keys as k', 'k.id', 'e.api_key_id')
      .select(['e.id', 'e.transaction_id', 'e.url', 'e.body', 'e.attempts', 'k.webhook_secret as secret'])
      .where('e.id', 'in', ids)
      .orderBy('e.id')
      .execute();
  });
}

export interface AttemptOutcome {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** 'delivered', 'failed' for good, or the time of the next try. */
  next: 'delivered' | 'failed' | Date;
}

/** The log row and the event's new state are written together. */
export async function recordAttempt(db: Db, event: DueWebhook, outcome: AttemptOutcome): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const now = new Date();
    await trx
      .insertInto('webhook_deliveries')
      .values({
        event_id: event.id,
        transaction_id: event.transaction_id,
        attempt: event.attempts,
        url: event.url,
        status_code: outcome.statusCode,
        duration_ms: outcome.durationMs,
        error: outcome.error,
        created_at: now,
      })
      .execute();
    const update =
      outcome.next === 'delivered'
        ? { status: 'delivered' as const, delivered_at: now, last_error: null }
        : outcome.next === 'failed'
          ? { status: 'failed' as const, last_error: outcome.error }
          : { next_attempt_at: outcome.next, last_error: outcome.error };
    await trx.updateTable('webhook_events').set(update).where('id', '=', event.id).execute();
  });
}

export async function listDeliveries(
  db: Db,
  filter: { merchantId: number; plugin: string; transactionId?: string; limit: number; offset: number },
) {
  let query = db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('transactions as t', 't.id', 'd.transaction_id')
    .where('t.merchant_id', '=', filter.merchantId)
    .where('t.plugin', '=', filter.plugin);
  if (filter.transactionId) query = query.where('d.transaction_id', '=', filter.transactionId);
  const [rows, total] = await Promise.all([
    query
      .select([
        'd.id',
        'd.transaction_id',
        'd.attempt',
        'd.url',
        'd.status_code',
        'd.duration_ms',
        'd.error',
        'd.created_at',
      ])
      .orderBy('d.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { count: total.count, rows };
}
