import * as yup from 'yup';
import type { AdminCategory, CategoryRequest } from '@/domain/contracts/menu-admin';
import { MENU_MAX_POSITION, platesProblem } from '@/domain/menu-rules';
import type { TFunction } from '@/lib/i18n-runtime';
import { nameRule, priceRule, ruled } from './form-rules';

export interface CategoryValues {
  name_en: string;
  name_ar: string;
  image_url: string | null;
  /** Typed as text: a blank field is refused, not read as 0. */
  position: string;
  is_catering: boolean;
  minimum_number_of_plates: string;
  service_charges: string;
  is_active: boolean;
}

export const CATEGORY_SERVER_FIELDS = [
  'name_en',
  'name_ar',
  'image_url',
  'position',
  'minimum_number_of_plates',
  'service_charges',
] as const;

export const whole = (t: TFunction, max: number) =>
  yup
    .string()
    .required(t('form.required'))
    .test(
      'whole',
      t('form.whole_number', { max }),
      (value) => /^\d+$/.test(value ?? '') && Number(value) <= max,
    );

export const categorySchema = (t: TFunction, currency: string) =>
  yup.object({
    name_en: nameRule(t),
    name_ar: nameRule(t),
    position: whole(t, MENU_MAX_POSITION),
    minimum_number_of_plates: ruled(t, (value) => platesProblem(Number(value || 0))),
    service_charges: priceRule(t, currency, true),
  });

export const categoryValues = (category: AdminCategory | null, nextPosition: number): CategoryValues => ({
  name_en: category?.name_en ?? '',
  name_ar: category?.name_ar ?? '',
  image_url: category?.image_url ?? null,
  position: String(category?.position ?? nextPosition),
  is_catering: category?.is_catering ?? false,
  minimum_number_of_plates: String(category?.minimum_number_of_plates ?? 1),
  service_charges: category?.service_charges ?? '0',
  is_active: category?.is_active ?? true,
});

export const categoryRequest = (values: CategoryValues): CategoryRequest => ({
  ...values,
  name_en: values.name_en.trim(),
  name_ar: values.name_ar.trim(),
  position: Number(values.position),
  minimum_number_of_plates: Number(values.minimum_number_of_plates),
  service_charges: values.service_charges.trim(),
});
