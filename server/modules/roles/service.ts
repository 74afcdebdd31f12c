import type { ActivityChange } from '../../../src/domain/contracts/admin-activity.ts';
import type {
  Role,
  RoleCreateRequest,
  RoleEditRequest,
  RoleRef,
} from '../../../src/domain/contracts/roles.ts';
import { grantOf, PRESET_GRANTS, ROLE_PRESETS } from '../../../src/domain/roles.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { fieldErrors, messageError, msg } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import type { User } from '../users/service.ts';
import {
  countHolders,
  deleteRole,
  insertRoles,
  listRoles,
  lockRole,
  lockRoleNames,
  type RoleRow,
  type RoleWithCount,
  roleNameTaken,
  roleRefs,
  setHoldersPermissions,
  updateRole,
} from './repository.ts';

const toRoleRef = (role: RoleRow): RoleRef => ({ id: role.id, preset: role.preset, name: role.name });

const toRole = (role: RoleWithCount): Role => ({
  ...toRoleRef(role),
  ...grantOf(role),
  permissions: [...role.permissions],
  member_count: role.member_count,
  created_at: new Date(role.created_at).toISOString(),
  updated_at: new Date(role.updated_at).toISOString(),
});

/** Every preset for a new merchant, in their order (the seed, and whoever creates a merchant). */
export async function createPresetRoles(db: DbHandle, merchantId: number): Promise<RoleRow[]> {
  return insertRoles(
    db,
    ROLE_PRESETS.map((preset) => ({
      merchant_id: merchantId,
      preset,
      permissions: JSON.stringify(PRESET_GRANTS[preset].permissions),
    })),
  );
}

/** A page of the owner's merchant's roles, each with how many hold it. */
export async function rolesPage(
  db: DbHandle,
  owner: User,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: Role[] }> {
  const { count, rows } = await listRoles(db, owner.merchant_id, page);
  return { count, results: rows.map(toRole) };
}

/** Each account's role as the staff list names it, read in one query for a page of accounts. */
export async function rolesOfMembers(
  db: DbHandle,
  merchantId: number,
  members: readonly { role_id: number | null }[],
): Promise<(member: { role_id: number | null }) => RoleRef | null> {
  const ids = [...new Set(members.flatMap((member) => (member.role_id === null ? [] : [member.role_id])))];
  const rows = ids.length > 0 ? await roleRefs(db, merchantId, ids) : [];
  const byId = new Map(rows.map((row) => [row.id, toRoleRef(row)]));
  return (member) => (member.role_id === null ? null : (byId.get(member.role_id) ?? null));
}

/** Who a member is to the merchant: a role's holder, or individual permissions (role_id null). */
export interface MemberAccess {
  role_id: number | null;
  is_superuser: boolean;
  permissions: readonly string[];
}
/** What an owner sends to change it: a role, or individual ownership and permissions. */
export type AccessChoice = Partial<{
  role_id: number | null;
  is_superuser: boolean;
  permissions: readonly string[];
}>;

/**
 * The role a change picks, locked (shared) until the transaction ends so its permissions cannot
 * change before the member's copy is written; call it before locking the member, the order
 * changes of a role lock in. Undefined when no role is picked.
 */
export async function pickedRole(
  db: DbHandle,
  merchantId: number,
  choice: AccessChoice,
): Promise<RoleRow | undefined> {
  if (choice.role_id === undefined || choice.role_id === null) return undefined;
  // A role decides both: a list sent beside it would be ignored, so it is refused instead.
  if (choice.is_superuser !== undefined || choice.permissions !== undefined)
    throw fieldErrors({ role_id: [msg('roles.with_role')] });
  const role = await lockRole(db, merchantId, choice.role_id, 'share');
  if (!role) throw fieldErrors({ role_id: [msg('roles.unknown')] });
  return role;
}

/**
 * The one rule of roles: a member holding a role has exactly its access (ownership with the
 * Owner preset). Ownership or permissions sent without a role make the member individual,
 * and so does `role_id: null`; leaving the Owner role ends ownership unless it is sent.
 * `current` is null for a new account; undefined is returned when the choice changes nothing.
 */
