import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DashboardEvent, DashboardEventDetail } from '@/domain/contracts/bookings';
import type { BookingRequest, BookingResponse } from '@/domain/contracts/events';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys } from '@/lib/query-keys/staff';
import { EVENT_API } from './bookings';

/** Events staff may book for (titles in the request language). */
export const dashboardEventsQuery = (lang: string) =>
  queryOptions({
    queryKey: bookingKeys.events(lang),
    queryFn: ({ signal }) =>
      apiRequest<DashboardEvent[]>(`${EVENT_API}/dashboard/events`, { query: { available: 'true' }, signal }),
    staleTime: 60_000,
  });

/** One event's tickets with per-date availability, form config and gateways. */
export const dashboardEventQuery = (id: number, lang: string) =>
  queryOptions({
    queryKey: bookingKeys.event(id, lang),
    queryFn: ({ signal }) =>
      apiRequest<DashboardEventDetail>(`${EVENT_API}/dashboard/events/${id}`, { signal }),
    staleTime: 30_000,
  });

/** A booking made by staff; the key makes a retried submit the same booking. */
export function useCreateBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: BookingRequest; key: string }) =>
      apiRequest<BookingResponse>(`${EVENT_API}/dashboard/booking`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
