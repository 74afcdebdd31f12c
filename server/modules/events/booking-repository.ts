import type { Insertable } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { BookingItemsTable, BookingMembersTable, BookingsTable } from '../../db/types.ts';

export type NewBooking = Insertable<BookingsTable>;
export type NewBookingItem = Insertable<BookingItemsTable>;
export type NewBookingMember = Insertable<BookingMembersTable>;

export function insertBooking(trx: DbHandle, values: NewBooking) {
  return queryable(trx)
    .insertInto('bookings')
    .values(values)
    .returning(['id', 'access_token'])
    .executeTakeFirstOrThrow();
}

export async function insertBookingItem(trx: DbHandle, values: NewBookingItem): Promise<void> {
  await queryable(trx).insertInto('booking_items').values(values).execute();
}

/** Inserts the places whose number is still free in their event; answers the numbers inserted. */
export async function insertFreeMembers(trx: DbHandle, members: NewBookingMember[]): Promise<string[]> {
  const inserted = await queryable(trx)
    .insertInto('booking_members')
    .values(members)
    .onConflict((oc) => oc.columns(['event_id', 'number']).doNothing())
    .returning('number')
    .execute();
  return inserted.map((row) => row.number);
}

/** Pending bookings of a transaction become paid; answers their ids. */
export async function confirmPendingBookings(
  trx: DbHandle,
  transactionId: string,
  testPayment: boolean,
): Promise<string[]> {
  const confirmed = await queryable(trx)
    .updateTable('bookings')
    .set({ status: 'paid', test_payment: testPayment })
    .where('transaction_id', '=', transactionId)
    .where('status', '=', 'pending_payment')
    .returning('id')
    .execute();
  return confirmed.map((row) => row.id);
}

/** A confirmed booking's items are paid and its places purchased. */
export async function confirmBookingPlaces(trx: DbHandle, bookingId: string): Promise<void> {
  const db = queryable(trx);
  await db.updateTable('booking_items').set({ status: 'paid' }).where('booking_id', '=', bookingId).execute();
  await db
    .updateTable('booking_members')
    .set({ is_purchased: true })
    .where('booking_id', '=', bookingId)
    .execute();
}

/** Pending bookings of a transaction are canceled; answers what they held. */
export function cancelPendingBookings(trx: DbHandle, transactionId: string) {
  return queryable(trx)
    .updateTable('bookings')
    .set({ status: 'cancel' })
    .where('transaction_id', '=', transactionId)
    .where('status', '=', 'pending_payment')
    .returning(['id', 'ticket_id', 'event_date', 'quantity'])
    .execute();
}

export async function cancelBookingItems(trx: DbHandle, bookingId: string): Promise<void> {
  await queryable(trx)
    .updateTable('booking_items')
    .set({ status: 'cancel' })
    .where('booking_id', '=', bookingId)
    .execute();
}

/** What the tickets email of a booking says. */
export function findBookingForEmail(trx: DbHandle, bookingId: string) {
  return queryable(trx)
    .selectFrom('bookings')
    .innerJoin('events', 'events.id', 'bookings.event_id')
    .innerJoin('event_tickets', 'event_tickets.id', 'bookings.ticket_id')
    .select([
      'bookings.id',
      'bookings.access_token',
      'bookings.email',
      'bookings.first_name',
      'bookings.quantity',
      'bookings.event_date',
      'bookings.lang',
      'events.merchant_id',
      'events.title_en',
      'events.title_ar',
      'events.merchant_id',
      'events.confirmation_subject_en',
      'events.confirmation_subject_ar',
      'events.confirmation_body_en',
      'events.confirmation_body_ar',
      'event_tickets.start_time',
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirstOrThrow();
}

export function findPaidBookingOfTransaction(handle: DbHandle, transactionId: string) {
  return queryable(handle)
    .selectFrom('bookings')
    .select(['id', 'access_token'])
    .where('transaction_id', '=', transactionId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
}

/** What the printable ticket page of a booking shows. */
export function findTicketPageBooking(handle: DbHandle, bookingId: string) {
  return queryable(handle)
    .selectFrom('bookings')
    .innerJoin('events', 'events.id', 'bookings.event_id')
    .innerJoin('event_tickets', 'event_tickets.id', 'bookings.ticket_id')
    .select([
      'bookings.id',
      'bookings.access_token',
      'bookings.status',
      'bookings.test_payment',
      'bookings.first_name',
      'bookings.last_name',
      'bookings.event_date',
      'events.id as event_id',
      'events.title_en',
      'events.title_ar',
      'events.venue_en',
      'events.venue_ar',
      'event_tickets.name_en',
      'event_tickets.name_ar',
      'event_tickets.start_time',
      'event_tickets.end_time',
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
}

/** The purchased places of a booking, in the order they were booked. */
export function listPurchasedNumbers(handle: DbHandle, bookingId: string) {
  return queryable(handle)
    .selectFrom('booking_members')
    .select('number')
    .where('booking_id', '=', bookingId)
    .where('is_purchased', '=', true)
    .orderBy('id')
    .execute();
}
