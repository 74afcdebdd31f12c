import { MessageResponse } from '../../../src/domain/contracts/common.ts';
import { MoneyActionRequest, MoneyActionResponse } from '../../../src/domain/contracts/payments.ts';
import {
  ActionParams,
  BulkActionParams,
  BulkActionRefusal,
  BulkActionRequest,
  BulkActionResponse,
  BulkScopeParams,
  SendLinkQuery,
  TransactionActions,
} from '../../../src/domain/contracts/transaction-actions.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['transactions'];

export const actionsListSchema = {
  tags,
  summary: 'The actions the signed-in user may take on a transaction now (deleted ones: restore)',
  security: bearer,
  params: ActionParams,
  response: { 200: TransactionActions, ...errors(401, 403, 404) },
};

export const sendLinkSchema = (channel: 'email' | 'sms') => ({
  tags,
  summary: `Send the payment link by ${channel === 'email' ? 'email' : 'SMS'} in the customer's language (through the outbox)`,
  security: bearer,
  params: ActionParams,
  querystring: SendLinkQuery,
  response: { 200: MessageResponse, ...errors(400, 401, 403, 404) },
});

export const deleteSchema = {
  tags,
  summary: 'Move a transaction to the deleted transactions (restorable)',
  security: bearer,
  params: ActionParams,
  response: { 200: MessageResponse, ...errors(401, 403, 404) },
};

export const restoreSchema = {
  tags,
  summary: 'Bring a deleted transaction back to the list',
  security: bearer,
  params: ActionParams,
  response: { 200: MessageResponse, ...errors(401, 403, 404) },
};

const bulkResponses = {
  200: BulkActionResponse,
  207: BulkActionResponse,
  400: BulkActionRefusal,
  ...errors(401, 403, 409, 422),
};

export const bulkActionSchema = {
  tags,
  summary:
    'Apply refund, capture, email or sms to the selected transactions, each in its own database transaction: 200 all applied, 207 some, 400 none (Idempotency-Key supported)',
  security: bearer,
  params: BulkActionParams,
  body: BulkActionRequest,
  response: bulkResponses,
};

export const bulkDeleteSchema = {
  tags,
  summary: 'Delete the selected transactions: 200 all deleted, 207 some, 400 none',
  security: bearer,
  params: BulkScopeParams,
  body: BulkActionRequest,
  response: bulkResponses,
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
  // 202: the provider took the request and has not confirmed it yet; 502: it refused.
  response: {
    200: MoneyActionResponse,
    202: MoneyActionResponse,
    ...errors(400, 401, 403, 404, 409, 422, 502),
  },
});
