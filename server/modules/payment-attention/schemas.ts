import {
  AttentionCount,
  AttentionList,
  AttentionListQuery,
  AttentionParams,
  AttentionResolved,
} from '../../../src/domain/contracts/payment-attention.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['payment-attention'];

export const attentionListSchema = {
  tags,
  summary:
    'Payments a bank completed that no transaction could take (expired, already paid, over a day late), open by default (resolve_paymentattention)',
  security: bearer,
  querystring: AttentionListQuery,
  response: { 200: AttentionList, ...errors(400, 401, 403) },
};

export const attentionCountSchema = {
  tags,
  summary: 'How many such payments wait for a decision, for the dashboard badge (resolve_paymentattention)',
  security: bearer,
  response: { 200: AttentionCount, ...errors(401, 403) },
};

export const attentionRefundSchema = {
  tags,
  summary:
    "Give the payment's whole amount back through its provider; a repeated press answers as the first did (resolve_paymentattention)",
  security: bearer,
  params: AttentionParams,
  response: { 200: AttentionResolved, ...errors(400, 401, 403, 404, 409, 502) },
};

export const attentionVoidSchema = {
  tags,
  summary:
    'Release a card hold the bank placed late, never captured, through its provider; a repeated press answers as the first did (resolve_paymentattention)',
  security: bearer,
  params: AttentionParams,
  response: { 200: AttentionResolved, ...errors(400, 401, 403, 404, 409, 502) },
};

export const attentionApplySchema = {
  tags,
  summary:
    'Let the unpaid (or expired) transaction take the payment, which makes it paid; a repeated press answers as the first did (resolve_paymentattention)',
  security: bearer,
  params: AttentionParams,
  response: { 200: AttentionResolved, ...errors(400, 401, 403, 404, 409) },
};