export function accessAfter(current: null, choice: AccessChoice, picked: RoleRow | undefined): MemberAccess;
export function accessAfter(
  current: MemberAccess,
  choice: AccessChoice,
  picked: RoleRow | undefined,
): MemberAccess | undefined;
export function accessAfter(
  current: MemberAccess | null,
  choice: AccessChoice,
  picked: RoleRow | undefined,
): MemberAccess | undefined {
  if (picked) return { role_id: picked.id, ...grantOf(picked) };
  const individual =
    choice.role_id === null || choice.is_superuser !== undefined || choice.permissions !== undefined;
  if (current && !individual) return undefined;
  // Only the Owner preset makes its holders owners.
  const ownerByRole = current !== null && current.role_id !== null && current.is_superuser;
  return {
    role_id: null,
    is_superuser: choice.is_superuser ?? (ownerByRole ? false : (current?.is_superuser ?? false)),
    permissions: choice.permissions ?? current?.permissions ?? [],
  };
}

const record = (trx: DbHandle, owner: User, action: string, name: string, changes?: ActivityChange[]) =>
  recordActivity(trx, {
    merchantId: owner.merchant_id,
    actor: owner.username,
    action,
    plugin: null,
    params: { name, ...(changes ? { changes } : {}) },
  });

async function refuseTakenName(trx: DbHandle, merchantId: number, name: string, exceptId: number) {
  await lockRoleNames(trx, merchantId);
  if (await roleNameTaken(trx, merchantId, name, exceptId))
    throw fieldErrors({ name: [msg('roles.name_taken')] });
}

/** A custom role of the owner's merchant, held by nobody yet. */
export async function createRole(db: DbHandle, owner: User, body: RoleCreateRequest): Promise<Role> {
  const name = body.name.trim();
  return inTransaction(db, async (trx) => {
    await refuseTakenName(trx, owner.merchant_id, name, 0);
    const [role] = await insertRoles(trx, [
      { merchant_id: owner.merchant_id, name, permissions: JSON.stringify(body.permissions) },
    ]);
    if (!role) throw new Error('role not inserted');
    await record(trx, owner, 'activity.role_created', name, [
      { field: 'permissions', before: null, after: body.permissions },
    ]);
    return toRole({ ...role, member_count: 0 });
  });
}

/** A locked custom role of the owner's merchant: another merchant's is not found, a preset is fixed. */
async function customRoleForUpdate(trx: DbHandle, owner: User, id: number): Promise<RoleRow> {
  const role = await lockRole(trx, owner.merchant_id, id, 'update');
  if (!role) throw messageError(404, 'errors.not_found');
  if (role.preset) throw messageError(409, 'roles.preset_fixed');
  return role;
}

const sameNames = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name) => b.includes(name));

/** Renames a custom role or changes its permissions; every member holding it has the new ones at once. */
export async function editRole(db: DbHandle, owner: User, id: number, body: RoleEditRequest): Promise<Role> {
  return inTransaction(db, async (trx) => {
    const role = await customRoleForUpdate(trx, owner, id);
    const name = body.name?.trim();
    const changes: ActivityChange[] = [];
    if (name !== undefined && name !== role.name) {
      await refuseTakenName(trx, owner.merchant_id, name, id);
      changes.push({ field: 'name', before: role.name, after: name });
    }
    if (body.permissions && !sameNames(body.permissions, role.permissions))
      changes.push({ field: 'permissions', before: role.permissions, after: body.permissions });
    const holders = await countHolders(trx, id);
    if (changes.length === 0) return toRole({ ...role, member_count: holders });
    const permissions = body.permissions && JSON.stringify(body.permissions);
    const updated = await updateRole(trx, id, {
      ...(name !== undefined ? { name } : {}),
      ...(permissions ? { permissions } : {}),
    });
    if (permissions) await setHoldersPermissions(trx, id, permissions);
    await record(trx, owner, 'activity.role_edited', updated.name ?? '', changes);
    return toRole({ ...updated, member_count: holders });
  });
}

/** Deletes a custom role nobody holds (a member is moved to another role first). */
export async function removeRole(db: DbHandle, owner: User, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const role = await customRoleForUpdate(trx, owner, id);
    const holders = await countHolders(trx, id);
    if (holders > 0) throw messageError(409, 'roles.in_use', { count: holders });
    await deleteRole(trx, id);
    await record(trx, owner, 'activity.role_deleted', role.name ?? '', [
      { field: 'permissions', before: role.permissions, after: null },
    ]);
  });
}
