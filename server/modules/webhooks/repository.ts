import { sql } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';
import { leaseDue } from '../../db/lease-due.ts';

/** What a state change's webhook says, and where and for whom it goes. */
export function findWebhookSubject(trx: DbHandle, transactionId: string) {
  return queryable(trx)
    .selectFrom('transactions')
    .select([
      'id',
      'merchant_id',
      'plugin',
      'state',
      'amount_minor',
      'currency',
      'external_reference',
      'webhook_url',
      'api_key_id',
      'state_changed_at',
    ])
    .where('id', '=', transactionId)
    .executeTakeFirst();
}

/** A delivery to make, due at once. */
export async function insertWebhookEvent(
  trx: DbHandle,
  event: { merchantId: number; transactionId: string; apiKeyId: number | null; url: string; body: string },
): Promise<void> {
  const now = new Date();
  await queryable(trx)
    .insertInto('webhook_events')
    .values({
      merchant_id: event.merchantId,
      transaction_id: event.transactionId,
      api_key_id: event.apiKeyId,
      url: event.url,
      body: event.body,
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
}

export interface DueWebhook {
  id: number;
  transaction_id: string;
  url: string;
  body: string;
  attempts: number;
  /** The key whose webhook secrets sign it (app.apiKeys.signingSecrets). */
  api_key_id: number | null;
}

/** Claims due deliveries for one worker (see leaseDue). */
export function claimDueWebhooks(db: DbHandle, batchSize: number, leaseMs: number): Promise<DueWebhook[]> {
  return queryable(db)
    .transaction()
    .execute(async (trx) => {
      const ids = await leaseDue(trx, 'webhook_events', batchSize, leaseMs);
      if (ids.length === 0) return [];
      return trx
        .selectFrom('webhook_events')
        .select(['id', 'transaction_id', 'url', 'body', 'attempts', 'api_key_id'])
        .where('id', 'in', ids)
        .orderBy('id')
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
export async function recordAttempt(db: DbHandle, event: DueWebhook, outcome: AttemptOutcome): Promise<void> {
  await queryable(db)
    .transaction()
    .execute(async (trx) => {
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

/** Deliveries of the merchant's transactions of a plugin (only `createdBy`'s when set), newest first. */
export async function listDeliveries(
  db: DbHandle,
  filter: {
    merchantId: number;
    plugin: string;
    createdBy: number | null;
    transactionId?: string;
    limit: number;
    offset: number;
  },
) {
  let query = queryable(db)
    .selectFrom('webhook_deliveries as d')
    .innerJoin('transactions as t', 't.id', 'd.transaction_id')
    .where('t.merchant_id', '=', filter.merchantId)
    .where('t.plugin', '=', filter.plugin);
  if (filter.createdBy !== null) query = query.where('t.created_by', '=', filter.createdBy);
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
