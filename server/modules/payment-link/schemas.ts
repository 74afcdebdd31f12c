import { MessageResponse } from '../../../src/domain/contracts/common.ts';
import {
  SendPaymentLinkParams,
  SendPaymentLinkRequest,
} from '../../../src/domain/contracts/payment-requests.ts';
import { bearer, errors } from '../../lib/schemas.ts';

export const sendSchema = {
  tags: ['payment_request'],
  summary: "Send the payment link to the transaction's customer by email or SMS (through the outbox)",
  security: bearer,
  params: SendPaymentLinkParams,
  body: SendPaymentLinkRequest,
  response: { 200: MessageResponse, ...errors(400, 401, 403, 404, 409, 422) },
};
