import * as yup from 'yup';
import {
  MAX_HOLD_MINUTES,
  MIN_HOLD_MINUTES,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
} from '@/domain/catalogue-admin-rules';
import type { ShopSettings, ShopSettingsPatch } from '@/domain/contracts/catalogue-admin';
import type { TFunction } from '@/lib/i18n-runtime';

export interface ShopSettingsValues {
  title_en: string;
  title_ar: string;
  terms_en: string;
  terms_ar: string;
  /** Typed as text: a blank field is refused, not read as 0. */
  hold_minutes: string;
}

export const SETTINGS_SERVER_FIELDS = [
  'title_en',
  'title_ar',
  'terms_en',
  'terms_ar',
  'hold_minutes',
] as const;

/** The shop's settings form, with the rules the server applies too. */
export const shopSettingsSchema = (t: TFunction) => {
  const title = yup.string().trim().required(t('form.required')).max(PRODUCT_NAME_MAX_LENGTH);
  const terms = yup.string().max(PRODUCT_DESCRIPTION_MAX_LENGTH);
  return yup.object({
    title_en: title,
    title_ar: title,
    terms_en: terms,
    terms_ar: terms,
    hold_minutes: yup
      .string()
      .required(t('form.required'))
      .test(
        'hold',
        t('settings.form.hold_invalid', { min: MIN_HOLD_MINUTES, max: MAX_HOLD_MINUTES }),
        (value) => {
          const minutes = Number(value);
          return /^\d+$/.test(value ?? '') && minutes >= MIN_HOLD_MINUTES && minutes <= MAX_HOLD_MINUTES;
        },
      ),
  });
};

export const shopSettingsValues = (settings: ShopSettings): ShopSettingsValues => ({
  title_en: settings.title_en,
  title_ar: settings.title_ar,
  terms_en: settings.terms_en,
  terms_ar: settings.terms_ar,
  hold_minutes: String(settings.hold_minutes),
});

export const shopSettingsPatch = (values: ShopSettingsValues): ShopSettingsPatch => ({
  title_en: values.title_en.trim(),
  title_ar: values.title_ar.trim(),
  terms_en: values.terms_en.trim(),
  terms_ar: values.terms_ar.trim(),
  hold_minutes: Number(values.hold_minutes),
});
