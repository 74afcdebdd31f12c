/** The transactions list as a file (SPEC 7.5): its choices and its query. */
import { type Static, Type } from 'typebox';
import { Choice, Lang } from './common.ts';
import {
  ActiveField,
  TransactionListFilters,
  type TransactionListQuery,
  TransactionScope,
} from './transactions.ts';

/** Selected ids ride in the query string; the list's largest page is 100 rows. */
export const MAX_SELECTED_IDS = 1000;

export const ExportParams = Type.Object({ scope: TransactionScope });

/** OPTIONS /plugins/{scope}/transaction/export (view_export_settings). */
export const TransactionExportOptions = Type.Object({
  formats: Type.Array(Choice),
  languages: Type.Array(Choice),
  /** The columns an export holds: active fields, ordered, labels in the request language. */
  fields: Type.Array(ActiveField),
});
export type TransactionExportOptions = Static<typeof TransactionExportOptions>;

/**
 * GET /plugins/{scope}/transaction/export: the list's filters plus these. Streams the file
 * (Content-Disposition attachment); X-Export-Rows carries the row count up front so the
 * download can show progress.
 */
export const TransactionExportQuery = Type.Object({
  file_format: Type.Enum(['csv', 'xlsx'], { type: 'string', default: 'csv' }),
  export_type: Type.Enum(['default', 'selected'], { type: 'string', default: 'default' }),
  /** The language of headers, states and dates; else the request's. */
  language: Type.Optional(Lang),
  /** With export_type=selected: ids=a&ids=b or ids=a,b (the shorter form keeps a long selection in the URL). */
  ids: Type.Optional(Type.Array(Type.String({ maxLength: 36 * 100 }), { maxItems: MAX_SELECTED_IDS })),
  ...TransactionListFilters.properties,
});
/** The PWA builds it from the list's query, whose limit and offset an export ignores. */
export type TransactionExportQuery = Static<typeof TransactionExportQuery> & TransactionListQuery;
