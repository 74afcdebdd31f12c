import * as yup from 'yup';
import { EMAIL_MAX_LENGTH, isEmail } from '@/domain/contact-rules';
import type { StaffEditRequest, StaffMember } from '@/domain/contracts/staff';
import type { TFunction } from '@/lib/i18n-runtime';

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
/** The role select's value for "Individual permissions" (a role's is its id). */
export const INDIVIDUAL = '';

/** Who a member is to the merchant: a role (its id), or individual ownership and permissions. */
export interface AccessValues {
  role: string;
  is_superuser: boolean;
  permissions: string[];
}

/** The names and email the schema judges, and who they are to the merchant. */
export type StaffEditValues = yup.InferType<ReturnType<typeof staffEditSchema>> & AccessValues;

export const staffEditValues = (member: StaffMember): StaffEditValues => ({
  first_name: member.first_name ?? '',
  last_name: member.last_name ?? '',
  email: member.email,
  role: member.role ? String(member.role.id) : INDIVIDUAL,
  is_superuser: member.is_superuser,
  permissions: [...member.permissions],
});

const sameNames = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name) => b.includes(name));

/**
 * The access part of a request: a role alone (the server gives its permissions), or individual
 * ownership and permissions, with no list for an owner, who holds every one. `changedOnly`
 * leaves out what `member` already has (an edit); leaving a role sends both, as the form shows them.
 */
export function accessRequest(
  values: AccessValues,
  member?: Pick<StaffMember, 'role' | 'is_superuser' | 'permissions'>,
): Pick<StaffEditRequest, 'role_id' | 'is_superuser' | 'permissions'> {
  const before = member ? (member.role?.id ?? null) : null;
  if (values.role !== INDIVIDUAL) {
    const roleId = Number(values.role);
    return roleId !== before || !member ? { role_id: roleId } : {};
  }
  const leaving = before !== null;
  const all = !member || leaving;
  const permissionsChanged = all || !sameNames(values.permissions, member.permissions);
  return {
    ...(leaving ? { role_id: null } : {}),
    ...(all || values.is_superuser !== member.is_superuser ? { is_superuser: values.is_superuser } : {}),
    ...(!values.is_superuser && permissionsChanged ? { permissions: values.permissions } : {}),
  };
}

/** Only what changed, as the API takes it (empty when nothing did): an emptied name is null. */
export function staffEditRequest(member: StaffMember, values: StaffEditValues): StaffEditRequest {
  const first = values.first_name.trim() || null;
  const last = values.last_name.trim() || null;
  const email = values.email.trim();
  return {
    ...(first !== member.first_name ? { first_name: first } : {}),
    ...(last !== member.last_name ? { last_name: last } : {}),
    ...(email && email !== member.email ? { email } : {}),
    ...accessRequest(values, member),
  };
}
