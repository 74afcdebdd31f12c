import { Stack, Table, Text } from '@chakra-ui/react';
import type { CatalogueOrderSummary } from '@/domain/catalogue-order';
import type { ChildTransaction } from '@/domain/contracts/transactions';
import { formatDateTime } from '@/domain/date-formats';
import { useTranslation } from '@/lib/i18n-react';
import type { Lang } from '@/lib/lang-path';
import { OrderLinesTable } from './order-lines-table';

/**
 * What hangs under one transaction's row: a catalogue order's lines, and the captures,
 * refunds and voids recorded against it; a row may have either or both.
 */
export function ChildRows({
  id,
  parentId,
  txns,
  order,
  currency,
  colSpan,
  lang,
}: {
  id: string;
  parentId: string;
  txns: ChildTransaction[];
  order: CatalogueOrderSummary | null;
  currency: string;
  colSpan: number;
  lang: Lang;
}) {
  const { t } = useTranslation('transactions');
  return (
    <Table.Row id={id} bg="gray.50">
      <Table.Cell colSpan={colSpan} paddingInlineStart="16">
        <Stack gap="4" maxWidth="3xl">
          {order && <OrderLinesTable parentId={parentId} order={order} currency={currency} lang={lang} />}
          {txns.length > 0 && (
            <Table.Root size="sm" variant="line" native>
              <Table.Caption captionSide="top" textAlign="start" marginBlockStart="0" marginBlockEnd="1">
                <Text as="span" fontWeight="medium" fontSize="sm">
                  {t('table.children', { id: parentId.slice(0, 8) })}
                </Text>
              </Table.Caption>
              <thead>
                <tr>
                  <th>{t('table.kind')}</th>
                  <th style={{ textAlign: 'end' }}>{t('table.amount')}</th>
                  <th>{t('table.currency')}</th>
                  <th>{t('table.created')}</th>
                  <th>{t('table.initiator')}</th>
                </tr>
              </thead>
              <tbody>
                {txns.map((txn) => (
                  <tr key={txn.id}>
                    <td>
                      {t(`kinds.${txn.kind}`)}
                      {txn.pending && <Text as="span" color="fg.muted">{` (${t('child_pending')})`}</Text>}
                    </td>
                    <td style={{ textAlign: 'end' }}>
                      <span dir="ltr">{txn.amount}</span>
                    </td>
                    <td>{txn.currency_code}</td>
                    <td>{formatDateTime(txn.created, lang)}</td>
                    <td>{txn.initiator ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </Table.Root>
          )}
        </Stack>
      </Table.Cell>
    </Table.Row>
  );
}
