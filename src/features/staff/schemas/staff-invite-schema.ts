import * as yup from 'yup';
import { EMAIL_MAX_LENGTH, isEmail } from '@/domain/contact-rules';
import type { StaffInviteRequest } from '@/domain/contracts/staff';
import { isUsername, USERNAME_MAX_LENGTH } from '@/domain/staff-rules';
import type { TFunction } from '@/lib/i18n-runtime';
import type { Lang } from '@/lib/lang-path';
import { type AccessValues, accessRequest, INDIVIDUAL, NAME_MAX_LENGTH } from './staff-edit-schema';

/** The invitation form, judged by the same username and email rules as the API. */
export const staffInviteSchema = (t: TFunction) => {
  const tooLong = (max: number) => t('staff:edit.too_long', { max });
  const name = yup.string().trim().max(NAME_MAX_LENGTH, tooLong(NAME_MAX_LENGTH)).default('');
  return yup.object({
    username: yup
      .string()
      .trim()
      .required(t('errors:required'))
      .max(USERNAME_MAX_LENGTH, tooLong(USERNAME_MAX_LENGTH))
      .test('username', t('staff:invite.username_invalid'), (value) => !value || isUsername(value)),
    email: yup
      .string()
      .trim()
      .required(t('errors:required'))
      .max(EMAIL_MAX_LENGTH, tooLong(EMAIL_MAX_LENGTH))
      .test('email', t('errors:email'), (value) => !value || isEmail(value)),
    first_name: name,
    last_name: name,
  });
};

export interface StaffInviteValues extends AccessValues {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  lang: Lang;
}

export const emptyInvite = (lang: Lang): StaffInviteValues => ({
  username: '',
  email: '',
  first_name: '',
  last_name: '',
  lang,
  role: INDIVIDUAL,
  is_superuser: false,
  permissions: [],
});

/** As the API takes it: trimmed, no empty names, and a role or individual access (accessRequest). */
export function staffInviteRequest(values: StaffInviteValues): StaffInviteRequest {
  const first = values.first_name.trim();
  const last = values.last_name.trim();
  return {
    username: values.username.trim(),
    email: values.email.trim(),
    ...(first ? { first_name: first } : {}),
    ...(last ? { last_name: last } : {}),
    lang: values.lang,
    ...accessRequest(values),
  };
}
