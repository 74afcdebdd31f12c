import { randomBytes, randomUUID } from 'node:crypto';
import type { LoginResponse, RefreshResponse } from '../../../src/domain/contracts/auth.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { fieldErrors, messageError, msg, nonFieldError } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { recordActivity } from '../activity/service.ts';
import { endSessions, markSessionUsed, startSession } from '../sessions/service.ts';
import { enqueueMessage } from '../templates/service.ts';
import { findUserByUsername, setPasswordHash, type User } from '../users/service.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { checkNewPassword } from './password-policy.ts';
import {
  consumeResetTokens,
  findRefreshTokenForUpdate,
  findUsableResetToken,
  insertRefreshToken,
  insertResetToken,
  markRefreshTokenUsed,
  storedJwtSecret,
} from './repository.ts';
import { type AccessTokens, newOpaqueToken, sha256 } from './tokens.ts';

export { loadCommonPasswords } from './common-passwords.ts';
export { hashPassword } from './password-hash.ts';
export { type AccessClaims, AccessTokens, newOpaqueToken } from './tokens.ts';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** What checking and storing a new password takes: the common-password list and scrypt's cost. */
export interface PasswordPolicy {
  commonPasswords: ReadonlySet<string>;
  scryptLogN: number;
}

/** With no JWT_SECRET the secret lives in the database: restarts keep sessions, instances share it. */
export async function jwtSecret(db: DbHandle, configured: string | null): Promise<string> {
  if (configured) return configured;
  return storedJwtSecret(db, randomBytes(48).toString('base64url'));
}

/**
 * Checks a username and password, else 400; the caller throttles the attempt. Made once per
 * app: unknown usernames still pay for one scrypt, so timing does not reveal which accounts exist.
 */
export function credentialChecker(db: DbHandle, scryptLogN: number) {
  const dummyHash = hashPassword(newOpaqueToken(), scryptLogN);
  return async (username: string, password: string): Promise<User> => {
    const found = await findUserByUsername(db, username);
    const valid = found
      ? await verifyPassword(password, found.password_hash)
      : await verifyPassword(password, await dummyHash).then(() => false);
    // A deactivated account is refused like a wrong password: the answer reveals nothing more.
    if (!found || !valid || !found.is_active) throw nonFieldError('auth.invalid_credentials');
    return found;
  };
}

async function issueRefreshToken(
  trx: DbHandle,
  userId: number,
  familyId: string,
  refreshTokenTtlS: number,
): Promise<string> {
  const refresh = newOpaqueToken();
  const expiresAt = new Date(Date.now() + refreshTokenTtlS * 1000);
  await insertRefreshToken(trx, { userId, familyId, tokenHash: sha256(refresh), expiresAt });
  return refresh;
}

/** The device a sign-in comes from, as the list of signed-in devices shows it. */
export interface SignInDevice {
  userAgent: string | null;
  ipAddress: string | null;
}

/** A signed-in user's new session: a refresh-token family (logged, listed) and its first access token. */
export async function openSession(
  db: DbHandle,
  accessTokens: AccessTokens,
  user: User,
  device: SignInDevice,
  refreshTokenTtlS: number,
): Promise<LoginResponse> {
  const familyId = randomUUID();
  const refresh = await inTransaction(db, async (trx) => {
    await startSession(trx, { id: familyId, userId: user.id, ...device });
    await recordActivity(trx, {
      merchantId: user.merchant_id,
      actor: user.username,
      action: 'activity.login',
      plugin: null,
    });
    return issueRefreshToken(trx, user.id, familyId, refreshTokenTtlS);
  });
  const access = await accessTokens.sign({ userId: user.id, sessionId: familyId });
  return { access, refresh, sessionid: familyId };
}

/** Rotates a refresh token, else 401; a used one coming back ends its whole family. */
export async function refreshSession(
  db: DbHandle,
  accessTokens: AccessTokens,
  refreshToken: string,
  refreshTokenTtlS: number,
): Promise<RefreshResponse> {
  const tokenHash = sha256(refreshToken);
  const outcome = await inTransaction(db, async (trx) => {
    const row = await findRefreshTokenForUpdate(trx, tokenHash);
    if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now()) return null;
    if (row.used_at) {
      // A used token coming back means it was copied: end the session it belongs to, at once.
      await endSessions(trx, row.user_id, { only: row.family_id });
      return null;
    }
    await markRefreshTokenUsed(trx, row.id);
    await markSessionUsed(trx, row.family_id);
    const refresh = await issueRefreshToken(trx, row.user_id, row.family_id, refreshTokenTtlS);
    return { refresh, userId: row.user_id, familyId: row.family_id };
  });
  if (!outcome) throw messageError(401, 'auth.refresh_invalid');
  const access = await accessTokens.sign({ userId: outcome.userId, sessionId: outcome.familyId });
  return { access, refresh: outcome.refresh };
}

