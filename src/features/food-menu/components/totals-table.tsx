import { Flex, Stack, Text } from '@chakra-ui/react';
import type { OrderTotals } from '@/domain/food-pricing';
import { formatMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

/** Subtotal, discount, delivery and service charges, total: the order's arithmetic in plain view. */
export function TotalsTable({ totals, currency }: { totals: OrderTotals; currency: string }) {
  const { t } = useTranslation('food-order');
  const lang = useLang();
  const rows: [string, number, boolean?][] = [
    [t('totals.subtotal'), totals.subtotal],
    ...(totals.discount > 0 ? [[t('totals.discount'), -totals.discount] as [string, number]] : []),
    ...(totals.delivery_charges > 0
      ? [[t('totals.delivery'), totals.delivery_charges] as [string, number]]
      : []),
    ...(totals.service_charges > 0
      ? [[t('totals.service'), totals.service_charges] as [string, number]]
      : []),
    [t('totals.total'), totals.total, true],
  ];
  return (
    <Stack as="dl" gap="1">
      {rows.map(([label, amount, strong]) => (
        <Flex
          key={label}
          justify="space-between"
          fontWeight={strong ? 'bold' : 'normal'}
          fontSize={strong ? 'lg' : 'md'}
        >
          <Text as="dt">{label}</Text>
          <Text as="dd">{formatMoney(amount, currency, lang)}</Text>
        </Flex>
      ))}
    </Stack>
  );
}
