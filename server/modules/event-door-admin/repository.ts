import { type DbHandle, queryable } from '../../db/handle.ts';

/** One of the merchant's events, locked for the change when `lock`; undefined when not theirs. */
export function findMerchantEvent(db: DbHandle, merchantId: number, eventId: number, lock = false) {
  let query = queryable(db)
    .selectFrom('events')
    .select(['id', 'title_en'])
    .where('id', '=', eventId)
    .where('merchant_id', '=', merchantId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The event's gates in their order. */
export function gatesOf(db: DbHandle, eventId: number) {
  return queryable(db)
    .selectFrom('event_gates')
    .select(['id', 'name'])
    .where('event_id', '=', eventId)
    .where('is_active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The gates of several events, for the door page's event list. */
export function gatesOfEvents(db: DbHandle, eventIds: number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return queryable(db)
    .selectFrom('event_gates')
    .select(['event_id', 'name'])
    .where('event_id', 'in', eventIds)
    .where('is_active', '=', true)
    .orderBy('event_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/**
 * Replaces the event's gates: all rows go and the list comes back in its order, a kept gate
 * with its id. Deleting first lets two gates swap names without meeting the unique name index.
 */
export async function replaceGates(db: DbHandle, eventId: number, gates: { id?: number; name: string }[]) {
  await queryable(db).deleteFrom('event_gates').where('event_id', '=', eventId).execute();
  if (gates.length === 0) return;
  await queryable(db)
    .insertInto('event_gates')
    .values(gates.map((gate, position) => ({ ...gate, event_id: eventId, position })))
    .execute();
}

/** Places admitted per gate name, most first. */
export async function admittedPerGate(db: DbHandle, eventId: number) {
  const rows = await queryable(db)
    .selectFrom('check_ins')
    .select(['gate', (eb) => eb.fn.countAll<string>().as('admitted')])
    .where('event_id', '=', eventId)
    .where('outcome', '=', 'admitted')
    .groupBy('gate')
    .orderBy('admitted', 'desc')
    .orderBy('gate')
    .execute();
  return rows.map((row) => ({ gate: row.gate, admitted: Number(row.admitted) }));
}
