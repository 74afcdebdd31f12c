import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { FormField } from '@/components/form-field';
import { digitsOnly, InputField, SelectField, SwitchField } from '@/components/formik-fields';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { menuCategoriesQuery } from '../api/menu-queries';
import { DishImagesField } from './dish-images-field';
import { NameFields } from './name-fields';

/** The dish's category, key, names, descriptions, pictures, place and whether it is on the menu. */
export function DishDetailsFields() {
  const { t } = useTranslation('menu-admin');
  const lang = useLang();
  const categories = useQuery(menuCategoriesQuery());
  const choices = (categories.data ?? []).map((category) => ({
    value: String(category.id),
    label: lang === 'ar' ? category.name_ar : category.name_en,
  }));
  return (
    <Stack gap="4">
      <SelectField
        name="category_id"
        label={t('dishes.category')}
        placeholder={t('dishes.choose_category')}
        choices={choices}
        required
      />
      <NameFields />
      <NameFields prefix="description" labels="description" multiline />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          name="sku"
          label={t('dishes.sku')}
          helperText={t('dishes.sku_hint')}
          autoComplete="off"
          dir="ltr"
        />
        <InputField
          name="position"
          inputMode="numeric"
          label={t('form.position')}
          autoComplete="off"
          dir="ltr"
          sanitize={digitsOnly}
        />
      </SimpleGrid>
      <DishImagesField />
      <SwitchField name="available" label={t('dishes.available')} />
    </Stack>
  );
}

/** The dish's own price and discounted price. */
export function DishPriceFields({ currency }: { currency: string }) {
  const { t } = useTranslation('menu-admin');
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <InputField
        name="price"
        inputMode="decimal"
        label={t('form.price_in', { currency })}
        dir="ltr"
        required
      />
      <InputField
        name="discounted_price"
        inputMode="decimal"
        label={t('form.discounted_price')}
        helperText={t('dishes.discount_hint')}
        dir="ltr"
      />
    </SimpleGrid>
  );
}
