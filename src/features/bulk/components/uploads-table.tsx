import { Link, Stack, Table } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { BulkUpload } from '@/domain/contracts/bulk';
import { formatDateTime } from '@/domain/date-formats';
import { formatNumber } from '@/domain/number-formats';
import { useTranslation } from '@/lib/i18n-react';
import type { Lang } from '@/lib/lang-path';
import { UploadStateBadge } from './upload-state-badge';
import { ValidationProgress } from './validation-progress';

const COLUMNS = ['file_name', 'uploader', 'rows', 'valid', 'invalid', 'state', 'created'] as const;
const NUMBERS = new Set<string>(['rows', 'valid', 'invalid']);

/** One row per upload; its file name opens it for review. */
export function UploadsTable({ rows, lang }: { rows: BulkUpload[]; lang: Lang }) {
  const { t } = useTranslation('bulk');
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('uploads.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader
                key={column}
                whiteSpace="nowrap"
                textAlign={NUMBERS.has(column) ? 'end' : 'start'}
              >
                {t(`uploads.${column}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell minWidth="40">
                <Link asChild color="orange.fg" textDecoration="underline">
                  <RouterLink to="/$lang/bulk/uploads/$bulkId" params={{ lang, bulkId: row.id }}>
                    <bdi>{row.file_name}</bdi>
                  </RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <bdi>{row.uploader}</bdi>
              </Table.Cell>
              {(['rows', 'valid', 'invalid'] as const).map((count) => (
                <Table.Cell
                  key={count}
                  textAlign="end"
                  fontVariantNumeric="tabular-nums"
                  color={count === 'invalid' && row.invalid > 0 ? 'red.fg' : undefined}
                >
                  {formatNumber(row[count], lang)}
                </Table.Cell>
              ))}
              <Table.Cell>
                <Stack gap="1" align="stretch">
                  <UploadStateBadge state={row.state} />
                  {row.validation && <ValidationProgress progress={row.validation} lang={lang} size="xs" />}
                </Stack>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(row.created_at, lang)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
