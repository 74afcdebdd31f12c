import { Dialog, SimpleGrid, Stack } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { DialogFormFooter } from '@/components/admin/dialog-form-footer';
import { DialogForm } from '@/components/dialog-form';
import { EditorDialog } from '@/components/editor-dialog';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { digitsOnly, InputField } from '@/components/formik-fields';
import type { AdminCategory } from '@/domain/contracts/catalogue-admin';
import { useLang } from '@/hooks/use-lang';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useSaveCategory } from '../api/categories';
import {
  CATEGORY_SERVER_FIELDS,
  type CategoryValues,
  categoryRequest,
  categorySchema,
  categoryValues,
} from '../schemas/category-schema';

interface CategoryFormProps {
  category: AdminCategory | null;
  nextPosition: number;
  onClose: () => void;
}

function CategoryForm({ category, nextPosition, onClose }: CategoryFormProps) {
  const { t } = useTranslation('catalogue-admin');
  const lang = useLang();
  const save = useSaveCategory(category?.id ?? null);
  const schema = useMemo(() => categorySchema(t), [t]);
  const nameOf = (named: { name_en: string; name_ar: string }) =>
    lang === 'ar' ? named.name_ar : named.name_en;

  const onSubmit = async (values: CategoryValues, helpers: FormikHelpers<CategoryValues>) => {
    helpers.setStatus(undefined);
    try {
      const saved = await save.mutateAsync(categoryRequest(values));
      notifySuccess(t(category ? 'form.saved' : 'categories.form.created', { name: nameOf(saved) }));
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
      {({ isSubmitting, status }) => (
        <DialogForm>
          <Dialog.Header>
            <Dialog.Title>
              {category
                ? t('form.edit_title', { name: nameOf(category) })
                : t('categories.form.create_title')}
            </Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="5">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField name="name_en" label={t('form.name_en')} autoComplete="off" dir="ltr" />
                <FormField name="name_ar" label={t('form.name_ar')} autoComplete="off" dir="rtl" />
              </SimpleGrid>
              <FormField
                name="slug"
                label={t('form.slug')}
                helperText={t('form.slug_hint')}
                autoComplete="off"
                dir="ltr"
              />
              <InputField
                name="position"
                inputMode="numeric"
                label={t('categories.form.position')}
                helperText={t('categories.form.position_hint')}
                autoComplete="off"
                dir="ltr"
                sanitize={digitsOnly}
              />
              <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            </Stack>
          </Dialog.Body>
          <DialogFormFooter
            onClose={onClose}
            submitting={isSubmitting}
            submitLabel={category ? t('form.save') : t('categories.actions.add')}
          />
        </DialogForm>
      )}
    </Formik>
  );
}

export function CategoryDialog({
  open,
  category,
  nextPosition,
  onClose,
}: {
  open: boolean;
  category: AdminCategory | null;
  nextPosition: number;
  onClose: () => void;
}) {
  return (
    <EditorDialog open={open} item={category} onClose={onClose}>
      {(shown) => <CategoryForm category={shown} nextPosition={nextPosition} onClose={onClose} />}
    </EditorDialog>
  );
}
