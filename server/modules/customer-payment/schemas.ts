import { bearer, errors } from '../../lib/schemas.ts';

const collectorParams = {
  type: 'object',
  required: ['collector_id'],
  properties: { collector_id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const amount = { type: 'string', minLength: 1, maxLength: 32 } as const;
const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

const unitDetails = {
  type: ['object', 'null'],
  properties: {
    logo_url: { type: ['string', 'null'] },
    title_en: { type: 'string' },
    title_ar: { type: 'string' },
    website: { type: ['string', 'null'] },
    twitter_url: { type: ['string', 'null'] },
    instagram_url: { type: ['string', 'null'] },
    facebook_url: { type: ['string', 'null'] },
    show_unit_title: { type: 'boolean' },
    header_color: { type: 'string' },
    header_image_url: { type: ['string', 'null'] },
  },
} as const;

const optionsResponse = {
  type: 'object',
  required: [
    'currency',
    'decimal_places',
    'min_amount',
    'max_amount',
    'gateways',
    'fields',
    'collector',
    'merchant',
  ],
  properties: {
    currency: { type: 'string' },
    decimal_places: { type: 'integer' },
    min_amount: { type: ['string', 'null'] },
    max_amount: { type: ['string', 'null'] },
    gateways: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          gateway_code: { type: 'string' },
          gateway: { type: 'string' },
          logo_url: { type: ['string', 'null'] },
        },
      },
    },
    fields: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          required: { type: 'boolean' },
          max_length: { type: 'integer' },
        },
      },
    },
    collector: {
      type: ['object', 'null'],
      properties: { id: { type: 'string' }, name: { type: 'string' } },
    },
    merchant: {
      type: 'object',
      properties: { title: { type: 'string' }, logo_url: { type: ['string', 'null'] } },
    },
    unit_details: unitDetails,
  },
} as const;

export const optionsSchema = {
  tags: ['customer_payment'],
  summary: 'What the customer payment page needs: bounds, gateways, fields, collector and unit',
  response: { 200: optionsResponse, ...errors(404, 423) },
} as const;

export const collectorOptionsSchema = { ...optionsSchema, params: collectorParams } as const;

const payChoice = {
  type: 'object',
  properties: {
    gateway_code: { type: 'string' },
    gateway: { type: 'string' },
    value: { type: 'string' },
    logo_url: { type: ['string', 'null'] },
    amount: { type: 'string' },
    base_amount: { type: 'string' },
    fee: { type: 'string' },
    delivery_charges: { type: 'string' },
    currency_code: { type: 'string' },
    button_verb: { type: 'string' },
    is_default: { type: 'boolean' },
    best_choice: { type: 'boolean' },
  },
} as const;

export const payChoicesSchema = {
  tags: ['customer_payment'],
  summary: 'Pay choices (fees, totals, default) for an amount, within the payment restriction',
  body: {
    type: 'object',
    required: ['amount'],
    properties: { amount, collector_id: { type: ['string', 'null'], format: 'uuid' } },
  },
  response: { 200: { type: 'array', items: payChoice }, ...errors(400, 404, 423) },
} as const;

const createBody = {
  type: 'object',
  required: ['amount', 'customer_name', 'gateway_code'],
  properties: {
    amount,
    customer_name: { type: 'string', minLength: 1, maxLength: 100 },
    customer_phone: nullableText(20),
    customer_email: { type: ['string', 'null'], maxLength: 254, format: 'email' },
    description: nullableText(500),
    gateway_code: { type: 'string', minLength: 1, maxLength: 50 },
    language: { type: 'string', enum: ['en', 'ar'] },
  },
} as const;

const createResponse = {
  type: 'object',
  required: ['redirect_url', 'transaction_id'],
  properties: { redirect_url: { type: 'string' }, transaction_id: { type: 'string' } },
} as const;

export const createSchema = {
  tags: ['customer_payment'],
  summary: 'Create a customer payment and start paying it with the chosen gateway',
  body: createBody,
  response: { 201: createResponse, ...errors(400, 404, 409, 422, 423) },
} as const;

export const collectorCreateSchema = { ...createSchema, params: collectorParams } as const;

const restriction = {
  type: 'object',
  required: ['currency', 'min_amount', 'max_amount', 'pg_codes'],
  properties: {
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    min_amount: { type: ['string', 'null'], maxLength: 32 },
    max_amount: { type: ['string', 'null'], maxLength: 32 },
    pg_codes: { type: 'array', maxItems: 50, items: { type: 'string', minLength: 1, maxLength: 50 } },
  },
} as const;

const restrictionResponse = {
  type: 'object',
  properties: {
    ...restriction.properties,
    available_gateways: {
      type: 'array',
      items: { type: 'object', properties: { code: { type: 'string' }, name: { type: 'string' } } },
    },
  },
} as const;

export const getRestrictionSchema = {
  tags: ['customer_payment'],
  summary: 'Payment restriction: amount bounds and allowed gateways of customer payments',
  security: bearer,
  response: { 200: restrictionResponse, ...errors(401, 403) },
} as const;

export const putRestrictionSchema = {
  tags: ['customer_payment'],
  summary: 'Change the payment restriction',
  security: bearer,
  body: restriction,
  response: { 200: restrictionResponse, ...errors(400, 401, 403) },
} as const;
