import { Type } from 'typebox';
import {
  BulkErrorPage,
  BulkErrorQuery,
  BulkFileQuery,
  BulkRow,
  BulkRowParams,
  BulkRowPatch,
  BulkRowQuery,
  BulkSampleQuery,
  BulkUpload,
  BulkUploadDetail,
  BulkUploadPage,
  BulkUploadParams,
  BulkUploadQuery,
} from '../../../src/domain/contracts/bulk.ts';
import { PaginationQuery } from '../../../src/domain/contracts/common.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['bulk'];
const file = {
  200: {
    description: 'The file (attachment)',
    content: {
      'text/csv': { schema: Type.String() },
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: Type.String() },
    },
  },
};

export const listSchema = {
  tags,
  summary: "The merchant's bulk uploads, newest first (view_bulkupload)",
  security: bearer,
  querystring: PaginationQuery,
  response: { 200: BulkUploadPage, ...errors(400, 401, 403) },
};

export const uploadSchema = {
  tags,
  summary:
    'Upload a CSV (≤ 50 MB) or XLSX (≤ 20 MB) of payment requests as multipart field "file": every row is kept with its errors, or nothing (add_bulkupload)',
  security: bearer,
  consumes: ['multipart/form-data'],
  querystring: BulkUploadQuery,
  response: { 201: BulkUpload, ...errors(400, 401, 403, 413) },
};

export const detailSchema = {
  tags,
  summary: 'One upload with a page of its rows, searchable by name, email and phone (view_bulkupload)',
  security: bearer,
  params: BulkUploadParams,
  querystring: BulkRowQuery,
  response: { 200: BulkUploadDetail, ...errors(400, 401, 403, 404) },
};

export const errorTableSchema = {
  tags,
  summary:
    "The upload's error table: row, column, message in the request's language, value (view_bulkupload)",
  security: bearer,
  params: BulkUploadParams,
  querystring: BulkErrorQuery,
  response: { 200: BulkErrorPage, ...errors(400, 401, 403, 404) },
};

export const errorReportSchema = {
  tags,
  summary: "The rows with errors with the file's own columns plus an errors column (view_bulkupload)",
  security: bearer,
  params: BulkUploadParams,
  querystring: BulkFileQuery,
  response: { ...file, ...errors(400, 401, 403, 404) },
};

export const sampleSchema = {
  tags,
  summary: 'A sample file: required or all columns, one-time or recurring, CSV or XLSX (access_bulk)',
  security: bearer,
  querystring: BulkSampleQuery,
  response: { ...file, ...errors(400, 401, 403) },
};

export const reimportSchema = {
  tags,
  summary:
    'Import a corrected file into the upload, in place of all its rows, whole or not at all (add_bulkupload)',
  security: bearer,
  consumes: ['multipart/form-data'],
  params: BulkUploadParams,
  response: { 200: BulkUpload, ...errors(400, 401, 403, 404, 409, 413) },
};

export const rowEditSchema = {
  tags,
  summary: 'Correct cells of a row before dispatch; the row is checked again (add_bulkupload)',
  security: bearer,
  params: BulkRowParams,
  body: BulkRowPatch,
  response: { 200: BulkRow, ...errors(400, 401, 403, 404, 409) },
};

export const rowDeleteSchema = {
  tags,
  summary: 'Leave a row out of the upload before dispatch (add_bulkupload)',
  security: bearer,
  params: BulkRowParams,
  response: { 200: BulkUpload, ...errors(400, 401, 403, 404, 409) },
};
