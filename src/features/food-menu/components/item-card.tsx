import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { MenuItem } from '@/domain/contracts/food';
import { amountMinor, formatMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { pick } from '../lib/menu-text';

/** The price, with the old one struck through when the item is on offer. */
export function ItemPrice({
  item,
  currency,
}: {
  item: Pick<MenuItem, 'price' | 'price_with_discount'>;
  currency: string;
}) {
  const { t } = useTranslation('food-menu');
  const lang = useLang();
  const price = amountMinor(item.price, currency);
  if (item.price_with_discount === null) {
    return <Text fontWeight="semibold">{formatMoney(price, currency, lang)}</Text>;
  }
  return (
    <Flex gap="2" align="baseline" wrap="wrap">
      <Text fontWeight="semibold" color="orange.700">
        {formatMoney(amountMinor(item.price_with_discount, currency), currency, lang)}
      </Text>
      <Text
        as="s"
        fontSize="sm"
        color="fg.muted"
        aria-label={t('item.was', { price: formatMoney(price, currency, lang) })}
      >
        {formatMoney(price, currency, lang)}
      </Text>
    </Flex>
  );
}

/**
 * One dish in the menu: picture, name, description, price; opens its details page. The link is
 * named by all it shows (speech input users say what they see), and an unavailable dish dims only
 * its picture: dimmed text would fall under AA contrast.
 */
export function ItemCard({ item, currency }: { item: MenuItem; currency: string }) {
  const { t } = useTranslation('food-menu');
  const lang = useLang();
  const name = pick(item.name, lang);
  return (
    <Box
      asChild
      display="flex"
      gap="3"
      padding="3"
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      color="fg"
      textDecoration="none"
      _hover={{ borderColor: 'orange.400' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'orange.focusRing', outlineOffset: '2px' }}
    >
      <Link
        to="/$lang/category/$categoryId/food-details/$id"
        params={{ lang, categoryId: String(item.category_id), id: String(item.id) }}
      >
        {item.images[0] ? (
          <chakra.img
            src={item.images[0]}
            alt=""
            width="24"
            height="24"
            flexShrink="0"
            borderRadius="md"
            objectFit="cover"
            loading="lazy"
            opacity={item.available && !item.sold_out_today ? 1 : 0.6}
          />
        ) : (
          <Box width="24" height="24" flexShrink="0" borderRadius="md" bg="gray.100" />
        )}
        <Flex direction="column" gap="1" minWidth="0" flex="1">
          <Heading as="h3" size="sm" lineClamp={1}>
            {name}
          </Heading>
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {pick(item.description, lang)}
          </Text>
          <Flex justify="space-between" align="center" marginBlockStart="auto" gap="2">
            <ItemPrice item={item} currency={currency} />
            {(!item.available || item.sold_out_today) && (
              <Text fontSize="xs" color="fg.error">
                {t(item.available ? 'item.sold_out_today' : 'item.unavailable')}
              </Text>
            )}
          </Flex>
        </Flex>
      </Link>
    </Box>
  );
}
