import { Box, Button, Link as ChakraLink, Flex, Heading } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CustomerPageRoot, THEMED_HEADER } from '@/components/customer-appearance';
import { LanguageButton } from '@/components/language-button';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { merchantHeaderStyle } from '@/lib/merchant-header';
import { menuConfigQuery } from '../api/menu';
import { useCartCount } from '../cart-store';
import { pick } from '../lib/menu-text';

/** The menu pages' frame: the restaurant's bar (logo, title, language, cart) and the page. */
export function MenuLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('food-menu');
  const lang = useLang();
  const config = useQuery(menuConfigQuery());
  const count = useCartCount();
  return (
    <CustomerPageRoot appearance={config.data?.appearance}>
      <Box
        as="header"
        css={merchantHeaderStyle(config.data?.header_color ?? '', THEMED_HEADER)}
        borderBottomWidth="1px"
        position="sticky"
        insetBlockStart="0"
        zIndex="sticky"
      >
        <Flex maxWidth="3xl" marginInline="auto" align="center" gap="3" paddingInline="4" minHeight="16">
          <ChakraLink
            asChild
            color="inherit"
            display="flex"
            alignItems="center"
            gap="3"
            flex="1"
            minWidth="0"
          >
            <Link to="/$lang/new-menu" params={{ lang }}>
              {config.data?.logo_url && (
                <img src={config.data.logo_url} alt="" width={40} height={40} style={{ borderRadius: 8 }} />
              )}
              <Heading as="p" size="md" lineClamp={1}>
                {config.data ? pick(config.data.title, lang) : ''}
              </Heading>
            </Link>
          </ChakraLink>
          <LanguageButton color="inherit" />
          <Button asChild variant="outline" size="sm" bg="bg" color="fg">
            <Link to="/$lang/order-summary" params={{ lang }}>
              {t('cart.open', { count })}
            </Link>
          </Button>
        </Flex>
      </Box>
      <Box
        as="main"
        maxWidth="3xl"
        marginInline="auto"
        paddingInline={{ base: '3', md: '4' }}
        paddingBlock="5"
      >
        {children}
      </Box>
    </CustomerPageRoot>
  );
}
