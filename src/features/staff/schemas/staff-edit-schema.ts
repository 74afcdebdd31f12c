import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { EMAIL_MAX_LENGTH, isEmail } from '@/domain/contact-rules';
import type { StaffEditRequest, StaffMember } from '@/domain/contracts/staff';

/** The contract's limit on a name (StaffEditRequest, StaffInviteRequest). */
export const NAME_MAX_LENGTH = 150;

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
/** The names and email the schema judges, and who they are to the merchant (Owner, or what they may do). */
export type StaffEditValues = yup.InferType<ReturnType<typeof staffEditSchema>> & {
  is_superuser: boolean;
  permissions: string[];
};

export const staffEditValues = (member: StaffMember): StaffEditValues => ({
  first_name: member.first_name ?? '',
  last_name: member.last_name ?? '',
  email: member.email,
  is_superuser: member.is_superuser,
  permissions: [...member.permissions],
});

const sameNames = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name) => b.includes(name));

/**
 * Only what changed, as the API takes it (empty when nothing did): an emptied name is null; the
 * permission list goes only for someone who is not an owner, since an owner holds every one.
 */
export function staffEditRequest(member: StaffMember, values: StaffEditValues): StaffEditRequest {
  const first = values.first_name.trim() || null;
  const last = values.last_name.trim() || null;
  const email = values.email.trim();
  const permissionsChanged = !sameNames(values.permissions, member.permissions);
  return {
    ...(first !== member.first_name ? { first_name: first } : {}),
    ...(last !== member.last_name ? { last_name: last } : {}),
    ...(email && email !== member.email ? { email } : {}),
    ...(values.is_superuser !== member.is_superuser ? { is_superuser: values.is_superuser } : {}),
    ...(!values.is_superuser && permissionsChanged ? { permissions: values.permissions } : {}),
  };
}
