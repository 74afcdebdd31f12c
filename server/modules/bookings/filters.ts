import { type ExpressionBuilder, sql } from 'kysely';
import { dateFilterBound } from '../../../src/domain/business-time.ts';
import type { Attendance, BookingListQuery } from '../../../src/domain/contracts/bookings.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/types.ts';
import { fieldErrors, type Msg, msg } from '../../lib/errors.ts';

export type BookingFilters = Omit<
  BookingListQuery,
  'limit' | 'offset' | 'created_after' | 'created_before'
> & {
  createdFrom?: Date;
  /** Exclusive. */
  createdUntil?: Date;
};

/** Checks the date bounds (400 per field) and keeps the other filters as they came. */
export function parseBookingFilters(query: BookingListQuery): BookingFilters {
  const { limit: _limit, offset: _offset, created_after, created_before, ...rest } = query;
  const errors: Record<string, Msg[]> = {};
  const filters: BookingFilters = { ...rest };
  if (created_after) {
    const bound = dateFilterBound(created_after, 'after');
    if (bound) filters.createdFrom = bound;
    else errors.created_after = [msg('transactions.invalid_date')];
  }
  if (created_before) {
    const bound = dateFilterBound(created_before, 'before');
    if (bound) filters.createdUntil = bound;
    else errors.created_before = [msg('transactions.invalid_date')];
  }
  if (filters.createdFrom && filters.createdUntil && filters.createdUntil <= filters.createdFrom) {
    errors.created_before = [msg('transactions.date_before_start')];
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return filters;
}

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
const contains = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
export function filteredBookings(db: Db, merchantId: number, filters: BookingFilters) {
  return db
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
