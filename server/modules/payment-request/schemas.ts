import {
  CreatedTransaction,
  CreatePaymentRequest,
  PaymentRequestFormOptions,
} from '../../../src/domain/contracts/payment-requests.ts';
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
