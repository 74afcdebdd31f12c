import type { FastifyInstance } from 'fastify';
import type { SendPaymentLinkRequest } from '../../../src/domain/integrations-api.ts';
import { pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { pickLang, translate } from '../../lib/i18n.ts';
import { bearer, errors, messageSchema } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { idempotentInTransaction } from '../payments/idempotency.ts';
import { sendPaymentLink, sentMessageKey } from './payment-link.ts';

const sendSchema = {
  tags: ['payment_request'],
  summary: "Send the payment link to the transaction's customer by email or SMS (through the outbox)",
  security: bearer,
  params: {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
  },
  body: {
    type: 'object',
    required: ['channel'],
    properties: {
      channel: { type: 'string', enum: ['email', 'sms'] },
      lang: { type: 'string', enum: ['en', 'ar'] },
    },
  },
  response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
} as const;

export default async function paymentLinkRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string }; Body: SendPaymentLinkRequest }>(
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
          merchantId: user.merchant_id,
          actor: user.username,
          channel,
          lang: request.body.lang,
        });
        return {
          status: 200,
          body: { message: translate(pickLang(request.headers['accept-language']), sentMessageKey(channel)) },
          afterCommit: () => app.outbox.wake(),
        };
      });
    },
  );
}
