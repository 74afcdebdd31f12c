import { sql } from 'kysely';
import { openNotificationSource } from '../../db/database.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { NotificationSource } from '../../db/notification-source.ts';
import type { LiveEventKind } from '../../db/types.ts';

export type { LiveEventKind };

/** The NOTIFY channel every instance listens on. */
export const LIVE_CHANNEL = 'gulfpay_live';

export interface LiveEvent {
  id: string;
  merchantId: number;
  kind: LiveEventKind;
  subjectId: string;
}

/**
 * Records the event and notifies every listening instance, in the caller's transaction:
 * PostgreSQL delivers a NOTIFY only when its transaction commits, so no instance hears of
 * work that was rolled back, and none hears of it before it can read it.
 */
export async function publishLiveEvent(
  trx: DbHandle,
  event: { merchantId: number; kind: LiveEventKind; subjectId: string },
): Promise<void> {
  const row = await queryable(trx)
    .insertInto('live_events')
    .values({ merchant_id: event.merchantId, kind: event.kind, subject_id: event.subjectId })
    .returning(sql<string>`id::text`.as('id'))
    .executeTakeFirstOrThrow();
  const payload: LiveEvent = { id: row.id, ...event };
  await sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(payload)})`.execute(queryable(trx));
}

/** This instance's listening connection to the database. */
export function openLiveSource(db: DbHandle): NotificationSource {
  return openNotificationSource(queryable(db));
}

/** A marker on the channel: PostgreSQL delivers it after every event committed before it was sent. */
export async function notifyFlush(db: DbHandle, marker: string): Promise<void> {
  await sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ flush: marker })})`.execute(queryable(db));
}

/** Events recorded since a moment, oldest first: what a listener that was away may have missed. */
export async function liveEventsSince(db: DbHandle, since: Date): Promise<LiveEvent[]> {
  const rows = await queryable(db)
    .selectFrom('live_events')
    .select([sql<string>`id::text`.as('id'), 'merchant_id', 'kind', 'subject_id'])
    .where('created_at', '>=', since)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    merchantId: row.merchant_id,
    kind: row.kind,
    subjectId: row.subject_id,
  }));
}

/** True for the one caller, on any instance, that claims the event for `consumer` first. */
export async function claimLiveEvent(db: DbHandle, eventId: string, consumer: string): Promise<boolean> {
  const claimed = await queryable(db)
    .insertInto('live_event_claims')
    .values({ event_id: eventId, consumer })
    .onConflict((oc) => oc.doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Events older than any reconnect needs. */
export async function purgeLiveEvents(db: DbHandle, before: Date): Promise<void> {
  await queryable(db).deleteFrom('live_events').where('created_at', '<', before).execute();
}
