import { CUSTOMER_ADDRESS_FIELDS } from '../../../src/domain/food-api.ts';
import { errors, text } from '../../lib/schemas.ts';
import { SPECIAL_INSTRUCTION_MAX } from './cart-pricing.ts';

/** Input schemas of the customer food-ordering API (shapes: src/domain/food-api.ts). */
const tags = ['food_ordering'];
const deliveryType = { type: 'string', enum: ['delivery', 'pickup', 'catering'] } as const;
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const nid = { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 } as const;
const str = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
export const numberParams = {
  type: 'object',
  required: ['number'],
  properties: { number: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

export const plain = (summary: string) => ({ tags, summary, response: errors(404) });
export const byId = (summary: string) => ({ tags, summary, params: idParams, response: errors(400, 404) });

export const categoriesSchema = {
  tags,
  summary: 'Menu categories (catering menus show catering categories only)',
  querystring: { type: 'object', properties: { delivery_type: deliveryType, branch: id, delivery_area: id } },
} as const;

export const itemsSchema = {
  tags,
  summary: 'Menu items; q searches English and Arabic names and descriptions',
  querystring: {
    type: 'object',
    properties: { category: id, q: str(100), delivery_type: deliveryType },
  },
} as const;

export const promotedSchema = {
  tags,
  summary: 'Promoted items of the menu of a delivery type (default: the delivery and pickup menu)',
  querystring: { type: 'object', properties: { delivery_type: deliveryType } },
} as const;

export const areasSchema = {
  tags,
  summary: 'Delivery areas',
  querystring: { type: 'object', properties: { branch: id } },
} as const;

const placeQuery = {
  type: 'object',
  properties: { delivery_type: deliveryType, branch: id, delivery_area: id },
} as const;

export const minOrderSchema = {
  tags,
  summary: 'Minimum order of a branch or delivery area',
  querystring: placeQuery,
};

export const workingSchema = {
  tags,
  summary: 'Is the branch or delivery area working (Asia/Kuwait); `at` for another moment',
  querystring: {
    type: 'object',
    properties: { ...placeQuery.properties, at: { type: 'string', format: 'date-time' } },
  },
} as const;

export const voucherSchema = {
  tags,
  summary: 'Activate a voucher for a subtotal',
  body: {
    type: 'object',
    required: ['code'],
    properties: { code: text(50), subtotal: { type: 'string', maxLength: 20 } },
  },
} as const;

const line = {
  type: 'object',
  required: ['menu_item', 'quantity'],
  properties: {
    menu_item: id,
    quantity: { type: 'integer', minimum: 1, maximum: 999 },
    size: nid,
    add_ons: { type: 'array', maxItems: 50, items: id, default: [] },
    options: { type: 'object', additionalProperties: id, maxProperties: 50, default: {} },
    // The limit's own message comes from cart-pricing (SPEC 9), so the schema only caps abuse.
    special_instructions: { type: 'string', maxLength: SPECIAL_INSTRUCTION_MAX * 4, default: '' },
    category_id: id,
  },
} as const;

const address = {
  type: ['object', 'null'],
  properties: Object.fromEntries(CUSTOMER_ADDRESS_FIELDS.map((name) => [name, str(1000)])),
} as const;

const orderBody = (withGateway: boolean) =>
  ({
    type: 'object',
    required: ['delivery_type', 'lines', ...(withGateway ? ['customer', 'gateway_code'] : [])],
    properties: {
      delivery_type: deliveryType,
      branch: nid,
      delivery_area: nid,
      catering_date: str(10),
      lines: { type: 'array', maxItems: 100, items: line },
      plates: { type: 'object', additionalProperties: { type: 'integer', minimum: 0, maximum: 100_000 } },
      voucher: { type: ['string', 'null'], maxLength: 50 },
      customer: {
        type: 'object',
        required: ['name', 'phone'],
        properties: {
          name: text(100),
          phone: text(20),
          email: { type: 'string', maxLength: 254, default: '' },
        },
      },
      address: {
        ...address,
        properties: {
          ...address.properties,
          delivery_location: {
            type: ['object', 'null'],
            required: ['lat', 'lng'],
            properties: { lat: { type: 'number' }, lng: { type: 'number' } },
          },
        },
      },
      gateway_code: text(30),
      lang: { type: 'string', enum: ['en', 'ar'] },
    },
  }) as const;

export const payChoicesSchema = {
  tags,
  summary: 'Pay choices for a cart priced by the server',
  body: orderBody(false),
};
export const checkoutSchema = (summary: string) => ({ tags, summary, body: orderBody(true) });

/**
 * The token checkout returned. Optional here: a missing one is a wrong one, and answers 404
 * like an unknown order (a 400 would tell the two apart).
 */
const orderToken = { type: 'string', maxLength: 128 } as const;
const tokenQuery = { type: 'object', properties: { token: orderToken } } as const;

export const orderDetailsSchema = {
  tags,
  summary: 'An order, by number and the token checkout returned (customer view: contact details masked)',
  params: numberParams,
  querystring: tokenQuery,
  response: errors(400, 404),
} as const;

export const feedbackSchema = {
  tags,
  summary: 'Rate an order (number, and in the body the token checkout returned)',
  params: numberParams,
  body: {
    type: 'object',
    required: ['rating'],
    properties: {
      rating: { type: 'integer', minimum: 1, maximum: 5 },
      comment: { type: 'string', maxLength: 2000, default: '' },
      token: orderToken,
    },
  },
  response: errors(400, 404, 409),
} as const;

export const feedbackOptionsSchema = {
  tags,
  summary: 'Feedback form of an order (number and the token checkout returned)',
  params: numberParams,
  querystring: tokenQuery,
  response: errors(400, 404),
} as const;
