import { Button, Link, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { StateBadge } from '@/components/transaction-state-badge';
import type { BulkTransactionLog } from '@/domain/contracts/bulk-logs';
import { formatDateTime } from '@/domain/date-formats';
import { formatNumber } from '@/domain/number-formats';
import { isPayable, type TransactionState } from '@/domain/transaction-states';
import { useTranslation } from '@/lib/i18n-react';
import type { Lang } from '@/lib/lang-path';
import { countValues } from '../lib/count-values';
import { ChannelStatus } from './channel-status';

interface TransactionLogTableProps {
  rows: BulkTransactionLog[];
  lang: Lang;
  /** Null when the member may not resend. */
  onResend: ((row: BulkTransactionLog) => void) | null;
}

/** What a dispatch made of each row: the transaction, its state, its link's messages and reminders. */
export function TransactionLogTable({ rows, lang, onResend }: TransactionLogTableProps) {
  const { t } = useTranslation('bulk');
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('transaction_log.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('rows.row')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('rows.customer')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('rows.amount')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('transaction_log.transaction')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('transaction_log.email')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('transaction_log.sms')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('transaction_log.reminders')}</Table.ColumnHeader>
            {onResend && (
              <Table.ColumnHeader position="relative">
                <VisuallyHidden>{t('rows.actions')}</VisuallyHidden>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.row_id}>
              <Table.Cell fontVariantNumeric="tabular-nums">{formatNumber(row.row, lang)}</Table.Cell>
              <Table.Cell minWidth="40">
                <Stack gap="0">
                  <bdi>{row.customer_name}</bdi>
                  {[row.email, row.phone].filter(Boolean).map((contact) => (
                    <Text key={contact} fontSize="xs" color="fg.muted" dir="ltr" textAlign="start">
                      {contact}
                    </Text>
                  ))}
                </Stack>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                <bdi>{row.amount ? `${row.amount} ${row.currency_code ?? ''}` : ''}</bdi>
              </Table.Cell>
              {/* Positioned, so the link's hidden text stays inside the scrolling table on a phone. */}
              <Table.Cell minWidth="32" position="relative">
                {row.transaction_id && row.state ? (
                  <Stack gap="1" align="start">
                    <StateBadge state={row.state} />
                    <Link asChild fontSize="xs" colorPalette="blue">
                      <RouterLink to="/$lang/transactions/$id" params={{ lang, id: row.transaction_id }}>
                        {t('transaction_log.open')}
                        <VisuallyHidden>{` ${row.customer_name}`}</VisuallyHidden>
                      </RouterLink>
                    </Link>
                  </Stack>
                ) : (
                  <Text fontSize="sm" color="red.fg">
                    {t('transaction_log.not_made', { reason: row.failure ?? '' })}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell minWidth="28">
                <ChannelStatus status={row.email_status} />
              </Table.Cell>
              <Table.Cell minWidth="28">
                <ChannelStatus status={row.sms_status} />
              </Table.Cell>
              <Table.Cell minWidth="28">
                {row.reminders > 0 && row.last_reminder_at ? (
                  <Text fontSize="sm">
                    {t('transaction_log.reminders_sent', {
                      ...countValues(row.reminders, lang),
                      at: formatDateTime(row.last_reminder_at, lang),
                    })}
                  </Text>
                ) : (
                  <Text color="fg.muted">{t('transaction_log.no_reminders')}</Text>
                )}
              </Table.Cell>
              {onResend && (
                <Table.Cell>
                  {row.state && isPayable(row.state as TransactionState) && (row.email || row.phone) && (
                    <Button size="xs" variant="outline" onClick={() => onResend(row)}>
                      {t('transaction_log.resend')}
                      <VisuallyHidden>{` ${row.customer_name}`}</VisuallyHidden>
                    </Button>
                  )}
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
