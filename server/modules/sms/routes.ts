import type { FastifyInstance } from 'fastify';
import type { SendPaymentLinkRequest } from '../../../src/domain/integrations-api.ts';
import { formatAmountGrouped, minorFromDb } from '../../../src/domain/money.ts';
import { pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { isPayable, type TransactionState } from '../../../src/domain/transaction-states.ts';
import { fieldErrors, messageError, msg, nonFieldError } from '../../lib/errors.ts';
import { type Lang, pickLang, translate } from '../../lib/i18n.ts';
import { bearer, errors, messageSchema } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { recordActivity } from '../activity/repository.ts';
import { enqueue } from '../outbox/repository.ts';
import { isUuid } from '../payments/repository.ts';
import { paymentUrl } from '../payments/transactions-service.ts';

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
    async (request) => {
      const user = currentUser(request);
      const { channel } = request.body;
      if (!isUuid(request.params.id)) throw messageError(404, 'payments.transaction_not_found');
      await app.db.transaction().execute(async (trx) => {
        const transaction = await trx
          .selectFrom('transactions as t')
          .innerJoin('merchants as m', 'm.id', 't.merchant_id')
          .select([
            't.id',
            't.plugin',
            't.state',
            't.amount_minor',
            't.currency',
            't.customer_email',
            't.customer_phone',
            't.language',
            'm.title_en',
            'm.title_ar',
          ])
          .where('t.id', '=', request.params.id)
          .where('t.merchant_id', '=', user.merchant_id)
          .where('t.plugin', '=', 'payment_request')
          .where('t.deleted_at', 'is', null)
          .executeTakeFirst();
        if (!transaction) throw messageError(404, 'payments.transaction_not_found');
        if (!isPayable(transaction.state as TransactionState)) {
          throw nonFieldError('errors.payment_link_not_payable');
        }
        const recipient = channel === 'email' ? transaction.customer_email : transaction.customer_phone;
        if (!recipient) {
          throw fieldErrors({
            channel: [
              msg(channel === 'email' ? 'errors.customer_has_no_email' : 'errors.customer_has_no_phone'),
            ],
          });
        }
        // The customer's language by default: the message is for them, not for the staff member.
        const lang: Lang = request.body.lang ?? (transaction.language === 'ar' ? 'ar' : 'en');
        const vars = {
          merchant: lang === 'ar' ? transaction.title_ar : transaction.title_en,
          amount: formatAmountGrouped(minorFromDb(transaction.amount_minor), transaction.currency),
          currency: transaction.currency,
          url: paymentUrl(app.config, lang, transaction),
        };
        await enqueue(trx, {
          channel,
          recipient,
          subject: translate(lang, 'payment_link.subject', vars),
          body: translate(
            lang,
            channel === 'email' ? 'payment_link.email_body' : 'payment_link.sms_body',
            vars,
          ),
        });
        await recordActivity(trx, {
          merchantId: user.merchant_id,
          actor: user.username,
          action: channel === 'email' ? 'activity.payment_link_emailed' : 'activity.payment_link_texted',
          params: { id: transaction.id },
        });
      });
      app.outbox.wake();
      const lang = pickLang(request.headers['accept-language']);
      return {
        message: translate(lang, channel === 'email' ? 'payment_link.sent_email' : 'payment_link.sent_sms'),
      };
    },
  );
}
