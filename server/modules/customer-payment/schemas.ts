import {
  CollectorParams,
  CustomerPaymentCreateRequest,
  CustomerPaymentCreateResponse,
  CustomerPaymentOptions,
  CustomerPaymentPayChoicesRequest,
  PaymentRestrictionResponse,
  PaymentRestrictionSettings,
} from '../../../src/domain/contracts/customer-payments.ts';
import { PayChoices, PayConflict } from '../../../src/domain/contracts/payments.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['customer_payment'];

export const optionsSchema = {
  tags,
  summary: 'What the customer payment page needs: bounds, gateways, fields, collector and unit',
  response: { 200: CustomerPaymentOptions, ...errors(404, 423) },
};

export const collectorOptionsSchema = {
  ...optionsSchema,
  params: CollectorParams,
  response: { 200: CustomerPaymentOptions, ...errors(400, 404, 423) },
};

export const payChoicesSchema = {
  tags,
  summary: 'Pay choices (fees, totals, default) for an amount, within the payment restriction',
  body: CustomerPaymentPayChoicesRequest,
  response: { 200: PayChoices, ...errors(400, 404, 423) },
};

export const createSchema = {
  tags,
  summary: 'Create a customer payment and start paying it with the chosen gateway',
  description:
    'With `total`, a total that changed since the customer saw it (a fee) answers 409 with the fresh pay_choices of the page and creates nothing.',
  body: CustomerPaymentCreateRequest,
  response: { 201: CustomerPaymentCreateResponse, 409: PayConflict, ...errors(400, 404, 422, 423) },
};

export const collectorCreateSchema = { ...createSchema, params: CollectorParams };

export const getRestrictionSchema = {
  tags,
  summary: 'Payment restriction: amount bounds and allowed gateways of customer payments',
  security: bearer,
  response: { 200: PaymentRestrictionResponse, ...errors(401, 403) },
};

export const putRestrictionSchema = {
  tags,
  summary: 'Change the payment restriction',
  security: bearer,
  body: PaymentRestrictionSettings,
  response: { 200: PaymentRestrictionResponse, ...errors(400, 401, 403) },
};
