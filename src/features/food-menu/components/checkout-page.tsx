import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { AddressState } from '@/components/address/address-step';
import { isCartEmpty } from '@/domain/food-cart';
import { useLang } from '@/hooks/use-lang';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { useTranslation } from '@/lib/i18n-react';
import { useCartTotals } from '../hooks/use-cart-totals';
import { usesDeliveryArea } from '../lib/place';
import { CheckoutAddress } from './checkout-address';
import { CheckoutDetails } from './checkout-details';
import { MenuLayout } from './menu-layout';
import { Pulse } from './pulse';

interface CheckoutPageProps {
  /** The address step is done (kept in the URL, like the pay page). */
  detailsStep: boolean;
  onDetailsStep: () => void;
}

/** SPEC 2.6 checkout: the address (delivery, catering), then the customer and the payment. */
export function CheckoutPage({ detailsStep, onDetailsStep }: CheckoutPageProps) {
  const { t } = useTranslation('food-order');
  const lang = useLang();
  const online = useOnlineStatus();
  const cartTotals = useCartTotals();
  const { cart, loaded, choices, place, area, meetsMinimum } = cartTotals;
  // The address lives for this visit only: a reload asks for it again rather than keep it on the device.
  const [address, setAddress] = useState<AddressState | null>(null);
  const needsAddress = usesDeliveryArea(choices.delivery_type);
  // The pay page's address step brings its own heading ("Delivery details").
  const addressStep = needsAddress && Boolean(area) && (!detailsStep || !address);

  const content = () => {
    if (!loaded || (needsAddress && place && !area)) return <Pulse height="40" />;
    if (isCartEmpty(cart) || !place || !meetsMinimum)
      return (
        <Stack gap="3" align="flex-start">
          <Text>{isCartEmpty(cart) ? t('summary.empty') : t('checkout.not_ready')}</Text>
          <Button asChild colorPalette="orange">
            <Link to="/$lang/order-summary" params={{ lang }}>
              {t('checkout.back_to_cart')}
            </Link>
          </Button>
        </Stack>
      );
    if (addressStep && area)
      return (
        <CheckoutAddress
          area={area}
          initial={address}
          onSubmit={(state) => {
            setAddress(state);
            onDetailsStep();
          }}
        />
      );
    return <CheckoutDetails totals={cartTotals} address={needsAddress ? address : null} />;
  };

  return (
    <MenuLayout>
      <Stack gap="4" bg="bg" borderWidth="1px" borderRadius="lg" padding={{ base: '4', md: '6' }}>
        {!addressStep && (
          <Heading as="h1" size="xl">
            {t('checkout.title')}
          </Heading>
        )}
        {!online && (
          <Text
            role="alert"
            bg="orange.50"
            color="orange.800"
            padding="3"
            borderRadius="md"
            fontWeight="medium"
          >
            {t('checkout.offline')}
          </Text>
        )}
        {content()}
      </Stack>
    </MenuLayout>
  );
}
