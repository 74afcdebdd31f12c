import { Badge, Table, Text } from '@chakra-ui/react';
import type { ProductUploadRow } from '@/domain/contracts/kitchen';
import { useTranslation } from '@/lib/i18n-react';

const PALETTE = { created: 'green', updated: 'blue', refused: 'red' } as const;

/** What each row of the file did to the dish of its sku (or, in a refused file, would have done). */
export function UploadRows({ rows, caption }: { rows: ProductUploadRow[]; caption: string }) {
  const { t } = useTranslation('kitchen');
  if (rows.length === 0) return null;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxHeight="80">
      <Table.Root size="sm" stickyHeader>
        <Table.Caption captionSide="top" textAlign="start" paddingBlockEnd="2">
          <Text fontWeight="semibold">{caption}</Text>
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('bulk.row')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('bulk.sku')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('bulk.outcome')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.row}>
              <Table.Cell>{row.row}</Table.Cell>
              <Table.Cell dir="ltr">{row.sku || t('bulk.sku_new')}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={PALETTE[row.outcome]}>{t(`bulk.outcome_${row.outcome}`)}</Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
