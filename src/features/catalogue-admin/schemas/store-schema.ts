import * as yup from 'yup';
import { PRODUCT_NAME_MAX_LENGTH } from '@/domain/catalogue-admin-rules';
import { isPhoneNumber } from '@/domain/contact-rules';
import type { AdminStore, StoreRequest } from '@/domain/contracts/catalogue-admin';
import type { TFunction } from '@/lib/i18n-runtime';

export type StoreValues = StoreRequest;

export const STORE_SERVER_FIELDS = ['name_en', 'name_ar', 'address_en', 'address_ar', 'phone'] as const;

/** The store form, with the rules the server applies too (the repo's one phone rule). */
export const storeSchema = (t: TFunction) => {
  const name = yup.string().trim().required(t('form.required')).max(PRODUCT_NAME_MAX_LENGTH);
  return yup.object({
    name_en: name,
    name_ar: name,
    address_en: yup.string().max(300),
    address_ar: yup.string().max(300),
    phone: yup
      .string()
      .test(
        'phone',
        t('stores.form.phone_invalid'),
        (value) => !value?.trim() || isPhoneNumber(value.trim()),
      ),
  });
};

export const storeValues = (store: AdminStore | null): StoreValues => ({
  name_en: store?.name_en ?? '',
  name_ar: store?.name_ar ?? '',
  address_en: store?.address_en ?? '',
  address_ar: store?.address_ar ?? '',
  phone: store?.phone ?? '',
  is_active: store?.is_active ?? true,
});

export const storeRequest = (values: StoreValues): StoreRequest => ({
  name_en: values.name_en.trim(),
  name_ar: values.name_ar.trim(),
  address_en: values.address_en.trim(),
  address_ar: values.address_ar.trim(),
  phone: values.phone.trim(),
  is_active: values.is_active,
});
