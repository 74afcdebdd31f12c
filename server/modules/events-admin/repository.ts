import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { AdminEventQuery } from '../../../src/domain/contracts/events-admin.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { EventsTable, EventTicketsTable } from '../../db/types.ts';

/** The events and tickets as their merchant's staff manage them. */
export type EventRow = Selectable<EventsTable>;
export type TicketRow = Selectable<EventTicketsTable>;
export type EventColumns = Updateable<EventsTable>;
export type TicketColumns = Updateable<EventTicketsTable>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export async function listEvents(
  handle: DbHandle,
  merchantId: number,
  query: AdminEventQuery,
): Promise<{ count: number; rows: EventRow[] }> {
  let base = queryable(handle).selectFrom('events').where('merchant_id', '=', merchantId);
  if (query.status === 'archived') base = base.where('archived_at', 'is not', null);
  else if (query.status === 'canceled') base = base.where('canceled_at', 'is not', null);
  else base = base.where('archived_at', 'is', null).where('canceled_at', 'is', null);
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    base = base.where((eb) =>
      eb.or([
        eb('title_en', 'ilike', pattern),
        eb('title_ar', 'ilike', pattern),
        eb('slug', 'ilike', pattern),
      ]),
    );
  }
  const [total, rows] = await Promise.all([
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
  ]);
  return { count: Number(total.n), rows };
}

export function findEvent(
  handle: DbHandle,
  merchantId: number,
  id: number,
  lock = false,
): Promise<EventRow | undefined> {
  const query = queryable(handle)
    .selectFrom('events')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The slugs of the merchant's events that begin with `prefix` (for a copy's free slug). */
export async function slugsStartingWith(handle: DbHandle, merchantId: number, prefix: string) {
  const rows = await queryable(handle)
    .selectFrom('events')
    .select('slug')
    .where('merchant_id', '=', merchantId)
    .where('slug', 'like', `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`)
    .execute();
  return new Set(rows.map((row) => row.slug));
}

export async function slugTaken(handle: DbHandle, merchantId: number, slug: string, exceptId?: number) {
  let query = queryable(handle)
    .selectFrom('events')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertEvent(handle: DbHandle, values: Insertable<EventsTable>): Promise<number> {
  const row = await queryable(handle)
    .insertInto('events')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEvent(handle: DbHandle, id: number, values: EventColumns): Promise<void> {
  await queryable(handle)
    .updateTable('events')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The events among `ids` that any booking holds. */
export async function bookedEvents(handle: DbHandle, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await queryable(handle)
    .selectFrom('bookings')
    .select('event_id')
    .distinct()
    .where('event_id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.event_id));
}

export function ticketsOf(handle: DbHandle, eventIds: number[]): Promise<TicketRow[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return queryable(handle)
    .selectFrom('event_tickets')
    .selectAll()
    .where('event_id', 'in', eventIds)
    .where('archived_at', 'is', null)
    .orderBy('event_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/**
 * One ticket of an event. `lock` takes it FOR UPDATE: bookings take it FOR SHARE before they
 * take places, so a change of quantity waits for the bookings in progress and they for it.
 */
export function findTicket(
  handle: DbHandle,
  eventId: number,
  ticketId: number,
  lock = false,
): Promise<TicketRow | undefined> {
  const query = queryable(handle)
    .selectFrom('event_tickets')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('id', '=', ticketId)
    .where('archived_at', 'is', null);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export interface TakenRow {
  ticket_id: number;
  event_date: string;
  /** Paid and held. */
  sold: number;
  paid: number;
}

/** Places taken per ticket and date (ticket_inventory), with how many of them are paid. */
export async function takenOf(handle: DbHandle, ticketIds: number[]): Promise<TakenRow[]> {
  if (ticketIds.length === 0) return [];
  const rows = await queryable(handle)
    .selectFrom('ticket_inventory as i')
    .select(['i.ticket_id', 'i.event_date', 'i.sold'])
    .select((eb) =>
      eb
        .selectFrom('bookings as b')
        .select(sql<number>`coalesce(sum(b.quantity), 0)::int`.as('n'))
        .whereRef('b.ticket_id', '=', 'i.ticket_id')
        .whereRef('b.event_date', '=', 'i.event_date')
        .where('b.status', '=', 'paid')
        .as('paid'),
    )
    .where('i.ticket_id', 'in', ticketIds)
    .where('i.sold', '>', 0)
    .execute();
  return rows.map((row) => ({ ...row, sold: Number(row.sold), paid: Number(row.paid ?? 0) }));
}

export async function insertTicket(handle: DbHandle, values: Insertable<EventTicketsTable>): Promise<number> {
  const row = await queryable(handle)
    .insertInto('event_tickets')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTicket(handle: DbHandle, id: number, values: TicketColumns): Promise<void> {
  await queryable(handle).updateTable('event_tickets').set(values).where('id', '=', id).execute();
}

/** Whether any booking ever held the ticket (then it is archived rather than deleted). */
export async function ticketBooked(handle: DbHandle, ticketId: number): Promise<boolean> {
  const row = await queryable(handle)
    .selectFrom('bookings')
    .select('id')
    .where('ticket_id', '=', ticketId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteTicket(handle: DbHandle, ticketId: number): Promise<void> {
  const db = queryable(handle);
  await db.deleteFrom('ticket_inventory').where('ticket_id', '=', ticketId).execute();
  await db.deleteFrom('event_tickets').where('id', '=', ticketId).execute();
}

/** The merchant's active gateways, in their order: code and currency. */
export async function activeGateways(handle: DbHandle, merchantId: number) {
  const rows = await queryable(handle)
    .selectFrom('gateways')
    .select(['code', 'currency'])
    .where('merchant_id', '=', merchantId)
    .where('is_active', '=', true)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ code: row.code, currency: row.currency.trim() }));
}

/** The codes of the merchant's active gateways in a currency. */
export async function gatewayCodes(
  handle: DbHandle,
  merchantId: number,
  currency: string,
): Promise<string[]> {
  return (await activeGateways(handle, merchantId))
    .filter((row) => row.currency === currency)
    .map((row) => row.code);
}
