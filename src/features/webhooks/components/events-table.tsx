import { Button, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { WebhookEventItem } from '@/domain/contracts/webhooks';
import { formatDateTime } from '@/domain/date-formats';
import type { Lang } from '@/lib/lang-path';
import { EventStatusBadge } from './event-status-badge';

const COLUMNS = ['event', 'destination', 'status', 'attempts', 'next_retry', 'created'] as const;

/** Where an event went: the endpoint's description, else its address. */
export const destinationOf = (row: WebhookEventItem) => row.endpoint_description || row.url;

/** One row per event; the event type opens its request, answers and attempts. */
export function EventsTable({
  rows,
  lang,
  onOpen,
}: {
  rows: WebhookEventItem[];
  lang: Lang;
  onOpen: (row: WebhookEventItem) => void;
}) {
  const { t } = useTranslation('webhooks');
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm" interactive>
        <Table.Caption srOnly>{t('log.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader
                key={column}
                whiteSpace="nowrap"
                textAlign={column === 'attempts' ? 'end' : 'start'}
              >
                {t(`log.${column}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell whiteSpace="nowrap">
                <Button
                  variant="plain"
                  size="sm"
                  padding="0"
                  height="auto"
                  color="orange.fg"
                  textDecoration="underline"
                  aria-label={t('log.open_for', { type: row.event_type, destination: destinationOf(row) })}
                  onClick={() => onOpen(row)}
                >
                  <bdi>{row.event_type}</bdi>
                </Button>
              </Table.Cell>
              <Table.Cell minWidth="48">
                <Text as="bdi" dir={row.endpoint_description ? 'auto' : 'ltr'} overflowWrap="anywhere">
                  {destinationOf(row)}
                </Text>
                {row.target === 'transaction' && (
                  <Text fontSize="xs" color="fg.muted">
                    {t('log.transaction_url')}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <EventStatusBadge status={row.status} />
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {row.attempts}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {row.next_attempt_at ? formatDateTime(row.next_attempt_at, lang) : '—'}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(row.created_at, lang)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
