import { Flex, Text, type TextProps } from '@chakra-ui/react';
import { amountMinor, formatMoney } from '@/domain/money';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';

interface ProductPriceProps {
  price: string;
  discountedPrice: string | null;
  currency: string;
  size?: TextProps['fontSize'];
}

/**
 * The price in the currency's decimals, and on offer the price paid first with the old one struck
 * through, named "Was …" for screen readers (a strike-through is not read out). formatMoney
 * isolates each amount, so an Arabic line keeps the figure and its currency in order.
 */
export function ProductPrice({ price, discountedPrice, currency, size = 'md' }: ProductPriceProps) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const full = formatMoney(amountMinor(price, currency), currency, lang);
  if (discountedPrice === null)
    return (
      <Text fontWeight="semibold" fontSize={size}>
        {full}
      </Text>
    );
  return (
    <Flex gap="2" align="baseline" wrap="wrap">
      <Text fontWeight="semibold" fontSize={size} color="orange.700">
        {formatMoney(amountMinor(discountedPrice, currency), currency, lang)}
      </Text>
      <Text as="s" fontSize="sm" color="fg.muted" aria-label={t('price.was', { price: full })}>
        {full}
      </Text>
    </Flex>
  );
}
