import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { isSoldOut } from '@/domain/catalogue-cart';
import type { ProductSummary } from '@/domain/contracts/catalogue';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { pick } from '@/lib/localized-text';
import { ProductPrice } from './product-price';

/**
 * One product in the list: picture, name, price, "Sold out"; opens its page. A sold-out product
 * dims only its picture: dimmed text would fall under AA contrast.
 */
export function ProductCard({
  product,
  currency,
  eager,
}: {
  product: ProductSummary;
  currency: string;
  /** The first row is on the first screen: its pictures are fetched at once. */
  eager: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const soldOut = isSoldOut(product.inventory);
  return (
    <Box
      asChild
      display="flex"
      flexDirection="column"
      height="full"
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      overflow="hidden"
      color="fg"
      textDecoration="none"
      _hover={{ borderColor: 'orange.400' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'orange.focusRing', outlineOffset: '2px' }}
    >
      <Link to="/$lang/catalogue/product-detail/$slug" params={{ lang, slug: product.slug }}>
        {product.image_url ? (
          <chakra.img
            src={product.image_url}
            alt=""
            width="full"
            aspectRatio="1 / 1"
            objectFit="cover"
            bg="gray.100"
            loading={eager ? undefined : 'lazy'}
            opacity={soldOut ? 0.5 : 1}
          />
        ) : (
          <Box aspectRatio="1 / 1" bg="gray.100" />
        )}
        <Flex direction="column" gap="1" padding="3" flex="1">
          <Heading as="h3" size="sm" lineClamp={2}>
            {pick(product.name, lang)}
          </Heading>
          <Box marginBlockStart="auto">
            <ProductPrice
              price={product.price}
              discountedPrice={product.discounted_price}
              currency={currency}
            />
            {soldOut && (
              <Text fontSize="sm" fontWeight="semibold" color="fg.error">
                {t('product.sold_out')}
              </Text>
            )}
          </Box>
        </Flex>
      </Link>
    </Box>
  );
}
