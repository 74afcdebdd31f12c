import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CheckoutRequest, FEEDBACK_LIMITS } from '../../../src/domain/contracts/food.ts';
import { formatAmount, parseAmount } from '../../../src/domain/money.ts';
import { queryable } from '../../db/handle.ts';
import { fieldErrors, messageError, msg } from '../../lib/errors.ts';
import { type Lang, pickLang, translate } from '../../lib/i18n.ts';
import { idempotentInTransaction } from '../idempotency/service.ts';
import { buildPayChoices, gatewayName } from '../payments/pay-choices.ts';
import { menuGateways, placeOrder } from './checkout.ts';
import { findCustomerOrder, orderContext, presentOrderDetails, redactForCustomer } from './orders.ts';
import { quoteOrder } from './quote.ts';
import { hasFeedback, menuOf, saveFeedback } from './repository.ts';
import {
  acceptedPayChoicesSchema,
  checkoutSchema,
  feedbackOptionsSchema,
  feedbackSchema,
  orderDetailsSchema,
  payChoicesSchema,
  voucherSchema,
} from './schemas.ts';
import { presentActivation, usableVoucher } from './vouchers.ts';

const B = '/plugins/food_ordering';
const langOf = (request: FastifyRequest, bodyLang?: Lang): Lang =>
  bodyLang ?? pickLang(request.headers['accept-language']);

/** Customer checkout, vouchers, order confirmation and feedback (anonymous, the demo merchant). */
const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(`${B}/accepted-pay-choices`, { schema: acceptedPayChoicesSchema }, async (request) => {
    const menu = await menuOf(queryable(app.db));
    const lang = langOf(request);
    return (await menuGateways(queryable(app.db), menu)).map((gateway) => ({
      gateway_code: gateway.code,
      gateway: gatewayName(gateway, lang),
      logo_url: gateway.logo_url,
    }));
  });

  app.post(`${B}/pay-choices`, { schema: payChoicesSchema }, async (request) => {
    const menu = await menuOf(queryable(app.db));
    const lang = langOf(request, request.body.lang);
    const quote = await quoteOrder(queryable(app.db), menu, request.body, lang);
    const gateways = await menuGateways(queryable(app.db), menu);
    if (quote.totals.total === 0) return [];
    return buildPayChoices(gateways, quote.totals.total, menu.currency, lang).map((choice) => ({
      ...choice,
      delivery_charges: formatAmount(quote.totals.delivery_charges, menu.currency),
    }));
  });

  app.post(`${B}/voucher/activate/`, { schema: voucherSchema }, async (request) => {
    const menu = await menuOf(queryable(app.db));
    const { subtotal } = request.body;
    const parsed = subtotal === undefined || subtotal === '' ? null : parseAmount(subtotal, menu.currency);
    if (parsed && !parsed.ok) throw fieldErrors({ subtotal: [msg('payments.amount_not_positive')] });
    const row = await app.throttle.guard({ scope: 'voucher', subject: null, ip: request.ip }, () =>
      usableVoucher(
        queryable(app.db),
        menu.merchant_id,
        request.body.code,
        parsed?.minor ?? 0,
        menu.currency,
        'code',
      ),
    );
    return presentActivation(row, menu.currency);
  });

  const checkout =
    (catering: boolean) =>
    async (request: FastifyRequest<{ Body: CheckoutRequest }>, reply: FastifyReply): Promise<void> => {
      const menu = await menuOf(queryable(app.db));
      const { body } = request;
      if ((body.delivery_type === 'catering') !== catering) {
        throw fieldErrors({ delivery_type: [msg('errors.invalid_choice')] });
      }
      const deps = { gateways: app.gateways, publicUrl: app.config.publicUrl };
      // It sends the answer itself (201, or the stored one of a repeated key) and settles once sent.
      await idempotentInTransaction(app.db, request, reply, `merchant:${menu.merchant_id}`, async (trx) => {
        const placed = await placeOrder(queryable(trx), deps, menu, body, langOf(request, body.lang));
        return { status: 201, body: placed.response };
      });
    };
  app.post(`${B}/checkout`, { schema: checkoutSchema('Place a delivery or pickup order') }, checkout(false));
  app.post(`${B}/catering-checkout`, { schema: checkoutSchema('Place a catering order') }, checkout(true));

  // The number and the token checkout gave the customer; either wrong answers as an unknown order.
  const customerOrder = async (number: string, token: string | undefined) => {
    const menu = await menuOf(queryable(app.db));
    const order = await findCustomerOrder(queryable(app.db), menu.merchant_id, number, token);
    if (!order) throw messageError(404, 'food.order_not_found');
    return order;
  };

  app.get(`${B}/order/details/:number`, { schema: orderDetailsSchema }, async (request) => {
    const order = await customerOrder(request.params.number, request.query.token);
    return redactForCustomer(presentOrderDetails(order, await orderContext(queryable(app.db), order)));
  });

  app.options(`${B}/order-feedback/:number`, { schema: feedbackOptionsSchema }, async (request) => {
    const order = await customerOrder(request.params.number, request.query.token);
    return { ...FEEDBACK_LIMITS, submitted: await hasFeedback(queryable(app.db), order.id) };
  });

  app.post(`${B}/order-feedback/:number`, { schema: feedbackSchema }, async (request, reply) => {
    const order = await customerOrder(request.params.number, request.body.token);
    const feedback = { rating: request.body.rating, comment: request.body.comment.trim() };
    if (!(await saveFeedback(queryable(app.db), order.id, feedback))) {
      throw messageError(409, 'food.feedback_already_given');
    }
    return reply.status(201).send({ message: translate(langOf(request), 'food.feedback_thanks') });
  });
};

export default orderRoutes;
