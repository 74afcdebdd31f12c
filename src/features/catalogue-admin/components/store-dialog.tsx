import { Dialog, SimpleGrid, Stack } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { DialogFormFooter } from '@/components/admin/dialog-form-footer';
import { DialogForm } from '@/components/dialog-form';
import { EditorDialog } from '@/components/editor-dialog';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { InputField, SwitchField } from '@/components/formik-fields';
import type { AdminStore } from '@/domain/contracts/catalogue-admin';
import { useLang } from '@/hooks/use-lang';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useSaveStore } from '../api/stores';
import {
  STORE_SERVER_FIELDS,
  type StoreValues,
  storeRequest,
  storeSchema,
  storeValues,
} from '../schemas/store-schema';

function StoreForm({ store, onClose }: { store: AdminStore | null; onClose: () => void }) {
  const { t } = useTranslation('catalogue-admin');
  const lang = useLang();
  const save = useSaveStore(store?.id ?? null);
  const schema = useMemo(() => storeSchema(t), [t]);
  const nameOf = (named: { name_en: string; name_ar: string }) =>
    lang === 'ar' ? named.name_ar : named.name_en;

  const onSubmit = async (values: StoreValues, helpers: FormikHelpers<StoreValues>) => {
    helpers.setStatus(undefined);
    try {
      const saved = await save.mutateAsync(storeRequest(values));
      notifySuccess(t(store ? 'form.saved' : 'stores.form.created', { name: nameOf(saved) }));
      onClose();
    } catch (error) {
      showFormErrors(error, helpers, STORE_SERVER_FIELDS, 'alert-all');
    }
  };

  return (
    <Formik<StoreValues> initialValues={storeValues(store)} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting, status }) => (
        <DialogForm>
          <Dialog.Header>
            <Dialog.Title>
              {store ? t('form.edit_title', { name: nameOf(store) }) : t('stores.form.create_title')}
            </Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="5">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField name="name_en" label={t('form.name_en')} autoComplete="off" dir="ltr" />
                <FormField name="name_ar" label={t('form.name_ar')} autoComplete="off" dir="rtl" />
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField name="address_en" label={t('stores.form.address_en')} multiline dir="ltr" />
                <FormField name="address_ar" label={t('stores.form.address_ar')} multiline dir="rtl" />
              </SimpleGrid>
              <InputField
                name="phone"
                type="tel"
                inputMode="tel"
                label={t('stores.form.phone')}
                helperText={t('stores.form.phone_hint')}
                autoComplete="off"
                dir="ltr"
              />
              <SwitchField name="is_active" label={t('stores.form.is_active')} />
              <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            </Stack>
          </Dialog.Body>
          <DialogFormFooter
            onClose={onClose}
            submitting={isSubmitting}
            submitLabel={store ? t('form.save') : t('stores.actions.add')}
          />
        </DialogForm>
      )}
    </Formik>
  );
}

export function StoreDialog({
  open,
  store,
  onClose,
}: {
  open: boolean;
  store: AdminStore | null;
  onClose: () => void;
}) {
  return (
    <EditorDialog open={open} item={store} onClose={onClose}>
      {(shown) => <StoreForm store={shown} onClose={onClose} />}
    </EditorDialog>
  );
}
