import { sql } from 'kysely';
import { countedPage } from '../../db/counted-page.ts';
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

export interface NewWebhookEvent {
  merchantId: number;
  transactionId: string;
  publicId: string;
  eventType: string;
  /** Set for the transaction's own webhook_url: its API key's secret signs it. */
  apiKeyId: number | null;
  /** Set for an endpoint: its own secret signs it. */
  endpointId: number | null;
  url: string;
  body: string;
}

/** Deliveries to make, due at once. */
export async function insertWebhookEvents(trx: DbHandle, events: NewWebhookEvent[]): Promise<void> {
  if (events.length === 0) return;
  const now = new Date();
  await queryable(trx)
    .insertInto('webhook_events')
    .values(
      events.map((event) => ({
        merchant_id: event.merchantId,
        transaction_id: event.transactionId,
        public_id: event.publicId,
        event_type: event.eventType,
        target: event.endpointId === null ? ('transaction' as const) : ('endpoint' as const),
        api_key_id: event.apiKeyId,
        endpoint_id: event.endpointId,
        url: event.url,
        body: event.body,
        next_attempt_at: now,
        created_at: now,
      })),
    )
    .execute();
}

/** The merchant's enabled endpoints subscribed to `eventType` for `plugin`. */
export function findSubscribedEndpoints(
  trx: DbHandle,
  merchantId: number,
  plugin: string,
  eventType: string,
) {
  return queryable(trx)
    .selectFrom('webhook_endpoints')
    .select(['id', 'url'])
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .where(sql<boolean>`event_types @> ${JSON.stringify([eventType])}::jsonb`)
    .where((eb) =>
      eb.or([eb('plugins', 'is', null), sql<boolean>`plugins @> ${JSON.stringify([plugin])}::jsonb`]),
    )
    .orderBy('id')
    .execute();
}

export interface DueWebhook {
  id: number;
  transaction_id: string;
  public_id: string;
  event_type: string;
  target: 'transaction' | 'endpoint';
  url: string;
  body: string;
  attempts: number;
  /** `attempts` at the last resend: this round's retries are the attempts since. */
  resent_after_attempts: number;
  /** The key whose webhook secrets sign it (target transaction; app.apiKeys.signingSecrets). */
  api_key_id: number | null;
  /** The endpoint's sealed secrets and whether it still exists and is enabled (target endpoint). */
  endpoint_id: number | null;
  endpoint_enabled: boolean | null;
  endpoint_secret: string | null;
  endpoint_previous_secret: string | null;
  previous_secret_expires_at: Date | null;
}

/**
 * Claims due deliveries for one worker (see leaseDue), with the secrets to sign them. An
 * endpoint's event goes to the endpoint's address as it is now: fixing a wrong URL and
 * resending reaches the fixed one.
 */
export function claimDueWebhooks(db: DbHandle, batchSize: number, leaseMs: number): Promise<DueWebhook[]> {
  return queryable(db)
    .transaction()
    .execute(async (trx) => {
      const ids = await leaseDue(trx, 'webhook_events', batchSize, leaseMs);
      if (ids.length === 0) return [];
      return trx
        .selectFrom('webhook_events as e')
        .leftJoin('webhook_endpoints as w', 'w.id', 'e.endpoint_id')
        .select([
          'e.id',
          'e.transaction_id',
          'e.public_id',
          'e.event_type',
          'e.target',
          sql<string>`coalesce(w.url, e.url)`.as('url'),
          'e.body',
          'e.attempts',
          'e.resent_after_attempts',
          'e.api_key_id',
          'e.endpoint_id',
          'w.enabled as endpoint_enabled',
          'w.secret as endpoint_secret',
          'w.previous_secret as endpoint_previous_secret',
          'w.previous_secret_expires_at',
        ])
        .where('e.id', 'in', ids)
        .orderBy('e.id')
        .execute();
    });
}

export interface AttemptOutcome {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  requestHeaders: Record<string, string> | null;
  responseBody: string | null;
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
          request_headers: outcome.requestHeaders ? JSON.stringify(outcome.requestHeaders) : null,
          response_body: outcome.responseBody,
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
  return countedPage(
    query,
    (list) =>
      list
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
        .orderBy('d.id', 'desc'),
    filter,
  );
}
