import * as yup from 'yup';
import { SUBHEADER_MAX_LENGTH, TITLE_MAX_LENGTH } from '@/domain/branding-rules';
import type { Branding } from '@/domain/contracts/branding';
import type { TFunction } from '@/lib/i18n-runtime';

/** A title in one language: required, within the server's limit. */
export const titleSchema = (t: TFunction) =>
  yup
    .string()
    .trim()
    .required(t('errors:required'))
    .max(TITLE_MAX_LENGTH, t('branding:too_long', { max: TITLE_MAX_LENGTH }));

export const brandingSchema = (t: TFunction) =>
  yup.object({
    title_en: titleSchema(t),
    title_ar: titleSchema(t),
    subheader: yup
      .string()
      .trim()
      .max(SUBHEADER_MAX_LENGTH, t('branding:too_long', { max: SUBHEADER_MAX_LENGTH })),
  });

export type BrandingValues = Branding;

export const brandingRequest = (values: BrandingValues): Branding => ({
  ...values,
  title_en: values.title_en.trim(),
  title_ar: values.title_ar.trim(),
  subheader: values.subheader.trim(),
});
