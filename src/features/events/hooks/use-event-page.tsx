import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { ErrorState } from '@/components/page-states';
import type { EventDetail } from '@/domain/contracts/events';
import { useLang } from '@/hooks/use-lang';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n-react';
import { eventDetailQuery } from '../api/events';
import { EventsFrame, type EventsHeader, EventsMessage, EventsSkeleton } from '../components/events-frame';

type EventPage = { event: EventDetail; fallback: null } | { event: null; fallback: ReactElement };

/**
 * The event a customer page is about (detail, register, feedback), or what the page shows
 * instead: "not found", a failed load with its retry, or the skeleton while it loads.
 */
export function useEventPage(slug: string, header?: EventsHeader): EventPage {
  const { t } = useTranslation('events');
  const lang = useLang();
  const query = useQuery({ ...eventDetailQuery(slug, lang), placeholderData: keepPreviousData });
  if (query.error) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return { event: null, fallback: <EventsMessage header={header} title={t('detail.not_found')} /> };
    return {
      event: null,
      fallback: (
        <EventsFrame header={header}>
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        </EventsFrame>
      ),
    };
  }
  if (!query.data) return { event: null, fallback: <EventsSkeleton header={header} /> };
  return { event: query.data, fallback: null };
}
