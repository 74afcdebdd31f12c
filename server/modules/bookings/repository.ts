import type { Insertable } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { BookingItemsTable, BookingMembersTable } from '../../db/types.ts';

/** The merchant's booking (by a UUID) with its event. */
export function findMerchantBooking(db: DbHandle, merchantId: number, id: string) {
  return queryable(db)
    .selectFrom('bookings as b')
    .innerJoin('events as e', 'e.id', 'b.event_id')
    .where('b.id', '=', id.toLowerCase())
    .where('b.merchant_id', '=', merchantId)
    .selectAll('b')
    .select([
      'e.slug as event_slug',
      'e.title_en',
      'e.title_ar',
      'e.form_config',
      'e.currency',
      'e.is_free as event_is_free',
    ])
    .executeTakeFirst();
}

/** Locks the booking row for the rest of the transaction (nothing when there is none). */
export async function lockBookingRow(trx: DbHandle, merchantId: number, id: string): Promise<void> {
  await queryable(trx)
    .selectFrom('bookings')
    .where('id', '=', id.toLowerCase())
    .where('merchant_id', '=', merchantId)
    .select('id')
    .forUpdate()
    .execute();
}

export function findTicketName(db: DbHandle, ticketId: number) {
  return queryable(db)
    .selectFrom('event_tickets')
    .where('id', '=', ticketId)
    .select(['id', 'name_en', 'name_ar'])
    .executeTakeFirstOrThrow();
}

/** The booking's purchase items with their tickets, oldest first. */
export function listItems(db: DbHandle, bookingId: string) {
  return queryable(db)
    .selectFrom('booking_items as i')
    .innerJoin('event_tickets as t', 't.id', 'i.ticket_id')
    .where('i.booking_id', '=', bookingId)
    .select([
      'i.quantity',
      'i.status',
      'i.transaction_id',
      't.id',
      't.name_en',
      't.name_ar',
      't.start_time',
      't.end_time',
    ])
    .orderBy('i.id')
    .execute();
}

/** The booking's places with their admission, in the order they were booked. */
export function listPlaces(db: DbHandle, bookingId: string) {
  return queryable(db)
    .selectFrom('booking_members')
    .where('booking_id', '=', bookingId)
    .select(['number', 'is_purchased', 'scanned_at', 'scanned_gate'])
    .orderBy('id')
    .execute();
}

/** A ticket of the event, or undefined when the event has no such ticket. */
export function findEventTicket(trx: DbHandle, ticketId: number, eventId: number) {
  return queryable(trx)
    .selectFrom('event_tickets')
    .where('id', '=', ticketId)
    .where('event_id', '=', eventId)
    .select(['id', 'name_en', 'dates'])
    .executeTakeFirst();
}

/** The booking's places as an edit needs them: which were used at the door. */
export function listMembers(trx: DbHandle, bookingId: string) {
  return queryable(trx)
    .selectFrom('booking_members')
    .where('booking_id', '=', bookingId)
    .select(['id', 'number', 'scanned_at'])
    .orderBy('id')
    .execute();
}

export async function moveBooking(
  trx: DbHandle,
  bookingId: string,
  to: { ticket_id: number; event_date: string; quantity: number },
): Promise<void> {
  await queryable(trx).updateTable('bookings').set(to).where('id', '=', bookingId).execute();
}

/** The items not yet canceled are; the booking's history keeps them. */
export async function cancelOpenItems(trx: DbHandle, bookingId: string): Promise<void> {
  await queryable(trx)
    .updateTable('booking_items')
    .set({ status: 'cancel' })
    .where('booking_id', '=', bookingId)
    .where('status', '!=', 'cancel')
    .execute();
}

export async function insertItem(trx: DbHandle, item: Insertable<BookingItemsTable>): Promise<void> {
  await queryable(trx).insertInto('booking_items').values(item).execute();
}

export async function insertMembers(
  trx: DbHandle,
  members: Insertable<BookingMembersTable>[],
): Promise<void> {
  await queryable(trx).insertInto('booking_members').values(members).execute();
}

export async function deleteMembers(trx: DbHandle, ids: number[]): Promise<void> {
  await queryable(trx).deleteFrom('booking_members').where('id', 'in', ids).execute();
}

/** The booking and all its items are canceled. */
export async function cancelBookingRows(trx: DbHandle, bookingId: string): Promise<void> {
  const db = queryable(trx);
  await db.updateTable('bookings').set({ status: 'cancel' }).where('id', '=', bookingId).execute();
  await db
    .updateTable('booking_items')
    .set({ status: 'cancel' })
    .where('booking_id', '=', bookingId)
    .execute();
}

export async function setBookingEmail(trx: DbHandle, bookingId: string, email: string): Promise<void> {
  await queryable(trx).updateTable('bookings').set({ email }).where('id', '=', bookingId).execute();
}

/** Which of these reference numbers the event's places already use. */
export function takenNumbers(trx: DbHandle, eventId: number, numbers: string[]) {
  return queryable(trx)
    .selectFrom('booking_members')
    .where('event_id', '=', eventId)
    .where('number', 'in', numbers)
    .select('number')
    .execute();
}
