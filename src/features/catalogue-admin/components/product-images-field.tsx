import { Button, Field, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { ImageField } from '@/components/image-field';
import { PRODUCT_MAX_IMAGES } from '@/domain/catalogue-admin-rules';
import { mediaSrcSet } from '@/domain/images';
import { useTranslation } from '@/lib/i18n-react';

/**
 * A product's gallery: each image uploaded through the pipeline as it is chosen, shown with a
 * button to remove it; the first is the one the shop's list draws.
 */
export function ProductImagesField() {
  const { t } = useTranslation('catalogue-admin');
  const [field, meta, helpers] = useField<string[]>('images');
  const images = field.value;
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <Stack gap="3">
      {images.length > 0 && (
        <Field.Root invalid={Boolean(error)}>
          <Field.Label as="span">{t('form.images')}</Field.Label>
          <HStack as="ul" listStyleType="none" gap="3" wrap="wrap">
            {images.map((url, index) => (
              <Stack as="li" key={url} gap="1" align="center">
                <Image
                  src={url}
                  srcSet={mediaSrcSet(url, 'product') ?? undefined}
                  sizes="96px"
                  alt={t('form.image_alt', { number: index + 1 })}
                  width="24"
                  height="24"
                  objectFit="cover"
                  borderRadius="md"
                  borderWidth="1px"
                />
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={t('form.image_remove', { number: index + 1 })}
                  onClick={() => void helpers.setValue(images.filter((kept) => kept !== url))}
                >
                  {t('form.remove')}
                </Button>
              </Stack>
            ))}
          </HStack>
          {error && <Field.ErrorText aria-live="polite">{error}</Field.ErrorText>}
        </Field.Root>
      )}
      {images.length < PRODUCT_MAX_IMAGES ? (
        <ImageField
          label={t('form.add_image')}
          kind="product"
          value={null}
          onChange={(url) => url && !images.includes(url) && void helpers.setValue([...images, url])}
          hint={t('form.images_hint', { max: PRODUCT_MAX_IMAGES })}
          error={images.length === 0 ? error : undefined}
        />
      ) : (
        <Text textStyle="sm" color="fg.muted">
          {t('form.images_full', { max: PRODUCT_MAX_IMAGES })}
        </Text>
      )}
    </Stack>
  );
}
