import * as yup from 'yup';
import type { Role, RoleCreateRequest } from '@/domain/contracts/roles';
import { ROLE_NAME_MAX_LENGTH } from '@/domain/roles';
import type { TFunction } from '@/lib/i18n-runtime';

/** A custom role's form: a name (the API's limit) and what its members may do. */
export const roleSchema = (t: TFunction) =>
  yup.object({
    name: yup
      .string()
      .trim()
      .required(t('errors:required'))
      .max(ROLE_NAME_MAX_LENGTH, t('roles:dialog.too_long', { max: ROLE_NAME_MAX_LENGTH })),
  });

export type RoleValues = yup.InferType<ReturnType<typeof roleSchema>> & { permissions: string[] };

export const roleValues = (role: Role | null): RoleValues => ({
  name: role?.name ?? '',
  permissions: role ? [...role.permissions] : [],
});

export const roleRequest = (values: RoleValues): RoleCreateRequest => ({
  name: values.name.trim(),
  permissions: values.permissions,
});
