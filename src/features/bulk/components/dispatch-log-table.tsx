import { HStack, Link, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import type { BulkState } from '@/domain/bulk-rows';
import type { BulkDispatchLog } from '@/domain/contracts/bulk-dispatch';
import { formatDateTime } from '@/domain/date-formats';
import { formatNumber } from '@/domain/number-formats';
import { PERMISSIONS } from '@/domain/permissions';
import { useHasPermission } from '@/hooks/use-has-permission';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { dispatchLogsQuery } from '../api/bulk-dispatch';
import { countValues } from '../lib/count-values';
import { WithdrawAction } from './withdraw-action';

const NUMBERS = ['created', 'emails', 'sms', 'failed'] as const;

/** How long a dispatch took, or that it is still running. */
function Duration({ log }: { log: BulkDispatchLog }) {
  const { t } = useTranslation('bulk');
  const lang = useLang();
  if (!log.finished_at) return t('dispatch_log.running');
  const seconds = Math.max(0, Math.round((Date.parse(log.finished_at) - Date.parse(log.started_at)) / 1000));
  return t('dispatch_log.seconds', countValues(seconds, lang));
}

/**
 * The upload's dispatch log: when, who, what it made and sent, how long it took, each with a
 * link to its transaction log. On the upload's page (`state` given) it also links to its own page.
 */
export function DispatchLogTable({ uploadId, state }: { uploadId: string; state?: BulkState }) {
  const { t } = useTranslation('bulk');
  const lang = useLang();
  const logs = useQuery(dispatchLogsQuery(uploadId, state ?? 'any'));
  const canWithdraw = useHasPermission(PERMISSIONS.dispatchBulkUploads);
  return (
    <Stack as="section" aria-labelledby="bulk-dispatch-log" gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Text id="bulk-dispatch-log" fontWeight="semibold">
          {t('dispatch_log.title')}
        </Text>
        {state && (
          <Link asChild fontSize="sm" colorPalette="blue">
            <RouterLink to="/$lang/bulk/uploads/$bulkId/dispatch-logs" params={{ lang, bulkId: uploadId }}>
              {t('dispatch_log.open_page')}
            </RouterLink>
          </Link>
        )}
      </HStack>
      {logs.isPending ? (
        <LoadingState />
      ) : logs.isError ? (
        <ErrorState error={logs.error} onRetry={() => void logs.refetch()} />
      ) : logs.data.count === 0 ? (
        <EmptyState message={t('dispatch_log.empty')} />
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
          <Table.Root size="sm">
            <Table.Caption srOnly>{t('dispatch_log.caption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader whiteSpace="nowrap">{t('dispatch_log.time')}</Table.ColumnHeader>
                <Table.ColumnHeader whiteSpace="nowrap">{t('dispatch_log.who')}</Table.ColumnHeader>
                {NUMBERS.map((column) => (
                  <Table.ColumnHeader key={column} whiteSpace="nowrap" textAlign="end">
                    {t(`dispatch_log.${column}`)}
                  </Table.ColumnHeader>
                ))}
                <Table.ColumnHeader whiteSpace="nowrap">{t('dispatch_log.duration')}</Table.ColumnHeader>
                <Table.ColumnHeader whiteSpace="nowrap">{t('dispatch_log.transactions')}</Table.ColumnHeader>
                {canWithdraw && (
                  <Table.ColumnHeader position="relative">
                    <VisuallyHidden>{t('rows.actions')}</VisuallyHidden>
                  </Table.ColumnHeader>
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {logs.data.results.map((log) => (
                <Table.Row key={log.id}>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(log.started_at, lang)}</Table.Cell>
                  <Table.Cell>
                    {log.kind === 'occurrence' && log.occurrence_at ? (
                      t('dispatch_log.occurrence', { time: formatDateTime(log.occurrence_at, lang) })
                    ) : (
                      <bdi>{log.started_by}</bdi>
                    )}
                  </Table.Cell>
                  {NUMBERS.map((column) => (
                    <Table.Cell key={column} textAlign="end">
                      {formatNumber(log[column], lang)}
                    </Table.Cell>
                  ))}
                  <Table.Cell whiteSpace="nowrap">
                    <Duration log={log} />
                  </Table.Cell>
                  {/* Positioned, so the link's hidden text stays inside the scrolling table on a phone. */}
                  <Table.Cell whiteSpace="nowrap" position="relative">
                    <Link asChild colorPalette="blue">
                      <RouterLink
                        to="/$lang/bulk/uploads/$bulkId/dispatch-logs/$dispatchLogId/transaction-logs"
                        params={{ lang, bulkId: uploadId, dispatchLogId: String(log.id) }}
                      >
                        {t('dispatch_log.open_transactions')}
                        <VisuallyHidden>{` ${formatDateTime(log.started_at, lang)}`}</VisuallyHidden>
                      </RouterLink>
                    </Link>
                  </Table.Cell>
                  {canWithdraw && (
                    <Table.Cell>
                      {log.finished_at && (
                        <WithdrawAction
                          uploadId={uploadId}
                          dispatchId={log.id}
                          size="xs"
                          label={t('withdraw.for_log', { time: formatDateTime(log.started_at, lang) })}
                        />
                      )}
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
