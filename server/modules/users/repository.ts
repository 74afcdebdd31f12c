import type { UserDetails } from '../../../src/domain/contracts/users.ts';
import type { Db } from '../../db/database.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { Merchant, User } from '../../db/types.ts';

export function findUserByUsername(db: Db, username: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Users by id, in one query (the authentication of concurrent requests reads them together). */
export async function findUsersByIds(db: Db, ids: number[]): Promise<Map<number, User>> {
  if (ids.length === 0) return new Map();
  const users = await db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
  return new Map(users.map((user) => [user.id, user]));
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export function setReceiveOrderNotification(
  db: Db,
  userId: number,
  value: boolean,
): Promise<User | undefined> {
  return db
    .updateTable('users')
    .set({ receive_order_notification: value })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export function findMerchant(db: Db, merchantId: number): Promise<Merchant | undefined> {
  return db.selectFrom('merchants').selectAll().where('id', '=', merchantId).executeTakeFirst();
}

/** This deployment's merchant: one per database for now; the first one seeded. */
export function findDefaultMerchant(db: Db): Promise<Merchant | undefined> {
  return db.selectFrom('merchants').selectAll().orderBy('id').limit(1).executeTakeFirst();
}

export function toUserDetails(user: User, merchant: Merchant | undefined, lang: 'en' | 'ar'): UserDetails {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    is_superuser: user.is_superuser,
    permissions: user.permissions,
    receive_order_notification: user.receive_order_notification,
    merchant_logo: merchant?.logo_url ?? null,
    merchant_title: (lang === 'ar' ? merchant?.title_ar : merchant?.title_en) ?? '',
  };
}

/** findDefaultMerchant for callers holding a DbHandle (routes and services). */
export const findDefaultMerchantIn = (db: DbHandle): Promise<Merchant | undefined> =>
  findDefaultMerchant(queryable(db));
