import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/database.ts';
import { queryable } from '../../db/handle.ts';
import { fieldErrors, type Msg, messageError, msg, nonFieldError } from '../../lib/errors.ts';
import { pickLang, translate } from '../../lib/i18n.ts';
import { recordActivity } from '../activity/repository.ts';
import { enqueue } from '../outbox/repository.ts';
import { findUserByUsername, setPasswordHash } from '../users/repository.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { passwordRuleErrors } from './password-policy.ts';
import {
  consumeResetTokens,
  findRefreshTokenForUpdate,
  findUsableResetToken,
  insertRefreshToken,
  insertResetToken,
  markRefreshTokenUsed,
  revokeFamily,
  revokeUserTokens,
} from './repository.ts';
import { forgotPasswordSchema, loginSchema, refreshSchema, resetPasswordSchema } from './schemas.ts';
import { newOpaqueToken, sha256 } from './tokens.ts';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  // Unknown usernames still pay for one scrypt, so timing does not reveal which accounts exist.
  const dummyHash = hashPassword(newOpaqueToken(), config.scryptLogN);

  async function issueRefreshToken(trx: Db, userId: number, familyId: string): Promise<string> {
    const refresh = newOpaqueToken();
    const expiresAt = new Date(Date.now() + config.refreshTokenTtlS * 1000);
    await insertRefreshToken(trx, { userId, familyId, tokenHash: sha256(refresh), expiresAt });
    return refresh;
  }

  app.post('/user/token/', { schema: loginSchema }, async (request) => {
    const { username, password } = request.body;
    const user = await app.throttle.guard({ scope: 'login', subject: username, ip: request.ip }, async () => {
      const found = await findUserByUsername(queryable(app.db), username);
      const valid = found
        ? await verifyPassword(password, found.password_hash)
        : await verifyPassword(password, await dummyHash).then(() => false);
      if (!found || !valid) throw nonFieldError('auth.invalid_credentials');
      return found;
    });
    const familyId = randomUUID();
    const refresh = await queryable(app.db)
      .transaction()
      .execute(async (trx) => {
        await recordActivity(trx, {
          merchantId: user.merchant_id,
          actor: user.username,
          action: 'activity.login',
          plugin: null,
        });
        return issueRefreshToken(trx, user.id, familyId);
      });
    const access = await app.accessTokens.sign({ userId: user.id, sessionId: familyId });
    return { access, refresh, sessionid: familyId };
  });

  app.post('/user/token/refresh/', { schema: refreshSchema }, async (request) => {
    const tokenHash = sha256(request.body.refresh);
    const outcome = await queryable(app.db)
      .transaction()
      .execute(async (trx) => {
        const row = await findRefreshTokenForUpdate(trx, tokenHash);
        if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now()) return null;
        if (row.used_at) {
          // A used token coming back means it was copied: end every session descended from it.
          await revokeFamily(trx, row.family_id);
          return null;
        }
        await markRefreshTokenUsed(trx, row.id);
        const refresh = await issueRefreshToken(trx, row.user_id, row.family_id);
        return { refresh, userId: row.user_id, familyId: row.family_id };
      });
    if (!outcome) throw messageError(401, 'auth.refresh_invalid');
    const access = await app.accessTokens.sign({ userId: outcome.userId, sessionId: outcome.familyId });
    return { access, refresh: outcome.refresh };
  });

  app.post('/user/forgot_password', { schema: forgotPasswordSchema }, async (request) => {
    const { username } = request.body;
    const lang = request.body.lang ?? pickLang(request.headers['accept-language']);
    const token = newOpaqueToken();
    const tokenHash = sha256(token);
    // Every request counts (there is no failure to tell apart), so a mailbox cannot be flooded.
    await app.throttle.count({ scope: 'forgot_password', subject: username, ip: request.ip });
    // The same work runs whether or not the user exists; only the writes differ.
    await queryable(app.db)
      .transaction()
      .execute(async (trx) => {
        const user = await findUserByUsername(trx, username);
        if (!user) return;
        await insertResetToken(trx, user.id, tokenHash, new Date(Date.now() + RESET_TOKEN_TTL_MS));
        const link = `${config.publicUrl}/${lang}/reset-password?username=${encodeURIComponent(
          user.username,
        )}&token=${encodeURIComponent(token)}`;
        await enqueue(trx, {
          channel: 'email',
          recipient: user.email,
          subject: translate(lang, 'email.reset.subject'),
          body: translate(lang, 'email.reset.body', { username: user.username, link }),
        });
        await recordActivity(trx, {
          merchantId: user.merchant_id,
          actor: user.username,
          action: 'activity.password_reset_requested',
          plugin: null,
        });
      });
    app.outbox.wake();
    return { message: translate(pickLang(request.headers['accept-language']), 'auth.reset_link_sent') };
  });

  app.post('/user/reset_password', { schema: resetPasswordSchema }, async (request) => {
    const { username, token, new_password, password_confirmation } = request.body;
    const user = await findUserByUsername(queryable(app.db), username);
    const usable = user ? await findUsableResetToken(queryable(app.db), user.id, sha256(token)) : undefined;
    if (!user || !usable) throw nonFieldError('auth.reset_invalid');

    const fields: Record<string, Msg[]> = {};
    const ruleErrors = passwordRuleErrors(new_password, user, app.commonPasswords);
    if (ruleErrors.length) fields.new_password = ruleErrors;
    if (new_password !== password_confirmation)
      fields.password_confirmation = [msg('auth.password_mismatch')];
    if (Object.keys(fields).length) throw fieldErrors(fields);

    const passwordHash = await hashPassword(new_password, config.scryptLogN);
    const applied = await queryable(app.db)
      .transaction()
      .execute(async (trx) => {
        // Re-checked under the row lock: two submissions of one link cannot both succeed.
        if (!(await findUsableResetToken(trx, user.id, sha256(token)))) return false;
        await setPasswordHash(trx, user.id, passwordHash);
        await consumeResetTokens(trx, user.id);
        await revokeUserTokens(trx, user.id);
        await recordActivity(trx, {
          merchantId: user.merchant_id,
          actor: user.username,
          action: 'activity.password_reset',
          plugin: null,
        });
        return true;
      });
    if (!applied) throw nonFieldError('auth.reset_invalid');
    return { message: translate(pickLang(request.headers['accept-language']), 'auth.password_reset') };
  });
};

export default authRoutes;
