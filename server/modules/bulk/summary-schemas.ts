import { BulkUploadParams } from '../../../src/domain/contracts/bulk.ts';
import { BulkMatchPage, BulkMatchQuery, BulkSummary } from '../../../src/domain/contracts/bulk-summary.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['bulk'];

export const summarySchema = {
  tags,
  summary:
    "The upload's money per currency: requested, still to send, paid, outstanding, refunded (view_bulkupload)",
  security: bearer,
  params: BulkUploadParams,
  response: { 200: BulkSummary, ...errors(401, 403, 404) },
};

export const matchesSchema = {
  tags,
  summary:
    "The upload's rows billing a customer who still owes the same amount on another upload's link, in file order (view_bulkupload)",
  security: bearer,
  params: BulkUploadParams,
  querystring: BulkMatchQuery,
  response: { 200: BulkMatchPage, ...errors(400, 401, 403, 404) },
};
