import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CheckoutRequest } from '../../../src/domain/contracts/food.ts';
import type { Clock } from '../../lib/clock.ts';
import { fieldErrors, msg } from '../../lib/errors.ts';
import { type Lang, pickLang, translate } from '../../lib/i18n.ts';
import { idempotentInTransaction } from '../idempotency/service.ts';
import {
  acceptedPayChoicesSchema,
  checkoutSchema,
  FOOD_BASE,
  feedbackOptionsSchema,
  feedbackSchema,
  orderDetailsSchema,
  payChoicesSchema,
  voucherSchema,
} from './schemas.ts';
import {
  acceptedPayChoices,
  activateVoucher,
  customerOrderDetails,
  feedbackOptions,
  giveFeedback,
  menuOf,
  payChoices,
  placeOrder,
} from './service.ts';

const B = FOOD_BASE;
const langOf = (request: FastifyRequest, bodyLang?: Lang): Lang =>
  bodyLang ?? pickLang(request.headers['accept-language']);

/** Customer checkout, vouchers, order confirmation and feedback (anonymous, the demo merchant). */
const orderRoutes: FastifyPluginAsyncTypebox<{ clock: Clock }> = async (app, { clock }) => {
  app.get(`${B}/accepted-pay-choices`, { schema: acceptedPayChoicesSchema }, async (request) =>
    acceptedPayChoices(app.db, langOf(request)),
  );

  app.post(`${B}/pay-choices`, { schema: payChoicesSchema }, async (request) =>
    payChoices(app.db, app.gateways, request.body, langOf(request, request.body.lang), clock.now()),
  );

  app.post(`${B}/voucher/activate/`, { schema: voucherSchema }, async (request) =>
    activateVoucher(app.db, request.body, (lookup) =>
      app.throttle.guard({ scope: 'voucher', subject: null, ip: request.ip }, lookup),
    ),
  );

  const checkout =
    (catering: boolean) =>
    async (request: FastifyRequest<{ Body: CheckoutRequest }>, reply: FastifyReply): Promise<void> => {
      const menu = await menuOf(app.db);
      const { body } = request;
      if ((body.delivery_type === 'catering') !== catering) {
        throw fieldErrors({ delivery_type: [msg('errors.invalid_choice')] });
      }
      const deps = { gateways: app.gateways, publicUrl: app.config.publicUrl };
      // It sends the answer itself (201, or the stored one of a repeated key) and settles once sent.
      await idempotentInTransaction(app.db, request, reply, `merchant:${menu.merchant_id}`, async (trx) => {
        const placed = await placeOrder(trx, deps, menu, body, langOf(request, body.lang), clock.now());
        return { status: 201, body: placed.response };
      });
    };
  app.post(`${B}/checkout`, { schema: checkoutSchema('Place a delivery or pickup order') }, checkout(false));
  app.post(`${B}/catering-checkout`, { schema: checkoutSchema('Place a catering order') }, checkout(true));

  app.get(`${B}/order/details/:number`, { schema: orderDetailsSchema }, async (request) =>
    customerOrderDetails(app.db, request.params.number, request.query.token),
  );

  app.options(`${B}/order-feedback/:number`, { schema: feedbackOptionsSchema }, async (request) =>
    feedbackOptions(app.db, request.params.number, request.query.token),
  );

  app.post(`${B}/order-feedback/:number`, { schema: feedbackSchema }, async (request, reply) => {
    await giveFeedback(app.db, request.params.number, request.body.token, request.body);
    return reply.status(201).send({ message: translate(langOf(request), 'food.feedback_thanks') });
  });
};

export default orderRoutes;
