import { type Insertable, sql } from 'kysely';
import { countedPage } from '../../db/counted-page.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { RoleRow, RolesTable } from '../../db/types.ts';

export type { RoleRow };
export type RoleWithCount = RoleRow & { member_count: number };

const memberCount = sql<number>`(select count(*)::int from users where users.role_id = roles.id)`;

/** A page of the merchant's roles: the presets in their order, then custom roles by name. */
export async function listRoles(
  db: DbHandle,
  merchantId: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: RoleWithCount[] }> {
  const query = queryable(db).selectFrom('roles').where('merchant_id', '=', merchantId);
  return countedPage(
    query,
    (list) =>
      list
        .selectAll()
        .select(memberCount.as('member_count'))
        // Presets are inserted in their order, so their ids keep it.
        .orderBy(sql`preset is null`)
        .orderBy(sql`lower(name)`)
        .orderBy('id'),
    page,
  );
}

/**
 * The role, locked until the transaction ends: `share` while a member is given it (its
 * permissions cannot change meanwhile), `update` to change or delete it.
 */
export function lockRole(
  db: DbHandle,
  merchantId: number,
  id: number,
  mode: 'share' | 'update',
): Promise<RoleRow | undefined> {
  const query = queryable(db)
    .selectFrom('roles')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id);
  return (mode === 'share' ? query.forShare() : query.forUpdate()).executeTakeFirst();
}

/** How many accounts hold the role (read after locking it, so an assignment that got in first counts). */
export async function countHolders(db: DbHandle, roleId: number): Promise<number> {
  const row = await queryable(db)
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('role_id', '=', roleId)
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * Orders the merchant's role name changes until the transaction ends: two owners creating or
 * renaming roles to the same name at once would both pass the name check, and the second write
 * would meet the unique index instead of a field error.
 */
export async function lockRoleNames(db: DbHandle, merchantId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('roles.name'), ${merchantId})`.execute(queryable(db));
}

/** Another role of the merchant already has this name, in any case. */
export function roleNameTaken(db: DbHandle, merchantId: number, name: string, exceptId: number) {
  return queryable(db)
    .selectFrom('roles')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .where('id', '!=', exceptId)
    .executeTakeFirst()
    .then(Boolean);
}

export function insertRoles(db: DbHandle, values: Insertable<RolesTable>[]): Promise<RoleRow[]> {
  return queryable(db).insertInto('roles').values(values).returningAll().execute();
}

export function updateRole(
  db: DbHandle,
  id: number,
  changes: { name?: string; permissions?: string },
): Promise<RoleRow> {
  return queryable(db)
    .updateTable('roles')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteRole(db: DbHandle, id: number): Promise<void> {
  await queryable(db).deleteFrom('roles').where('id', '=', id).execute();
}

/** Every holder of the role gets its permissions (the copy the authentication reads). */
export async function setHoldersPermissions(
  db: DbHandle,
  roleId: number,
  permissions: string,
): Promise<void> {
  await queryable(db).updateTable('users').set({ permissions }).where('role_id', '=', roleId).execute();
}

/** The merchant's roles among `ids`. */
export function roleRefs(db: DbHandle, merchantId: number, ids: number[]): Promise<RoleRow[]> {
  return queryable(db)
    .selectFrom('roles')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', ids)
    .execute();
}
