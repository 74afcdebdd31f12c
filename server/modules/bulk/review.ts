import type { BulkRowError } from '../../../src/domain/bulk-rows.ts';
import type {
  BulkErrorPage,
  BulkRow,
  BulkRowQuery,
  BulkUpload,
  BulkUploadDetail,
} from '../../../src/domain/contracts/bulk.ts';
import { formatAmount } from '../../../src/domain/money.ts';
import type { DbHandle } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import { isUuid } from '../payments/service.ts';
import { dispatchSummary } from './dispatch-summary.ts';
import { recurrenceOf } from './recurrence-service.ts';
import {
  type FileRow,
  findUpload,
  listErrorLines,
  listRows,
  listUploads,
  type UploadRow,
} from './repository.ts';

/** Reading uploads as staff review them: the list, one upload with its rows, its error table. */

export const toUpload = (row: UploadRow): BulkUpload => ({
  id: row.id,
  file_name: row.file_name,
  uploader: row.uploader,
  kind: row.kind,
  state: row.state,
  rows: row.row_count,
  valid: row.valid_count,
  invalid: row.invalid_count,
  columns: row.columns,
  created_at: new Date(row.created_at).toISOString(),
  validation: row.state === 'validating' ? { checked: row.checked_count, total: row.expected_rows } : null,
});

/**
 * A new upload's rows are written as they are checked (a corrected file's are staged apart):
 * none is shown until the check ends and counts them, so nothing partial is ever read.
 */
export const rowsShown = (upload: UploadRow): boolean =>
  !(upload.state === 'validating' && upload.row_count === 0);

/** An error in the reader's language: the column's own words come from the row rule's key. */
export const errorMessage = (error: BulkRowError, lang: Lang): string =>
  translate(lang, `bulk.error.${error.key}`, error.params);

export function toRow(row: FileRow, lang: Lang): BulkRow {
  return {
    id: Number(row.id),
    row: row.row_number,
    cells: row.cells,
    valid: row.fields !== null,
    errors: row.errors.map((error) => ({
      column: error.column,
      key: error.key,
      params: error.params ?? {},
      message: errorMessage(error, lang),
    })),
    amount: row.fields ? formatAmount(row.fields.amount_minor, row.fields.currency_code) : null,
    currency_code: row.fields?.currency_code ?? null,
    customer_name: row.cells.customer_name ?? '',
    next_occurrence_at: row.next_occurrence_at ? new Date(row.next_occurrence_at).toISOString() : null,
  };
}

export async function uploadOf(
  db: DbHandle,
  merchantId: number,
  id: string,
  lock = false,
): Promise<UploadRow> {
  const upload = isUuid(id) ? await findUpload(db, merchantId, id, lock) : undefined;
  if (!upload) throw messageError(404, 'errors.not_found');
  return upload;
}

export async function uploadsPage(
  db: DbHandle,
  merchantId: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: BulkUpload[] }> {
  const { count, rows } = await listUploads(db, merchantId, page);
  return { count, results: rows.map(toUpload) };
}

export async function uploadDetail(
  db: DbHandle,
  merchantId: number,
  id: string,
  query: BulkRowQuery,
  lang: Lang,
): Promise<Omit<BulkUploadDetail, 'rows_page'> & { rows_page: { count: number; results: BulkRow[] } }> {
  const upload = await uploadOf(db, merchantId, id);
  const none = { count: 0, rows: [] };
  const [page, summary, recurrence] = await Promise.all([
    rowsShown(upload) ? listRows(db, id, query) : none,
    dispatchSummary(db, upload),
    recurrenceOf(db, upload),
  ]);
  return {
    ...toUpload(upload),
    ...summary,
    recurrence,
    failure: upload.failure ? translate(lang, upload.failure) : null,
    rows_page: { count: page.count, results: page.rows.map((row) => toRow(row, lang)) },
  };
}

/** The error table: row, column, message in the reader's language, and the value as typed. */
export async function errorTable(
  db: DbHandle,
  merchantId: number,
  id: string,
  page: { limit: number; offset: number },
  lang: Lang,
): Promise<Omit<BulkErrorPage, 'next' | 'previous'>> {
  const upload = await uploadOf(db, merchantId, id);
  const { count, lines } = rowsShown(upload) ? await listErrorLines(db, id, page) : { count: 0, lines: [] };
  return {
    count,
    results: lines.map((line) => ({
      row: line.row_number,
      row_id: Number(line.row_id),
      column: line.error.column,
      message: errorMessage(line.error, lang),
      value: line.cells[line.error.column] ?? '',
    })),
  };
}
