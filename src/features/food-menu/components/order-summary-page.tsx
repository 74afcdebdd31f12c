import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { clearCart, isCartEmpty } from '@/domain/food-cart';
import { formatMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { updateMenuState } from '../cart-store';
import { useCartTotals } from '../hooks/use-cart-totals';
import { CartLines } from './cart-lines';
import { MenuLayout } from './menu-layout';
import { Pulse } from './pulse';
import { TotalsTable } from './totals-table';
import { VoucherForm } from './voucher-form';

/** SPEC 2.1 order-summary: the cart, plates, voucher, totals, then checkout. */
export function OrderSummaryPage() {
  const { t } = useTranslation('food-order');
  const lang = useLang();
  const { cart, loaded, place, totals, currency, minimum, meetsMinimum } = useCartTotals();

  const body = () => {
    if (!loaded) return <Pulse height="40" />;
    if (isCartEmpty(cart))
      return (
        <Stack gap="3" align="center" paddingBlock="8" textAlign="center">
          <Text color="fg.muted">{t('summary.empty')}</Text>
          <Button asChild colorPalette="orange">
            <Link to="/$lang/new-menu" params={{ lang }}>
              {t('summary.browse')}
            </Link>
          </Button>
        </Stack>
      );
    return (
      <Stack gap="5">
        <CartLines cart={cart} currency={currency} />
        <VoucherForm subtotal={totals.subtotal} currency={currency} />
        <TotalsTable totals={totals} currency={currency} />
        {!place && (
          <Text role="status" color="fg.muted">
            {t('summary.choose_place')}
          </Text>
        )}
        {!meetsMinimum && (
          <Text role="alert" color="fg.error">
            {t('summary.below_minimum', { amount: formatMoney(minimum, currency, lang) })}
          </Text>
        )}
        <Flex gap="3" justify="space-between" wrap="wrap">
          <Button
            variant="outline"
            onClick={() =>
              updateMenuState((state) => ({
                ...state,
                cart: clearCart(state.cart),
                choices: { ...state.choices, voucher: null },
              }))
            }
          >
            {t('summary.clear')}
          </Button>
          {place && meetsMinimum ? (
            <Button asChild colorPalette="orange" size="lg">
              <Link to="/$lang/checkout" params={{ lang }}>
                {t('summary.checkout')}
              </Link>
            </Button>
          ) : (
            <Button asChild colorPalette="orange" size="lg" variant="outline">
              <Link to="/$lang/new-menu" params={{ lang }}>
                {t('summary.back_to_menu')}
              </Link>
            </Button>
          )}
        </Flex>
      </Stack>
    );
  };

  return (
    <MenuLayout>
      <Stack gap="4" bg="bg" borderWidth="1px" borderRadius="lg" padding={{ base: '4', md: '6' }}>
        <Heading as="h1" size="xl">
          {t('summary.title')}
        </Heading>
        {body()}
      </Stack>
    </MenuLayout>
  );
}
