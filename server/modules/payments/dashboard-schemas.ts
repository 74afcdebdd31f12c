import {
  CreatedTransaction,
  CreatePaymentRequest,
  PaymentRequestFormOptions,
} from '../../../src/domain/contracts/payment-requests.ts';
import { PLUGIN_KINDS } from '../../../src/domain/plugins.ts';
import { bearer, errors, messageSchema } from '../../lib/schemas.ts';

const str = { type: 'string' } as const;

const tags = ['payment requests'];

export const formOptionsSchema = {
  tags,
  summary: 'Metadata of the create-payment-request form',
  security: bearer,
  response: { 200: PaymentRequestFormOptions, ...errors(401, 403) },
};

export const createSchema = {
  tags,
  summary: 'Create a payment request (Idempotency-Key supported)',
  security: bearer,
  body: CreatePaymentRequest,
  response: { 201: CreatedTransaction, ...errors(400, 401, 403, 409, 422) },
};

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
