import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  EventCancelRequest,
  EventChange,
  EventChangeList,
  EventChangePreview,
  EventRescheduleRequest,
} from '@/domain/contracts/event-changes';
import type { EventChangeKind } from '@/domain/event-change-rules';
import { apiRequest } from '@/lib/api-client';
import { eventChangesKeys } from '@/lib/query-keys/event-changes';
import { eventsAdminKeys } from '@/lib/query-keys/events-admin';

/** How often a running run's progress is read again. */
export const RUN_POLL_MS = 2000;

const path = (eventId: number) => `/admin/events/${eventId}`;

/** The event's runs, newest first, read again every 2 s while one is still working. */
export const eventChangesQuery = (eventId: number) =>
  queryOptions({
    queryKey: eventChangesKeys.runs(eventId),
    queryFn: ({ signal }) => apiRequest<EventChangeList>(`${path(eventId)}/changes`, { signal }),
    refetchInterval: (current) =>
      current.state.data?.results.some((run) => run.state === 'running') ? RUN_POLL_MS : false,
  });

/** What a cancel would touch, and the dates a reschedule can move from, with their bookings. */
export const changePreviewQuery = (eventId: number, kind: EventChangeKind) =>
  queryOptions({
    queryKey: eventChangesKeys.preview(eventId, kind),
    queryFn: ({ signal }) =>
      apiRequest<EventChangePreview>(`${path(eventId)}/changes/preview`, { query: { kind }, signal }),
  });

export type StartChange =
  | { kind: 'cancel'; body: EventCancelRequest }
  | { kind: 'reschedule'; body: EventRescheduleRequest };

/**
 * Both refresh the runs, the previews and the event: a cancel marks the event canceled at once,
 * a reschedule moves its dates.
 */
function useChangeMutation<A>(call: (arg: A) => Promise<EventChange>, eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: eventChangesKeys.all(eventId) });
      await queryClient.invalidateQueries({ queryKey: eventsAdminKeys.all });
    },
  });
}

export const useStartChange = (eventId: number) =>
  useChangeMutation(
    ({ kind, body }: StartChange) =>
      apiRequest<EventChange>(`${path(eventId)}/${kind}`, { method: 'POST', body }),
    eventId,
  );

/** Puts a run's failed bookings back to be done. */
export const useRetryChange = (eventId: number) =>
  useChangeMutation(
    (changeId: string) =>
      apiRequest<EventChange>(`${path(eventId)}/changes/${changeId}/retry`, { method: 'POST' }),
    eventId,
  );
