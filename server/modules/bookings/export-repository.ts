import { type DbHandle, queryable } from '../../db/handle.ts';
import type { BookingFilters } from './filters.ts';
import { type BookingRowData, bookingRowsQuery } from './list-repository.ts';

/** The form configurations of the events the export covers, oldest event first. */
export function exportFormConfigs(db: DbHandle, merchantId: number, filters: BookingFilters) {
  let events = queryable(db).selectFrom('events').where('merchant_id', '=', merchantId);
  if (filters.event) events = events.where('id', '=', filters.event);
  return events.select('form_config').orderBy('id').execute();
}

/** `size` rows of the list from `offset`, in the list's order. */
export function exportBatch(
  db: DbHandle,
  merchantId: number,
  filters: BookingFilters,
  size: number,
  offset: number,
): Promise<BookingRowData[]> {
  return bookingRowsQuery(db, merchantId, filters).limit(size).offset(offset).execute();
}