/** How long an invitation's set-password link works: a week, since the invitee may be away. */
const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Emails the account a link to choose a password, in `lang`: a reset link (one hour) or an
 * invitation (a week). Either works once; using it retires every other. The caller wakes the outbox.
 */
export async function sendPasswordLink(
  trx: DbHandle,
  user: User,
  input: { kind: 'reset' | 'invite'; lang: Lang; publicUrl: string; merchant?: string },
): Promise<void> {
  const { kind, lang, publicUrl } = input;
  const token = newOpaqueToken();
  const ttl = kind === 'invite' ? INVITE_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS;
  await insertResetToken(trx, user.id, sha256(token), new Date(Date.now() + ttl));
  // An invitee's page greets them instead of speaking of a reset (invite=1).
  const link = `${publicUrl}/${lang}/reset-password?username=${encodeURIComponent(
    user.username,
  )}&token=${encodeURIComponent(token)}${kind === 'invite' ? '&invite=1' : ''}`;
  await enqueueMessage(trx, {
    merchantId: user.merchant_id,
    kind: kind === 'invite' ? 'invitation' : 'password_reset',
    lang,
    recipient: user.email,
    values:
      kind === 'invite'
        ? { username: user.username, link, merchant: input.merchant ?? '' }
        : { username: user.username, link },
  });
}

/**
 * Queues a reset link for the account, if there is one. The same work runs whether or not
 * the user exists; only the writes differ. The caller wakes the outbox.
 */
export async function requestPasswordReset(
  db: DbHandle,
  input: { username: string; lang: Lang; publicUrl: string },
): Promise<void> {
  const { username, lang, publicUrl } = input;
  await inTransaction(db, async (trx) => {
    const user = await findUserByUsername(trx, username);
    if (!user?.is_active) return;
    await sendPasswordLink(trx, user, { kind: 'reset', lang, publicUrl });
    await recordActivity(trx, {
      merchantId: user.merchant_id,
      actor: user.username,
      action: 'activity.password_reset_requested',
      plugin: null,
    });
  });
}

/** Sets a new password with a reset link's token, which it uses up; every session of the account ends. */
export async function resetPassword(
  db: DbHandle,
  input: { username: string; token: string; new_password: string; password_confirmation: string },
  policy: PasswordPolicy,
): Promise<void> {
  const { username, token, new_password, password_confirmation } = input;
  const user = await findUserByUsername(db, username);
  const usable = user?.is_active ? await findUsableResetToken(db, user.id, sha256(token)) : undefined;
  if (!user || !usable) throw nonFieldError('auth.reset_invalid');
  checkNewPassword(
    new_password,
    { field: 'password_confirmation', value: password_confirmation },
    user,
    policy.commonPasswords,
  );

  const passwordHash = await hashPassword(new_password, policy.scryptLogN);
  const applied = await inTransaction(db, async (trx) => {
    // Re-checked under the row lock: two submissions of one link cannot both succeed.
    if (!(await findUsableResetToken(trx, user.id, sha256(token)))) return false;
    await setPasswordHash(trx, user.id, passwordHash);
    await consumeResetTokens(trx, user.id);
    await endSessions(trx, user.id, {});
    await recordActivity(trx, {
      merchantId: user.merchant_id,
      actor: user.username,
      action: 'activity.password_reset',
      plugin: null,
    });
    return true;
  });
  if (!applied) throw nonFieldError('auth.reset_invalid');
}

/** The signed-in user's current password, else 400 on `field`; the caller throttles it as a sign-in. */
export async function checkCurrentPassword(
  user: User,
  password: string,
  field = 'current_password',
): Promise<void> {
  if (!(await verifyPassword(password, user.password_hash))) {
    throw fieldErrors({ [field]: [msg('users.current_password_wrong')] });
  }
}

/**
 * Changes the signed-in user's password. Other devices signed in with the old password lose
 * their sessions; the one making the change (`sessionId`) stays.
 */
export async function changePassword(
  db: DbHandle,
  user: User,
  sessionId: string | null,
  input: { new_password: string; repeat_password: string },
  policy: PasswordPolicy,
): Promise<void> {
  const { new_password, repeat_password } = input;
  checkNewPassword(
    new_password,
    { field: 'repeat_password', value: repeat_password },
    user,
    policy.commonPasswords,
  );
  const passwordHash = await hashPassword(new_password, policy.scryptLogN);
  await inTransaction(db, async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash);
    await endSessions(trx, user.id, { except: sessionId ?? undefined });
    await recordActivity(trx, {
      merchantId: user.merchant_id,
      actor: user.username,
      action: 'activity.password_changed',
      plugin: null,
    });
  });
}
export { loginPages } from './prerender.ts';

/** Ends every session of an account and voids its reset links, as its deactivation does. */
export async function endAllSessions(trx: DbHandle, userId: number): Promise<void> {
  await endSessions(trx, userId, {});
  await consumeResetTokens(trx, userId);
}
