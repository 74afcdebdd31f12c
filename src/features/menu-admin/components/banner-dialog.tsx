import { useMemo } from 'react';
import * as yup from 'yup';
import { EditorDialog } from '@/components/editor-dialog';
import { digitsOnly, InputField, SwitchField } from '@/components/formik-fields';
import type { AdminBanner, BannerRequest } from '@/domain/contracts/menu-admin';
import { MENU_MAX_POSITION } from '@/domain/menu-rules';
import { useTranslation } from '@/lib/i18n-react';
import { whole } from '../schemas/category-schema';
import { MenuImageField } from './menu-image-field';
import { MenuRecordForm } from './menu-record-form';
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
  const schema = useMemo(
    () =>
      yup.object({
        image_url: yup.string().nullable().required(t('banners.image_required')),
        position: whole(t, MENU_MAX_POSITION),
      }),
    [t],
  );
  return (
    <MenuRecordForm<BannerValues, BannerRequest, AdminBanner>
      resource="banners"
      id={banner?.id ?? null}
      initialValues={{
        image_url: banner?.image_url ?? null,
        title_en: banner?.title_en ?? '',
        title_ar: banner?.title_ar ?? '',
        position: String(banner?.position ?? nextPosition),
        is_active: banner?.is_active ?? true,
      }}
      schema={schema}
      toRequest={(values) => ({
        ...values,
        image_url: values.image_url ?? '',
        position: Number(values.position),
      })}
      serverFields={FIELDS}
      title={banner ? t('banners.edit_title') : t('banners.add')}
      submitLabel={banner ? t('form.save') : t('banners.add')}
      savedMessage={() => t('banners.saved')}
      onClose={onClose}
    >
      {() => (
        <>
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
        </>
      )}
    </MenuRecordForm>
  );
}

export function BannerDialog({ open, ...props }: BannerFormProps & { open: boolean }) {
  return (
    <EditorDialog open={open} item={props.banner} onClose={props.onClose}>
      {(shown) => <BannerForm {...props} banner={shown} />}
    </EditorDialog>
  );
}
