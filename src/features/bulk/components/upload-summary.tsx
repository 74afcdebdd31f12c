import { Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/page-states';
import { TableSkeleton } from '@/components/table-skeleton';
import type { BulkState } from '@/domain/bulk-rows';
import type { BulkMoney } from '@/domain/contracts/bulk-summary';
import { formatApiMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { summaryQuery } from '../api/bulk-summary';
import { countValues } from '../lib/count-values';

const COLUMNS = ['requested', 'paid', 'outstanding'] as const;

/** Issue 22: the upload's money per currency — requested, paid, outstanding, refunded — with how many links each. */
export function UploadSummary({ uploadId, state }: { uploadId: string; state: BulkState }) {
  const { t } = useTranslation('bulk');
  const lang = useLang();
  const summary = useQuery(summaryQuery(uploadId, state));
  const money = (value: BulkMoney, currency: string) => (
    <Stack gap="0" align="flex-end">
      <Text as="span" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {formatApiMoney(value.amount, currency, lang)}
      </Text>
      <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {t('summary.requests', countValues(value.count, lang))}
      </Text>
    </Stack>
  );

  return (
    <Stack as="section" aria-labelledby="bulk-summary" gap="3">
      <Text id="bulk-summary" fontWeight="semibold">
        {t('summary.title')}
      </Text>
      {summary.isPending ? (
        <TableSkeleton />
      ) : summary.isError ? (
        <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
      ) : summary.data.currencies.length === 0 ? (
        <Text color="fg.muted">{t('summary.empty')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
          <Table.Root size="sm">
            <Table.Caption srOnly>{t('summary.caption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader whiteSpace="nowrap">{t('summary.currency')}</Table.ColumnHeader>
                {COLUMNS.map((column) => (
                  <Table.ColumnHeader key={column} whiteSpace="nowrap" textAlign="end">
                    {t(`summary.${column}`)}
                  </Table.ColumnHeader>
                ))}
                <Table.ColumnHeader whiteSpace="nowrap" textAlign="end">
                  {t('summary.refunded')}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {summary.data.currencies.map((line) => (
                <Table.Row key={line.currency}>
                  <Table.Cell>
                    <Text as="span">{line.currency}</Text>
                    {line.to_send.count > 0 && (
                      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                        {t('summary.to_send', countValues(line.to_send.count, lang))}
                      </Text>
                    )}
                  </Table.Cell>
                  {COLUMNS.map((column) => (
                    <Table.Cell key={column} textAlign="end">
                      {money(line[column], line.currency)}
                    </Table.Cell>
                  ))}
                  <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                    {formatApiMoney(line.refunded, line.currency, lang)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Text fontSize="xs" color="fg.muted">
        {t('summary.help')}
      </Text>
    </Stack>
  );
}
