import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Paginated } from '@/domain/contracts/common';
import type { WebhookEventDetail, WebhookEventItem, WebhookEventStatus } from '@/domain/contracts/webhooks';
import { apiRequest } from '@/lib/api-client';
import { webhookKeys } from '@/lib/query-keys/staff';

const EVENTS = '/admin/webhook-events';
export const EVENTS_PAGE_SIZE = 20;

export interface EventFilter {
  endpoint_id?: number;
  status?: WebhookEventStatus;
  page: number;
}

/** One page of the log, newest first; the previous page stays while the next loads. */
export const eventsQuery = ({ page, ...filter }: EventFilter) => {
  const query = { ...filter, limit: EVENTS_PAGE_SIZE, offset: (page - 1) * EVENTS_PAGE_SIZE };
  return queryOptions({
    queryKey: webhookKeys.events(query),
    queryFn: ({ signal }) => apiRequest<Paginated<WebhookEventItem>>(EVENTS, { query, signal }),
    placeholderData: keepPreviousData,
  });
};

export const eventQuery = (id: number) =>
  queryOptions({
    queryKey: webhookKeys.event(id),
    queryFn: ({ signal }) => apiRequest<WebhookEventDetail>(`${EVENTS}/${id}`, { signal }),
  });

/** The same event again: the log shows it waiting at once, and its new attempt when refreshed. */
export function useResendEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<WebhookEventItem>(`${EVENTS}/${id}/resend`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
