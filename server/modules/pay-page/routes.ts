import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isPayable, type TransactionState } from '../../../src/domain/transaction-states.ts';
import { queryable } from '../../db/handle.ts';
import { ApiError, messageError, nonFieldError } from '../../lib/errors.ts';
import { pickLang } from '../../lib/i18n.ts';
import { idempotentInTransaction } from '../payments/idempotency.ts';
import { allowedGateways, buildPayChoices } from '../payments/pay-choices.ts';
import { attemptAmount, startPaymentIn, unpayableReason } from '../payments/pay-service.ts';
import { listGateways, saveTransactionExtra } from '../payments/repository.ts';
import { validateAddress } from './address.ts';
import { renderReceipt } from './receipt.ts';
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
  payPageConfig,
  presentAttempt,
  presentTransaction,
  scopedPlugin,
} from './service.ts';

/** The customer pay page and result page API (public; generic over plugins). */
const payPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/plugins/:plugin/transaction';

  app.options(`${base}/pay/:id`, { schema: payConfigSchema }, async (request) => {
    const row = await loadPayable(queryable(app.db), request.params.plugin, request.params.id);
    return payPageConfig(queryable(app.db), row);
  });

  app.get(`${base}/pay/:id`, { schema: readSchema }, async (request) => {
    const row = await loadPayable(queryable(app.db), request.params.plugin, request.params.id);
    return presentTransaction(queryable(app.db), row, pickLang(request.headers['accept-language']));
  });

  app.patch(`${base}/pay/:id`, { schema: updateExtraSchema }, async (request) => {
    const row = await loadPayable(queryable(app.db), request.params.plugin, request.params.id);
    const state = row.state as TransactionState;
    if (!isPayable(state)) throw nonFieldError(unpayableReason(state));
    const extra = validateAddress(request.body.extra);
    const updated = await saveTransactionExtra(queryable(app.db), row.id, { ...(row.extra ?? {}), ...extra });
    if (!updated) throw messageError(404, 'payments.transaction_not_found');
    return presentTransaction(queryable(app.db), updated, pickLang(request.headers['accept-language']));
  });

  app.post(`${base}/pay-choices/:id`, { schema: payChoicesSchema }, async (request) => {
    const row = await loadPayable(queryable(app.db), request.params.plugin, request.params.id);
    const state = row.state as TransactionState;
    if (!isPayable(state)) throw nonFieldError(unpayableReason(state));
    const amountMinor = attemptAmount(row, request.body.amount);
    const gateways = allowedGateways(
      await listGateways(queryable(app.db), row.merchant_id),
      row.pg_codes,
      row.currency,
    );
    return buildPayChoices(
      gateways,
      amountMinor,
      row.currency.trim(),
      pickLang(request.headers['accept-language']),
    );
  });

  app.post(`${base}/pay/:id`, { schema: paySchema }, async (request, reply) => {
    const { plugin: scope, id } = request.params;
    // Keys belong to the pay link: two customers' keys never meet.
    return idempotentInTransaction(queryable(app.db), request, reply, `transaction:${id}`, async (trx) => {
      const started = await startPaymentIn(
        trx,
        { gateways: app.gateways, publicUrl: app.config.publicUrl },
        {
          transactionId: id,
          plugin: await scopedPlugin(trx, scope, id),
          gatewayCode: request.body.gateway_code,
          amount: request.body.amount,
          lang: pickLang(request.headers['accept-language']),
        },
      );
      return started instanceof ApiError ? started : { status: 200, body: started };
    });
  });

  app.get(`${base}/details/:attempt_id`, { schema: attemptResultSchema }, async (request) => {
    const loaded = await loadAttempt(queryable(app.db), request.params.plugin, request.params.attempt_id);
    return presentAttempt(
      queryable(app.db),
      app.config,
      loaded,
      pickLang(request.headers['accept-language']),
    );
  });

  app.get(`${base}/receipt/:attempt_id`, { schema: receiptSchema }, async (request, reply) => {
    const lang = request.query.lang ?? pickLang(request.headers['accept-language']);
    const loaded = await loadAttempt(queryable(app.db), request.params.plugin, request.params.attempt_id);
    const receipt = await renderReceipt(queryable(app.db), loaded, lang);
    if (!receipt) throw messageError(404, 'payments.details_not_found');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${receipt.filename}"`)
      .send(receipt.html);
  });
};

export default payPageRoutes;
