import {
  CreatedTransaction,
  CreatePaymentRequest,
  PaymentRequestFormOptions,
} from '../../../src/domain/contracts/payment-requests.ts';
import { MoneyActionRequest, MoneyActionResponse } from '../../../src/domain/contracts/payments.ts';
import { ActionParams } from '../../../src/domain/contracts/transaction-actions.ts';
import { bearer, errors } from '../../lib/schemas.ts';

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

export const moneyActionSchema = (action: 'refund' | 'capture' | 'void') => ({
  tags: ['transactions'],
  summary:
    action === 'void'
      ? 'Release an authorised amount (Idempotency-Key supported)'
      : `${action === 'refund' ? 'Refund' : 'Capture'} an amount; null means all available (Idempotency-Key supported)`,
  security: bearer,
  params: ActionParams,
  body: MoneyActionRequest,
  response: { 200: MoneyActionResponse, ...errors(400, 401, 403, 404, 409, 422) },
});
