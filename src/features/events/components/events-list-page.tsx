import { Box, Heading, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState } from '@/components/page-states';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { eventsListQuery } from '../api/events';
import { EventCard } from './event-card';
import { Columns, type EventsHeader, EventsWideFrame, Pulse } from './events-frame';

/** SPEC 2.1 events: every event of the merchant on sale, coming or just over. */
export function EventsListPage({ header }: { header?: EventsHeader }) {
  const { t } = useTranslation('events');
  const lang = useLang();
  const events = useQuery({ ...eventsListQuery(lang), placeholderData: keepPreviousData });
  return (
    <EventsWideFrame header={header} unit={events.data?.unit_details} appearance={events.data?.appearance}>
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          {t('list.title')}
        </Heading>
        {events.error ? (
          <ErrorState error={events.error} onRetry={() => void events.refetch()} />
        ) : !events.data ? (
          <Columns columns={{ base: 1, sm: 2, lg: 3 }} gap="4" role="status" aria-busy="true">
            <Box srOnly>{t('loading')}</Box>
            <Pulse height="72" />
            <Pulse height="72" />
            <Pulse height="72" />
          </Columns>
        ) : events.data.results.length === 0 ? (
          <EmptyState message={t('list.empty')} />
        ) : (
          <Columns as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            {events.data.results.map((event, index) => (
              <li key={event.slug}>
                <EventCard event={event} first={index === 0} />
              </li>
            ))}
          </Columns>
        )}
      </Stack>
    </EventsWideFrame>
  );
}
