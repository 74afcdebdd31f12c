import { type Insertable, sql } from 'kysely';
import type { StaffStatus } from '../../../src/domain/staff-rules.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { countedPage } from '../../db/counted-page.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { User, UsersTable } from '../../db/types.ts';

export type { User };

export interface StaffFilter {
  q?: string;
  status?: StaffStatus;
}

/** A page of a merchant's staff by username, and how many match. */
export async function listStaff(
  db: DbHandle,
  merchantId: number,
  filter: StaffFilter,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: User[] }> {
  let query = queryable(db).selectFrom('users').where('merchant_id', '=', merchantId);
  // staffStatusOf in SQL: an invitee is one with no password chosen yet (password_set_at null).
  if (filter.status === 'inactive') query = query.where('is_active', '=', false);
  else if (filter.status) {
    query = query
      .where('is_active', '=', true)
      .where('password_set_at', filter.status === 'invited' ? 'is' : 'is not', null);
  }
  const q = filter.q?.trim();
  if (q) {
    // LIKE wildcards typed in the search box are meant literally.
    const pattern = containsPattern(q);
    query = query.where((eb) =>
      eb.or(
        (['username', 'email', 'first_name', 'last_name'] as const).map((column) =>
          eb(column, 'ilike', pattern),
        ),
      ),
    );
  }
  return countedPage(query, (list) => list.selectAll().orderBy('username'), page);
}

/** The account, locked until the transaction ends: two owners acting at once are taken in turn. */
export function findStaffForUpdate(db: DbHandle, merchantId: number, id: number): Promise<User | undefined> {
  return queryable(db)
    .selectFrom('users')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The merchant's active owners, locked: the last one must stay. */
export async function lockActiveOwners(db: DbHandle, merchantId: number): Promise<number[]> {
  const rows = await queryable(db)
    .selectFrom('users')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('is_superuser', '=', true)
    .where('is_active', '=', true)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Orders the checks and writes of usernames and emails until the transaction ends: two owners
 * inviting one username (unique across merchants) or one email (unique within the merchant) at
 * once would both pass the checks, and the second would meet the username's unique index (a 500)
 * or make a second account with the email. Invitations lock the username first, then the emails;
 * email changes lock the emails only, so no two transactions wait on each other in a circle.
 */
export async function lockStaffIdentity(
  db: DbHandle,
  merchantId: number,
  username: string | null,
): Promise<void> {
  if (username !== null)
    await sql`select pg_advisory_xact_lock(hashtext('users.username'), hashtext(${username}))`.execute(
      queryable(db),
    );
  await sql`select pg_advisory_xact_lock(hashtext('users.email'), ${merchantId})`.execute(queryable(db));
}

/** Within one merchant only: another merchant's staff are nobody's business here. */
export function emailTaken(
  db: DbHandle,
  merchantId: number,
  email: string,
  exceptId: number,
): Promise<boolean> {
  return queryable(db)
    .selectFrom('users')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('id', '!=', exceptId)
    .executeTakeFirst()
    .then(Boolean);
}

export function updateStaff(
  db: DbHandle,
  id: number,
  changes: {
    first_name?: string | null;
    last_name?: string | null;
    email?: string;
    is_active?: boolean;
    is_superuser?: boolean;
    permissions?: string;
    role_id?: number | null;
    sessions_ended_at?: Date;
  },
): Promise<User> {
  return queryable(db)
    .updateTable('users')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Removes an account; its tokens and links go with it (their foreign keys cascade). */
export async function deleteStaff(db: DbHandle, id: number): Promise<void> {
  await queryable(db).deleteFrom('users').where('id', '=', id).execute();
}

export function insertStaff(db: DbHandle, values: Insertable<UsersTable>): Promise<User> {
  return queryable(db).insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}
