import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, messageError } from '../../lib/errors.ts';
import { pickLang } from '../../lib/i18n.ts';
import { idempotentInTransaction } from '../idempotency/service.ts';
import { quoteForPay } from '../payments/service.ts';
import {
  attemptResultSchema,
  payChoicesSchema,
  payConfigSchema,
  paySchema,
  readSchema,
  receiptSchema,
  updateExtraSchema,
} from './schemas.ts';
import {
  loadAttempt,
  loadPayable,
  payChoicesOf,
  payPageConfig,
  presentAttempt,
  presentTransaction,
  receiptOf,
  saveAddress,
  startPaying,
} from './service.ts';

/** The customer pay page and result page API (public; generic over plugins). */
const payPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/plugins/:plugin/transaction';
  const langOf = (request: { headers: { 'accept-language'?: string } }) =>
    pickLang(request.headers['accept-language']);

  app.options(`${base}/pay/:id`, { schema: payConfigSchema }, async (request) => {
    const row = await loadPayable(app.db, request.params.plugin, request.params.id);
    return payPageConfig(app.db, row);
  });

  app.get(`${base}/pay/:id`, { schema: readSchema }, async (request) => {
    const row = await loadPayable(app.db, request.params.plugin, request.params.id);
    return presentTransaction(app.db, app.gateways, row, langOf(request));
  });

  app.patch(`${base}/pay/:id`, { schema: updateExtraSchema }, async (request) => {
    const row = await loadPayable(app.db, request.params.plugin, request.params.id);
    const updated = await saveAddress(app.db, row, request.body.extra);
    return presentTransaction(app.db, app.gateways, updated, langOf(request));
  });

  app.post(`${base}/pay-choices/:id`, { schema: payChoicesSchema }, async (request) => {
    const row = await loadPayable(app.db, request.params.plugin, request.params.id);
    return payChoicesOf(app.db, app.gateways, row, request.body.amount, langOf(request));
  });

  app.post(`${base}/pay/:id`, { schema: paySchema }, async (request, reply) => {
    const { plugin: scope, id } = request.params;
    // MyFatoorah's fee is asked for here, before the transaction below locks anything.
    await quoteForPay(app.db, app.gateways, id, request.body.amount);
    // Keys belong to the pay link: two customers' keys never meet.
    return idempotentInTransaction(app.db, request, reply, `transaction:${id}`, async (trx) => {
      const started = await startPaying(
        trx,
        { gateways: app.gateways, publicUrl: app.config.publicUrl },
        scope,
        {
          transactionId: id,
          gatewayCode: request.body.gateway_code,
          amount: request.body.amount,
          total: request.body.total,
          lang: langOf(request),
        },
      );
      return started instanceof ApiError ? started : { status: 200, body: started };
    });
  });

  app.get(`${base}/details/:attempt_id`, { schema: attemptResultSchema }, async (request) => {
    const loaded = await loadAttempt(app.db, request.params.plugin, request.params.attempt_id);
    return presentAttempt(app.db, app.config, loaded, langOf(request));
  });

  app.get(`${base}/receipt/:attempt_id`, { schema: receiptSchema }, async (request, reply) => {
    const lang = request.query.lang ?? langOf(request);
    const loaded = await loadAttempt(app.db, request.params.plugin, request.params.attempt_id);
    const receipt = await receiptOf(app.db, loaded, lang);
    if (!receipt) throw messageError(404, 'payments.details_not_found');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${receipt.filename}"`)
      .send(receipt.html);
  });
};

export default payPageRoutes;
