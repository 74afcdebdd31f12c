import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ActionValue } from '../../../src/domain/contracts/transactions.ts';
import type { LedgerAction } from '../../../src/domain/ledger.ts';
import { hasPermission, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import { messageError } from '../../lib/errors.ts';
import { type Lang, pickLang, translate } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { idempotentIntent } from '../idempotency/service.ts';
import bulkActionRoutes from './bulk-routes.ts';
import {
  actionsListSchema,
  deleteSchema,
  moneyActionSchema,
  restoreSchema,
  sendLinkSchema,
} from './schemas.ts';
import {
  availableActions,
  beginMoneyAction,
  findActionSubject,
  finishMoneyAction,
  mayUse,
  sendLink,
  sentMessageKey,
  setDeleted,
} from './service.ts';

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
      const subject = await findActionSubject(app.db, app.config, {
        id: request.params.id,
        plugin: request.params.plugin,
        user,
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
        await sendLink(app.db, app.config, {
          transactionId: request.params.id,
          plugin: request.params.plugin,
          user,
          channel,
          lang: request.query.lang,
        });
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
      await setDeleted(app.db, { id, plugin, user }, true);
      return { message: translate(langOf(request), 'actions.deleted') };
    },
  );

  app.post(
    '/plugins/:plugin/deleted_transaction/:id/restore',
    { schema: restoreSchema, onRequest: app.authenticate },
    async (request) => {
      const user = allowed(request, request.params.plugin, 'restore');
      const { id, plugin } = request.params;
      await setDeleted(app.db, { id, plugin, user }, false);
      return { message: translate(langOf(request), 'actions.restored') };
    },
  );

  // Refund, capture and void move money through the payments core (ledger, gateway, state).
  for (const action of ['refund', 'capture', 'void'] as const satisfies readonly LedgerAction[]) {
    app.post(
      `/plugins/:plugin/transaction/:id/${action}`,
      { schema: moneyActionSchema(action), onRequest: app.authenticate },
      async (request, reply) => {
        const user = currentUser(request);
        const { plugin, id } = request.params;
        // access_<plugin> plus refund_/capture_paymenttransaction (a void needs the capture one).
        if (!mayUse(user, plugin, action)) throw messageError(403, 'errors.forbidden');
        const input = {
          action,
          transactionId: id,
          plugin,
          amount: action === 'void' ? null : request.body?.amount,
          user,
          lang: pickLang(request.headers['accept-language']),
        };
        // Two commits around the provider's call: the intent (named by the Idempotency-Key,
        // so a retry after a crash resumes it), then the outcome.
        return idempotentIntent(
          app.db,
          request,
          reply,
          `merchant:${user.merchant_id}`,
          (trx, requestKey) => beginMoneyAction(trx, { ...input, requestKey }),
          (intent) => finishMoneyAction(app.db, app.gateways, input, intent),
        );
      },
    );
  }

  await app.register(bulkActionRoutes);
};

export default transactionActionRoutes;
