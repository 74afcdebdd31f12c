import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '@/components/page-states';
import { TableSkeleton } from '@/components/table-skeleton';
import { formatNumber } from '@/domain/number-formats';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { notifyError } from '@/lib/toaster';
import { downloadErrorReport, ERROR_PAGE_SIZE, errorTableQuery, type FileFormat } from '../api/bulk-uploads';
import { countValues } from '../lib/count-values';
import { LocalPager } from './local-pager';

/** SPEC 8: the upload's errors as a table (row, column, message, value), and as a file to correct. */
export function ErrorTable({ uploadId, invalid }: { uploadId: string; invalid: number }) {
  const { t } = useTranslation('bulk');
  const lang = useLang();
  const [page, setPage] = useState(1);
  const errors = useQuery(errorTableQuery(uploadId, page));
  const pages = Math.ceil((errors.data?.count ?? 0) / ERROR_PAGE_SIZE);
  const report = (format: FileFormat) => void downloadErrorReport(uploadId, format).catch(notifyError);

  return (
    <Stack as="section" aria-labelledby="bulk-errors" gap="3">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text id="bulk-errors" fontWeight="semibold" color="red.fg">
          {t('errors.title', countValues(invalid, lang))}
        </Text>
        <HStack gap="2">
          <Text fontSize="sm">{t('errors.report')}</Text>
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              size="xs"
              variant="outline"
              aria-label={t('errors.report_as', { format: format.toUpperCase() })}
              onClick={() => report(format)}
            >
              {format.toUpperCase()}
            </Button>
          ))}
        </HStack>
      </HStack>
      {errors.isPending ? (
        <TableSkeleton />
      ) : errors.isError && !errors.data ? (
        <ErrorState error={errors.error} onRetry={() => void errors.refetch()} />
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white" aria-busy={errors.isPlaceholderData}>
          <Table.Root size="sm">
            <Table.Caption srOnly>{t('errors.caption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                {(['row', 'column', 'message', 'value'] as const).map((column) => (
                  <Table.ColumnHeader key={column} whiteSpace="nowrap">
                    {t(`errors.${column}`)}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {errors.data.results.map((line) => (
                <Table.Row key={`${line.row_id}-${line.column}-${line.message}`}>
                  <Table.Cell fontVariantNumeric="tabular-nums">{formatNumber(line.row, lang)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <bdi>{line.column}</bdi>
                  </Table.Cell>
                  <Table.Cell minWidth="48">{line.message}</Table.Cell>
                  <Table.Cell>
                    {line.value ? (
                      <bdi>{line.value}</bdi>
                    ) : (
                      <Text as="span" color="fg.muted">
                        {t('errors.empty_value')}
                      </Text>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <LocalPager page={page} pages={pages} onPage={setPage} />
    </Stack>
  );
}
