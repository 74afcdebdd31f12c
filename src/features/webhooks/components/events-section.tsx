import { Button, Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, ErrorState } from '@/components/page-states';
import { TableSkeleton } from '@/components/table-skeleton';
import type { WebhookEventItem } from '@/domain/contracts/webhooks';
import { WEBHOOK_EVENT_STATUSES, type WebhookEventStatus } from '@/domain/webhook-events';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { endpointsQuery } from '../api/endpoints';
import { EVENTS_PAGE_SIZE, type EventFilter, eventsQuery } from '../api/events';
import { EventCards } from './event-cards';
import { EventDialog } from './event-dialog';
import { EventsTable } from './events-table';

/** The delivery log: every event to the merchant's endpoints and transactions' own URLs. */
export function EventsSection() {
  const { t } = useTranslation('webhooks');
  const lang = useLang();
  const [filter, setFilter] = useState<EventFilter>({ page: 1 });
  const events = useQuery(eventsQuery(filter));
  const endpoints = useQuery(endpointsQuery());
  const [open, setOpen] = useState<WebhookEventItem | null>(null);
  const pages = Math.max(1, Math.ceil((events.data?.count ?? 0) / EVENTS_PAGE_SIZE));
  const filtered = filter.endpoint_id !== undefined || filter.status !== undefined;

  return (
    <Stack as="section" gap="4" aria-labelledby="log-heading">
      <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Stack gap="1" flex="1" minWidth="60">
          <Heading as="h2" size="md" id="log-heading">
            {t('log.heading')}
          </Heading>
          <Text color="fg.muted">{t('log.intro')}</Text>
        </Stack>
        <Button size="sm" variant="outline" loading={events.isFetching} onClick={() => void events.refetch()}>
          {t('log.refresh')}
        </Button>
      </HStack>
      <HStack gap="3" wrap="wrap" align="flex-end">
        <Field.Root width={{ base: 'full', sm: '64' }}>
          <Field.Label>{t('log.filter_endpoint')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={filter.endpoint_id ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setFilter({ ...filter, endpoint_id: value ? Number(value) : undefined, page: 1 });
              }}
            >
              <option value="">{t('log.all_destinations')}</option>
              {(endpoints.data?.results ?? []).map((endpoint) => (
                <option key={endpoint.id} value={endpoint.id}>
                  {endpoint.description || endpoint.url}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width={{ base: 'full', sm: '48' }}>
          <Field.Label>{t('log.filter_status')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={filter.status ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value as WebhookEventStatus | '';
                setFilter({ ...filter, status: value || undefined, page: 1 });
              }}
            >
              <option value="">{t('log.all_statuses')}</option>
              {WEBHOOK_EVENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      {events.isPending ? (
        <TableSkeleton />
      ) : events.isError ? (
        <ErrorState error={events.error} onRetry={() => void events.refetch()} />
      ) : events.data.results.length === 0 ? (
        <EmptyState message={filtered ? t('log.empty_filtered') : t('log.empty')} />
      ) : (
        <>
          <EventsTable rows={events.data.results} lang={lang} onOpen={setOpen} />
          <EventCards rows={events.data.results} lang={lang} onOpen={setOpen} />
          {pages > 1 && (
            <HStack as="nav" aria-label={t('log.pages')} gap="3" justify="center">
              <Button
                size="sm"
                variant="outline"
                disabled={filter.page <= 1}
                onClick={() => setFilter({ ...filter, page: filter.page - 1 })}
              >
                {t('log.previous')}
              </Button>
              <Text fontSize="sm">{t('log.page_of', { page: filter.page, pages })}</Text>
              <Button
                size="sm"
                variant="outline"
                disabled={filter.page >= pages}
                onClick={() => setFilter({ ...filter, page: filter.page + 1 })}
              >
                {t('log.next')}
              </Button>
            </HStack>
          )}
        </>
      )}
      <EventDialog row={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
