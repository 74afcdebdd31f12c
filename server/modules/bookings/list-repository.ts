import { type ExpressionBuilder, sql } from 'kysely';
import type { Attendance } from '../../../src/domain/contracts/bookings.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { Database } from '../../db/types.ts';
import type { BookingFilters } from './filters.ts';

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
const contains = (text: string) => containsPattern(text.trim());

type BookingEb = ExpressionBuilder<Database & { b: Database['bookings'] }, 'b'>;

const scannedPlaces = sql<number>`(select count(*) from booking_members sm where sm.booking_id = b.id and sm.scanned_at is not null)`;

function attendanceCondition(attendance: Attendance) {
  switch (attendance) {
    case 'attended':
      return sql<boolean>`${scannedPlaces} >= b.quantity`;
    case 'not_attended':
      return sql<boolean>`${scannedPlaces} = 0`;
    default:
      return sql<boolean>`${scannedPlaces} between 1 and b.quantity - 1`;
  }
}

/** The merchant's bookings narrowed by the filters, as `b`; callers add joins and selections. */
export function filteredBookings(db: DbHandle, merchantId: number, filters: BookingFilters) {
  return queryable(db)
    .selectFrom('bookings as b')
    .where('b.merchant_id', '=', merchantId)
    .where((eb: BookingEb) => {
      const conditions = [];
      if (filters.event) conditions.push(eb('b.event_id', '=', filters.event));
      if (filters.ticket) conditions.push(eb('b.ticket_id', '=', filters.ticket));
      if (filters.email?.trim())
        conditions.push(eb(sql`lower(b.email)`, '=', filters.email.trim().toLowerCase()));
      if (filters.customer_phone?.trim()) conditions.push(eb('b.phone', '=', filters.customer_phone.trim()));
      if (filters.full_name?.trim()) {
        conditions.push(eb(sql`b.first_name || ' ' || b.last_name`, 'ilike', contains(filters.full_name)));
      }
      if (filters.event_date) conditions.push(eb('b.event_date', '=', filters.event_date));
      if (filters.createdFrom) conditions.push(eb('b.created_at', '>=', filters.createdFrom));
      if (filters.createdUntil) conditions.push(eb('b.created_at', '<', filters.createdUntil));
      if (filters.attendance) conditions.push(attendanceCondition(filters.attendance));
      if (filters.q?.trim()) {
        const pattern = contains(filters.q);
        conditions.push(
          eb.or([
            eb('b.email', 'ilike', pattern),
            eb(sql`b.first_name || ' ' || b.last_name`, 'ilike', pattern),
            eb('b.phone', 'ilike', pattern),
            eb(sql`b.id::text`, 'ilike', pattern),
            eb.exists(
              eb
                .selectFrom('booking_members as qm')
                .select('qm.id')
                .whereRef('qm.booking_id', '=', 'b.id')
                .where('qm.number', 'ilike', pattern),
            ),
          ]),
        );
      }
      return eb.and(conditions);
    });
}

/** Choices offered in the filter drop-downs; more than this is a list nobody scrolls. */
const MAX_CHOICES = 500;

const scanned = sql<number>`(select count(*)::int from booking_members sm where sm.booking_id = b.id and sm.scanned_at is not null)`;

/** The list's columns: the booking with its event, ticket and scanned places. */
export function bookingRowsQuery(db: DbHandle, merchantId: number, filters: BookingFilters) {
  return filteredBookings(db, merchantId, filters)
    .innerJoin('events as e', 'e.id', 'b.event_id')
    .innerJoin('event_tickets as t', 't.id', 'b.ticket_id')
    .select([
      'b.id',
      'b.event_id',
      'b.event_date',
      'b.quantity',
      'b.first_name',
      'b.last_name',
      'b.email',
      'b.phone',
      'b.fields',
      'b.is_free',
      'b.status',
      'b.created_at',
      'e.title_en',
      'e.title_ar',
      't.name_en',
      't.name_ar',
      scanned.as('scanned'),
    ])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc');
}

export type BookingRowData = Awaited<ReturnType<ReturnType<typeof bookingRowsQuery>['execute']>>[number];

/** One page of the list, newest first, and how many bookings the filters match. */
export async function bookingPage(
  db: DbHandle,
  merchantId: number,
  filters: BookingFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: BookingRowData[]; count: number }> {
  const [rows, total] = await Promise.all([
    bookingRowsQuery(db, merchantId, filters).limit(page.limit).offset(page.offset).execute(),
    filteredBookings(db, merchantId, filters)
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: total.count };
}

/** Places of the matching paid bookings, and how many of them were scanned at the door. */
export function paidPlaces(db: DbHandle, merchantId: number, filters: BookingFilters) {
  return filteredBookings(db, merchantId, filters)
    .where('b.status', '=', 'paid')
    .select([
      sql<number>`coalesce(sum(b.quantity), 0)::int`.as('booked'),
      sql<number>`coalesce(sum(${scanned}), 0)::int`.as('attended'),
    ])
    .executeTakeFirstOrThrow();
}

/** What the filter drop-downs offer: the events, their dates, and the bookings' emails and phones. */
export async function listOptionRows(db: DbHandle, merchantId: number, eventId?: number) {
  let events = queryable(db).selectFrom('events').where('merchant_id', '=', merchantId);
  if (eventId) events = events.where('id', '=', eventId);
  const scoped = filteredBookings(db, merchantId, eventId ? { event: eventId } : {});
  const [eventRows, dates, emails, phones] = await Promise.all([
    events.select(['id', 'title_en', 'title_ar', 'form_config']).orderBy('id').execute(),
    queryable(db)
      .selectFrom('event_tickets as t')
      .innerJoin('events as e', 'e.id', 't.event_id')
      .where('e.merchant_id', '=', merchantId)
      .$if(Boolean(eventId), (query) => query.where('e.id', '=', eventId as number))
      .select(sql<string>`jsonb_array_elements_text(t.dates)`.as('date'))
      .distinct()
      .execute(),
    scoped.select('b.email').distinct().orderBy('b.email').limit(MAX_CHOICES).execute(),
    scoped
      .where('b.phone', 'is not', null)
      .select('b.phone')
      .distinct()
      .orderBy('b.phone')
      .limit(MAX_CHOICES)
      .execute(),
  ]);
  return { eventRows, dates, emails, phones };
}
