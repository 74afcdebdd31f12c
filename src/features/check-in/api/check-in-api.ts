import { queryOptions } from '@tanstack/react-query';
import type { DashboardEvent } from '@/domain/contracts/bookings';
import type {
  CheckInConflict,
  CheckInSyncRequest,
  CheckInSyncResponse,
  DoorTicketList,
  QrScanResult,
  ValidateQrRequest,
} from '@/domain/contracts/check-in';
import { apiRequest } from '@/lib/api-client';
import { checkInKeys } from '@/lib/query-keys/staff';

const PATH = '/plugins/event';

/** Events open for check-in. Door staff without access_event may be refused: the page then lists the events this device keeps. */
export const checkInEventsQuery = () =>
  queryOptions({
    queryKey: checkInKeys.events,
    queryFn: ({ signal }) =>
      apiRequest<DashboardEvent[]>(`${PATH}/dashboard/events`, { query: { available: 'true' }, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const fetchTicketList = (eventId: number, signal?: AbortSignal) =>
  apiRequest<DoorTicketList>(`${PATH}/check-in/ticket-list/${eventId}`, { signal });

export const validateQrCode = (body: ValidateQrRequest, signal?: AbortSignal) =>
  apiRequest<QrScanResult>(`${PATH}/validate_qr_code`, { method: 'POST', body, signal });

export const sendSync = (body: CheckInSyncRequest) =>
  apiRequest<CheckInSyncResponse>(`${PATH}/check-in/sync`, { method: 'POST', body });

export const conflictsQuery = (eventId: number | null) =>
  queryOptions({
    queryKey: checkInKeys.conflicts(eventId),
    queryFn: ({ signal }) =>
      apiRequest<CheckInConflict[]>(`${PATH}/check-in/conflicts`, {
        query: { event_id: eventId ?? undefined },
        signal,
      }),
  });
