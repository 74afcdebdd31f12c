import { allColumns, type BulkKind, requiredColumns } from '../../../src/domain/bulk-rows.ts';
import { kuwaitYear } from '../../../src/domain/business-time.ts';
import type { DbHandle } from '../../db/handle.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import { listGateways } from '../payments/service.ts';
import { type Cell, csvStream, xlsxStream } from '../transaction-export/service.ts';
import { type FileRow, listInvalidRows, type UploadRow } from './repository.ts';
import { rowsShown } from './review.ts';

export type FileFormat = 'csv' | 'xlsx';

export interface SheetDownload {
  filename: string;
  body: AsyncGenerator<string | Buffer>;
}

const text = (value: string): Cell => ({ kind: 'text', value });
const WIDTH = 18;

async function* once(rows: Cell[][]): AsyncGenerator<Cell[][]> {
  yield rows;
}

/**
 * Both writers take what people typed as text: the CSV one neutralises a leading = + - @
 * (server/lib/sheet-text.ts), the XLSX one writes inline strings, which Excel never runs.
 */
function sheet(
  format: FileFormat,
  name: string,
  labels: string[],
  rows: AsyncIterable<Cell[][]>,
  lang: Lang,
): AsyncGenerator<string | Buffer> {
  const columns = labels.map((label) => ({ label, width: WIDTH }));
  return format === 'xlsx'
    ? xlsxStream({ sheetName: name, columns, batches: rows, rightToLeft: lang === 'ar' })
    : csvStream(columns, rows);
}

const errorsText = (row: FileRow, lang: Lang) =>
  row.errors
    .map((error) => `${error.column}: ${translate(lang, `bulk.error.${error.key}`, error.params)}`)
    .join('; ');

/**
 * The upload's rows with errors as the file had them (its own columns, in its order, so the
 * corrected file imports again) plus a column saying what is wrong, in the reader's language.
 */
export async function errorReport(
  db: DbHandle,
  upload: UploadRow,
  format: FileFormat,
  lang: Lang,
): Promise<SheetDownload> {
  const rows = rowsShown(upload) ? await listInvalidRows(db, upload.id) : [];
  const cells = rows.map((row) => [
    ...upload.columns.map((column) => text(row.cells[column] ?? '')),
    text(errorsText(row, lang)),
  ]);
  const base = upload.file_name.replace(/\.(csv|xlsx)$/i, '');
  return {
    filename: `${base}-errors.${format}`,
    body: sheet(
      format,
      translate(lang, 'bulk.report.sheet'),
      [...upload.columns, translate(lang, 'bulk.report.errors_column')],
      once(cells),
      lang,
    ),
  };
}

/** A sample file: the columns the import reads (required only, or all) and one filled row. */
export async function sampleFile(
  db: DbHandle,
  merchantId: number,
  options: { kind: BulkKind; fields: 'required' | 'all'; format: FileFormat },
  lang: Lang,
): Promise<SheetDownload> {
  const gateways = await listGateways(db, merchantId);
  const year = kuwaitYear() + 1;
  const example: Record<string, string> = {
    amount: '12.500',
    currency_code: 'KWD',
    customer_name: lang === 'ar' ? 'فاطمة الصباح' : 'Fatima Al-Sabah',
    gateways: gateways[0]?.code ?? 'knet',
    language: lang,
    email: 'fatima@example.com',
    phone: '+96550000000',
    send_email: 'yes',
    send_sms: 'no',
    description: lang === 'ar' ? 'رسوم الفصل الثاني' : 'Term 2 fees',
    // A recurring row's expiry is its first request's: each month's link then stays payable 9 days.
    expiry: options.kind === 'recurring' ? `${year}-01-10 23:59` : `${year}-12-31 23:59`,
    start_date: `${year}-01-01`,
    end_date: `${year}-12-31`,
    frequency: 'monthly',
  };
  const columns = options.fields === 'all' ? allColumns(options.kind) : requiredColumns(options.kind);
  return {
    filename: `bulk-${options.kind}-${options.fields}.${options.format}`,
    body: sheet(
      options.format,
      translate(lang, 'bulk.report.sample_sheet'),
      columns,
      once([columns.map((column) => text(example[column] ?? ''))]),
      lang,
    ),
  };
}
