import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const THROTTLE_MAX_FAILURES = 5;

export async function insertRefreshToken(
  trx: Db,
  token: { userId: number; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await trx
    .insertInto('refresh_tokens')
    .values({
      user_id: token.userId,
      family_id: token.familyId,
      token_hash: token.tokenHash,
      expires_at: token.expiresAt,
    })
    .execute();
}

export function findRefreshTokenForUpdate(trx: Db, tokenHash: string) {
  return trx
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function markRefreshTokenUsed(trx: Db, id: number): Promise<void> {
  await trx.updateTable('refresh_tokens').set({ used_at: new Date() }).where('id', '=', id).execute();
}

export async function revokeFamily(trx: Db, familyId: string): Promise<number> {
  const result = await trx
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Every session of the user, optionally sparing the one making the request. */
export async function revokeUserTokens(trx: Db, userId: number, exceptFamilyId?: string): Promise<void> {
  let query = trx
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptFamilyId) query = query.where('family_id', '!=', exceptFamilyId);
  await query.execute();
}

export async function insertResetToken(
  trx: Db,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await trx
    .insertInto('password_reset_tokens')
    .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt })
    .execute();
}

export function findUsableResetToken(trx: Db, userId: number, tokenHash: string) {
  return trx
    .selectFrom('password_reset_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .forUpdate()
    .executeTakeFirst();
}

/** A reset link is single-use, and using one retires every other outstanding link. */
export async function consumeResetTokens(trx: Db, userId: number): Promise<void> {
  await trx
    .updateTable('password_reset_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function recordLoginFailure(db: Db, username: string, address: string): Promise<void> {
  await db.insertInto('login_failures').values({ username, address, created_at: new Date() }).execute();
}

export async function clearLoginFailures(db: Db, username: string): Promise<void> {
  await db.deleteFrom('login_failures').where('username', '=', username).execute();
}

/**
 * When the username or the address has reached the failure limit within the window, the
 * time at which the oldest counted failure leaves it; null when sign-in may be attempted.
 */
export async function throttledUntil(db: Db, username: string, address: string): Promise<Date | null> {
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  const limit = THROTTLE_MAX_FAILURES;
  const rows = await db
    .selectFrom('login_failures')
    .select([
      sql<number>`count(*) filter (where username = ${username})::int`.as('by_username'),
      sql<number>`count(*) filter (where address = ${address})::int`.as('by_address'),
    ])
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('username', '=', username), eb('address', '=', address)]))
    .executeTakeFirstOrThrow();
  const blocked = [
    rows.by_username >= limit ? ('username' as const) : null,
    rows.by_address >= limit ? ('address' as const) : null,
  ].filter((key) => key !== null);
  if (blocked.length === 0) return null;
  let until = 0;
  for (const column of blocked) {
    // The failure that must expire before the count drops under the limit.
    const row = await db
      .selectFrom('login_failures')
      .select('created_at')
      .where(column, '=', column === 'username' ? username : address)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .offset(limit - 1)
      .limit(1)
      .executeTakeFirst();
    if (row) until = Math.max(until, new Date(row.created_at).getTime() + THROTTLE_WINDOW_MS);
  }
  return new Date(until);
}
