import { type DbHandle, queryable } from '../../db/handle.ts';

export interface StoredEventKey {
  kid: number;
  publicKey: string;
  privateKey: string;
}

/** Locks the event's row, so two rotations of one event take turns; its current kid, or null. */
export async function lockCurrentKid(handle: DbHandle, eventId: number): Promise<number | null> {
  const row = await queryable(handle)
    .selectFrom('events')
    .select('current_kid')
    .where('id', '=', eventId)
    .forUpdate()
    .executeTakeFirst();
  return row?.current_kid ?? null;
}

export async function highestKid(handle: DbHandle, eventId: number): Promise<number> {
  const row = await queryable(handle)
    .selectFrom('event_keys')
    .select((eb) => eb.fn.max<number | null>('kid').as('kid'))
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row?.kid ?? 0;
}

/** Stores a new key as the one new tickets carry, retiring the one before. */
export async function storeCurrentKey(
  handle: DbHandle,
  eventId: number,
  key: StoredEventKey,
  now: Date,
): Promise<void> {
  await queryable(handle)
    .updateTable('event_keys')
    .set({ retired_at: now })
    .where('event_id', '=', eventId)
    .where('retired_at', 'is', null)
    .execute();
  await queryable(handle)
    .insertInto('event_keys')
    .values({
      event_id: eventId,
      kid: key.kid,
      public_key: key.publicKey,
      private_key: key.privateKey,
      created_at: now,
    })
    .execute();
  await queryable(handle)
    .updateTable('events')
    .set({ current_kid: key.kid })
    .where('id', '=', eventId)
    .execute();
}

/** The key new tickets of the event are signed with, or null for an unknown event. */
export async function currentKeyOf(handle: DbHandle, eventId: number): Promise<StoredEventKey | null> {
  const row = await queryable(handle)
    .selectFrom('events')
    .innerJoin('event_keys', (join) =>
      join.onRef('event_keys.event_id', '=', 'events.id').onRef('event_keys.kid', '=', 'events.current_kid'),
    )
    .select(['event_keys.kid', 'event_keys.public_key', 'event_keys.private_key'])
    .where('events.id', '=', eventId)
    .executeTakeFirst();
  return row ? { kid: row.kid, publicKey: row.public_key, privateKey: row.private_key } : null;
}

/** Every key the event ever had, oldest first, with its event's merchant. */
export function eventKeyRows(handle: DbHandle, eventId: number) {
  return queryable(handle)
    .selectFrom('event_keys')
    .innerJoin('events', 'events.id', 'event_keys.event_id')
    .select([
      'events.merchant_id',
      'events.current_kid',
      'event_keys.kid',
      'event_keys.public_key',
      'event_keys.created_at',
      'event_keys.retired_at',
    ])
    .where('event_keys.event_id', '=', eventId)
    .orderBy('event_keys.kid')
    .execute();
}

/** The last date and end time of each of the event's tickets (archived ones too: their tickets were sold). */
export function ticketSchedules(handle: DbHandle, eventId: number) {
  return queryable(handle)
    .selectFrom('event_tickets')
    .select(['dates', 'end_time'])
    .where('event_id', '=', eventId)
    .execute();
}
