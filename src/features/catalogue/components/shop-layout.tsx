import { Box, Button, Link as ChakraLink, chakra, Flex, Heading } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CustomerPageRoot, THEMED_HEADER } from '@/components/customer-appearance';
import { LanguageButton } from '@/components/language-button';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { pick } from '@/lib/localized-text';
import { merchantHeaderStyle } from '@/lib/merchant-header';
import { shopConfigQuery } from '../api/shop';
import { useCatalogueCartCount } from '../cart-store';

/**
 * The cart's count on the button, as a badge, followed by its unit for screen readers only: the
 * button is named by what it shows ("Cart 3 items"), as speech input users say what they see.
 */
function CartBadge({ count }: { count: number }) {
  const { t } = useTranslation('catalogue');
  if (count === 0) return null;
  return (
    <>
      <chakra.span
        minWidth="5"
        height="5"
        paddingInline="1"
        borderRadius="full"
        bg="orange.solid"
        color="orange.contrast"
        fontSize="xs"
        lineHeight="1"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
      >
        {count}
      </chakra.span>
      <chakra.span srOnly>{t('cart.units', { count })}</chakra.span>
    </>
  );
}

/** The shop pages' frame: the merchant's bar (title, language, cart with its count) and the page. */
export function ShopLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const config = useQuery(shopConfigQuery());
  const count = useCatalogueCartCount();
  return (
    <CustomerPageRoot appearance={config.data?.appearance}>
      <Box
        as="header"
        css={merchantHeaderStyle('', THEMED_HEADER)}
        borderBottomWidth="1px"
        position="sticky"
        insetBlockStart="0"
        zIndex="sticky"
      >
        <Flex maxWidth="5xl" marginInline="auto" align="center" gap="3" paddingInline="4" minHeight="16">
          <ChakraLink asChild color="inherit" flex="1" minWidth="0">
            <Link to="/$lang/catalogue/product-list" params={{ lang }}>
              <Heading as="p" size="md" lineClamp={1}>
                {config.data ? pick(config.data.title, lang) : ''}
              </Heading>
            </Link>
          </ChakraLink>
          <LanguageButton color="inherit" />
          <Button asChild variant="outline" size="sm" bg="bg" color="fg" gap="2">
            <Link to="/$lang/catalogue/cart" params={{ lang }}>
              {t('cart.title')}
              <CartBadge count={count} />
            </Link>
          </Button>
        </Flex>
      </Box>
      <Box
        as="main"
        maxWidth="5xl"
        marginInline="auto"
        paddingInline={{ base: '3', md: '4' }}
        paddingBlock="5"
      >
        {children}
      </Box>
    </CustomerPageRoot>
  );
}
