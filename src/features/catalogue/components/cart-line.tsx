import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import {
  type CatalogueCartItem,
  type CatalogueCartResult,
  lineTotalMinor,
  removeFromCatalogueCart,
  setCatalogueQuantity,
  unitPriceMinor,
} from '@/domain/catalogue-cart';
import { formatMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { tryCatalogueChange, updateCatalogueCart } from '../cart-store';
import { QuantityStepper } from './quantity-stepper';

interface CartLineProps {
  item: CatalogueCartItem;
  currency: string;
  /** A refused quantity, said by the page in one place. */
  onRefused: (result: Extract<CatalogueCartResult, { ok: false }>, name: string) => void;
}

/** One line: picture, name, unit price, quantity, line total, remove. */
export function CartLine({ item, currency, onRefused }: CartLineProps) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const name = lang === 'ar' ? item.details.name_ar || item.details.name_en : item.details.name_en;
  const money = (minor: number) => formatMoney(minor, currency, lang);
  const setQuantity = async (quantity: number) => {
    const result = await tryCatalogueChange((cart) => setCatalogueQuantity(cart, item.slug, quantity));
    if (!result.ok) onRefused(result, name);
  };
  return (
    <Flex as="li" gap="3" paddingBlock="3" borderBlockEndWidth="1px" align="flex-start" aria-label={name}>
      {item.details.image ? (
        <chakra.img
          src={item.details.image}
          alt=""
          width="20"
          height="20"
          flexShrink="0"
          borderRadius="md"
          objectFit="cover"
        />
      ) : (
        <Box width="20" height="20" flexShrink="0" borderRadius="md" bg="gray.100" />
      )}
      <Stack gap="2" flex="1" minWidth="0">
        <Flex justify="space-between" gap="2" wrap="wrap">
          <Text fontWeight="semibold">{name}</Text>
          <Text fontWeight="semibold" whiteSpace="nowrap">
            {money(lineTotalMinor(item))}
          </Text>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {t('cart.each', { price: money(unitPriceMinor(item.details)) })}
        </Text>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <QuantityStepper
            label={t('cart.quantity_of', { name })}
            value={item.quantity}
            max={item.inventory}
            onChange={(quantity) => void setQuantity(quantity)}
          />
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={t('cart.remove_name', { name })}
            onClick={() => void updateCatalogueCart((cart) => removeFromCatalogueCart(cart, item.slug))}
          >
            {t('cart.remove')}
          </Button>
        </Flex>
      </Stack>
    </Flex>
  );
}
