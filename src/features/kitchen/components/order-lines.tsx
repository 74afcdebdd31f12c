import { Stack, Table, Text } from '@chakra-ui/react';
import type { OrderDetails } from '@/domain/contracts/food-orders';
import { amountMinor, formatApiMoney, formatMoney } from '@/domain/money';
import { useTranslation } from '@/lib/i18n-react';
import type { Lang } from '@/lib/lang-path';

/** The items as the kitchen prepares them: size, options, add-ons and instructions under each. */
export function OrderLines({ order, lang }: { order: OrderDetails; lang: Lang }) {
  const { t } = useTranslation('kitchen');
  const money = (amount: string) => formatApiMoney(amount, order.currency_code, lang);
  // Charges and discounts the order does not have are left out rather than shown as zero.
  const totals = (
    [
      ['subtotal', order.subtotal],
      ['discount', order.discount],
      ['delivery_charges', order.delivery_charges],
      ['service_charges', order.service_charges],
    ] as const
  ).filter(([key, amount]) => key === 'subtotal' || amountMinor(amount, order.currency_code) !== 0);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('details.items')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader textAlign="end">{t('details.quantity')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('details.item')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('details.line_total')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {order.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order is fixed.
            <Table.Row key={index} verticalAlign="top">
              <Table.Cell textAlign="end" fontWeight="bold" fontSize="md">
                {line.quantity}×
              </Table.Cell>
              <Table.Cell>
                <Stack gap="0.5">
                  <Text fontWeight="semibold">{line.name[lang]}</Text>
                  {line.category && (
                    <Text fontSize="sm" color="fg.muted">
                      {t('details.category', { name: line.category[lang] })}
                    </Text>
                  )}
                  {line.size && <Text fontSize="sm">{t('details.size', { size: line.size[lang] })}</Text>}
                  {line.options.map((option) => (
                    <Text key={option.group.en} fontSize="sm">
                      {option.group[lang]}: {option.choice[lang]}
                    </Text>
                  ))}
                  {line.add_ons.length > 0 && (
                    <Text fontSize="sm">
                      {t('details.add_ons', {
                        list: line.add_ons.map((addOn) => addOn.name[lang]).join(', '),
                      })}
                    </Text>
                  )}
                  {line.special_instructions && (
                    <Text fontSize="sm" fontWeight="semibold" color="orange.fg">
                      {t('details.instructions', { text: line.special_instructions })}
                    </Text>
                  )}
                </Stack>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {money(line.line_total)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          {totals.map(([key, amount]) => (
            <Table.Row key={key}>
              <Table.Cell colSpan={2} textAlign="end" color="fg.muted">
                {key === 'discount' && order.voucher
                  ? t('details.voucher', { code: order.voucher })
                  : t(`details.${key}`)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {key === 'discount'
                  ? formatMoney(-amountMinor(amount, order.currency_code), order.currency_code, lang)
                  : money(amount)}
              </Table.Cell>
            </Table.Row>
          ))}
          <Table.Row>
            <Table.Cell colSpan={2} textAlign="end" fontWeight="bold">
              {t('details.total')}
            </Table.Cell>
            <Table.Cell
              textAlign="end"
              whiteSpace="nowrap"
              fontWeight="bold"
              fontVariantNumeric="tabular-nums"
            >
              {money(order.total)}
            </Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}
