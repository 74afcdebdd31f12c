import * as yup from 'yup';
import type { TFunction } from '@/lib/i18n-runtime';

/** SPEC 5: code and pair are both required. */
export const pairingSchema = (t: TFunction) =>
  yup.object({
    code: yup.string().trim().required(t('errors:required')),
    pair: yup.string().trim().required(t('errors:required')),
  });
export type PairingValues = yup.InferType<ReturnType<typeof pairingSchema>>;
