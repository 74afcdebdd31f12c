import type { ActivityChange } from '../../../src/domain/contracts/admin-activity.ts';
import type { RoleRef } from '../../../src/domain/contracts/roles.ts';
import type { StaffMember } from '../../../src/domain/contracts/staff.ts';
import type { DbHandle } from '../../db/handle.ts';
import { recordActivity } from '../activity/service.ts';
import { rolesOfMembers } from '../roles/service.ts';
import { withTwoFactor } from '../two-factor/service.ts';
import type { User } from './repository.ts';

/** An account as its merchant's owners see it on the Staff page: never its password's hash. */
const toStaffMember = (user: User, role: RoleRef | null, twoFactor: boolean): StaffMember => ({
  id: user.id,
  username: user.username,
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  is_superuser: user.is_superuser,
  permissions: user.permissions,
  is_active: user.is_active,
  invited: user.password_set_at === null,
  two_factor: twoFactor,
  role,
  created_at: new Date(user.created_at).toISOString(),
});

/** How the Staff page shows these accounts (role names, two-factor sign-in): two queries for any number. */
export async function describer(db: DbHandle, merchantId: number, users: User[]) {
  const roleOf = await rolesOfMembers(db, merchantId, users);
  const twoFactor = await withTwoFactor(
    db,
    users.map((user) => user.id),
  );
  return (user: User) => toStaffMember(user, roleOf(user), twoFactor.has(user.id));
}

/** One account, for an answer about that account. */
export async function memberOf(db: DbHandle, user: User): Promise<StaffMember> {
  return (await describer(db, user.merchant_id, [user]))(user);
}

/**
 * An owner's change to a member, in the activity history under the member's username; `changes`
 * lists the fields it changed, before and after.
 */
export const recordStaffChange = (
  trx: DbHandle,
  owner: User,
  action: string,
  member: User,
  changes?: ActivityChange[],
) =>
  recordActivity(trx, {
    merchantId: owner.merchant_id,
    actor: owner.username,
    action,
    plugin: null,
    params: changes ? { username: member.username, changes } : { username: member.username },
  });

export const nameOrNull = (name: string | null | undefined) =>
  name === undefined ? undefined : name?.trim() || null;
