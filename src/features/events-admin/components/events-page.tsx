import { Button, Link as ChakraLink, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { EmptyState, ErrorState } from '@/components/page-states';
import { SearchBox } from '@/components/search-box';
import { TableSkeleton } from '@/components/table-skeleton';
import type { AdminEvent } from '@/domain/contracts/events-admin';
import { formatDateRange } from '@/domain/date-formats';
import { EVENT_STATUSES, type EventStatus as ListStatus } from '@/domain/event-admin-rules';
import { PERMISSIONS } from '@/domain/permissions';
import { useHasPermission } from '@/hooks/use-has-permission';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { eventListQuery } from '../api/events';
import { EventStatus } from './event-status';
import { NewEventDialog } from './new-event-dialog';

function EventCard({ event }: { event: AdminEvent }) {
  const { t } = useTranslation('events-admin');
  const lang = useLang();
  const title = lang === 'ar' ? event.title_ar : event.title_en;
  return (
    <Stack as="li" gap="2" padding="4" borderWidth="1px" borderRadius="md">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
        <ChakraLink asChild fontWeight="semibold" color="orange.fg">
          <Link to="/$lang/admin/events/$id" params={{ lang, id: String(event.id) }}>
            {title}
          </Link>
        </ChakraLink>
        <EventStatus event={event} />
      </HStack>
      <HStack gap="4" textStyle="sm" color="fg.muted" wrap="wrap">
        <Text>{formatDateRange(event.first_date, event.last_date, lang) || t('list.no_dates')}</Text>
        <Text>{t('list.places', { taken: event.taken, count: event.capacity })}</Text>
        <Text dir="ltr">{event.slug}</Text>
      </HStack>
    </Stack>
  );
}

/** The merchant's events as cards, with search and status; "New event" for those who manage events. */
export function EventsPage() {
  const { t } = useTranslation('events-admin');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ListStatus>('current');
  const [creating, setCreating] = useState(false);
  const canChange = useHasPermission(PERMISSIONS.changeEvents);
  const list = useQuery(eventListQuery({ status, search }));
  return (
    <Stack gap="5">
      <HStack justify="space-between" align="flex-end" gap="4" wrap="wrap">
        <SearchBox
          value={search}
          onSearch={setSearch}
          label={t('list.search')}
          placeholder={t('list.search')}
        />
        <Field.Root maxWidth="48">
          <Field.Label>{t('list.status')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={status} onChange={(e) => setStatus(e.target.value as ListStatus)}>
              {EVENT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`list.status_${value}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {canChange && (
          <Button colorPalette="orange" size="sm" onClick={() => setCreating(true)}>
            {t('list.new')}
          </Button>
        )}
      </HStack>
      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.results.length === 0 ? (
        <EmptyState message={t(search ? 'list.none_found' : 'list.empty')} />
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label={t('list.label')}>
          {list.data.results.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </Stack>
      )}
      <NewEventDialog open={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
