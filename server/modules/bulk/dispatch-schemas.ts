import { BulkUpload, BulkUploadParams } from '../../../src/domain/contracts/bulk.ts';
import { BulkDispatchLogPage, BulkDispatchLogQuery } from '../../../src/domain/contracts/bulk-dispatch.ts';
import { BulkDispatchOptions } from '../../../src/domain/contracts/bulk-recurrence.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['bulk'];

export const dispatchSchema = {
  tags,
  summary:
    'Dispatch a ready upload (a recurring one with its time of day and option in the body): one payment request a valid row and its link by email and/or SMS, made in the background; 409 when not ready or nothing is valid (dispatch_bulkupload)',
  security: bearer,
  params: BulkUploadParams,
  body: BulkDispatchOptions,
  response: { 202: BulkUpload, ...errors(400, 401, 403, 404, 409) },
};

export const dispatchLogsSchema = {
  tags,
  summary: "The upload's dispatches, newest first: who, when, created, emails, SMS, failed (view_bulkupload)",
  security: bearer,
  params: BulkUploadParams,
  querystring: BulkDispatchLogQuery,
  response: { 200: BulkDispatchLogPage, ...errors(400, 401, 403, 404) },
};
