import * as yup from 'yup';
import type { MerchantSettings, MerchantSettingsPatch } from '@/domain/contracts/merchant';
import { areaLines, areaListErrors, PAYMENT_SETTINGS_LIMITS } from '@/domain/payment-settings';
import type { TFunction } from '@/lib/i18n-runtime';

export interface PauseValues {
  payments_paused: boolean;
  pause_message_en: string;
  pause_message_ar: string;
}

/** The defaults of new payment requests and the area list; the areas are one name per line. */
export interface DefaultsValues {
  terms_en: string;
  terms_ar: string;
  disclaimer_en: string;
  disclaimer_ar: string;
  default_country: string;
  capture_delivery_address: boolean;
  capture_delivery_location: boolean;
  first_popup_en: string;
  first_popup_ar: string;
  second_popup_en: string;
  second_popup_ar: string;
  kuwait_areas_en: string;
  kuwait_areas_ar: string;
}

export const PAUSE_FIELDS = ['payments_paused', 'pause_message_en', 'pause_message_ar'] as const;

export const DEFAULTS_FIELDS = [
  'terms_en',
  'terms_ar',
  'disclaimer_en',
  'disclaimer_ar',
  'default_country',
  'capture_delivery_address',
  'capture_delivery_location',
  'first_popup_en',
  'first_popup_ar',
  'second_popup_en',
  'second_popup_ar',
  'kuwait_areas_en',
  'kuwait_areas_ar',
] as const satisfies readonly (keyof DefaultsValues)[];

export const pauseValues = (settings: MerchantSettings): PauseValues => ({
  payments_paused: settings.payments_paused,
  pause_message_en: settings.pause_message_en,
  pause_message_ar: settings.pause_message_ar,
});

export function defaultsValues(settings: MerchantSettings): DefaultsValues {
  const { payments_paused, pause_message_en, pause_message_ar, kuwait_areas_en, kuwait_areas_ar, ...rest } =
    settings;
  return {
    ...rest,
    kuwait_areas_en: kuwait_areas_en.join('\n'),
    kuwait_areas_ar: kuwait_areas_ar.join('\n'),
  };
}

export function defaultsPatch(values: DefaultsValues): MerchantSettingsPatch {
  const { kuwait_areas_en, kuwait_areas_ar, ...rest } = values;
  return {
    ...rest,
    kuwait_areas_en: areaLines(kuwait_areas_en),
    kuwait_areas_ar: areaLines(kuwait_areas_ar),
  };
}

const text = (t: TFunction, max: number) =>
  yup
    .string()
    .trim()
    .max(max, t('payment-settings:errors.max_length', { count: max }))
    .default('');

export function pauseSchema(t: TFunction) {
  const message = text(t, PAYMENT_SETTINGS_LIMITS.pause_message);
  return yup.object({ pause_message_en: message, pause_message_ar: message });
}

/** The area rules are the server's (src/domain/payment-settings.ts), on the lines as they will be sent. */
function areasTest(t: TFunction, field: 'kuwait_areas_en' | 'kuwait_areas_ar') {
  return yup
    .string()
    .default('')
    .test(field, '', function check() {
      const en = areaLines(this.parent.kuwait_areas_en ?? '');
      const ar = areaLines(this.parent.kuwait_areas_ar ?? '');
      const error = areaListErrors(en, ar)[field];
      if (!error) return true;
      return this.createError({
        message: t(`payment-settings:areas.errors.${error}`, {
          arabic: ar.length,
          english: en.length,
          limit: PAYMENT_SETTINGS_LIMITS.area_name,
          most: PAYMENT_SETTINGS_LIMITS.areas,
        }),
      });
    });
}

export function defaultsSchema(t: TFunction) {
  const { terms, disclaimer, popup } = PAYMENT_SETTINGS_LIMITS;
  return yup.object({
    terms_en: text(t, terms),
    terms_ar: text(t, terms),
    disclaimer_en: text(t, disclaimer),
    disclaimer_ar: text(t, disclaimer),
    first_popup_en: text(t, popup),
    first_popup_ar: text(t, popup),
    second_popup_en: text(t, popup),
    second_popup_ar: text(t, popup),
    kuwait_areas_en: areasTest(t, 'kuwait_areas_en'),
    kuwait_areas_ar: areasTest(t, 'kuwait_areas_ar'),
  });
}
