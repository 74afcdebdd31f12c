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
import { findOrder, orderContext, presentOrderDetails, redactForCustomer } from './orders.ts';
import { quoteOrder } from './quote.ts';
import { menuOf } from './repository.ts';
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

type NumberRequest = { Params: { number: string } };
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
      const row = await usableVoucher(
        app.db,
        menu.merchant_id,
        request.body.code,
        parsed?.minor ?? 0,
        menu.currency,
        'code',
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
        return { status: 201, body: placed.response, afterCommit: placed.announce ?? undefined };
      });
    };
  app.post(`${B}/checkout`, { schema: checkoutSchema('Place a delivery or pickup order') }, checkout(false));
  app.post(`${B}/catering-checkout`, { schema: checkoutSchema('Place a catering order') }, checkout(true));

  app.get<NumberRequest>(`${B}/order/details/:number`, { schema: orderDetailsSchema }, async (request) => {
    const menu = await menuOf(app.db);
    const order = await findOrder(app.db, menu.merchant_id, request.params.number);
    if (!order) throw messageError(404, 'food.order_not_found');
    return redactForCustomer(presentOrderDetails(order, await orderContext(app.db, order)));
  });

  app.options<NumberRequest>(
    `${B}/order-feedback/:number`,
    { schema: feedbackOptionsSchema },
    async (request) => {
      const menu = await menuOf(app.db);
      const order = await findOrder(app.db, menu.merchant_id, request.params.number);
      if (!order) throw messageError(404, 'food.order_not_found');
      const given = await app.db
        .selectFrom('food_order_feedback')
        .select('id')
        .where('order_id', '=', order.id)
        .executeTakeFirst();
      const body: OrderFeedbackOptions = {
        rating: { min: 1, max: 5 },
        comment: { max_length: FEEDBACK_COMMENT_MAX },
        submitted: Boolean(given),
      };
      return body;
    },
  );

  app.post<NumberRequest & { Body: OrderFeedbackRequest }>(
    `${B}/order-feedback/:number`,
    { schema: feedbackSchema },
    async (request, reply) => {
      const menu = await menuOf(app.db);
      const order = await findOrder(app.db, menu.merchant_id, request.params.number);
      if (!order) throw messageError(404, 'food.order_not_found');
      const saved = await app.db
        .insertInto('food_order_feedback')
        .values({ order_id: order.id, rating: request.body.rating, comment: request.body.comment.trim() })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!saved) throw messageError(409, 'food.feedback_already_given');
      return reply.status(201).send({ message: translate(langOf(request), 'food.feedback_thanks') });
    },
  );
}
