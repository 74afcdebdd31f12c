import { chakra, Flex } from '@chakra-ui/react';
import type { Banner } from '@/domain/contracts/common';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { pick } from '@/lib/localized-text';

/** The shop's banners in a row that scrolls sideways, the first one fetched ahead of the rest. */
export function ShopBanners({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  if (banners.length === 0) return null;
  return (
    <Flex as="section" gap="3" overflowX="auto" aria-label={t('list.banners')}>
      {banners.map((banner, index) => (
        <chakra.figure key={banner.id} flexShrink="0" width={{ base: '85%', md: '48%' }} margin="0">
          <chakra.img
            src={banner.image_url}
            alt={pick(banner.title, lang)}
            // The first banner is the largest thing on a phone's first screen.
            fetchPriority={index === 0 ? 'high' : undefined}
            width="full"
            borderRadius="lg"
            aspectRatio="8 / 3"
            objectFit="cover"
          />
        </chakra.figure>
      ))}
    </Flex>
  );
}
