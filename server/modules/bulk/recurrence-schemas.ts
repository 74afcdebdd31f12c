import { BulkRowParams, BulkUploadParams } from '../../../src/domain/contracts/bulk.ts';
import { BulkDispatchLogParams, BulkWithdrawal } from '../../../src/domain/contracts/bulk-recurrence.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['bulk'];

export const stopRecurrenceSchema = {
  tags,
  summary:
    'Stop a dispatched recurring upload: no further occurrence is made of any row; links already sent stay; 409 unless recurring and dispatched (dispatch_bulkupload)',
  security: bearer,
  params: BulkUploadParams,
  response: { 204: { type: 'null' }, ...errors(401, 403, 404, 409) },
};

export const stopRowRecurrenceSchema = {
  tags,
  summary: "Stop one row's series of a dispatched recurring upload (dispatch_bulkupload)",
  security: bearer,
  params: BulkRowParams,
  response: { 204: { type: 'null' }, ...errors(400, 401, 403, 404, 409) },
};

export const withdrawPreviewSchema = {
  tags,
  summary:
    "What withdrawing the upload's links would do now: unpaid links cancelled, pending (a customer at the bank) and paid left (dispatch_bulkupload)",
  security: bearer,
  params: BulkUploadParams,
  response: { 200: BulkWithdrawal, ...errors(401, 403, 404) },
};

export const withdrawSchema = {
  ...withdrawPreviewSchema,
  summary:
    "Withdraw the upload's links: its unpaid ones (created, attempted, failed) are cancelled, pending and paid ones stay; audited (dispatch_bulkupload)",
};

export const withdrawDispatchPreviewSchema = {
  ...withdrawPreviewSchema,
  summary: "What withdrawing one dispatch's (or occurrence's) links would do now (dispatch_bulkupload)",
  params: BulkDispatchLogParams,
  response: { 200: BulkWithdrawal, ...errors(400, 401, 403, 404) },
};

export const withdrawDispatchSchema = {
  ...withdrawDispatchPreviewSchema,
  summary: "Withdraw one dispatch's (or occurrence's) unpaid links; audited (dispatch_bulkupload)",
};
