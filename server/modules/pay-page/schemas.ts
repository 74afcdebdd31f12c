import {
  AttemptParams,
  AttemptResult,
  IdempotencyKeyHeaders,
  PayChoices,
  PayChoicesRequest,
  PayConflict,
  PayPageConfig,
  PayPageParams,
  PayRequest,
  PayResponse,
  PayTransaction,
  ReceiptDocument,
  ReceiptQuery,
  UpdateExtraRequest,
} from '../../../src/domain/contracts/payments.ts';
import { errors } from '../../lib/schemas.ts';

const tags = ['pay page'];

export const payConfigSchema = {
  tags,
  summary: 'Pay page configuration: unit header, multicheckout (areas), welcome popup',
  params: PayPageParams,
  response: { 200: PayPageConfig, ...errors(400, 404, 423) },
};

export const readSchema = {
  tags,
  summary: 'A transaction as its pay page shows it',
  params: PayPageParams,
  response: { 200: PayTransaction, ...errors(400, 404, 423) },
};

export const updateExtraSchema = {
  tags,
  summary: "Save the customer's address and location (extra)",
  params: PayPageParams,
  body: UpdateExtraRequest,
  response: { 200: PayTransaction, ...errors(400, 404, 423) },
};

export const payChoicesSchema = {
  tags,
  summary: 'Pay choices (fees, default, Best Choice) for an amount',
  params: PayPageParams,
  body: PayChoicesRequest,
  response: { 200: PayChoices, ...errors(400, 404, 423) },
};

export const paySchema = {
  tags,
  summary: 'Start paying with a gateway (Idempotency-Key header: repeats get the first answer)',
  description:
    'With `total`, a total that changed since the customer saw it (fee or amount) answers 409 with fresh pay_choices and charges nothing.',
  params: PayPageParams,
  headers: IdempotencyKeyHeaders,
  body: PayRequest,
  response: { 200: PayResponse, 409: PayConflict, ...errors(400, 404, 422, 423) },
};

export const attemptResultSchema = {
  tags,
  summary: 'The result of a payment attempt',
  params: AttemptParams,
  response: { 200: AttemptResult, ...errors(400, 404) },
};

export const receiptSchema = {
  tags,
  summary: 'Printable receipt (HTML document) of a successful payment',
  params: AttemptParams,
  querystring: ReceiptQuery,
  response: {
    200: {
      description: 'The receipt as an HTML file to download',
      content: { 'text/html': { schema: ReceiptDocument } },
    },
    ...errors(400, 404),
  },
};
