import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { type CatalogueCart, lineTotalMinor, unitPriceMinor } from '@/domain/catalogue-cart';
import { formatMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useCheckoutTranslation } from '../hooks/use-checkout-translation';

interface CheckoutSummaryProps {
  cart: CatalogueCart;
  currency: string;
  totals: { subtotal: number; discount: number; total: number };
  code: string | null;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex
      justify="space-between"
      gap="3"
      fontWeight={strong ? 'bold' : undefined}
      fontSize={strong ? 'lg' : undefined}
    >
      <Text as="span">{label}</Text>
      <Text as="span" whiteSpace="nowrap" data-testid={strong ? 'checkout-total' : undefined}>
        {value}
      </Text>
    </Flex>
  );
}

/** The order as it will be charged: lines, subtotal, the code's discount and the server's total. */
export function CheckoutSummary({ cart, currency, totals, code }: CheckoutSummaryProps) {
  const { t } = useCheckoutTranslation();
  const lang = useLang();
  const money = (minor: number) => formatMoney(minor, currency, lang);
  return (
    <Stack as="section" gap="3" aria-labelledby="checkout-summary">
      <Heading as="h2" size="md" id="checkout-summary">
        {t('checkout.summary')}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t('checkout.lines')}>
        {cart.items.map((item) => (
          <Flex as="li" key={item.slug} justify="space-between" gap="3">
            <Stack gap="0" minWidth="0">
              <Text fontWeight="medium">{lang === 'ar' ? item.details.name_ar : item.details.name_en}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('checkout.line_quantity', {
                  quantity: item.quantity,
                  price: money(unitPriceMinor(item.details)),
                })}
              </Text>
            </Stack>
            <Text whiteSpace="nowrap">{money(lineTotalMinor(item))}</Text>
          </Flex>
        ))}
      </Stack>
      <Stack gap="1" borderTopWidth="1px" paddingBlockStart="3" aria-live="polite">
        <Row label={t('checkout.subtotal')} value={money(totals.subtotal)} />
        {code && totals.discount > 0 && (
          <Row label={t('checkout.discount', { code })} value={`−${money(totals.discount)}`} />
        )}
        <Row label={t('checkout.total')} value={money(totals.total)} strong />
      </Stack>
    </Stack>
  );
}
