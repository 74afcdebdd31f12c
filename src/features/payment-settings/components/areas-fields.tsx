import { Field, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useField } from 'formik';
import { areaLines } from '@/domain/payment-settings';
import { useTranslation } from '@/lib/i18n-react';

/**
 * One area per line, a box per language: a merchant pastes a column from a spreadsheet and
 * edits a line like any text, and line n of each box is the same area. The count under each
 * box shows at once when the two lists no longer line up.
 */
function AreaList({ name, lang }: { name: 'kuwait_areas_en' | 'kuwait_areas_ar'; lang: 'en' | 'ar' }) {
  const { t } = useTranslation('payment-settings');
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  const count = areaLines(field.value ?? '').length;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{t(`areas.${lang}`)}</Field.Label>
      <Textarea
        {...field}
        value={field.value ?? ''}
        rows={12}
        lang={lang}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        aria-describedby={`${name}-count`}
      />
      <Field.HelperText id={`${name}-count`}>{t('areas.count', { count })}</Field.HelperText>
      <Field.ErrorText aria-live="polite">{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function AreasFields() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <AreaList name="kuwait_areas_en" lang="en" />
      <AreaList name="kuwait_areas_ar" lang="ar" />
    </SimpleGrid>
  );
}
