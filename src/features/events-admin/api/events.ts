import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, Paginated } from '@/domain/contracts/common';
import type {
  AdminEvent,
  AdminEventQuery,
  AdminTicket,
  EventFormConfig,
  EventPatch,
  EventRequest,
  TicketPatch,
  TicketRequest,
} from '@/domain/contracts/events-admin';
import { apiRequest } from '@/lib/api-client';
import { eventsAdminKeys } from '@/lib/query-keys/events-admin';

const EVENTS = '/admin/events';

export type EventListQuery = Pick<AdminEventQuery, 'status'> & { search?: string };

/** The merchant's events, newest first; the previous list stays while a search loads. */
export const eventListQuery = (query: EventListQuery) =>
  queryOptions({
    queryKey: eventsAdminKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest<Paginated<AdminEvent>>(EVENTS, {
        query: { status: query.status, limit: '100', ...(query.search ? { search: query.search } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const eventQuery = (id: number) =>
  queryOptions({
    queryKey: eventsAdminKeys.event(id),
    queryFn: ({ signal }) => apiRequest<AdminEvent>(`${EVENTS}/${id}`, { signal }),
  });

export const ticketsQuery = (eventId: number) =>
  queryOptions({
    queryKey: eventsAdminKeys.tickets(eventId),
    queryFn: ({ signal }) => apiRequest<AdminTicket[]>(`${EVENTS}/${eventId}/tickets`, { signal }),
  });

/** Every change refreshes the events (their dates, places and status follow their tickets). */
function useEventsMutation<A, R extends AdminEvent | AdminTicket | MessageResponse>(
  call: (arg: A) => Promise<R>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsAdminKeys.all }),
  });
}

export const useCreateEvent = () =>
  useEventsMutation((body: EventRequest) => apiRequest<AdminEvent>(EVENTS, { method: 'POST', body }));

export const useSaveEvent = (id: number) =>
  useEventsMutation((body: EventPatch) =>
    apiRequest<AdminEvent>(`${EVENTS}/${id}`, { method: 'PATCH', body }),
  );

export type EventAction = 'duplicate' | 'archive' | 'restore';

export const useEventAction = (id: number) =>
  useEventsMutation((action: EventAction) =>
    apiRequest<AdminEvent>(`${EVENTS}/${id}/${action}`, { method: 'POST' }),
  );

export const useSaveEventForm = (id: number) =>
  useEventsMutation((body: EventFormConfig) =>
    apiRequest<AdminEvent>(`${EVENTS}/${id}/form`, { method: 'PUT', body }),
  );

/** Creates a ticket, or changes the one given. */
export const useSaveTicket = (eventId: number, ticketId: number | null) =>
  useEventsMutation((body: TicketRequest | TicketPatch) =>
    ticketId === null
      ? apiRequest<AdminTicket>(`${EVENTS}/${eventId}/tickets`, { method: 'POST', body })
      : apiRequest<AdminTicket>(`${EVENTS}/${eventId}/tickets/${ticketId}`, { method: 'PATCH', body }),
  );

export const useDeleteTicket = (eventId: number) =>
  useEventsMutation((ticketId: number) =>
    apiRequest<MessageResponse>(`${EVENTS}/${eventId}/tickets/${ticketId}`, { method: 'DELETE' }),
  );
