import { Dialog, Stack } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import * as yup from 'yup';
import { DialogFormFooter } from '@/components/admin/dialog-form-footer';
import { DialogForm } from '@/components/dialog-form';
import { EditorDialog } from '@/components/editor-dialog';
import { FormAlert } from '@/components/form-alert';
import { digitsOnly, InputField, SwitchField } from '@/components/formik-fields';
import type { AdminBanner, BannerRequest } from '@/domain/contracts/menu-admin';
import { MENU_MAX_POSITION } from '@/domain/menu-rules';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useSaveMenuRecord } from '../api/menu-mutations';
import { whole } from '../schemas/category-schema';
import { MenuImageField } from './menu-image-field';
import { NameFields } from './name-fields';

interface BannerValues {
  image_url: string | null;
  title_en: string;
  title_ar: string;
  position: string;
  is_active: boolean;
}
const FIELDS = ['image_url', 'title_en', 'title_ar', 'position'] as const;

interface BannerFormProps {
  banner: AdminBanner | null;
  nextPosition: number;
  onClose: () => void;
}

function BannerForm({ banner, nextPosition, onClose }: BannerFormProps) {
  const { t } = useTranslation('menu-admin');
  const save = useSaveMenuRecord<BannerRequest, AdminBanner>('banners', banner?.id ?? null);
  const schema = useMemo(
    () =>
      yup.object({
        image_url: yup.string().nullable().required(t('banners.image_required')),
        position: whole(t, MENU_MAX_POSITION),
      }),
    [t],
  );
  const onSubmit = async (values: BannerValues, helpers: FormikHelpers<BannerValues>) => {
    helpers.setStatus(undefined);
    try {
      await save.mutateAsync({
        ...values,
        image_url: values.image_url ?? '',
        position: Number(values.position),
      });
      notifySuccess(t('banners.saved'));
      onClose();
    } catch (error) {
      showFormErrors(error, helpers, FIELDS, 'alert-all');
    }
  };
  return (
    <Formik<BannerValues>
      initialValues={{
        image_url: banner?.image_url ?? null,
        title_en: banner?.title_en ?? '',
        title_ar: banner?.title_ar ?? '',
        position: String(banner?.position ?? nextPosition),
        is_active: banner?.is_active ?? true,
      }}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, status }) => (
        <DialogForm>
          <Dialog.Header>
            <Dialog.Title>{banner ? t('banners.edit_title') : t('banners.add')}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="5">
              <MenuImageField name="image_url" label={t('banners.image')} />
              <NameFields prefix="title" labels="title" />
              <InputField
                name="position"
                inputMode="numeric"
                label={t('form.position')}
                dir="ltr"
                sanitize={digitsOnly}
              />
              <SwitchField name="is_active" label={t('form.is_active')} />
              <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            </Stack>
          </Dialog.Body>
          <DialogFormFooter
            onClose={onClose}
            submitting={isSubmitting}
            submitLabel={banner ? t('form.save') : t('banners.add')}
          />
        </DialogForm>
      )}
    </Formik>
  );
}

export function BannerDialog({ open, ...props }: BannerFormProps & { open: boolean }) {
  return (
    <EditorDialog open={open} item={props.banner} onClose={props.onClose}>
      {(shown) => <BannerForm {...props} banner={shown} />}
    </EditorDialog>
  );
}
