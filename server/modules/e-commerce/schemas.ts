import { errors } from '../../lib/schemas.ts';

const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

export const createSchema = {
  tags: ['e_commerce', 'session'],
  summary: "Create a transaction from the merchant's own system (Authorization: Api-Key <key>)",
  security: [{ apiKey: [] }],
  body: {
    type: 'object',
    required: ['amount', 'currency_code', 'pg_codes'],
    properties: {
      amount: { type: 'string', minLength: 1, maxLength: 32 },
      currency_code: { type: 'string', pattern: '^[A-Z]{3}$' },
      pg_codes: {
        type: 'array',
        minItems: 1,
        maxItems: 20,
        items: { type: 'string', minLength: 1, maxLength: 50 },
      },
      customer_name: nullableText(100),
      customer_email: { type: ['string', 'null'], maxLength: 254, format: 'email' },
      customer_phone: nullableText(20),
      external_reference: nullableText(200),
      webhook_url: {
        ...nullableText(2000),
        description:
          'https URL on a public address, without credentials; loopback, private, link-local and other internal addresses are refused here and again after DNS at each delivery',
      },
      expiration: {
        type: ['integer', 'string', 'null'],
        description: 'Minutes from now (1 to 525600), or an ISO 8601 date-time with a zone',
        pattern: '^(\\d{1,6}|\\d{4}-\\d{2}-\\d{2}T[0-9:.]+(Z|[+-]\\d{2}:?\\d{2}))$',
        maxLength: 40,
        minimum: 1,
        maximum: 525_600,
      },
      language: { type: 'string', enum: ['en', 'ar'] },
      description: nullableText(500),
    },
  },
  response: {
    201: {
      type: 'object',
      required: ['id', 'checkout_url', 'session_id', 'expiration_time'],
      properties: {
        id: { type: 'string' },
        checkout_url: { type: 'string' },
        session_id: { type: 'string' },
        expiration_time: { type: ['string', 'null'] },
      },
    },
    ...errors(400, 401, 409, 422),
  },
} as const;
