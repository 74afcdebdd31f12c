import * as yup from 'yup';
import type { PasswordOwner } from '@/domain/password-rules';
import type { TFunction } from '@/lib/i18n-runtime';
import { newPasswordRule } from '@/lib/password-schema';

export const changePasswordSchema = (t: TFunction, owner: PasswordOwner) =>
  yup.object({
    current_password: yup.string().required(t('errors:required')),
    new_password: newPasswordRule(t, { owner }),
    repeat_password: yup
      .string()
      .required(t('errors:required'))
      .oneOf([yup.ref('new_password')], t('password:errors.mismatch')),
  });
export type ChangePasswordValues = yup.InferType<ReturnType<typeof changePasswordSchema>>;
