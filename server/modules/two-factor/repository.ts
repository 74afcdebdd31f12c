import { sql } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';

export function findSecret(db: DbHandle, userId: number) {
  return queryable(db)
    .selectFrom('two_factor_secrets')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A new secret to confirm, replacing an unconfirmed one; a confirmed one stays (0 rows). */
export async function savePendingSecret(trx: DbHandle, userId: number, sealed: string): Promise<boolean> {
  const result = await queryable(trx)
    .insertInto('two_factor_secrets')
    .values({ user_id: userId, secret: sealed })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret: sealed, last_step: null, created_at: new Date() })
        .where('two_factor_secrets.confirmed_at', 'is', null),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Records `step` as the last one used, only if it is later than the last: the one atomic check
 * that stops a code being accepted twice, however many requests race with it.
 */
export async function claimStep(trx: DbHandle, userId: number, step: number): Promise<boolean> {
  const result = await queryable(trx)
    .updateTable('two_factor_secrets')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markConfirmed(trx: DbHandle, userId: number): Promise<void> {
  await queryable(trx)
    .updateTable('two_factor_secrets')
    .set({ confirmed_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
}

/** Which of these accounts have a confirmed second factor: one query for a whole page of them. */
export async function confirmedAmong(db: DbHandle, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await queryable(db)
    .selectFrom('two_factor_secrets')
    .select('user_id')
    .where('user_id', 'in', userIds)
    .where('confirmed_at', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

export async function deleteSecret(trx: DbHandle, userId: number): Promise<void> {
  await queryable(trx).deleteFrom('two_factor_secrets').where('user_id', '=', userId).execute();
  await queryable(trx).deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
}

export async function replaceRecoveryCodes(trx: DbHandle, userId: number, hashes: string[]): Promise<void> {
  await queryable(trx).deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await queryable(trx)
    .insertInto('two_factor_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

/** Uses up the unused code with this hash; false when there is none (wrong, or used before). */
export async function spendRecoveryCode(trx: DbHandle, userId: number, codeHash: string): Promise<boolean> {
  const result = await queryable(trx)
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countUnusedRecoveryCodes(db: DbHandle, userId: number): Promise<number> {
  const row = await queryable(db)
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertChallenge(
  trx: DbHandle,
  challenge: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await queryable(trx)
    .insertInto('sign_in_challenges')
    .values({ user_id: challenge.userId, token_hash: challenge.tokenHash, expires_at: challenge.expiresAt })
    .execute();
}

/** A challenge still open at `now`: unused, unexpired, and with failures left. */
export function findOpenChallenge(db: DbHandle, tokenHash: string, now: Date, maxFailures: number) {
  return queryable(db)
    .selectFrom('sign_in_challenges')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('failures', '<', maxFailures)
    .executeTakeFirst();
}

/** Counts a wrong code against the challenge; it dies with its last allowed failure. */
export async function countChallengeFailure(db: DbHandle, id: number): Promise<void> {
  await queryable(db)
    .updateTable('sign_in_challenges')
    .set({ failures: sql<number>`failures + 1` })
    .where('id', '=', id)
    .execute();
}

/** Uses the challenge up; false when another request already did. */
export async function spendChallenge(trx: DbHandle, id: number): Promise<boolean> {
  const result = await queryable(trx)
    .updateTable('sign_in_challenges')
    .set({ used_at: new Date() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Challenges past use: they open nothing, so they need not be kept. */
export async function deleteUserChallenges(trx: DbHandle, userId: number): Promise<void> {
  await queryable(trx).deleteFrom('sign_in_challenges').where('user_id', '=', userId).execute();
}

/** Whether the merchant requires it, and whether this user has a confirmed second factor. */
export async function enrolmentState(db: DbHandle, merchantId: number, userId: number) {
  const row = await queryable(db)
    .selectFrom('merchants')
    .leftJoin('two_factor_secrets as t', (join) => join.on('t.user_id', '=', userId))
    .select(['merchants.two_factor_required as required', 't.confirmed_at'])
    .where('merchants.id', '=', merchantId)
    .executeTakeFirst();
  return { required: row?.required ?? false, enrolled: Boolean(row?.confirmed_at) };
}

export async function setTwoFactorRequired(trx: DbHandle, merchantId: number, required: boolean) {
  const before = await queryable(trx)
    .selectFrom('merchants')
    .select('two_factor_required')
    .where('id', '=', merchantId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  await queryable(trx)
    .updateTable('merchants')
    .set({ two_factor_required: required })
    .where('id', '=', merchantId)
    .execute();
  return before.two_factor_required;
}

export async function findTwoFactorRequired(db: DbHandle, merchantId: number): Promise<boolean> {
  const row = await queryable(db)
    .selectFrom('merchants')
    .select('two_factor_required')
    .where('id', '=', merchantId)
    .executeTakeFirst();
  return row?.two_factor_required ?? false;
}
