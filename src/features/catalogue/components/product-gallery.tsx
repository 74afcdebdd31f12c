import { Box, chakra, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';

/**
 * The product's pictures: the chosen one large, the others as buttons below it. The large one is
 * named by the product; the thumbnails by their place, as they show the same product.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('catalogue');
  const [chosen, setChosen] = useState(0);
  const shown = images[chosen] ?? images[0];
  if (!shown) return <Box aspectRatio="1 / 1" bg="gray.100" borderRadius="lg" />;
  return (
    <Flex direction="column" gap="2">
      <chakra.img
        src={shown}
        alt={name}
        fetchPriority="high"
        width="full"
        aspectRatio="1 / 1"
        objectFit="cover"
        borderRadius="lg"
        bg="gray.100"
      />
      {images.length > 1 && (
        <Flex gap="2" role="group" aria-label={t('detail.pictures')}>
          {images.map((src, index) => (
            <chakra.button
              key={src}
              type="button"
              aria-label={t('detail.picture', { number: index + 1, total: images.length })}
              aria-pressed={index === chosen}
              onClick={() => setChosen(index)}
              width="16"
              height="16"
              padding="0"
              borderRadius="md"
              overflow="hidden"
              borderWidth="2px"
              borderColor={index === chosen ? 'orange.solid' : 'transparent'}
              cursor="pointer"
              _focusVisible={{ outline: '2px solid', outlineColor: 'orange.focusRing', outlineOffset: '2px' }}
            >
              <chakra.img src={src} alt="" width="full" height="full" objectFit="cover" loading="lazy" />
            </chakra.button>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
