import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { pickLang, translate } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { idempotentInTransaction } from '../idempotency/service.ts';
import { sendSchema } from './schemas.ts';
import { sendPaymentLink, sentMessageKey } from './service.ts';

const paymentLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/plugins/payment_request/transaction/:id/send',
    { schema: sendSchema, onRequest: app.requirePermission(pluginAccessPermission('payment_request')) },
    async (request, reply) => {
      const user = currentUser(request);
      const { channel } = request.body;
      // A retried send (a timeout, a double click) with its key texts the customer once.
      return idempotentInTransaction(app.db, request, reply, `merchant:${user.merchant_id}`, async (trx) => {
        await sendPaymentLink(trx, app.config, {
          transactionId: request.params.id,
          plugin: 'payment_request',
          user,
          channel,
          lang: request.body.lang,
        });
        return {
          status: 200,
          body: {
            message: translate(pickLang(request.headers['accept-language']), sentMessageKey(channel)),
          },
          afterCommit: () => app.outbox.wake(),
        };
      });
    },
  );
};

export default paymentLinkRoutes;
