import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Pulse } from '@/components/pulse';
import { useLang } from '@/hooks/use-lang';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { useCatalogueCart } from '../cart-store';
import { useCheckoutTranslation } from '../hooks/use-checkout-translation';
import { CheckoutForm } from './checkout-form';
import { ShopLayout } from './shop-layout';

/** /{lang}/catalogue/checkout: the stored cart, priced by the server, paid through a gateway. */
export function CheckoutPage() {
  const { t } = useCheckoutTranslation();
  const lang = useLang();
  const online = useOnlineStatus();
  const { cart, loaded } = useCatalogueCart();
  const [placed, setPlaced] = useState(false);

  const body = () => {
    if (!loaded) return <Pulse height="40" />;
    if (placed)
      return (
        <Text role="status" fontWeight="medium">
          {t('checkout.placed')}
        </Text>
      );
    if (cart.items.length === 0 || !cart.currency)
      return (
        <Stack gap="3" align="center" paddingBlock="8" textAlign="center">
          <Text color="fg.muted">{t('cart.empty')}</Text>
          <Button asChild colorPalette="orange">
            <Link to="/$lang/catalogue/product-list" params={{ lang }}>
              {t('cart.browse')}
            </Link>
          </Button>
        </Stack>
      );
    return <CheckoutForm cart={cart} currency={cart.currency} onPlaced={() => setPlaced(true)} />;
  };

  return (
    <ShopLayout>
      <Stack
        gap="4"
        bg="bg"
        borderWidth="1px"
        borderRadius="lg"
        padding={{ base: '4', md: '6' }}
        maxWidth="2xl"
        marginInline="auto"
      >
        <Heading as="h1" size="xl">
          {t('checkout.title')}
        </Heading>
        {!online && (
          <Text
            role="alert"
            bg="orange.subtle"
            color="orange.fg"
            padding="3"
            borderRadius="md"
            fontWeight="medium"
          >
            {t('checkout.offline')}
          </Text>
        )}
        {body()}
        {!placed && (
          <Button asChild variant="ghost" alignSelf="flex-start">
            <Link to="/$lang/catalogue/cart" params={{ lang }}>
              {t('checkout.back_to_cart')}
            </Link>
          </Button>
        )}
      </Stack>
    </ShopLayout>
  );
}
