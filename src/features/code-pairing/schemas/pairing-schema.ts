import type { TFunction } from 'i18next';
import * as yup from 'yup';

/** SPEC 5: code and pair are both required. */
export const pairingSchema = (t: TFunction) =>
  yup.object({
    code: yup.string().trim().required(t('errors:required')),
    pair: yup.string().trim().required(t('errors:required')),
  });
export type PairingValues = yup.InferType<ReturnType<typeof pairingSchema>>;
