import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BookingDetails,
  BookingList,
  BookingListOptions,
  BookingListQuery,
  BookingRow,
  BookingStatistics,
  BookingUpdate,
} from '@/domain/contracts/bookings';
import type { MessageResponse } from '@/domain/contracts/common';
import { apiRequest } from '@/lib/api-client';
import { pageSizeOf } from '@/lib/pagination';
import { bookingKeys } from '@/lib/query-keys/staff';
import { type BookingSearch, toFilterQuery, toListQuery } from '../lib/booking-search';

export const EVENT_API = '/plugins/event';

/** The API's largest page: "all" rows arrive in chunks of this size. */
export const MAX_LIMIT = 1000;

type Query = BookingListQuery & { limit?: number; offset?: number };

async function fetchAll(query: Query, signal: AbortSignal): Promise<BookingList> {
  const results: BookingRow[] = [];
  // Follow `next` rather than the count, which may change while the chunks arrive.
  for (;;) {
    const page = await apiRequest<BookingList>(`${EVENT_API}/booking/list`, {
      query: { ...query, limit: MAX_LIMIT, offset: results.length },
      signal,
    });
    results.push(...page.results);
    if (!page.next || !page.results.length) break;
  }
  return { count: results.length, next: null, previous: null, results };
}

/** One page of bookings (event and ticket names come in the request language). */
export const bookingListQuery = (search: BookingSearch, lang: string) => {
  const query = toListQuery(search);
  return queryOptions({
    queryKey: bookingKeys.list({ ...query, per_page: pageSizeOf(search) }, lang),
    queryFn: ({ signal }) =>
      pageSizeOf(search) === 'all'
        ? fetchAll(query, signal)
        : apiRequest<BookingList>(`${EVENT_API}/booking/list`, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
};

/** Filter metadata: events, event dates, email and phone choices, configured fields. */
export const bookingOptionsQuery = (lang: string) =>
  queryOptions({
    queryKey: bookingKeys.options(lang),
    queryFn: ({ signal }) =>
      apiRequest<BookingListOptions>(`${EVENT_API}/booking/list`, { method: 'OPTIONS', signal }),
    staleTime: 60_000,
  });

/** Booked, attended and not attended places under the list's filters. */
export const bookingStatisticsQuery = (search: BookingSearch) => {
  const query = toFilterQuery(search);
  return queryOptions({
    queryKey: bookingKeys.statistics(query),
    queryFn: ({ signal }) =>
      apiRequest<BookingStatistics>(`${EVENT_API}/booking_statistics`, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
};

export const bookingDetailQuery = (id: string, lang: string) =>
  queryOptions({
    queryKey: bookingKeys.detail(id, lang),
    queryFn: ({ signal }) =>
      apiRequest<BookingDetails>(`${EVENT_API}/booking/list/${encodeURIComponent(id)}`, { signal }),
  });

/** Edit, cancel or change the email of a booking; every bookings query is stale afterwards. */
export function useUpdateBooking(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingUpdate) =>
      apiRequest<Partial<MessageResponse> | undefined>(
        `${EVENT_API}/booking/update/${encodeURIComponent(id)}`,
        { method: 'PATCH', body },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** Emails a booking's tickets again. */
export const useSendBookingEmail = () =>
  useMutation({
    mutationFn: (bookingId: string) =>
      apiRequest<MessageResponse>(`${EVENT_API}/notifications/booking/email`, {
        method: 'POST',
        body: { booking_id: bookingId },
      }),
  });
