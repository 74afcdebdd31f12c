import { Table } from '@chakra-ui/react';
import type { WebhookEventItem } from '@/domain/contracts/webhooks';
import { formatDateTime } from '@/domain/date-formats';
import { useTranslation } from '@/lib/i18n-react';
import type { Lang } from '@/lib/lang-path';
import { EventDestination, EventOpenButton } from './event-cells';
import { EventStatusBadge } from './event-status-badge';

const COLUMNS = ['event', 'destination', 'status', 'attempts', 'next_retry', 'created'] as const;

export interface EventsViewProps {
  rows: WebhookEventItem[];
  lang: Lang;
  onOpen: (row: WebhookEventItem) => void;
}

/** One row per event, from tablet width up (a phone gets cards). */
export function EventsTable({ rows, lang, onOpen }: EventsViewProps) {
  const { t } = useTranslation('webhooks');
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white" display={{ base: 'none', md: 'block' }}>
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
                <EventOpenButton row={row} onOpen={onOpen} />
              </Table.Cell>
              <Table.Cell minWidth="48">
                <EventDestination row={row} />
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
