import { type Insertable, type Selectable, sql } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { EventFeedbackTable, EventsTable, EventTicketsTable } from '../../db/types.ts';

export type EventRow = Selectable<EventsTable>;
export type TicketRow = Selectable<EventTicketsTable>;
export type NewFeedback = Insertable<EventFeedbackTable>;

export function listActiveEvents(handle: DbHandle, merchantId: number): Promise<EventRow[]> {
  return queryable(handle)
    .selectFrom('events')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('is_active', '=', true)
    .orderBy('id')
    .execute();
}

export function findActiveEventBySlug(
  handle: DbHandle,
  merchantId: number,
  slug: string,
): Promise<EventRow | undefined> {
  return queryable(handle)
    .selectFrom('events')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('slug', '=', slug)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

export function listTickets(handle: DbHandle, eventIds: number[]): Promise<TicketRow[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return queryable(handle)
    .selectFrom('event_tickets')
    .selectAll()
    .where('event_id', 'in', eventIds)
    .orderBy('event_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Places taken per ticket and date: `${ticket_id}|${date}` → sold. */
export async function soldByTicketDate(handle: DbHandle, ticketIds: number[]): Promise<Map<string, number>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await queryable(handle)
    .selectFrom('ticket_inventory')
    .select(['ticket_id', 'event_date', 'sold'])
    .where('ticket_id', 'in', ticketIds)
    .execute();
  return new Map(rows.map((row) => [soldKey(row.ticket_id, row.event_date), row.sold]));
}

export const soldKey = (ticketId: number, date: string) => `${ticketId}|${date}`;

/**
 * Adds `quantity` to the places sold of a ticket on a date unless that would pass the
 * ticket's quantity; else answers how many are left. The conditional UPDATE is what makes
 * overselling impossible: PostgreSQL locks the inventory row, so of two buyers racing for the
 * last place the second re-reads `sold` after the first commits and its condition no longer
 * holds.
 */
export async function takeInventory(
  trx: DbHandle,
  ticketId: number,
  eventDate: string,
  quantity: number,
): Promise<{ ok: true } | { ok: false; remaining: number }> {
  const db = queryable(trx);
  // Pairs with the events admin's FOR UPDATE: a change of quantity and bookings take turns.
  await db.selectFrom('event_tickets').select('quantity').where('id', '=', ticketId).forShare().execute();
  await db
    .insertInto('ticket_inventory')
    .values({ ticket_id: ticketId, event_date: eventDate, sold: 0 })
    .onConflict((oc) => oc.columns(['ticket_id', 'event_date']).doNothing())
    .execute();
  const taken = await db
    .updateTable('ticket_inventory')
    .set({ sold: sql`sold + ${quantity}` })
    .where('ticket_id', '=', ticketId)
    .where('event_date', '=', eventDate)
    .where(sql<boolean>`sold + ${quantity} <= (select quantity from event_tickets where id = ${ticketId})`)
    .returning('sold')
    .executeTakeFirst();
  if (taken) return { ok: true };
  const left = await db
    .selectFrom('ticket_inventory as i')
    .innerJoin('event_tickets as t', 't.id', 'i.ticket_id')
    .where('i.ticket_id', '=', ticketId)
    .where('i.event_date', '=', eventDate)
    .select(sql<number>`greatest(t.quantity - i.sold, 0)::int`.as('remaining'))
    .executeTakeFirstOrThrow();
  return { ok: false, remaining: Number(left.remaining) };
}

/** Gives places back (a canceled or expired booking); never below zero. */
export async function releaseInventory(
  trx: DbHandle,
  ticketId: number,
  eventDate: string,
  quantity: number,
): Promise<void> {
  await queryable(trx)
    .updateTable('ticket_inventory')
    .set({ sold: sql`greatest(sold - ${quantity}, 0)` })
    .where('ticket_id', '=', ticketId)
    .where('event_date', '=', eventDate)
    .execute();
}

export async function insertFeedback(handle: DbHandle, values: NewFeedback): Promise<void> {
  await queryable(handle).insertInto('event_feedback').values(values).execute();
}

/** The name of a file the merchant stored, if it exists. */
export async function findFileName(
  handle: DbHandle,
  id: string,
  merchantId: number,
): Promise<string | undefined> {
  const file = await queryable(handle)
    .selectFrom('files')
    .select('name')
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return file?.name;
}
