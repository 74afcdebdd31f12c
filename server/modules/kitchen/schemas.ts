import { CUSTOMER_ADDRESS_FIELDS, ORDER_STATES } from '../../../src/domain/food-api.ts';
import { bearer, errors, paginationQuery } from '../../lib/schemas.ts';

/** Schemas of the kitchen's order API (shapes: src/domain/kitchen-api.ts and food-api.ts). */
const tags = ['food_ordering'];
const str = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const deliveryType = { type: 'string', enum: ['delivery', 'pickup', 'catering'] } as const;

// Any text, not format uuid: a scanned QR may carry anything, and an id that is no order is a 404.
export const orderParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const staff = (summary: string, codes = [401, 403, 404]) => ({
  tags,
  summary,
  security: bearer,
  response: errors(...codes),
});
const byOrder = (summary: string) => ({ ...staff(summary), params: orderParams });

export const listSchema = {
  ...staff('Orders the kitchen sees, newest first, with the count of unacknowledged ones', [400, 401, 403]),
  querystring: {
    type: 'object',
    properties: {
      ...paginationQuery.properties,
      state: { type: 'string', enum: ORDER_STATES },
      delivery_type: deliveryType,
      branch: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
      q: str(100),
    },
  },
} as const;

export const listOptionsSchema = staff('Filter choices of the order list and its refresh time', [401, 403]);
export const detailSchema = byOrder('An order with the states this user may move it to');
export const stateSchema = byOrder('The state of an order');
export const acknowledgeSchema = byOrder('Acknowledge a new order (stops its alarm everywhere)');
export const duplicateSchema = byOrder('Copy an order into a new one in state received');
export const validateSchema = {
  ...byOrder('May this staff member open this order (order QR scan); an id that is no uuid is a 400'),
  params: { ...orderParams, properties: { id: { type: 'string', format: 'uuid' } } },
  response: errors(400, 401),
};

export const changeStatusSchema = {
  ...byOrder('Move an order to its next state'),
  response: errors(400, 401, 403, 404),
  body: {
    type: 'object',
    required: ['state'],
    properties: { state: { type: 'string', enum: ORDER_STATES } },
  },
} as const;

export const updateSchema = {
  ...byOrder("Fix the customer's details or address"),
  response: errors(400, 401, 403, 404),
  body: {
    type: 'object',
    properties: {
      customer: {
        type: 'object',
        properties: { name: str(100), phone: str(20), email: { type: 'string', maxLength: 254 } },
      },
      address: {
        type: 'object',
        properties: {
          ...Object.fromEntries(CUSTOMER_ADDRESS_FIELDS.map((name) => [name, str(1000)])),
          delivery_location: {
            type: ['object', 'null'],
            required: ['lat', 'lng'],
            properties: { lat: { type: 'number' }, lng: { type: 'number' } },
          },
        },
      },
    },
  },
} as const;
