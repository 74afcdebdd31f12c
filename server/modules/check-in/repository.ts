import { type Insertable, sql } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { CheckInsTable } from '../../db/types.ts';

const LIMIT = 500;

/** Places admitted at two gates while offline, newest first, with both admissions. */
export function conflictRows(db: DbHandle, merchantId: number, eventId: number | undefined) {
  let query = queryable(db)
    .selectFrom('check_ins as c')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .innerJoin('booking_members as m', 'm.id', 'c.member_id')
    .innerJoin('bookings as b', 'b.id', 'm.booking_id')
    .leftJoin('check_ins as f', 'f.id', 'c.first_check_in_id')
    .select([
      'c.id',
      'c.event_id',
      'e.title_en',
      'e.title_ar',
      'm.number',
      'b.first_name',
      'b.last_name',
      'c.scanned_at',
      'c.gate',
      'c.device_id',
      'c.received_at',
      'f.scanned_at as first_at',
      'f.gate as first_gate',
      'f.device_id as first_device',
      'm.scanned_at as member_at',
      'm.scanned_gate',
      'm.scanned_device',
    ])
    .where('c.outcome', '=', 'conflict')
    .where('e.merchant_id', '=', merchantId)
    .orderBy('c.id', 'desc')
    .limit(LIMIT);
  if (eventId !== undefined) query = query.where('c.event_id', '=', eventId);
  return query.execute();
}

/**
 * The places of these event ids and numbers (the unique index answers it), with their
 * booking, slot and first admission.
 */
export function placeRows(db: DbHandle, eventIds: number[], numbers: string[]) {
  return queryable(db)
    .selectFrom('booking_members as m')
    .innerJoin('bookings as b', 'b.id', 'm.booking_id')
    .innerJoin('event_tickets as t', 't.id', 'b.ticket_id')
    .select([
      'm.id',
      'm.event_id',
      'm.number',
      'm.is_purchased',
      'm.scanned_at',
      'm.scanned_gate',
      'm.scanned_device',
      'b.first_name',
      'b.last_name',
      'b.status',
      'b.test_payment',
      'b.event_date',
      't.start_time',
      't.end_time',
    ])
    .where('m.event_id', 'in', eventIds)
    .where('m.number', 'in', numbers)
    .execute();
}

/** The first admission of these places as it stands now. */
export function admissionsOf(db: DbHandle, memberIds: number[]) {
  return queryable(db)
    .selectFrom('booking_members')
    .select(['id', 'scanned_at', 'scanned_gate', 'scanned_device'])
    .where('id', 'in', memberIds)
    .execute();
}

/** One admission per place, as parallel columns (the statement unnests them). */
export interface AdmissionColumns {
  ids: number[];
  eventIds: number[];
  nonces: string[];
  /** ISO timestamps. */
  scannedAt: string[];
  /** The answers sent, as JSON. */
  responses: string[];
}

/**
 * Admits the places and records their admissions in ONE statement: the update and the rows
 * commit together without a transaction, and a place someone else admitted first is simply
 * not updated. Answers the rows recorded.
 */
export async function admitAndInsert(
  db: DbHandle,
  door: { gate: string; deviceId: string; online: boolean },
  columns: AdmissionColumns,
) {
  const { rows: inserted } = await sql<{ id: number; member_id: number }>`
    with v as (
      select * from unnest(
        ${columns.ids}::int[], ${columns.eventIds}::int[],
        ${columns.nonces}::text[], ${columns.scannedAt}::timestamptz[],
        ${columns.responses}::text[]
      ) as v(id, event_id, nonce, at, response)
    ), won as (
      update booking_members m
      set scanned_at = v.at, scanned_gate = ${door.gate}, scanned_device = ${door.deviceId}
      from v where m.id = v.id and m.scanned_at is null
      returning m.id
    )
    insert into check_ins (event_id, member_id, nonce, device_id, gate, scanned_at, offline, outcome, response)
    select v.event_id, v.id, v.nonce, ${door.deviceId}, ${door.gate}, v.at, ${!door.online}, 'admitted', v.response::jsonb
    from v join won on won.id = v.id
    on conflict (nonce) do nothing
    returning id, member_id`.execute(queryable(db));
  return inserted;
}

/** The admission rows of these places, oldest first. */
export function admissionRows(db: DbHandle, memberIds: number[]) {
  return queryable(db)
    .selectFrom('check_ins')
    .select(['id', 'member_id'])
    .where('member_id', 'in', memberIds)
    .where('outcome', '=', 'admitted')
    .orderBy('id')
    .execute();
}

/** Records decisions whose nonce is new; answers the nonces recorded. */
export async function insertDecisions(db: DbHandle, rows: Insertable<CheckInsTable>[]): Promise<string[]> {
  const inserted = await queryable(db)
    .insertInto('check_ins')
    .values(rows)
    .onConflict((oc) => oc.column('nonce').doNothing())
    .returning('nonce')
    .execute();
  return inserted.map((row) => row.nonce);
}

/** Answers already given to these nonces by the merchant's events. */
export function storedResponses(db: DbHandle, merchantId: number, nonces: string[]) {
  return queryable(db)
    .selectFrom('check_ins as c')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .select(['c.nonce', 'c.response'])
    .where('c.nonce', 'in', nonces)
    .where('e.merchant_id', '=', merchantId)
    .execute();
}

/** One of the merchant's events, as the door list heads it. */
export function findDoorEvent(db: DbHandle, merchantId: number, eventId: number) {
  return queryable(db)
    .selectFrom('events')
    .select(['id', 'title_en', 'title_ar'])
    .where('id', '=', eventId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

const slotKey = sql`b.event_date || ' ' || t.start_time || ' ' || t.end_time`;

/** The distinct slots (date, start, end) the event's bookings hold, each with its key. */
export async function slotRows(db: DbHandle, eventId: number) {
  const { rows } = await sql<{
    key: string;
    event_date: string;
    start_time: string;
    end_time: string;
  }>`
    select distinct ${slotKey} as key, b.event_date, t.start_time, t.end_time
    from bookings b
    join event_tickets t on t.id = b.ticket_id
    where b.event_id = ${eventId}`.execute(queryable(db));
  return rows;
}

/**
 * The door list's places as one JSON text, built by PostgreSQL so 10,000 rows never cross
 * into JavaScript: tuples of number, names, slot (written as `slots` says, by slot key),
 * canceled and admitted. Places still awaiting payment are left out.
 */
export async function placesJson(db: DbHandle, eventId: number, slots: Record<string, string>) {
  const { rows } = await sql<{ places: string }>`
    select coalesce(json_agg(json_build_array(
      m.number, b.first_name, b.last_name, ${JSON.stringify(slots)}::jsonb ->> (${slotKey}),
      (b.status = 'cancel')::int, (m.scanned_at is not null)::int, b.test_payment::int
    ) order by m.id), '[]')::text as places
    from booking_members m
    join bookings b on b.id = m.booking_id
    join event_tickets t on t.id = b.ticket_id
    where m.event_id = ${eventId} and (m.is_purchased or b.status = 'cancel')`.execute(queryable(db));
  return rows[0]?.places ?? '[]';
}
