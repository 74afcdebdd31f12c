import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { OrderState } from '../../../src/domain/contracts/food.ts';
import type { OrderDetails } from '../../../src/domain/contracts/food-orders.ts';
import { orderActorOf } from '../../../src/domain/order-states.ts';
import { PERMISSIONS, pluginAccessPermission } from '../../../src/domain/permissions.ts';
import type { Clock } from '../../lib/clock.ts';
import { messageError } from '../../lib/errors.ts';
import { pickLang, translate } from '../../lib/i18n.ts';
import { pageLinks } from '../../lib/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { FoodOrder } from '../food/service.ts';
import { idempotentInTransaction } from '../idempotency/service.ts';
import productUploadRoutes from './product-upload-routes.ts';
import {
  acknowledgeSchema,
  changeStatusSchema,
  detailSchema,
  duplicateSchema,
  kitchenMenuSchema,
  listOptionsSchema,
  listSchema,
  soldOutSchema,
  stateSchema,
  updateSchema,
  validateSchema,
} from './schemas.ts';
import {
  acknowledgeOrder,
  changeOrderState,
  duplicateOrder,
  findKitchenOrder,
  kitchenDetails,
  listOrders,
  orderListOptions,
  updateOrder,
} from './service.ts';
import { kitchenMenu, markSoldOut } from './sold-out.ts';
import orderStream from './stream-routes.ts';

const B = '/plugins/food_ordering';

/** The kitchen: live order list, order details and moves, QR permission, product upload. */
const kitchenRoutes: FastifyPluginAsyncTypebox<{ clock: Clock }> = async (app, { clock }) => {
  const kitchenOnly = app.requirePermission(pluginAccessPermission('food_ordering'));
  /** Kitchen staff, or whoever manages the menu, may press "sold out today" and upload dishes. */
  const kitchenOrMenu = app.requirePermission(
    pluginAccessPermission('food_ordering'),
    PERMISSIONS.changeMenu,
  );
  const lang = (request: FastifyRequest) => pickLang(request.headers['accept-language']);

  /** Kitchen or counter staff (scan_foodorder), with the role they act in; else 403. */
  const staffOf = (request: FastifyRequest) => {
    const user = currentUser(request);
    const actor = orderActorOf(user);
    if (!actor) throw messageError(403, 'errors.forbidden');
    return { user, actor };
  };
  const orderOf = async (merchantId: number, id: string): Promise<FoodOrder> => {
    const order = await findKitchenOrder(app.db, merchantId, id);
    if (!order) throw messageError(404, 'food.order_not_found');
    return order;
  };
  /** Answers with the order as this user sees it (open kitchen pages heard of it at commit). */
  const changed = (request: FastifyRequest, order: FoodOrder): Promise<OrderDetails> =>
    kitchenDetails(app.db, order, staffOf(request).actor);

  app.get(`${B}/order`, { schema: listSchema, onRequest: kitchenOnly }, async (request) => {
    const { limit, offset, ...filters } = request.query;
    const user = currentUser(request);
    const page = await listOrders(app.db, user.merchant_id, filters, { limit, offset }, lang(request));
    return { ...page, ...pageLinks(request.url, page.count, limit, offset) };
  });

  app.options(`${B}/order`, { schema: listOptionsSchema, onRequest: kitchenOnly }, async (request) =>
    orderListOptions(app.db, currentUser(request).merchant_id, lang(request)),
  );

  app.get(`${B}/order/:id`, { schema: detailSchema, onRequest: app.authenticate }, async (request) => {
    const { user, actor } = staffOf(request);
    return kitchenDetails(app.db, await orderOf(user.merchant_id, request.params.id), actor);
  });

  app.get(`${B}/order/state/:id`, { schema: stateSchema, onRequest: app.authenticate }, async (request) => {
    const { user } = staffOf(request);
    const order = await orderOf(user.merchant_id, request.params.id);
    return { id: order.id, number: order.number, state: order.state as OrderState };
  });

  app.put(
    `${B}/order/change-status/:id`,
    { schema: changeStatusSchema, onRequest: app.authenticate },
    async (request) =>
      changed(
        request,
        await changeOrderState(app.db, staffOf(request), request.params.id, request.body.state),
      ),
  );

  app.post(
    `${B}/order/acknowledge/:id`,
    { schema: acknowledgeSchema, onRequest: kitchenOnly },
    async (request) =>
      changed(request, await acknowledgeOrder(app.db, currentUser(request), request.params.id)),
  );

  app.post(
    `${B}/order/duplicate/:id`,
    { schema: duplicateSchema, onRequest: kitchenOnly },
    async (request, reply) => {
      const user = currentUser(request);
      // A double tap or a retry with its key makes one copy: the food is not made twice. The
      // helper sends the answer itself (201, or the stored one of a repeated key).
      await idempotentInTransaction(app.db, request, reply, `merchant:${user.merchant_id}`, async (trx) => {
        const copy = await duplicateOrder(trx, user, request.params.id);
        return { status: 201, body: await kitchenDetails(trx, copy, staffOf(request).actor) };
      });
    },
  );

  app.patch(`${B}/order/update/:id`, { schema: updateSchema, onRequest: kitchenOnly }, async (request) =>
    changed(request, await updateOrder(app.db, currentUser(request), request.params.id, request.body)),
  );

  app.get(
    `${B}/order/validate/:id`,
    { schema: validateSchema, onRequest: app.authenticate },
    async (request) => {
      const user = currentUser(request);
      // Another merchant's order and an unknown id answer alike: the scan tells nothing about them.
      const order = orderActorOf(user)
        ? await findKitchenOrder(app.db, user.merchant_id, request.params.id)
        : undefined;
      return { has_permission: order !== undefined };
    },
  );

  app.get(
    `${B}/kitchen/menu-items`,
    { schema: kitchenMenuSchema, onRequest: kitchenOrMenu },
    async (request) => kitchenMenu(app.db, currentUser(request).merchant_id, clock.now()),
  );

  app.post(
    `${B}/kitchen/menu-items/:id/sold-out`,
    { schema: soldOutSchema, onRequest: kitchenOrMenu },
    async (request) => {
      const { sold_out } = request.body;
      await markSoldOut(app.db, currentUser(request), request.params.id, sold_out, clock.now());
      return {
        message: translate(lang(request), sold_out ? 'menu_ops.sold_out_now' : 'menu_ops.back_now'),
      };
    },
  );

  await app.register(orderStream, { prefix: B });
  await app.register(productUploadRoutes, { prefix: B });
};

export default kitchenRoutes;
