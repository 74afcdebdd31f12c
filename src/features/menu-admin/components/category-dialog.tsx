import { Dialog, SimpleGrid, Stack } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { DialogFormFooter } from '@/components/admin/dialog-form-footer';
import { DialogForm } from '@/components/dialog-form';
import { EditorDialog } from '@/components/editor-dialog';
import { FormAlert } from '@/components/form-alert';
import { digitsOnly, InputField, SwitchField } from '@/components/formik-fields';
import type { AdminCategory, CategoryRequest } from '@/domain/contracts/menu-admin';
import { useLang } from '@/hooks/use-lang';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useSaveMenuRecord } from '../api/menu-mutations';
import { useMenuCurrency } from '../api/use-menu-currency';
import {
  CATEGORY_SERVER_FIELDS,
  type CategoryValues,
  categoryRequest,
  categorySchema,
  categoryValues,
} from '../schemas/category-schema';
import { MenuImageField } from './menu-image-field';
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
  const save = useSaveMenuRecord<CategoryRequest, AdminCategory>('categories', category?.id ?? null);
  const schema = useMemo(() => categorySchema(t, currency), [t, currency]);

  const onSubmit = async (values: CategoryValues, helpers: FormikHelpers<CategoryValues>) => {
    helpers.setStatus(undefined);
    try {
      const saved = await save.mutateAsync(categoryRequest(values));
      notifySuccess(t('form.saved', { name: lang === 'ar' ? saved.name_ar : saved.name_en }));
      onClose();
    } catch (error) {
      showFormErrors(error, helpers, CATEGORY_SERVER_FIELDS, 'alert-all');
    }
  };

  return (
    <Formik<CategoryValues>
      initialValues={categoryValues(category, nextPosition)}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, status, values }) => (
        <DialogForm>
          <Dialog.Header>
            <Dialog.Title>{category ? t('categories.edit_title') : t('categories.add')}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="5">
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
              <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            </Stack>
          </Dialog.Body>
          <DialogFormFooter
            onClose={onClose}
            submitting={isSubmitting}
            submitLabel={category ? t('form.save') : t('categories.add')}
          />
        </DialogForm>
      )}
    </Formik>
  );
}

export function CategoryDialog({ open, ...props }: CategoryFormProps & { open: boolean }) {
  return (
    <EditorDialog open={open} item={props.category} onClose={props.onClose}>
      {(shown) => <CategoryForm {...props} category={shown} />}
    </EditorDialog>
  );
}
