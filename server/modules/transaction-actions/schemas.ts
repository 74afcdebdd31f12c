import { PLUGIN_KINDS } from '../../../src/domain/plugins.ts';
import { bearer, errors, messageSchema } from '../../lib/schemas.ts';

const str = { type: 'string' } as const;
const tags = ['transactions'];
const id = { type: 'string', minLength: 1, maxLength: 64 } as const;
const plugin = { type: 'string', enum: [...PLUGIN_KINDS] } as const;
const scope = { type: 'string', enum: [...PLUGIN_KINDS, 'all'] } as const;

/** SPEC 3 "Action"; list rows and the detail serialise their actions with it too. */
export const transactionActionSchema = {
  type: 'object',
  required: ['value', 'display_name', 'icon', 'url', 'method'],
  properties: {
    value: str,
    display_name: str,
    icon: str,
    url: str,
    method: str,
    available_amount: str,
    data: {
      type: 'object',
      properties: { message_en: str, message_ar: str, phone: { type: ['string', 'null'] } },
    },
  },
} as const;

const rowParams = {
  type: 'object',
  required: ['plugin', 'id'],
  properties: { plugin, id },
} as const;

export const actionsListSchema = {
  tags,
  summary: 'The actions the signed-in user may take on a transaction now (deleted ones: restore)',
  security: bearer,
  params: rowParams,
  response: { 200: { type: 'array', items: transactionActionSchema }, ...errors(401, 403, 404) },
} as const;

export const sendLinkSchema = (channel: 'email' | 'sms') =>
  ({
    tags,
    summary: `Send the payment link by ${channel === 'email' ? 'email' : 'SMS'} in the customer's language (through the outbox)`,
    security: bearer,
    params: rowParams,
    querystring: { type: 'object', properties: { lang: { type: 'string', enum: ['en', 'ar'] } } },
    response: { 200: messageSchema, ...errors(400, 401, 403, 404) },
  }) as const;

export const deleteSchema = {
  tags,
  summary: 'Move a transaction to the deleted transactions (restorable)',
  security: bearer,
  params: rowParams,
  response: { 200: messageSchema, ...errors(401, 403, 404) },
} as const;

export const restoreSchema = {
  tags,
  summary: 'Bring a deleted transaction back to the list',
  security: bearer,
  params: rowParams,
  response: { 200: messageSchema, ...errors(401, 403, 404) },
} as const;

/** Bulk requests are capped: each id is its own database transaction, run one after another. */
export const MAX_BULK_IDS = 1000;

const bulkResponse = {
  type: 'object',
  properties: {
    message: str,
    results: {
      type: 'array',
      items: { type: 'object', properties: { id: str, ok: { type: 'boolean' }, message: str } },
    },
  },
} as const;

const bulkBody = {
  type: 'object',
  required: ['ids'],
  properties: {
    ids: { type: 'array', minItems: 1, maxItems: MAX_BULK_IDS, items: id },
    amount: { type: ['string', 'null'], maxLength: 32 },
  },
} as const;

// 400: none applied (message and results) or an invalid request (per-field messages).
const bulkResponses = {
  200: bulkResponse,
  207: bulkResponse,
  400: { ...bulkResponse, additionalProperties: { type: 'array', items: { type: 'string' } } },
  ...errors(401, 403, 409, 422),
};

export const bulkActionSchema = {
  tags,
  summary:
    'Apply refund, capture, email or sms to the selected transactions, each in its own database transaction: 200 all applied, 207 some, 400 none (Idempotency-Key supported)',
  security: bearer,
  params: {
    type: 'object',
    required: ['scope', 'action'],
    properties: { scope, action: { type: 'string', enum: ['refund', 'capture', 'email', 'sms'] } },
  },
  body: bulkBody,
  response: bulkResponses,
} as const;

export const bulkDeleteSchema = {
  tags,
  summary: 'Delete the selected transactions: 200 all deleted, 207 some, 400 none',
  security: bearer,
  params: { type: 'object', required: ['scope'], properties: { scope } },
  body: bulkBody,
  response: bulkResponses,
} as const;
