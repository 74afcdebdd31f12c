import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import {
  ExportParams,
  TransactionExportOptions,
  TransactionExportQuery,
} from '../../../src/domain/contracts/transaction-export.ts';
import { bearer, errors } from '../../lib/schemas.ts';

const tags = ['transactions'];

export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The file's bytes as the handler sends them: a stream, never serialised. */
const File = Type.Unsafe<Readable>({ type: 'string', format: 'binary' });

export const exportOptionsSchema = {
  tags,
  summary: 'Export choices: formats, languages and the columns (active fields, in order)',
  security: bearer,
  params: ExportParams,
  response: { 200: TransactionExportOptions, ...errors(401, 403, 404) },
};

export const exportSchema = {
  tags,
  summary:
    "Stream the list (same filters) as CSV or XLSX: the active columns in order, money with its currency's decimals; X-Export-Rows carries the row count",
  security: bearer,
  params: ExportParams,
  querystring: TransactionExportQuery,
  response: {
    200: {
      description: 'The file, sent as an attachment (Content-Disposition)',
      headers: {
        'x-export-rows': Type.Integer({ description: 'Rows in the file, known before the first byte' }),
      },
      content: {
        'text/csv': { schema: File },
        [CONTENT_TYPES.xlsx]: { schema: File },
      },
    },
    ...errors(400, 401, 403, 404),
  },
};
