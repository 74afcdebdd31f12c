import * as yup from 'yup';
import type { TFunction } from '@/lib/i18n-runtime';
import { newPasswordRule } from '@/lib/password-schema';

export const forgotPasswordSchema = (t: TFunction) =>
  yup.object({ username: yup.string().trim().required(t('errors:required')) });
export type ForgotPasswordValues = yup.InferType<ReturnType<typeof forgotPasswordSchema>>;

export const resetPasswordSchema = (t: TFunction) =>
  yup.object({
    username: yup.string().trim().required(t('errors:required')),
    new_password: newPasswordRule(t, { usernameField: 'username' }),
    password_confirmation: yup
      .string()
      .required(t('errors:required'))
      .oneOf([yup.ref('new_password')], t('password:errors.mismatch')),
  });
export type ResetPasswordValues = yup.InferType<ReturnType<typeof resetPasswordSchema>>;
