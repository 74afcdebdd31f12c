import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { EventChangesTable } from '../../db/types.ts';

/** The event a change starts on, locked: two changes, or a change and an edit, take turns. */
export function lockEvent(trx: DbHandle, merchantId: number, eventId: number) {
  return queryable(trx)
    .selectFrom('events')
    .select(['id', 'merchant_id', 'title_en', 'title_ar', 'currency', 'canceled_at'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', eventId)
    .forUpdate()
    .executeTakeFirst();
}

export function findEventOf(handle: DbHandle, merchantId: number, eventId: number) {
  return queryable(handle)
    .selectFrom('events')
    .select(['id', 'currency'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', eventId)
    .executeTakeFirst();
}

/** The event's bookings not canceled (on `date` when given), with their transaction's state and what a refund may still return. */
export function openBookings(handle: DbHandle, eventId: number, date?: string) {
  let query = queryable(handle)
    .selectFrom('bookings as b')
    .leftJoin('transactions as t', 't.id', 'b.transaction_id')
    .select([
      'b.id',
      'b.ticket_id',
      'b.event_date',
      'b.quantity',
      't.state as transaction_state',
      sql<string>`coalesce((
        select sum(case m.kind when 'refund' then -m.amount_minor else m.amount_minor end)
        from money_movements m where m.transaction_id = t.id and m.kind in ('payment', 'capture', 'refund')
          and m.status != 'refused'
      ), 0)`.as('refundable_minor'),
    ])
    .where('b.event_id', '=', eventId)
    .where('b.status', '!=', 'cancel')
    .orderBy('b.created_at')
    .orderBy('b.id');
  if (date !== undefined) query = query.where('b.event_date', '=', date);
  return query.execute();
}

/** The dates that hold bookings not canceled, with how many. */
export async function bookedDates(handle: DbHandle, eventId: number) {
  const rows = await queryable(handle)
    .selectFrom('bookings')
    .select(['event_date', sql<number>`count(*)::int`.as('bookings')])
    .where('event_id', '=', eventId)
    .where('status', '!=', 'cancel')
    .groupBy('event_date')
    .orderBy('event_date')
    .execute();
  return rows.map((row) => ({ date: row.event_date, bookings: Number(row.bookings) }));
}

export async function runningChange(handle: DbHandle, eventId: number): Promise<boolean> {
  const row = await queryable(handle)
    .selectFrom('event_changes')
    .select('id')
    .where('event_id', '=', eventId)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertChange(
  trx: DbHandle,
  change: Insertable<EventChangesTable>,
  bookingIds: readonly string[],
): Promise<string> {
  const db = queryable(trx);
  const { id } = await db
    .insertInto('event_changes')
    .values(change)
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let at = 0; at < bookingIds.length; at += 1000) {
    await db
      .insertInto('event_change_items')
      .values(bookingIds.slice(at, at + 1000).map((bookingId) => ({ change_id: id, booking_id: bookingId })))
      .execute();
  }
  if (bookingIds.length === 0) {
    await db
      .updateTable('event_changes')
      .set({ state: 'done', finished_at: new Date() })
      .where('id', '=', id)
      .execute();
  }
  return id;
}

export async function markEventCanceled(trx: DbHandle, eventId: number): Promise<void> {
  const now = new Date();
  await queryable(trx)
    .updateTable('events')
    .set({ canceled_at: now, updated_at: now })
    .where('id', '=', eventId)
    .execute();
}

/** The tickets of the event that are sold for `date`, locked against bookings and edits. */
export function ticketsOnDate(trx: DbHandle, eventId: number, date: string) {
  return queryable(trx)
    .selectFrom('event_tickets')
    .select(['id', 'name_en', 'name_ar', 'dates', 'date_rules', 'excluded_dates'])
    .where('event_id', '=', eventId)
    .where(sql<boolean>`dates ? ${date}`)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function setTicketDates(
  trx: DbHandle,
  ticketId: number,
  dates: { dates: string[]; date_rules: unknown[]; excluded_dates: string[] },
): Promise<void> {
  await queryable(trx)
    .updateTable('event_tickets')
    .set({
      dates: JSON.stringify(dates.dates),
      date_rules: JSON.stringify(dates.date_rules),
      excluded_dates: JSON.stringify(dates.excluded_dates),
    })
    .where('id', '=', ticketId)
    .execute();
}

/** Bookings (and their items) not canceled on `from` move to `to`; their tickets' QR codes carry no date. */
export async function moveBookings(trx: DbHandle, eventId: number, from: string, to: string): Promise<void> {
  const db = queryable(trx);
  const moved = db
    .selectFrom('bookings')
    .select('id')
    .where('event_id', '=', eventId)
    .where('event_date', '=', from)
    .where('status', '!=', 'cancel');
  await db
    .updateTable('booking_items')
    .set({ event_date: to })
    .where('booking_id', 'in', moved)
    .where('event_date', '=', from)
    .execute();
  await db
    .updateTable('bookings')
    .set({ event_date: to })
    .where('event_id', '=', eventId)
    .where('event_date', '=', from)
    .where('status', '!=', 'cancel')
    .execute();
}
