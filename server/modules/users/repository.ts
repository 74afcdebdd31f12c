import { sql } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { User } from '../../db/types.ts';

export type { User };

export function findUserByUsername(db: DbHandle, username: string): Promise<User | undefined> {
  return queryable(db).selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findUserById(db: DbHandle, id: number): Promise<User | undefined> {
  return queryable(db).selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Users by id, in one query (the authentication of concurrent requests reads them together). */
export async function findUsersByIds(db: DbHandle, ids: number[]): Promise<Map<number, User>> {
  if (ids.length === 0) return new Map();
  const users = await queryable(db).selectFrom('users').selectAll().where('id', 'in', ids).execute();
  return new Map(users.map((user) => [user.id, user]));
}

export async function setPasswordHash(db: DbHandle, userId: number, passwordHash: string): Promise<void> {
  await queryable(db)
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .execute();
}

export function setReceiveOrderNotification(
  db: DbHandle,
  userId: number,
  value: boolean,
): Promise<User | undefined> {
  return queryable(db)
    .updateTable('users')
    .set({ receive_order_notification: value })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export interface StaffFilter {
  q?: string;
  status?: 'active' | 'inactive';
}

/** A page of a merchant's staff by username, and how many match. */
export async function listStaff(
  db: DbHandle,
  merchantId: number,
  filter: StaffFilter,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: User[] }> {
  let query = queryable(db).selectFrom('users').where('merchant_id', '=', merchantId);
  if (filter.status) query = query.where('is_active', '=', filter.status === 'active');
  const q = filter.q?.trim();
  if (q) {
    // LIKE wildcards typed in the search box are meant literally.
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or(
        (['username', 'email', 'first_name', 'last_name'] as const).map((column) =>
          eb(column, 'ilike', pattern),
        ),
      ),
    );
  }
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('username').limit(page.limit).offset(page.offset).execute(),
    query.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { count: total.count, rows };
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
