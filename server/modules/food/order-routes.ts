import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  AcceptedPayChoice,
  CheckoutRequest,
  OrderFeedbackOptions,
  OrderFeedbackRequest,
} from '../../../src/domain/food-api.ts';
import { formatAmount, parseAmount } from '../../../src/domain/money.ts';
import { fieldErrors, messageError, msg } from '../../lib/errors.ts';
import { type Lang, pickLang, translate } from '../../lib/i18n.ts';
import { idempotentInTransaction } from '../payments/idempotency.ts';
import { buildPayChoices, gatewayName } from '../payments/pay-choices.ts';
import { menuGateways, placeOrder } from './checkout.ts';
import { findCustomerOrder, orderContext, presentOrderDetails, redactForCustomer } from './orders.ts';
import { quoteOrder } from './quote.ts';
import { hasFeedback, menuOf, saveFeedback } from './repository.ts';
import {
  checkoutSchema,
  feedbackOptionsSchema,
  feedbackSchema,
  orderDetailsSchema,
  payChoicesSchema,
  plain,
  voucherSchema,
} from './schemas.ts';
import { presentActivation, usableVoucher } from './vouchers.ts';

const B = '/plugins/food_ordering';
const FEEDBACK_COMMENT_MAX = 2000;

type NumberRequest = { Params: { number: string }; Querystring: { token?: string } };
const langOf = (request: FastifyRequest, bodyLang?: Lang): Lang =>
  bodyLang ?? pickLang(request.headers['accept-language']);

/** Customer checkout, vouchers, order confirmation and feedback (anonymous, the demo merchant). */
export default async function orderRoutes(app: FastifyInstance) {
  app.get(
    `${B}/accepted-pay-choices`,
    { schema: plain('Gateways a food order can be paid with') },
    async (request) => {
      const menu = await menuOf(app.db);
      const lang = langOf(request);
      return (await menuGateways(app.db, menu)).map(
        (gateway): AcceptedPayChoice => ({
          gateway_code: gateway.code,
          gateway: gatewayName(gateway, lang),
          logo_url: gateway.logo_url,
        }),
      );
    },
  );

  app.post<{ Body: Omit<CheckoutRequest, 'gateway_code'> }>(
    `${B}/pay-choices`,
    { schema: payChoicesSchema },
    async (request) => {
      const menu = await menuOf(app.db);
      const lang = langOf(request, request.body.lang);
      const quote = await quoteOrder(app.db, menu, request.body, lang);
      const gateways = await menuGateways(app.db, menu);
      if (quote.totals.total === 0) return [];
      return buildPayChoices(gateways, quote.totals.total, menu.currency, lang).map((choice) => ({
        ...choice,
        delivery_charges: formatAmount(quote.totals.delivery_charges, menu.currency),
      }));
    },
  );

  app.post<{ Body: { code: string; subtotal?: string } }>(
    `${B}/voucher/activate/`,
    { schema: voucherSchema },
    async (request) => {
      const menu = await menuOf(app.db);
      const { subtotal } = request.body;
      const parsed = subtotal === undefined || subtotal === '' ? null : parseAmount(subtotal, menu.currency);
      if (parsed && !parsed.ok) throw fieldErrors({ subtotal: [msg('payments.amount_not_positive')] });
      const row = await app.throttle.guard({ scope: 'voucher', subject: null, ip: request.ip }, () =>
        usableVoucher(app.db, menu.merchant_id, request.body.code, parsed?.minor ?? 0, menu.currency, 'code'),
      );
      return presentActivation(row, menu.currency);
    },
  );

  const checkout =
    (catering: boolean) =>
    async (request: FastifyRequest<{ Body: CheckoutRequest }>, reply: FastifyReply) => {
      const menu = await menuOf(app.db);
      const { body } = request;
      if ((body.delivery_type === 'catering') !== catering) {
        throw fieldErrors({ delivery_type: [msg('errors.invalid_choice')] });
      }
      const deps = { gateways: app.gateways, publicUrl: app.config.publicUrl };
      return idempotentInTransaction(app.db, request, reply, `merchant:${menu.merchant_id}`, async (trx) => {
        const placed = await placeOrder(trx, deps, menu, body, langOf(request, body.lang));
        return { status: 201, body: placed.response };
      });
    };
  app.post(`${B}/checkout`, { schema: checkoutSchema('Place a delivery or pickup order') }, checkout(false));
  app.post(`${B}/catering-checkout`, { schema: checkoutSchema('Place a catering order') }, checkout(true));

  // The number and the token checkout gave the customer; either wrong answers as an unknown order.
  const customerOrder = async (number: string, token: string | undefined) => {
    const menu = await menuOf(app.db);
    const order = await findCustomerOrder(app.db, menu.merchant_id, number, token);
    if (!order) throw messageError(404, 'food.order_not_found');
    return order;
  };

  app.get<NumberRequest>(`${B}/order/details/:number`, { schema: orderDetailsSchema }, async (request) => {
    const order = await customerOrder(request.params.number, request.query.token);
    return redactForCustomer(presentOrderDetails(order, await orderContext(app.db, order)));
  });

  app.options<NumberRequest>(
    `${B}/order-feedback/:number`,
    { schema: feedbackOptionsSchema },
    async (request) => {
      const order = await customerOrder(request.params.number, request.query.token);
      const body: OrderFeedbackOptions = {
        rating: { min: 1, max: 5 },
        comment: { max_length: FEEDBACK_COMMENT_MAX },
        submitted: await hasFeedback(app.db, order.id),
      };
      return body;
    },
  );

  app.post<{ Params: { number: string }; Body: OrderFeedbackRequest }>(
    `${B}/order-feedback/:number`,
    { schema: feedbackSchema },
    async (request, reply) => {
      const order = await customerOrder(request.params.number, request.body.token);
      const feedback = { rating: request.body.rating, comment: request.body.comment.trim() };
      if (!(await saveFeedback(app.db, order.id, feedback))) {
        throw messageError(409, 'food.feedback_already_given');
      }
      return reply.status(201).send({ message: translate(langOf(request), 'food.feedback_thanks') });
    },
  );
}
