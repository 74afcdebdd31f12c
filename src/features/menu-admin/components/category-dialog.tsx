import { SimpleGrid } from '@chakra-ui/react';
import { useMemo } from 'react';
import { EditorDialog } from '@/components/editor-dialog';
import { digitsOnly, InputField, SwitchField } from '@/components/formik-fields';
import type { AdminCategory, CategoryRequest } from '@/domain/contracts/menu-admin';
import { useLang } from '@/hooks/use-lang';
import { useTranslation } from '@/lib/i18n-react';
import { useMenuCurrency } from '../api/use-menu-currency';
import {
  CATEGORY_SERVER_FIELDS,
  type CategoryValues,
  categoryRequest,
  categorySchema,
  categoryValues,
} from '../schemas/category-schema';
import { MenuImageField } from './menu-image-field';
import { MenuRecordForm } from './menu-record-form';
import { NameFields } from './name-fields';

interface CategoryFormProps {
  category: AdminCategory | null;
  nextPosition: number;
  onClose: () => void;
}

function CategoryForm({ category, nextPosition, onClose }: CategoryFormProps) {
  const { t } = useTranslation('menu-admin');
  const lang = useLang();
  const currency = useMenuCurrency();
  const schema = useMemo(() => categorySchema(t, currency), [t, currency]);

  return (
    <MenuRecordForm<CategoryValues, CategoryRequest, AdminCategory>
      resource="categories"
      id={category?.id ?? null}
      initialValues={categoryValues(category, nextPosition)}
      schema={schema}
      toRequest={categoryRequest}
      serverFields={CATEGORY_SERVER_FIELDS}
      title={category ? t('categories.edit_title') : t('categories.add')}
      submitLabel={category ? t('form.save') : t('categories.add')}
      savedMessage={(saved) => t('form.saved', { name: lang === 'ar' ? saved.name_ar : saved.name_en })}
      onClose={onClose}
    >
      {(values) => (
        <>
          <NameFields />
          <MenuImageField name="image_url" label={t('form.image')} />
          <InputField
            name="position"
            inputMode="numeric"
            label={t('form.position')}
            helperText={t('form.position_hint')}
            autoComplete="off"
            dir="ltr"
            sanitize={digitsOnly}
          />
          <SwitchField name="is_catering" label={t('categories.is_catering')} />
          {values.is_catering && (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <InputField
                name="minimum_number_of_plates"
                inputMode="numeric"
                label={t('categories.plates')}
                dir="ltr"
                sanitize={digitsOnly}
              />
              <InputField
                name="service_charges"
                inputMode="decimal"
                label={t('categories.service_charges', { currency })}
                dir="ltr"
              />
            </SimpleGrid>
          )}
          <SwitchField name="is_active" label={t('form.is_active')} />
        </>
      )}
    </MenuRecordForm>
  );
}

export function CategoryDialog({ open, ...props }: CategoryFormProps & { open: boolean }) {
  return (
    <EditorDialog open={open} item={props.category} onClose={props.onClose}>
      {(shown) => <CategoryForm {...props} category={shown} />}
    </EditorDialog>
  );
}
