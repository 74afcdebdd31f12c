import { PLUGIN_KINDS } from '../../../src/domain/plugins.ts';
import { bearer, errors } from '../../lib/schemas.ts';
import { listFilterProperties } from '../transactions/schemas.ts';

const str = { type: 'string' } as const;
const tags = ['transactions'];
const scopeParams = {
  type: 'object',
  required: ['scope'],
  properties: { scope: { type: 'string', enum: [...PLUGIN_KINDS, 'all'] } },
} as const;
const choices = {
  type: 'array',
  items: { type: 'object', properties: { value: str, display_name: str } },
} as const;

/** Selected ids ride in the query string; the list's largest page is 100 rows. */
export const MAX_SELECTED_IDS = 1000;

export const exportOptionsSchema = {
  tags,
  summary: 'Export choices: formats, languages and the columns (active fields, in order)',
  security: bearer,
  params: scopeParams,
  response: {
    200: {
      type: 'object',
      properties: {
        formats: choices,
        languages: choices,
        fields: { type: 'array', items: { type: 'object', properties: { name: str, label: str } } },
      },
    },
    ...errors(401, 403, 404),
  },
} as const;

export const exportSchema = {
  tags,
  summary:
    "Stream the list (same filters) as CSV or XLSX: the active columns in order, money with its currency's decimals; X-Export-Rows carries the row count",
  security: bearer,
  params: scopeParams,
  querystring: {
    type: 'object',
    properties: {
      file_format: { type: 'string', enum: ['csv', 'xlsx'], default: 'csv' },
      export_type: { type: 'string', enum: ['default', 'selected'], default: 'default' },
      language: { type: 'string', enum: ['en', 'ar'] },
      ids: { type: 'array', maxItems: MAX_SELECTED_IDS, items: { type: 'string', maxLength: 36 * 100 } },
      ...listFilterProperties,
    },
  },
  response: {
    200: {
      description: 'The file (text/csv or XLSX), sent as an attachment',
      type: 'string',
      format: 'binary',
    },
    ...errors(400, 401, 403, 404),
  },
} as const;
