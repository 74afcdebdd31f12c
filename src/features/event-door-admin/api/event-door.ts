import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventCheckInAdmin, EventGate, GatesRequest, KeyRotated } from '@/domain/contracts/check-in';
import { apiRequest } from '@/lib/api-client';
import { eventDoorAdminKeys } from '@/lib/query-keys/event-door-admin';
import { checkInKeys } from '@/lib/query-keys/staff';

const path = (eventId: number) => `/admin/events/${eventId}`;

export const eventCheckInQuery = (eventId: number) =>
  queryOptions({
    queryKey: eventDoorAdminKeys.checkIn(eventId),
    queryFn: ({ signal }) => apiRequest<EventCheckInAdmin>(`${path(eventId)}/check-in`, { signal }),
  });

/** Replaces the event's gates; the panel and the door page's gate choices follow. */
export function useSaveGates(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GatesRequest) =>
      apiRequest<EventGate[]>(`${path(eventId)}/gates`, { method: 'PUT', body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: eventDoorAdminKeys.checkIn(eventId) });
      await queryClient.invalidateQueries({ queryKey: checkInKeys.events });
    },
  });
}

export function useRotateKey(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<KeyRotated>(`${path(eventId)}/keys/rotate`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventDoorAdminKeys.checkIn(eventId) }),
  });
}
