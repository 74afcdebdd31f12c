import { Badge, Button, HStack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { BulkRow } from '@/domain/contracts/bulk';
import { formatNumber } from '@/domain/number-formats';
import { useTranslation } from '@/lib/i18n-react';
import type { Lang } from '@/lib/lang-path';
import { StopRowAction } from './stop-row-action';

interface RowsTableProps {
  rows: BulkRow[];
  lang: Lang;
  /** Null when the rows can no longer be changed (dispatched) or the member may not. */
  onEdit: ((row: BulkRow) => void) | null;
  onDelete: ((row: BulkRow) => void) | null;
  /** A dispatched recurring upload whose rows' series the member may stop. */
  stopIn?: string | null;
}

/** The generated list before anything is sent: who is billed how much, and what is wrong. */
export function RowsTable({ rows, lang, onEdit, onDelete, stopIn = null }: RowsTableProps) {
  const { t } = useTranslation('bulk');
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('rows.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('rows.row')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('rows.customer')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('rows.amount')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('rows.check')}</Table.ColumnHeader>
            {(onEdit || onDelete || stopIn) && (
              // Positioned, so its hidden text stays inside the scrolling table on a phone.
              <Table.ColumnHeader position="relative">
                <VisuallyHidden>{t('rows.actions')}</VisuallyHidden>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell fontVariantNumeric="tabular-nums">{formatNumber(row.row, lang)}</Table.Cell>
              <Table.Cell minWidth="36">
                <bdi>{row.customer_name || row.cells.customer_name || ''}</bdi>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                <bdi>
                  {row.amount ? `${row.amount} ${row.currency_code ?? ''}` : (row.cells.amount ?? '')}
                </bdi>
              </Table.Cell>
              <Table.Cell minWidth="40">
                {row.valid ? (
                  <Badge colorPalette="green">{t('rows.valid')}</Badge>
                ) : (
                  <Text fontSize="sm" color="red.fg">
                    {row.errors.map((error) => `${error.column}: ${error.message}`).join(' · ')}
                  </Text>
                )}
              </Table.Cell>
              {(onEdit || onDelete || stopIn) && (
                <Table.Cell>
                  <HStack gap="1" justify="end">
                    {stopIn && row.next_occurrence_at && (
                      <StopRowAction uploadId={stopIn} row={row} lang={lang} />
                    )}
                    {onEdit && (
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t('rows.edit_for', { row: row.row })}
                        onClick={() => onEdit(row)}
                      >
                        {t('rows.edit')}
                      </Button>
                    )}
                    {onDelete && (
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={t('rows.delete_for', { row: row.row })}
                        onClick={() => onDelete(row)}
                      >
                        {t('rows.delete')}
                      </Button>
                    )}
                  </HStack>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
