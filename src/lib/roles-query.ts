import { queryOptions } from '@tanstack/react-query';
import type { Role } from '@/domain/contracts/roles';
import { fetchAllPages } from './fetch-all-pages';
import { roleKeys } from './query-keys/staff';

export const ROLES = '/admin/roles';

/**
 * Every role of the merchant (presets first): the Roles page lists them and the staff dialogs
 * offer them, so both features read this one query.
 */
export const rolesQuery = () =>
  queryOptions({
    queryKey: roleKeys.list(),
    queryFn: ({ signal }) => fetchAllPages<Role>(ROLES, {}, signal),
  });
