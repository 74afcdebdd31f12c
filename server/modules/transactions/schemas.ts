import { PLUGIN_KINDS } from '../../../src/domain/plugins.ts';
import { TRANSACTION_FIELD_NAMES } from '../../../src/domain/transactions-api.ts';
import { bearer, errors, paginated } from '../../lib/schemas.ts';
import { transactionActionSchema } from '../transaction-actions/schemas.ts';

const tags = ['transactions'];
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const many = { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 64 } } as const;
const date = { type: 'string', maxLength: 40 } as const;

export const scopeParams = {
  type: 'object',
  required: ['plugin'],
  properties: { plugin: { type: 'string', enum: ['all', ...PLUGIN_KINDS] } },
} as const;
const pluginParams = {
  type: 'object',
  required: ['plugin'],
  properties: { plugin: { type: 'string', enum: [...PLUGIN_KINDS] } },
} as const;
const detailParams = {
  type: 'object',
  required: ['plugin', 'id'],
  properties: { ...scopeParams.properties, id: { type: 'string', maxLength: 64 } },
} as const;

/** The list's search and filters: the list, its statistics and its export accept the same. */
export const listFilterProperties = {
  q: { type: 'string', maxLength: 100 },
  state: many,
  gateway_code: many,
  currency_code: many,
  initiator: many,
  unit: many,
  bulk: many,
  product_type: many,
  created_after: date,
  created_before: date,
  state_changed_at_after: date,
  state_changed_at_before: date,
} as const;

export const listQuerySchema = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 1000, default: 10 },
    offset: { type: 'integer', minimum: 0, default: 0 },
    ...listFilterProperties,
  },
} as const;

const action = transactionActionSchema;
const child = {
  type: 'object',
  properties: {
    id: str,
    kind: str,
    amount: str,
    currency_code: str,
    created: str,
    initiator: nullableStr,
  },
} as const;

const row = {
  type: 'object',
  properties: {
    id: str,
    plugin: str,
    state: str,
    gateway_code: nullableStr,
    gateway_name: nullableStr,
    pg_codes: { type: 'array', items: str },
    amount: str,
    original_amount: str,
    paid_amount: str,
    fee: str,
    paid_attempt_fee: str,
    currency_code: str,
    customer_name: str,
    customer_email: nullableStr,
    customer_phone: nullableStr,
    description: str,
    unit: nullableStr,
    initiator: nullableStr,
    created: str,
    state_changed_at: str,
    deleted_at: nullableStr,
    delivery_location: {
      type: ['object', 'null'],
      properties: { lat: { type: 'number' }, lng: { type: 'number' } },
    },
    extra: { type: ['object', 'null'], additionalProperties: true },
    actions: { type: 'array', items: action },
    txns: { type: 'array', items: child },
  },
} as const;

export const listSchema = (deleted: boolean) =>
  ({
    tags,
    summary: deleted
      ? 'Deleted transactions of a plugin (or all), newest deleted first'
      : 'Transactions of a plugin (or all the user may access), newest first, filtered and searched',
    security: bearer,
    params: scopeParams,
    querystring: listQuerySchema,
    response: {
      200: {
        ...paginated(row),
        properties: { ...paginated(row).properties, count_exact: { type: 'boolean' } },
        required: [...paginated(row).required, 'count_exact'],
      },
      ...errors(400, 401, 403, 404),
    },
  }) as const;

const choice = { type: 'object', properties: { value: str, display_name: str } } as const;
const choices = { type: 'array', items: choice } as const;

export const optionsSchema = {
  tags,
  summary: 'Filter choices, active columns, table actions and permissions of a transactions list',
  security: bearer,
  params: scopeParams,
  response: {
    200: {
      type: 'object',
      properties: {
        filters: {
          type: 'object',
          properties: {
            states: choices,
            gateways: choices,
            currencies: choices,
            created_by: choices,
            units: choices,
            bulks: choices,
            product_types: choices,
          },
        },
        fields: { type: 'array', items: { type: 'object', properties: { name: str, label: str } } },
        table_actions: {
          type: 'array',
          items: {
            type: 'object',
            properties: { value: str, display_name: str, url: str, method: str },
          },
        },
        can: {
          type: 'object',
          properties: {
            statistics: { type: 'boolean' },
            search: { type: 'boolean' },
            export: { type: 'boolean' },
            table_headers: { type: 'boolean' },
          },
        },
      },
    },
    ...errors(401, 403, 404),
  },
} as const;

export const detailSchema = (deleted: boolean) =>
  ({
    tags,
    summary: deleted ? 'One deleted transaction' : 'One transaction: details, payment link, actions',
    security: bearer,
    params: detailParams,
    response: {
      200: {
        type: 'object',
        properties: {
          id: str,
          plugin: str,
          state: str,
          currency_code: str,
          details: {
            type: ['array', 'null'],
            items: { type: 'object', properties: { label: str, value: str } },
          },
          payment_url: nullableStr,
          language: str,
          share: { type: ['object', 'null'], properties: { message_en: str, message_ar: str } },
          actions: { type: 'array', items: action },
          txns: { type: 'array', items: child },
        },
      },
      ...errors(401, 403, 404),
    },
  }) as const;

const fieldConfig = {
  type: 'object',
  properties: {
    name: str,
    verbose_name: str,
    label_en: str,
    label_ar: str,
    is_active: { type: 'boolean' },
    order: { type: 'integer' },
  },
} as const;

export const getFieldsSchema = {
  tags,
  summary: "A plugin's table headers: every transaction field with its labels, visibility and order",
  security: bearer,
  params: pluginParams,
  response: { 200: { type: 'array', items: fieldConfig }, ...errors(401, 403, 404) },
} as const;

const label = { type: 'string', minLength: 1, maxLength: 64 } as const;

export const patchFieldsSchema = {
  tags,
  summary: "Change a plugin's table headers (labels, visibility, order)",
  security: bearer,
  params: pluginParams,
  body: {
    type: 'object',
    required: ['fields'],
    additionalProperties: false,
    properties: {
      fields: {
        type: 'array',
        minItems: 1,
        maxItems: TRANSACTION_FIELD_NAMES.length,
        items: {
          type: 'object',
          required: ['name', 'label_en', 'label_ar', 'is_active', 'order'],
          properties: {
            name: { type: 'string', enum: [...TRANSACTION_FIELD_NAMES] },
            label_en: label,
            label_ar: label,
            is_active: { type: 'boolean' },
            order: { type: 'integer', minimum: 0, maximum: 1000 },
          },
        },
      },
    },
  },
  response: { 200: { type: 'array', items: fieldConfig }, ...errors(400, 401, 403, 404) },
} as const;
