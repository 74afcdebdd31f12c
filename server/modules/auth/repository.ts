import { type DbHandle, queryable } from '../../db/handle.ts';

export async function insertRefreshToken(
  trx: DbHandle,
  token: { userId: number; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await queryable(trx)
    .insertInto('refresh_tokens')
    .values({
      user_id: token.userId,
      family_id: token.familyId,
      token_hash: token.tokenHash,
      expires_at: token.expiresAt,
    })
    .execute();
}

export function findRefreshTokenForUpdate(trx: DbHandle, tokenHash: string) {
  return queryable(trx)
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function markRefreshTokenUsed(trx: DbHandle, id: number): Promise<void> {
  await queryable(trx)
    .updateTable('refresh_tokens')
    .set({ used_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function insertResetToken(
  trx: DbHandle,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await queryable(trx)
    .insertInto('password_reset_tokens')
    .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt })
    .execute();
}

export function findUsableResetToken(trx: DbHandle, userId: number, tokenHash: string) {
  return queryable(trx)
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
export async function consumeResetTokens(trx: DbHandle, userId: number): Promise<void> {
  await queryable(trx)
    .updateTable('password_reset_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Stores `generated` unless a secret is stored already, and answers the stored one. */
export async function storedJwtSecret(db: DbHandle, generated: string): Promise<string> {
  await queryable(db)
    .insertInto('settings')
    .values({ key: 'jwt_secret', value: generated })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await queryable(db)
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'jwt_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}
