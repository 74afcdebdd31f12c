import { Box, Flex } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { cartPricingInput } from '@/domain/food-cart';
import { orderTotals } from '@/domain/food-pricing';
import { formatMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { useCartCount, useFoodStoreValue } from '../cart-store';

/**
 * The bar at the foot of the menu once the cart holds a dish: its count, its subtotal, the way
 * to the order. A component of its own so that a change to the cart draws the bar again, not
 * every dish on the menu.
 */
export function CartBar({ currency }: { currency: string }) {
  const { t } = useTranslation('food-menu');
  const lang = useLang();
  const count = useCartCount();
  const cart = useFoodStoreValue((state) => state.cart);
  if (count === 0) return null;
  const subtotal = orderTotals(cartPricingInput(cart, null, 0)).subtotal;
  return (
    <>
      {/* Room under the last dish, which the bar would cover. */}
      <Box height="20" aria-hidden="true" />
      <Box
        position="fixed"
        insetInline="0"
        insetBlockEnd="0"
        padding="3"
        zIndex="sticky"
        pointerEvents="none"
      >
        <Flex
          asChild
          maxWidth="3xl"
          marginInline="auto"
          justify="space-between"
          align="center"
          bg="orange.solid"
          color="orange.contrast"
          borderRadius="full"
          paddingInline="5"
          paddingBlock="3"
          boxShadow="lg"
          fontWeight="semibold"
          pointerEvents="auto"
          _focusVisible={{ outline: '3px solid', outlineColor: 'orange.focusRing' }}
        >
          <Link to="/$lang/order-summary" params={{ lang }}>
            <span>{t('cart.view', { count })}</span>
            <span>{formatMoney(subtotal, currency, lang)}</span>
          </Link>
        </Flex>
      </Box>
    </>
  );
}
