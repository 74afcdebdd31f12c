import { Type } from 'typebox';
import { IdParams, MessageResponse } from '../../../src/domain/contracts/common.ts';
import {
  AcceptedPayChoice,
  AreasQuery,
  Banner,
  Branch,
  CheckoutRequest,
  CheckoutResponse,
  DeliveryArea,
  DeliveryZone,
  FoodInstalled,
  HeaderConfig,
  ItemsQuery,
  MenuConfig,
  MenuItem,
  MenuItemDetail,
  MinOrder,
  PayChoicesRequest,
  PlaceQuery,
  ProductCategory,
  PromotedQuery,
  VoucherActivation,
  VoucherRequest,
  WorkingAnswer,
  WorkingQuery,
} from '../../../src/domain/contracts/food.ts';
import { CheckoutChanged } from '../../../src/domain/contracts/food-checkout-changes.ts';
import {
  OrderDetails,
  OrderFeedbackOptions,
  OrderFeedbackRequest,
  OrderNumberParams,
  OrderTokenQuery,
} from '../../../src/domain/contracts/food-orders.ts';
import { PayChoice } from '../../../src/domain/contracts/payments.ts';
import { errors } from '../../lib/schemas.ts';

/** Where the food-ordering API lives, under the API prefix. */
export const FOOD_BASE = '/plugins/food_ordering';

/** Route schemas of the customer food-ordering API (shapes: src/domain/contracts/food.ts). */
const tags = ['food_ordering'];

/** Every menu route answers 404 while the merchant has no menu. */
const menuRoute = <T>(summary: string, answer: T) => ({
  tags,
  summary,
  response: { 200: answer, ...errors(404) },
});
const byId = <T>(summary: string, answer: T) => ({
  tags,
  summary,
  params: IdParams,
  response: { 200: answer, ...errors(400, 404) },
});
const menuQuery = <Q, T>(summary: string, querystring: Q, answer: T) => ({
  tags,
  summary,
  querystring,
  response: { 200: answer, ...errors(400, 404) },
});

export const installedSchema = menuRoute('Is food ordering set up', FoodInstalled);
export const menuConfigSchema = menuRoute('Menu title, colours and delivery types', MenuConfig);
export const headerConfigSchema = menuRoute('Menu header image and welcome', HeaderConfig);
export const bannersSchema = menuRoute('Menu banners', Type.Array(Banner));

export const promotedSchema = menuQuery(
  'Promoted items of the menu of a delivery type (default: the delivery and pickup menu)',
  PromotedQuery,
  Type.Array(MenuItem),
);
export const categoriesSchema = menuQuery(
  'Menu categories (catering menus show catering categories only)',
  PlaceQuery,
  Type.Array(ProductCategory),
);
export const categorySchema = byId('A menu category', ProductCategory);
export const itemsSchema = menuQuery(
  'Menu items; q searches English and Arabic names and descriptions',
  ItemsQuery,
  Type.Array(MenuItem),
);
export const itemSchema = byId('A menu item with sizes, options and add-ons', MenuItemDetail);

export const branchesSchema = menuRoute('Branches', Type.Array(Branch));
export const branchSchema = byId('A branch', Branch);
export const areasSchema = menuQuery('Delivery areas', AreasQuery, Type.Array(DeliveryArea));
export const areaSchema = byId('A delivery area', DeliveryArea);
export const zoneSchema = byId('A delivery zone and its areas', DeliveryZone);

export const minOrderSchema = menuQuery('Minimum order of a branch or delivery area', PlaceQuery, MinOrder);
export const workingSchema = menuQuery(
  'Is the branch or delivery area working (Asia/Kuwait); `at` for another moment',
  WorkingQuery,
  WorkingAnswer,
);

export const acceptedPayChoicesSchema = menuRoute(
  'Gateways a food order can be paid with',
  Type.Array(AcceptedPayChoice),
);

export const voucherSchema = {
  tags,
  summary: 'Activate a voucher for a subtotal',
  body: VoucherRequest,
  response: { 200: VoucherActivation, ...errors(400, 404, 429) },
};

export const payChoicesSchema = {
  tags,
  summary: 'Pay choices for a cart priced by the server (none when it costs nothing)',
  body: PayChoicesRequest,
  response: { 200: Type.Array(PayChoice), 409: CheckoutChanged, ...errors(400, 404) },
};

/**
 * 409: the cart changed (CheckoutChanged: nothing charged), or an Idempotency-Key still in use;
 * 422: the key sent again with another order.
 */
export const checkoutSchema = (summary: string) => ({
  tags,
  summary,
  body: CheckoutRequest,
  response: { 201: CheckoutResponse, 409: CheckoutChanged, ...errors(400, 404, 422) },
});

export const orderDetailsSchema = {
  tags,
  summary: 'An order, by number and the token checkout returned (customer view: contact details masked)',
  params: OrderNumberParams,
  querystring: OrderTokenQuery,
  response: { 200: OrderDetails, ...errors(400, 404) },
};

export const feedbackSchema = {
  tags,
  summary: 'Rate an order (number, and in the body the token checkout returned)',
  params: OrderNumberParams,
  body: OrderFeedbackRequest,
  response: { 201: MessageResponse, ...errors(400, 404, 409) },
};

export const feedbackOptionsSchema = {
  tags,
  summary: 'Feedback form of an order (number and the token checkout returned)',
  params: OrderNumberParams,
  querystring: OrderTokenQuery,
  response: { 200: OrderFeedbackOptions, ...errors(400, 404) },
};

/**
 * GET /{lang}/new-menu: the menu page, its first screen drawn on the server with the menu API's
 * answers inlined. A page, not an API operation, so it stays out of the OpenAPI document.
 */
