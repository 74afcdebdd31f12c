import { Box, Button, Link as ChakraLink, Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { addToCatalogueCart, type CatalogueCartRefusal, isSoldOut } from '@/domain/catalogue-cart';
import type { CatalogueConfig, ProductDetail } from '@/domain/contracts/catalogue';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { pick } from '@/lib/localized-text';
import { tryCatalogueChange } from '../cart-store';
import { cartInput, withShopSettings } from '../lib/cart-input';
import { QuantityStepper } from './quantity-stepper';
import { refusalText } from './refusal-text';

type Outcome =
  | { ok: true; quantity: number }
  | { ok: false; reason: CatalogueCartRefusal; available?: number };

/**
 * Quantity and "Add to cart". The stepper stops at the stock, and the cart's rules still judge
 * the whole line (what the cart already holds counts): a refusal is said, never swallowed.
 */
export function AddToCart({ product, config }: { product: ProductDetail; config: CatalogueConfig }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const hydrated = useHydrated();
  const [quantity, setQuantity] = useState(1);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const soldOut = isSoldOut(product.inventory);
  const name = pick(product.name, lang);

  const add = async () => {
    const result = await tryCatalogueChange((cart) => {
      const added = addToCatalogueCart(cart, cartInput(product, config), quantity);
      return added.ok ? { ok: true, cart: withShopSettings(added.cart, config) } : added;
    });
    setOutcome(result.ok ? { ok: true, quantity } : result);
  };

  return (
    <Stack gap="3">
      {soldOut ? (
        <Text fontWeight="semibold" color="fg.error">
          {t('product.sold_out')}
        </Text>
      ) : (
        <Flex gap="3" align="center" wrap="wrap">
          <QuantityStepper
            label={t('detail.quantity_of', { name })}
            value={quantity}
            max={product.inventory}
            disabled={!hydrated}
            onChange={(next) => {
              setQuantity(next);
              setOutcome(null);
            }}
          />
          {product.inventory !== null && (
            <Text fontSize="sm" color="fg.muted">
              {t('detail.in_stock', { count: product.inventory })}
            </Text>
          )}
        </Flex>
      )}
      <Button
        colorPalette="orange"
        size="lg"
        disabled={!hydrated || soldOut}
        onClick={() => void add()}
        width={{ base: 'full', sm: 'auto' }}
        alignSelf="flex-start"
      >
        {t('detail.add')}
      </Button>
      <Box aria-live="polite">
        {outcome?.ok && (
          <Text role="status">
            {t('detail.added', { count: outcome.quantity, name })}{' '}
            <ChakraLink asChild color="orange.700" fontWeight="semibold">
              <Link to="/$lang/catalogue/cart" params={{ lang }}>
                {t('detail.view_cart')}
              </Link>
            </ChakraLink>
          </Text>
        )}
      </Box>
      {outcome && !outcome.ok && (
        <Text role="alert" color="fg.error">
          {refusalText(t, outcome)}
        </Text>
      )}
    </Stack>
  );
}
