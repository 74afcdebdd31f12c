import { Button, Table, Text } from '@chakra-ui/react';
import type { OutboxListItem } from '@/domain/contracts/outbox';
import { formatDateTime } from '@/domain/date-formats';
import { useTranslation } from '@/lib/i18n-react';
import type { Lang } from '@/lib/lang-path';
import { OutboxStatusBadge } from './outbox-status-badge';

// The recipient opens the message and comes first, so a phone shows it without scrolling sideways.
const COLUMNS = ['recipient', 'subject', 'status', 'channel', 'attempts', 'created'] as const;

/** One row per message; its text opens on demand (it can hold a reset or payment link). */
export function OutboxTable({
  rows,
  lang,
  onOpen,
}: {
  rows: OutboxListItem[];
  lang: Lang;
  onOpen: (row: OutboxListItem) => void;
}) {
  const { t } = useTranslation('outbox');
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm" interactive>
        <Table.Caption srOnly>{t('table.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader
                key={column}
                whiteSpace="nowrap"
                textAlign={column === 'attempts' ? 'end' : 'start'}
              >
                {t(`table.${column}`)}
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
                  aria-label={t('table.open_for', { recipient: row.recipient })}
                  onClick={() => onOpen(row)}
                >
                  <bdi>{row.recipient}</bdi>
                </Button>
              </Table.Cell>
              <Table.Cell minWidth="48">
                {row.subject ? (
                  <bdi>{row.subject}</bdi>
                ) : (
                  <Text as="span" color="fg.muted">
                    {t('table.no_subject')}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <OutboxStatusBadge status={row.status} />
                {row.provider_status && (
                  <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap" marginBlockStart="1">
                    <bdi>
                      {row.provider_message_id
                        ? t('table.provider', { status: row.provider_status, id: row.provider_message_id })
                        : row.provider_status}
                    </bdi>
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{t(`channel.${row.channel}`)}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {row.attempts}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(row.created_at, lang)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
