import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { type CatalogueOrderSummary, catalogueOrderTotalMinor } from '@/domain/catalogue-order';
import { amountMinor, formatApiMoney, formatMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

/**
 * A catalogue transaction's order on its detail page: the lines as the server priced them,
 * subtotal, discount (with its code), total and the store. Amounts come from formatMoney,
 * which isolates them in Arabic, as the child transactions' amounts are.
 */
export function OrderSection({ order, currency }: { order: CatalogueOrderSummary; currency: string }) {
  const { t } = useTranslation('transactions');
  const lang = useLang();
  const money = (amount: string) => formatApiMoney(amount, currency, lang);
  const discount = amountMinor(order.discount, currency);
  const summary = [
    { key: 'subtotal', label: t('order.subtotal'), value: money(order.subtotal) },
    ...(discount !== 0 || order.discount_code
      ? [
          {
            key: 'discount',
            label: (
              <>
                {t('order.discount')}
                {order.discount_code && (
                  <>
                    {' ('}
                    <bdi>{order.discount_code}</bdi>)
                  </>
                )}
              </>
            ),
            value: formatMoney(-discount, currency, lang),
          },
        ]
      : []),
    {
      key: 'total',
      label: t('order.total'),
      value: formatMoney(catalogueOrderTotalMinor(order, currency), currency, lang),
    },
  ];
  return (
    <Stack as="section" gap="3" aria-labelledby="catalogue-order">
      <Heading as="h2" size="md" id="catalogue-order">
        {t('order.title')}
      </Heading>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('order.product')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('order.quantity')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('order.unit_price')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('order.line_total')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {order.lines.map((line) => (
              <Table.Row key={line.slug}>
                <Table.Cell>{line.name[lang] || line.name.en}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {line.quantity}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                  {money(line.unit_price)}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                  {money(line.line_total)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            {summary.map((item) => (
              <Table.Row key={item.key} fontWeight={item.key === 'total' ? 'semibold' : undefined}>
                <Table.ColumnHeader scope="row" colSpan={3} textAlign="end" fontWeight="inherit">
                  {item.label}
                </Table.ColumnHeader>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                  {item.value}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>
      {order.store && (
        <Text>
          <Text as="span" color="fg.muted">
            {t('order.store')}:
          </Text>{' '}
          {order.store.name[lang] || order.store.name.en}
        </Text>
      )}
    </Stack>
  );
}
