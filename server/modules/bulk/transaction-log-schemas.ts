import {
  BulkDispatchLogParams,
  BulkResendBody,
  BulkTransactionLog,
  BulkTransactionLogPage,
  BulkTransactionLogParams,
  BulkTransactionLogQuery,
} from '../../../src/domain/contracts/bulk-logs.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['bulk'];

export const transactionLogsSchema = {
  tags,
  summary:
    "One dispatch's rows in row order: each transaction, its state, its link's email and SMS status and reminders; searchable by name, email or phone, filterable by state (view_bulkupload)",
  security: bearer,
  params: BulkDispatchLogParams,
  querystring: BulkTransactionLogQuery,
  response: { 200: BulkTransactionLogPage, ...errors(400, 401, 403, 404) },
};

export const resendSchema = {
  tags,
  summary:
    "Queue a row's payment link again by email and/or SMS; 409 when it is paid, cancelled or expired, 429 within a minute of the channel's last message (dispatch_bulkupload)",
  security: bearer,
  params: BulkTransactionLogParams,
  body: BulkResendBody,
  response: { 202: BulkTransactionLog, ...errors(400, 401, 403, 404, 409, 429) },
};
