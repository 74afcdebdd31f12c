import type { Db } from '../../db/database.ts';

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
