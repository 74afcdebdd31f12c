import type {
  AcceptedPayChoice,
  OrderState,
  PayChoicesRequest,
  VoucherActivation,
} from '../../../src/domain/contracts/food.ts';
import {
  FEEDBACK_LIMITS,
  type OrderDetails,
  type OrderFeedbackOptions,
} from '../../../src/domain/contracts/food-orders.ts';
import type { OrderRow } from '../../../src/domain/contracts/kitchen.ts';
import { formatAmount, parseAmount } from '../../../src/domain/money.ts';
import type { DbHandle } from '../../db/handle.ts';
import type { Gateways } from '../../gateways/service.ts';
import { fieldErrors, messageError, msg } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { usableDiscountCode } from '../discount-codes/service.ts';
import { gatewayName, quotedPayChoices } from '../payments/service.ts';
import { menuGateways } from './checkout.ts';
import { menuOf } from './menu.ts';
import {
  findCustomerOrder,
  orderContext,
  presentOrderDetails,
  presentOrderRow,
  redactForCustomer,
} from './orders.ts';
import { quoteOrder } from './quote.ts';
import { type FoodOrder, hasFeedback, saveFeedback } from './repository.ts';
import { presentActivation } from './vouchers.ts';

/**
 * Food ordering's public surface: the customer menu, checkout and order confirmation (its
 * routes), the orders the kitchen works on (kitchen/), and the server-drawn menu page
 * (server/plugins/static-files.ts).
 */

export { type CheckoutDeps, placeOrder } from './checkout.ts';
export {
  banners,
  branch,
  branches,
  categories,
  category,
  deliveryArea,
  deliveryAreas,
  deliveryZone,
  headerConfig,
  menuItem,
  menuItems,
  menuOf,
  menuPageConfig,
  minimumOrder,
  workingNow,
} from './menu.ts';
export { menuPages } from './prerender.ts';
export { type FoodOrder, recordState, takeOrderNumber } from './repository.ts';

export async function acceptedPayChoices(db: DbHandle, lang: Lang): Promise<AcceptedPayChoice[]> {
  const menu = await menuOf(db);
  return (await menuGateways(db, menu)).map((gateway) => ({
    gateway_code: gateway.code,
    gateway: gatewayName(gateway, lang),
    logo_url: gateway.logo_url,
  }));
}

/** The pay choices of a cart priced by the server; none when it costs nothing. */
export async function payChoices(
  db: DbHandle,
  providers: Pick<Gateways, 'fees'>,
  body: PayChoicesRequest,
  lang: Lang,
  now = new Date(),
) {
  const menu = await menuOf(db);
  const quote = await quoteOrder(db, menu, body, lang, now);
  const gateways = await menuGateways(db, menu);
  if (quote.totals.total === 0) return [];
  const choices = await quotedPayChoices(providers, gateways, quote.totals.total, menu.currency, lang);
  return choices.map((choice) => ({
    ...choice,
    delivery_charges: formatAmount(quote.totals.delivery_charges, menu.currency),
  }));
}

/**
 * A voucher for a subtotal. `guard` wraps the lookup alone (the caller throttles guessing
 * codes): a subtotal that is not an amount costs no attempt.
 */
export async function activateVoucher(
  db: DbHandle,
  request: { code: string; subtotal?: string; delivery_type?: string },
  guard: <T>(lookup: () => Promise<T>) => Promise<T>,
): Promise<VoucherActivation> {
  const menu = await menuOf(db);
  const { subtotal } = request;
  const parsed = subtotal === undefined || subtotal === '' ? null : parseAmount(subtotal, menu.currency);
  if (parsed && !parsed.ok) throw fieldErrors({ subtotal: [msg('payments.amount_not_positive')] });
  const row = await guard(() =>
    usableDiscountCode(
      db,
      menu.merchant_id,
      request.code,
      parsed?.minor ?? 0,
      menu.currency,
      'code',
      undefined,
      request.delivery_type,
    ),
  );
  return presentActivation(row, menu.currency);
}

// The number and the token checkout gave the customer; either wrong answers as an unknown order.
async function customerOrder(db: DbHandle, number: string, token: string | undefined): Promise<FoodOrder> {
  const menu = await menuOf(db);
  const order = await findCustomerOrder(db, menu.merchant_id, number, token);
  if (!order) throw messageError(404, 'food.order_not_found');
  return order;
}

export async function customerOrderDetails(
  db: DbHandle,
  number: string,
  token: string | undefined,
): Promise<OrderDetails> {
  const order = await customerOrder(db, number, token);
  return redactForCustomer(presentOrderDetails(order, await orderContext(db, order)));
}

export async function feedbackOptions(
  db: DbHandle,
  number: string,
  token: string | undefined,
): Promise<OrderFeedbackOptions> {
  const order = await customerOrder(db, number, token);
  return { ...FEEDBACK_LIMITS, submitted: await hasFeedback(db, order.id) };
}

/** One rating per order: a second one is a 409. */
export async function giveFeedback(
  db: DbHandle,
  number: string,
  token: string | undefined,
  given: { rating: number; comment: string },
): Promise<void> {
  const order = await customerOrder(db, number, token);
  const feedback = { rating: given.rating, comment: given.comment.trim() };
  if (!(await saveFeedback(db, order.id, feedback))) {
    throw messageError(409, 'food.feedback_already_given');
  }
}

/** An order as a line of the kitchen's list, its live stream and its push, with names in `lang`. */
export async function orderRow(db: DbHandle, order: FoodOrder, lang: Lang): Promise<OrderRow> {
  return presentOrderRow(order, await orderContext(db, order), lang);
}

/** An order in full, with the states its reader may move it to. */
export async function orderDetails(
  db: DbHandle,
  order: FoodOrder,
  nextStates: OrderState[],
): Promise<OrderDetails> {
  return presentOrderDetails(order, await orderContext(db, order), nextStates);
}
