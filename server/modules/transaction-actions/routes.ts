import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ActionValue } from '../../../src/domain/contracts/transactions.ts';
import { hasPermission, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import { queryable } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { type Lang, pickLang, translate } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { sendPaymentLink, sentMessageKey } from '../sms/payment-link.ts';
import { availableActions, mayUse } from './available.ts';
import bulkActionRoutes from './bulk.ts';
import { actionsListSchema, deleteSchema, restoreSchema, sendLinkSchema } from './schemas.ts';
import { findActionSubject, setDeleted } from './service.ts';

const transactionActionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** 403 before anything is read: a user without the permission learns nothing about the row. */
  const allowed = (request: Parameters<typeof currentUser>[0], plugin: PluginKind, action: ActionValue) => {
    const user = currentUser(request);
    if (!mayUse(user, plugin, action)) throw messageError(403, 'errors.forbidden');
    return user;
  };
  const langOf = (request: { headers: { 'accept-language'?: string } }): Lang =>
    pickLang(request.headers['accept-language']);

  app.get(
    '/plugins/:plugin/transaction/actions/:id/',
    { schema: actionsListSchema, onRequest: app.authenticate },
    async (request) => {
      const user = currentUser(request);
      if (!hasPermission(user, pluginAccessPermission(request.params.plugin))) {
        throw messageError(403, 'errors.forbidden');
      }
      const subject = await findActionSubject(queryable(app.db), app.config, {
        id: request.params.id,
        plugin: request.params.plugin,
        merchantId: user.merchant_id,
      });
      if (!subject) throw messageError(404, 'payments.transaction_not_found');
      return availableActions(subject, user, langOf(request));
    },
  );

  for (const channel of ['email', 'sms'] as const) {
    app.get(
      `/plugins/:plugin/transaction/:id/${channel}`,
      { schema: sendLinkSchema(channel), onRequest: app.authenticate },
      async (request) => {
        const user = allowed(request, request.params.plugin, channel);
        await queryable(app.db)
          .transaction()
          .execute((trx) =>
            sendPaymentLink(trx, app.config, {
              transactionId: request.params.id,
              plugin: request.params.plugin,
              merchantId: user.merchant_id,
              actor: user.username,
              channel,
              lang: request.query.lang,
            }),
          );
        app.outbox.wake();
        return { message: translate(langOf(request), sentMessageKey(channel)) };
      },
    );
  }

  app.delete(
    '/plugins/:plugin/transaction/:id',
    { schema: deleteSchema, onRequest: app.authenticate },
    async (request) => {
      const user = allowed(request, request.params.plugin, 'delete');
      const { id, plugin } = request.params;
      await setDeleted(
        queryable(app.db),
        { id, plugin, merchantId: user.merchant_id, actor: user.username },
        true,
      );
      return { message: translate(langOf(request), 'actions.deleted') };
    },
  );

  app.post(
    '/plugins/:plugin/deleted_transaction/:id/restore',
    { schema: restoreSchema, onRequest: app.authenticate },
    async (request) => {
      const user = allowed(request, request.params.plugin, 'restore');
      const { id, plugin } = request.params;
      await setDeleted(
        queryable(app.db),
        { id, plugin, merchantId: user.merchant_id, actor: user.username },
        false,
      );
      return { message: translate(langOf(request), 'actions.restored') };
    },
  );

  await app.register(bulkActionRoutes);
};

export default transactionActionRoutes;
