import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { EMAIL_MAX_LENGTH, isEmail } from '@/domain/contact-rules';
import type { StaffEditRequest, StaffMember } from '@/domain/contracts/staff';

/** The contract's limit on a name (StaffEditRequest). */
const NAME_MAX_LENGTH = 150;

/**
 * Names may be emptied (that clears them); an address once set can only be changed, since the
 * API takes no empty email, and is judged by the same rule as the server's.
 */
export const staffEditSchema = (t: TFunction, hadEmail: boolean) => {
  const name = yup
    .string()
    .trim()
    .max(NAME_MAX_LENGTH, t('staff:edit.too_long', { max: NAME_MAX_LENGTH }));
  const email = yup
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, t('staff:edit.too_long', { max: EMAIL_MAX_LENGTH }))
    .test('email', t('errors:email'), (value) => !value || isEmail(value));
  return yup.object({
    first_name: name.default(''),
    last_name: name.default(''),
    email: hadEmail ? email.required(t('errors:required')) : email.default(''),
  });
};
export type StaffEditValues = yup.InferType<ReturnType<typeof staffEditSchema>>;

export const staffEditValues = (member: StaffMember): StaffEditValues => ({
  first_name: member.first_name ?? '',
  last_name: member.last_name ?? '',
  email: member.email,
});

/** What changed, as the API takes it: an emptied name is null, an untouched email is not sent. */
export function staffEditRequest(member: StaffMember, values: StaffEditValues): StaffEditRequest {
  const email = values.email.trim();
  return {
    first_name: values.first_name.trim() || null,
    last_name: values.last_name.trim() || null,
    ...(email && email !== member.email ? { email } : {}),
  };
}
