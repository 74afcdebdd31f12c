import { PLUGIN_KINDS } from '../../../src/domain/plugins.ts';
import { bearer, errors, messageSchema, text } from '../../lib/schemas.ts';

const str = { type: 'string' } as const;
const optional = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const popup = {
  type: ['object', 'null'],
  properties: { en: { type: 'string', maxLength: 500 }, ar: { type: 'string', maxLength: 500 } },
} as const;

export const LIMITS = { customer_name: 150, description: 2000, disclaimer: 1000, terms: 10000, popup: 500 };

const tags = ['payment requests'];

export const formOptionsSchema = {
  tags,
  summary: 'Metadata of the create-payment-request form',
  security: bearer,
  response: {
    200: {
      type: 'object',
      properties: {
        currencies: {
          type: 'array',
          items: { type: 'object', properties: { code: str, decimals: { type: 'integer' } } },
        },
        default_currency: str,
        gateways: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              code: str,
              name_en: str,
              name_ar: str,
              name: str,
              logo_url: { type: ['string', 'null'] },
            },
          },
        },
        default_country: str,
        preferred_countries: { type: 'array', items: str },
        default_email: str,
        limits: { type: 'object', additionalProperties: { type: 'integer' } },
      },
    },
    ...errors(401, 403),
  },
} as const;

export const createdSchema = {
  type: 'object',
  properties: {
    id: str,
    state: str,
    amount: str,
    currency_code: str,
    payment_url: str,
    expiration_time: { type: ['string', 'null'] },
    created: str,
  },
} as const;

export const createSchema = {
  tags,
  summary: 'Create a payment request',
  security: bearer,
  body: {
    type: 'object',
    required: ['amount', 'currency_code', 'customer_name', 'pg_codes'],
    properties: {
      amount: { type: 'string', maxLength: 32 },
      currency_code: { type: 'string', pattern: '^[A-Z]{3}$' },
      customer_name: text(LIMITS.customer_name),
      customer_phone: optional(20),
      country_code: { type: 'string', pattern: '^[A-Z]{2}$' },
      customer_email: optional(254),
      description: { type: 'string', maxLength: LIMITS.description },
      expiration_time: optional(40),
      pg_codes: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 64 } },
      attachment_url: optional(500),
      attachment_name: optional(255),
      editable_amount: { type: 'boolean' },
      disclaimer: optional(LIMITS.disclaimer),
      terms_en: optional(LIMITS.terms),
      terms_ar: optional(LIMITS.terms),
      multicheckout: {
        type: ['object', 'null'],
        properties: {
          capture_delivery_address: { type: 'boolean' },
          capture_delivery_location: { type: 'boolean' },
          first_popup: popup,
          second_popup: popup,
        },
      },
      language: { type: 'string', enum: ['en', 'ar'] },
      additional_phone_number: optional(20),
      unit_id: { type: ['integer', 'null'], minimum: 1 },
    },
  },
  response: { 201: createdSchema, ...errors(400, 401, 403) },
} as const;

export const moneyActionSchema = (action: 'refund' | 'capture' | 'void') =>
  ({
    tags: ['transactions'],
    summary:
      action === 'void'
        ? 'Release an authorised amount (Idempotency-Key supported)'
        : `${action === 'refund' ? 'Refund' : 'Capture'} an amount; null means all available (Idempotency-Key supported)`,
    security: bearer,
    params: {
      type: 'object',
      required: ['plugin', 'id'],
      properties: {
        plugin: { type: 'string', enum: [...PLUGIN_KINDS] },
        id: { type: 'string', minLength: 1, maxLength: 64 },
      },
    },
    body: { type: 'object', properties: { amount: { type: ['string', 'null'], maxLength: 32 } } },
    response: {
      200: {
        type: 'object',
        properties: {
          ...messageSchema.properties,
          state: str,
          paid_amount: str,
          refunded_amount: str,
          captured_amount: str,
          available_amount: str,
        },
      },
      ...errors(400, 401, 403, 404, 409, 422),
    },
  }) as const;
