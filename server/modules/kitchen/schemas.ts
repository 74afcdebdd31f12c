import { Type } from 'typebox';
import { IdParams, MessageResponse } from '../../../src/domain/contracts/common.ts';
import { OrderDetails } from '../../../src/domain/contracts/food-orders.ts';
import {
  ChangeStatusRequest,
  KitchenMenu,
  OrderList,
  OrderListOptions,
  OrderListQuery,
  OrderParams,
  OrderPermission,
  OrderStateAnswer,
  OrderStreamQuery,
  OrderUpdateRequest,
  OrderUuidParams,
  SoldOutRequest,
  TemplateQuery,
  UploadFailure,
  UploadSuccess,
} from '../../../src/domain/contracts/kitchen.ts';
import { bearer, errors } from '../../lib/schemas.ts';

/** Route schemas of the kitchen's order API (shapes: src/domain/contracts/kitchen.ts and food.ts). */
const tags = ['food_ordering'];

const staff = { tags, security: bearer };
/** A route on one order: its answer, and the refusals every such route can give. */
const onOrder = <T>(summary: string, answer: T) => ({
  ...staff,
  summary,
  params: OrderParams,
  response: { 200: answer, ...errors(400, 401, 403, 404) },
});

export const listSchema = {
  ...staff,
  summary: 'Orders the kitchen sees, newest first, with the count of unacknowledged ones',
  querystring: OrderListQuery,
  response: { 200: OrderList, ...errors(400, 401, 403) },
};

export const listOptionsSchema = {
  ...staff,
  summary: 'Filter choices of the order list and its refresh time',
  response: { 200: OrderListOptions, ...errors(401, 403) },
};

export const detailSchema = onOrder('An order with the states this user may move it to', OrderDetails);
export const stateSchema = onOrder('The state of an order', OrderStateAnswer);
export const acknowledgeSchema = onOrder(
  'Acknowledge a new order (stops its alarm everywhere)',
  OrderDetails,
);

/** 409 and 422: an Idempotency-Key still in use, or sent again for another order. */
export const duplicateSchema = {
  ...staff,
  summary: 'Copy an order into a new one in state received',
  params: OrderParams,
  response: { 201: OrderDetails, ...errors(400, 401, 403, 404, 409, 422) },
};

export const validateSchema = {
  ...staff,
  summary: 'May this staff member open this order (order QR scan); an id that is no uuid is a 400',
  params: OrderUuidParams,
  response: { 200: OrderPermission, ...errors(400, 401) },
};

export const changeStatusSchema = {
  ...onOrder('Move an order to its next state', OrderDetails),
  body: ChangeStatusRequest,
};

export const updateSchema = {
  ...onOrder("Fix the customer's details or address", OrderDetails),
  body: OrderUpdateRequest,
};

export const streamSchema = {
  ...staff,
  summary: 'Live orders: an `order` event with an OrderRow on each new order and change',
  description:
    'text/event-stream, open until the client leaves. The token travels in access_token (EventSource ' +
    'cannot send headers); rows are in `lang`. Each event is `event: order` with `data:` an OrderRow ' +
    '(the rows of GET /order); comment lines keep the connection alive.',
  querystring: OrderStreamQuery,
  response: {
    200: {
      description: 'The event stream',
      content: { 'text/event-stream': { schema: Type.String() } },
    },
    ...errors(400, 401, 403),
  },
};

export const templateSchema = {
  ...staff,
  summary: 'The product file template (CSV): required_fields or all_fields',
  querystring: TemplateQuery,
  response: {
    200: {
      description: 'A CSV file (attachment) with the columns and one example row',
      content: { 'text/csv': { schema: Type.String() } },
    },
    ...errors(400, 401, 403),
  },
};

export const uploadSchema = {
  ...staff,
  summary:
    'Create or update dishes by sku from a .csv or .xlsx file (multipart field "file"): all rows or none, with each row\'s outcome (access_food_ordering or change_menu)',
  consumes: ['multipart/form-data'],
  response: {
    200: UploadSuccess,
    // The rows' problems, beside the usual error shape (a message or per-field messages).
    400: UploadFailure,
    ...errors(401, 403, 413),
  },
};

export const kitchenMenuSchema = {
  ...staff,
  summary: 'Every dish with whether it is sold out today (access_food_ordering or change_menu)',
  response: { 200: KitchenMenu, ...errors(401, 403) },
};

export const soldOutSchema = {
  ...staff,
  summary:
    'Mark a dish sold out until 00:00 Asia/Kuwait, or available again (access_food_ordering or change_menu)',
  params: IdParams,
  body: SoldOutRequest,
  response: { 200: MessageResponse, ...errors(400, 401, 403, 404) },
};
