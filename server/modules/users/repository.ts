import { type DbHandle, queryable } from '../../db/handle.ts';
import type { User } from '../../db/types.ts';

export type { User };

export function findUserByUsername(db: DbHandle, username: string): Promise<User | undefined> {
  return queryable(db).selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findUserById(db: DbHandle, id: number): Promise<User | undefined> {
  return queryable(db).selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setPasswordHash(db: DbHandle, userId: number, passwordHash: string): Promise<void> {
  await queryable(db)
    .updateTable('users')
    .set({ password_hash: passwordHash, password_set_at: new Date() })
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
