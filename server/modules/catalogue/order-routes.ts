import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { PERMISSIONS, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import { type Lang, pickLang, translate } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/auth.ts';
import { idempotentInTransaction } from '../idempotency/service.ts';
import { closeFlagged, ordersNeedingAttention, takeStockForFlagged } from './attention.ts';
import {
  attentionCloseSchema,
  attentionTakeStockSchema,
  CATALOGUE_BASE,
  checkoutSchema,
  discountSchema,
  needsAttentionSchema,
  payChoicesSchema,
} from './schemas.ts';
import { cartPayChoices, cartWithCode, placeCatalogueOrder, shopOf } from './service.ts';

const B = CATALOGUE_BASE;
const langOf = (request: FastifyRequest, bodyLang?: Lang): Lang =>
  bodyLang ?? pickLang(request.headers['accept-language']);

/** The shop's checkout (anonymous, the demo merchant's shop) and the merchant's orders to look at. */
const catalogueOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(`${B}/pay-choices`, { schema: payChoicesSchema }, async (request) =>
    cartPayChoices(
      app.db,
      app.gateways,
      await shopOf(app.db),
      request.body,
      langOf(request, request.body.lang),
    ),
  );

  // Guessing codes costs attempts, as on the food menu.
  app.post(`${B}/invoice/discount`, { schema: discountSchema }, async (request) =>
    cartWithCode(app.db, request.body, (lookup) =>
      app.throttle.guard({ scope: 'voucher', subject: null, ip: request.ip }, lookup),
    ),
  );

  app.get(
    `${B}/order/needs-attention`,
    { schema: needsAttentionSchema, onRequest: app.requirePermission(pluginAccessPermission('catalogue')) },
    async (request) => {
      const { limit, offset } = request.query;
      return ordersNeedingAttention(app.db, currentUser(request).merchant_id, { limit, offset }, request.url);
    },
  );

  // Settling an order is a stock decision: the products' writers make it.
  const settler = app.requirePermission(PERMISSIONS.changeProducts);
  app.post(
    `${B}/order/needs-attention/:transaction_id/take-stock`,
    { schema: attentionTakeStockSchema, onRequest: settler },
    async (request) => {
      await takeStockForFlagged(app.db, currentUser(request), request.params.transaction_id);
      return { message: translate(langOf(request), 'catalogue.attention_stocked') };
    },
  );
  app.post(
    `${B}/order/needs-attention/:transaction_id/close`,
    { schema: attentionCloseSchema, onRequest: settler },
    async (request) => {
      await closeFlagged(app.db, currentUser(request), request.params.transaction_id);
      return { message: translate(langOf(request), 'catalogue.attention_closed') };
    },
  );

  app.post(`${B}/invoice/checkout`, { schema: checkoutSchema }, async (request, reply) => {
    const shop = await shopOf(app.db);
    const { body } = request;
    const deps = { gateways: app.gateways, publicUrl: app.config.publicUrl };
    // It sends the answer itself (201, or the stored one of a repeated key) and settles once sent.
    await idempotentInTransaction(app.db, request, reply, `merchant:${shop.merchant_id}`, async (trx) => ({
      status: 201,
      body: await placeCatalogueOrder(trx, deps, shop, body, langOf(request, body.lang)),
    }));
  });
};

export default catalogueOrderRoutes;
