import { SimpleGrid } from '@chakra-ui/react';
import { FormField } from '@/components/form-field';
import { useTranslation } from '@/lib/i18n-react';

/**
 * The English and Arabic names (or titles) of a record, each written in its own direction.
 * `prefix` is the Formik path before `_en` / `_ar`; `labels` picks their words.
 */
export function NameFields({
  prefix = 'name',
  labels = 'name',
  multiline,
}: {
  prefix?: string;
  labels?: 'name' | 'title' | 'description' | 'address' | 'welcome' | 'group';
  multiline?: boolean;
}) {
  const { t } = useTranslation('menu-admin');
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField
        name={`${prefix}_en`}
        label={t(`form.${labels}_en`)}
        autoComplete="off"
        dir="ltr"
        multiline={multiline}
      />
      <FormField
        name={`${prefix}_ar`}
        label={t(`form.${labels}_ar`)}
        autoComplete="off"
        dir="rtl"
        multiline={multiline}
      />
    </SimpleGrid>
  );
}
