import { sql } from 'kysely';
import type { WebhookEventStatus } from '../../../src/domain/contracts/webhooks.ts';
import { countedPage } from '../../db/counted-page.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';

export interface EventFilter {
  merchantId: number;
  endpointId?: number;
  status?: WebhookEventStatus;
  limit: number;
  offset: number;
}

const eventsOf = (db: DbHandle, merchantId: number) =>
  queryable(db)
    .selectFrom('webhook_events as e')
    .leftJoin('webhook_endpoints as w', 'w.id', 'e.endpoint_id')
    .where('e.merchant_id', '=', merchantId);

const EVENT_COLUMNS = [
  'e.id',
  'e.public_id',
  'e.event_type',
  'e.target',
  'e.endpoint_id',
  'w.description as endpoint_description',
  'e.transaction_id',
  'e.url',
  'e.status',
  'e.attempts',
  'e.next_attempt_at',
  'e.last_error',
  'e.created_at',
  'e.delivered_at',
] as const;

/** A page of the merchant's events, newest first, to its transactions' URLs and its endpoints. */
export async function listEvents(db: DbHandle, filter: EventFilter) {
  let query = eventsOf(db, filter.merchantId);
  if (filter.endpointId !== undefined) query = query.where('e.endpoint_id', '=', filter.endpointId);
  if (filter.status !== undefined) query = query.where('e.status', '=', filter.status);
  return countedPage(query, (list) => list.select(EVENT_COLUMNS).orderBy('e.id', 'desc'), filter);
}

export function findEvent(db: DbHandle, merchantId: number, id: number) {
  return eventsOf(db, merchantId)
    .select([...EVENT_COLUMNS, 'e.body'])
    .where('e.id', '=', id)
    .executeTakeFirst();
}

export type EventRow = Awaited<ReturnType<typeof listEvents>>['rows'][number];

/** The event's attempts, newest first. */
export function listAttempts(db: DbHandle, eventId: number) {
  return queryable(db)
    .selectFrom('webhook_deliveries')
    .select([
      'attempt',
      'url',
      'request_headers',
      'status_code',
      'response_body',
      'duration_ms',
      'error',
      'created_at',
    ])
    .where('event_id', '=', eventId)
    .orderBy('id', 'desc')
    .execute();
}

/** The same event due again now, whatever its state: a new attempt with the same public id. */
export async function requeueEvent(trx: DbHandle, id: number): Promise<void> {
  await queryable(trx)
    .updateTable('webhook_events')
    .set({
      status: 'pending',
      next_attempt_at: new Date(),
      delivered_at: null,
      resent_after_attempts: sql`attempts`,
    })
    .where('id', '=', id)
    .execute();
}
