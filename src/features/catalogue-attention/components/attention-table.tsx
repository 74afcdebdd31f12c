import { List, Table } from '@chakra-ui/react';
import { SpaLink } from '@/components/spa-link';
import type { AttentionOrder } from '@/domain/contracts/catalogue';
import { formatDateTime } from '@/domain/date-formats';
import { formatApiMoney } from '@/domain/money';
import { useTranslation } from '@/lib/i18n-react';
import type { Lang } from '@/lib/lang-path';
import { AttentionActions } from './attention-actions';

/**
 * One row per flagged order; its transaction id opens the transaction's detail, where the
 * merchant refunds. The id and the actions come first so a phone shows them without scrolling
 * sideways.
 */
export function AttentionTable({
  rows,
  lang,
  maySettle,
}: {
  rows: AttentionOrder[];
  lang: Lang;
  /** Settling takes stock: only those who may change products (change_product) are offered it. */
  maySettle: boolean;
}) {
  const { t } = useTranslation('catalogue-attention');
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('table.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader whiteSpace="nowrap">{t('table.transaction')}</Table.ColumnHeader>
            {maySettle && <Table.ColumnHeader whiteSpace="nowrap">{t('table.actions')}</Table.ColumnHeader>}
            <Table.ColumnHeader whiteSpace="nowrap">{t('table.created')}</Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">{t('table.customer')}</Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap" textAlign="end">
              {t('table.total')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">{t('table.lines')}</Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">{t('table.store')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.transaction_id}>
              <Table.Cell>
                <SpaLink
                  href={`/${lang}/catalogue/transactions/${row.transaction_id}`}
                  aria-label={t('table.open', { id: row.transaction_id.slice(0, 8) })}
                  title={row.transaction_id}
                  fontFamily="mono"
                  color="orange.700"
                  textDecoration="underline"
                >
                  {row.transaction_id.slice(0, 8)}
                </SpaLink>
              </Table.Cell>
              {maySettle && (
                <Table.Cell>
                  <AttentionActions transactionId={row.transaction_id} />
                </Table.Cell>
              )}
              <Table.Cell whiteSpace="nowrap">{formatDateTime(row.created, lang)}</Table.Cell>
              <Table.Cell minWidth="32">
                <bdi>{row.customer_name}</bdi>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {formatApiMoney(row.total, row.currency_code, lang)}
              </Table.Cell>
              <Table.Cell minWidth="48">
                <List.Root listStyle="none" gap="0.5">
                  {row.lines.map((line) => (
                    <List.Item key={line.slug}>
                      {t('table.line', { name: line.name[lang] || line.name.en, quantity: line.quantity })}
                    </List.Item>
                  ))}
                </List.Root>
              </Table.Cell>
              <Table.Cell minWidth="32">
                {row.store ? row.store[lang] || row.store.en : t('table.no_store')}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
