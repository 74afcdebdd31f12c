import { Stack } from '@chakra-ui/react';
import { getIn, useFormikContext } from 'formik';
import { ImageField } from '@/components/image-field';
import { MENU_MAX_IMAGES } from '@/domain/menu-rules';
import { useTranslation } from '@/lib/i18n-react';
import type { DishValues } from '../schemas/dish-schema';

/** A dish's pictures, first one on the menu's card: each uploaded when chosen, one empty slot after them. */
export function DishImagesField() {
  const { t } = useTranslation('menu-admin');
  const { values, errors, setFieldValue } = useFormikContext<DishValues>();
  const error = getIn(errors, 'images') as string | undefined;
  const slots = values.images.length < MENU_MAX_IMAGES ? [...values.images, null] : values.images;
  return (
    <Stack gap="3">
      {slots.map((url, index) => (
        <ImageField
          // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its place in the gallery
          key={index}
          label={t('dishes.image_n', { n: index + 1 })}
          kind="menu"
          value={url}
          error={index === 0 ? error : undefined}
          onChange={(next) => {
            const images = [...values.images];
            if (next === null) images.splice(index, 1);
            else images[index] = next;
            void setFieldValue('images', images);
          }}
        />
      ))}
    </Stack>
  );
}
