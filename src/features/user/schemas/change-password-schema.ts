import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { newPasswordRule } from '@/lib/password-schema';

export const changePasswordSchema = (t: TFunction, username: string) =>
  yup.object({
    new_password: newPasswordRule(t, { username }),
    repeat_password: yup
      .string()
      .required(t('errors:required'))
      .oneOf([yup.ref('new_password')], t('password:errors.mismatch')),
  });
export type ChangePasswordValues = yup.InferType<ReturnType<typeof changePasswordSchema>>;
