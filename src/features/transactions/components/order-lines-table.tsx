import { Table, Text } from '@chakra-ui/react';
import type { CatalogueOrderSummary } from '@/domain/catalogue-order';
import { amountMinor, formatApiMoney, formatMoney } from '@/domain/money';
import { useTranslation } from '@/lib/i18n-react';
import type { Lang } from '@/lib/lang-path';

/**
 * A catalogue order's lines under its transaction's row: product, quantity, unit price and
 * line total, then the discount (with its code) and the store when the order has them.
 * Amounts come from formatApiMoney, which isolates them in Arabic (no <bdi> needed).
 */
export function OrderLinesTable({
  parentId,
  order,
  currency,
  lang,
}: {
  parentId: string;
  order: CatalogueOrderSummary;
  currency: string;
  lang: Lang;
}) {
  const { t } = useTranslation('transactions');
  const money = (amount: string) => formatApiMoney(amount, currency, lang);
  const discount = amountMinor(order.discount, currency);
  const hasDiscount = order.discount_code !== null || discount !== 0;
  return (
    <Table.Root size="sm" variant="line" native>
      <Table.Caption captionSide="top" textAlign="start" marginBlockStart="0" marginBlockEnd="1">
        <Text as="span" fontWeight="medium" fontSize="sm">
          {t('order.caption', { id: parentId.slice(0, 8) })}
        </Text>
      </Table.Caption>
      <thead>
        <tr>
          <th>{t('order.product')}</th>
          <th style={{ textAlign: 'end' }}>{t('order.quantity')}</th>
          <th style={{ textAlign: 'end' }}>{t('order.unit_price')}</th>
          <th style={{ textAlign: 'end' }}>{t('order.line_total')}</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.slug}>
            <td>{line.name[lang] || line.name.en}</td>
            <td style={{ textAlign: 'end' }}>{line.quantity}</td>
            <td style={{ textAlign: 'end' }}>{money(line.unit_price)}</td>
            <td style={{ textAlign: 'end' }}>{money(line.line_total)}</td>
          </tr>
        ))}
      </tbody>
      {(hasDiscount || order.store) && (
        <tfoot>
          {hasDiscount && (
            <tr>
              <th scope="row" colSpan={3} style={{ textAlign: 'start', fontWeight: 'normal' }}>
                {t('order.discount')}
                {order.discount_code && (
                  <>
                    {' ('}
                    <bdi>{order.discount_code}</bdi>)
                  </>
                )}
              </th>
              <td style={{ textAlign: 'end' }}>{formatMoney(-discount, currency, lang)}</td>
            </tr>
          )}
          {order.store && (
            <tr>
              <th scope="row" style={{ textAlign: 'start', fontWeight: 'normal' }}>
                {t('order.store')}
              </th>
              <td colSpan={3}>{order.store.name[lang] || order.store.name.en}</td>
            </tr>
          )}
        </tfoot>
      )}
    </Table.Root>
  );
}
