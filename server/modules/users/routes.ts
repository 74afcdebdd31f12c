import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hasPermission, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { PLUGIN_KINDS } from '../../../src/domain/plugins.ts';
import { queryable } from '../../db/handle.ts';
import { fieldErrors, type Msg, messageError, msg } from '../../lib/errors.ts';
import { pickLang, translate } from '../../lib/i18n.ts';
import { pageLinks } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { describeActivity } from '../activity/describe.ts';
import { type ActivityReader, listActivity, recordActivity } from '../activity/repository.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import { passwordRuleErrors } from '../auth/password-policy.ts';
import { revokeUserTokens } from '../auth/repository.ts';
import {
  findMerchant,
  findUserById,
  setPasswordHash,
  setReceiveOrderNotification,
  toUserDetails,
} from './repository.ts';
import { actionsSchema, changePasswordSchema, detailsSchema, updateUserSchema } from './schemas.ts';

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/user/details', { schema: detailsSchema, onRequest: app.authenticate }, async (request) => {
    const user = currentUser(request);
    const merchant = await findMerchant(queryable(app.db), user.merchant_id);
    return toUserDetails(user, merchant, pickLang(request.headers['accept-language']));
  });

  app.post(
    '/user/change_password',
    { schema: changePasswordSchema, onRequest: app.authenticate },
    async (request) => {
      const user = currentUser(request);
      const { current_password, new_password, repeat_password } = request.body;
      // Checked first and throttled as a sign-in: a stolen session must not become a password guesser.
      await app.throttle.guard({ scope: 'login', subject: user.username, ip: request.ip }, async () => {
        if (!(await verifyPassword(current_password, user.password_hash))) {
          throw fieldErrors({ current_password: [msg('users.current_password_wrong')] });
        }
      });
      const fields: Record<string, Msg[]> = {};
      const ruleErrors = passwordRuleErrors(new_password, user, app.commonPasswords);
      if (ruleErrors.length) fields.new_password = ruleErrors;
      if (new_password !== repeat_password) fields.repeat_password = [msg('auth.password_mismatch')];
      if (Object.keys(fields).length) throw fieldErrors(fields);

      const passwordHash = await hashPassword(new_password, app.config.scryptLogN);
      await queryable(app.db)
        .transaction()
        .execute(async (trx) => {
          await setPasswordHash(trx, user.id, passwordHash);
          // Other devices signed in with the old password lose their sessions; this one stays.
          await revokeUserTokens(trx, user.id, request.sessionId ?? undefined);
          await recordActivity(trx, {
            merchantId: user.merchant_id,
            actor: user.username,
            action: 'activity.password_changed',
            plugin: null,
          });
        });
      return { message: translate(pickLang(request.headers['accept-language']), 'users.password_changed') };
    },
  );

  app.patch(
    '/user/update-user/:id',
    { schema: updateUserSchema, onRequest: app.authenticate },
    async (request) => {
      const actor = currentUser(request);
      const { id } = request.params;
      if (id !== actor.id && !actor.is_superuser) throw messageError(403, 'errors.forbidden');
      const target = await findUserById(queryable(app.db), id);
      if (!target || target.merchant_id !== actor.merchant_id) throw messageError(404, 'errors.not_found');
      const value = request.body.receive_order_notification;
      const updated = await queryable(app.db)
        .transaction()
        .execute(async (trx) => {
          const row = await setReceiveOrderNotification(trx, id, value);
          await recordActivity(trx, {
            merchantId: actor.merchant_id,
            actor: actor.username,
            action: value ? 'activity.notifications_on' : 'activity.notifications_off',
            plugin: null,
            params: { username: target.username },
          });
          return row;
        });
      if (!updated) throw messageError(404, 'errors.not_found');
      const merchant = await findMerchant(queryable(app.db), actor.merchant_id);
      return toUserDetails(updated, merchant, pickLang(request.headers['accept-language']));
    },
  );

  app.get('/user/actions', { schema: actionsSchema, onRequest: app.authenticate }, async (request) => {
    const user = currentUser(request);
    const lang = pickLang(request.headers['accept-language']);
    const { limit, offset, transaction_id } = request.query;
    const reader: ActivityReader = user.is_superuser
      ? { all: true }
      : {
          all: false,
          username: user.username,
          plugins: PLUGIN_KINDS.filter((plugin) => hasPermission(user, pluginAccessPermission(plugin))),
        };
    const { count, rows } = await listActivity(
      queryable(app.db),
      user.merchant_id,
      reader,
      limit,
      offset,
      transaction_id,
    );
    return {
      count,
      ...pageLinks(request.url, count, limit, offset),
      results: rows.map((row) => ({
        actor: row.actor,
        description: describeActivity(lang, row.action, row.params),
        timestamp: new Date(row.created_at).toISOString(),
      })),
    };
  });
};

export default userRoutes;
