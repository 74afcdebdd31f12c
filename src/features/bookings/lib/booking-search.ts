import { ATTENDANCE } from '@/domain/booking-states';
import { isCalendarDate } from '@/domain/business-time';
import type { Attendance, BookingListQuery } from '@/domain/contracts/bookings';
import { type PagedSearch, pageSizeOf, pageSizeParam } from '@/lib/pagination';
import { positiveInt } from '@/lib/url-search';

/** Free-text filters, sent as typed (trimmed). */
export const TEXT_FILTERS = ['email', 'customer_phone', 'full_name'] as const;
type TextFilter = (typeof TEXT_FILTERS)[number];

/**
 * The bookings list's URL search: page, size, keyword and filters live in the URL so a
 * reload, a shared link or the back button shows the same rows. Defaults are left out.
 */
export type BookingSearch = PagedSearch & {
  q?: string;
  event?: number;
  /** Only with an event: a ticket belongs to one event (SPEC 2.3). */
  ticket?: number;
  event_date?: string;
  created_after?: string;
  created_before?: string;
  attendance?: Attendance;
} & Partial<Record<TextFilter, string>>;

/** The filters alone: what the counters and the export apply too. */
export type BookingFilters = Omit<BookingSearch, 'page' | 'per_page'>;

function text(value: unknown): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  return trimmed || undefined;
}

/** Keeps only valid parameters from a URL's search (anything else is dropped, not an error). */
export function parseBookingSearch(raw: Record<string, unknown>): BookingSearch {
  const search: BookingSearch = {};
  const page = positiveInt(raw.page);
  if (page && page > 1) search.page = page;
  const size = pageSizeParam(raw.per_page);
  if (size) search.per_page = size;
  const q = text(raw.q);
  if (q) search.q = q;
  const event = positiveInt(raw.event);
  if (event) {
    search.event = event;
    const ticket = positiveInt(raw.ticket);
    if (ticket) search.ticket = ticket;
  }
  for (const name of TEXT_FILTERS) {
    const value = text(raw[name]);
    if (value) search[name] = value;
  }
  if (isCalendarDate(raw.event_date)) search.event_date = raw.event_date;
  if (isCalendarDate(raw.created_after)) search.created_after = raw.created_after;
  // SPEC 5: To is never before From.
  if (
    isCalendarDate(raw.created_before) &&
    !(search.created_after && raw.created_before < search.created_after)
  )
    search.created_before = raw.created_before;
  if (ATTENDANCE.includes(raw.attendance as Attendance)) search.attendance = raw.attendance as Attendance;
  return search;
}

export function filtersOf(search: BookingSearch): BookingFilters {
  const { page: _page, per_page: _size, ...filters } = search;
  return filters;
}

/** The search with new filters: back to page 1 (the old page may not exist any more), size kept. */
export function withFilters(search: BookingSearch, filters: BookingFilters): BookingSearch {
  return parseBookingSearch({ per_page: search.per_page, ...filters });
}

/** Filters applied besides the keyword (the created range counts once). */
export function activeFilterCount(search: BookingSearch): number {
  const { q: _q, created_after, created_before, ...rest } = filtersOf(search);
  return Object.keys(rest).length + (created_after || created_before ? 1 : 0);
}

export function hasFilters(search: BookingSearch): boolean {
  return Object.keys(filtersOf(search)).length > 0;
}

/** The filters as the API names them (statistics and export take the same ones). */
export function toFilterQuery(search: BookingSearch): BookingListQuery {
  const { page: _page, per_page: _size, ...filters } = search;
  return filters;
}

/** The list API's query for one page; "all" is fetched in chunks by the caller. */
export function toListQuery(search: BookingSearch): BookingListQuery {
  const query = toFilterQuery(search);
  const size = pageSizeOf(search);
  if (size !== 'all') {
    query.limit = size;
    query.offset = ((search.page ?? 1) - 1) * size;
  }
  return query;
}
