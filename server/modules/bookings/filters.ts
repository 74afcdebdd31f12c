import { dateFilterBound } from '../../../src/domain/business-time.ts';
import type { BookingListQuery } from '../../../src/domain/contracts/bookings.ts';
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
