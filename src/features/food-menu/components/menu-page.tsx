import { Box, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/page-states';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { bannersQuery, headerConfigQuery, menuConfigQuery } from '../api/menu';
import { pick } from '../lib/menu-text';
import { CartBar } from './cart-bar';
import { MenuItems } from './menu-items';
import { MenuLayout } from './menu-layout';
import { OrderSettings } from './order-settings';
import { Pulse } from './pulse';

/** SPEC 2.6 menu: header, banners, order settings, search, categories, promoted items, dishes. */
export function MenuPage() {
  const { t } = useTranslation('food-menu');
  const lang = useLang();
  const config = useQuery(menuConfigQuery());
  const header = useQuery(headerConfigQuery());
  const banners = useQuery(bannersQuery());

  if (config.error && !config.data)
    return (
      <MenuLayout>
        <ErrorState error={config.error} onRetry={() => void config.refetch()} />
      </MenuLayout>
    );
  const title = config.data ? pick(config.data.title, lang) : '';

  return (
    <MenuLayout>
      <Stack gap="5">
        <Box position="relative" borderRadius="lg" overflow="hidden" bg="orange.100" minHeight="24">
          {header.data?.image_url && (
            <chakra.img
              src={header.data.image_url}
              alt=""
              // The header and the first banner are the largest things on a phone's first screen:
              // fetched ahead of fonts and scripts on a line that takes six requests at a time.
              fetchPriority="high"
              width="full"
              aspectRatio="4 / 1"
              objectFit="cover"
            />
          )}
          <Box padding="4">
            <Heading as="h1" size="xl">
              {title || <Pulse as="span" display="block" height="8" width="50%" />}
            </Heading>
            {header.data && <Text color="fg.muted">{pick(header.data.welcome, lang)}</Text>}
          </Box>
        </Box>
        {banners.data && banners.data.length > 0 && (
          <Flex as="section" gap="3" overflowX="auto" aria-label={t('banners')}>
            {banners.data.map((banner, index) => (
              <chakra.figure key={banner.id} flexShrink="0" width={{ base: '80%', md: '48%' }} margin="0">
                <chakra.img
                  src={banner.image_url}
                  alt={pick(banner.title, lang)}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  width="full"
                  borderRadius="lg"
                  aspectRatio="2 / 1"
                  objectFit="cover"
                />
              </chakra.figure>
            ))}
          </Flex>
        )}
        {config.data ? (
          <>
            <OrderSettings config={config.data} />
            <MenuItems config={config.data} />
          </>
        ) : (
          <Pulse height="32" />
        )}
      </Stack>
      <CartBar currency={config.data?.currency_code ?? 'KWD'} />
    </MenuLayout>
  );
}
