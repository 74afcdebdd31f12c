import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Pulse } from '@/components/pulse';
import { type CatalogueCartResult, cartTotalMinor } from '@/domain/catalogue-cart';
import { formatMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { useCatalogueCart } from '../cart-store';
import { useCartRecheck } from '../hooks/use-cart-recheck';
import { CartChanges } from './cart-changes';
import { CartLine } from './cart-line';
import { refusalText } from './refusal-text';
import { ShopLayout } from './shop-layout';

/** SPEC 2.7 cart: the stored lines rechecked against the stock, their total, then checkout. */
export function CartPage() {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const { cart, loaded } = useCatalogueCart();
  const recheck = useCartRecheck(loaded);
  const [refusal, setRefusal] = useState<string | null>(null);
  const onRefused = (result: Extract<CatalogueCartResult, { ok: false }>, name: string) =>
    setRefusal(`${name}: ${refusalText(t, result)}`);

  const body = () => {
    if (!loaded) return <Pulse height="40" />;
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
    const currency = cart.currency;
    return (
      <Stack gap="4">
        <Stack as="ul" gap="0" listStyleType="none" aria-label={t('cart.lines')}>
          {cart.items.map((item) => (
            <CartLine key={item.slug} item={item} currency={currency} onRefused={onRefused} />
          ))}
        </Stack>
        {refusal && (
          <Text role="alert" color="fg.error">
            {refusal}
          </Text>
        )}
        <Flex justify="space-between" align="baseline" gap="3" fontSize="lg" fontWeight="bold">
          <Text as="span">{t('cart.total')}</Text>
          <Text as="span" data-testid="cart-total">
            {formatMoney(cartTotalMinor(cart), currency, lang)}
          </Text>
        </Flex>
        <Flex gap="3" justify="space-between" wrap="wrap">
          <Button asChild variant="outline" bg="bg">
            <Link to="/$lang/catalogue/product-list" params={{ lang }}>
              {t('cart.continue')}
            </Link>
          </Button>
          <Button asChild colorPalette="orange" size="lg">
            <Link to="/$lang/catalogue/checkout" params={{ lang }}>
              {t('cart.checkout')}
            </Link>
          </Button>
        </Flex>
      </Stack>
    );
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
          {t('cart.title')}
        </Heading>
        <CartChanges recheck={recheck} />
        {body()}
      </Stack>
    </ShopLayout>
  );
}
