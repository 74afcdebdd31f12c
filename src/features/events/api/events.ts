import { queryOptions, useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@/domain/contracts/common';
import type {
  BookingRequest,
  BookingResponse,
  EventDetail,
  EventList,
  EventPayChoicesRequest,
  EventTerms,
  FeedbackRequest,
} from '@/domain/contracts/events';
import type { AttachmentUploadResponse } from '@/domain/contracts/integrations';
import type { PayChoice } from '@/domain/contracts/payments';
import { apiRequest, apiUpload } from '@/lib/api-client';
import { PER_VISIT_STALE_MS } from '@/lib/query-client';
import { eventKeys } from '@/lib/query-keys/events';

const BASE = '/plugins/event';
const slugPath = (slug: string) => encodeURIComponent(slug);

// Availability changes while a customer looks (others book): read fresh on every visit.
export const eventsListQuery = (lang: string) =>
  queryOptions({
    queryKey: eventKeys.list(lang),
    queryFn: () => apiRequest<EventList>(`${BASE}/events`, { query: { lang } }),
    staleTime: PER_VISIT_STALE_MS,
  });

export const eventDetailQuery = (slug: string, lang: string) =>
  queryOptions({
    queryKey: eventKeys.detail(slug, lang),
    queryFn: () => apiRequest<EventDetail>(`${BASE}/events/${slugPath(slug)}`, { query: { lang } }),
    staleTime: PER_VISIT_STALE_MS,
    // A refusal the server drew the page from (404) is shown as drawn, not asked again at once.
    retryOnMount: false,
  });

export const eventTermsQuery = (slug: string, lang: string) =>
  queryOptions({
    queryKey: eventKeys.terms(slug, lang),
    queryFn: () => apiRequest<EventTerms>(`${BASE}/terms-and-conditions`, { query: { event: slug, lang } }),
  });

export const eventPayChoicesQuery = (slug: string, body: EventPayChoicesRequest, lang: string) =>
  queryOptions({
    queryKey: eventKeys.choices(slug, body.ticket, body.quantity, lang),
    queryFn: ({ signal }) =>
      apiRequest<PayChoice[]>(`${BASE}/booking/pay-choices/${slugPath(slug)}`, {
        method: 'POST',
        body,
        signal,
      }),
    staleTime: 0,
  });

export const createBooking = (body: BookingRequest, key: string) =>
  apiRequest<BookingResponse>(`${BASE}/booking`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  });

export const useUploadAttachment = (slug: string) =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiUpload<AttachmentUploadResponse>(`${BASE}/booking/attachment/${slugPath(slug)}`, form);
    },
  });

export const useSendFeedback = (slug: string) =>
  useMutation({
    mutationFn: (body: FeedbackRequest) =>
      apiRequest<MessageResponse>(`${BASE}/feedback/${slugPath(slug)}`, { method: 'POST', body }),
  });
