import {
  allColumns,
  type BulkKind,
  checkBulkRow,
  MAX_BULK_ROWS,
  requiredColumns,
} from '../../../src/domain/bulk-rows.ts';
import type { BulkRow, BulkUpload } from '../../../src/domain/contracts/bulk.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { ApiError, fieldErrors, messageError, msg } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { inspectSheetFile, type SheetFileType, sniffSheetFile } from '../../lib/sheet-file.ts';
import type { XlsxLimits } from '../../lib/xlsx-limits.ts';
import { recordActivity } from '../activity/service.ts';
import { findMerchantRow, listGateways } from '../payments/service.ts';
import {
  type CheckedRow,
  deleteFileRow,
  findFileRow,
  insertUpload,
  recount,
  type UploadRow,
  updateFileRow,
} from './repository.ts';
import { toRow, toUpload, uploadOf } from './review.ts';
import { insertReceivedFile, markValidating } from './validation-repository.ts';

export { errorReport, sampleFile } from './files.ts';

/** The staff member acting on uploads. */
export interface Uploader {
  id: number;
  merchant_id: number;
  username: string;
}

/**
 * 100,000 rows of every column come to about 60 MB of sheet XML (inline strings, 14 columns);
 * twice that leaves room for shared strings and styles, and bounds the reading.
 */
export const BULK_XLSX_LIMITS: XlsxLimits = {
  maxRows: MAX_BULK_ROWS,
  maxInflatedBytes: 128 * 1024 * 1024,
  messages: {
    tooLarge: 'bulk.file.xlsx_too_large',
    tooManyRows: 'bulk.file.too_many_rows',
    unreadable: 'bulk.file.unreadable',
  },
};

/** A browser sends a file's name as it is on disk; the list shows this much of it. */
const FILE_NAME_MAX = 255;

const fileError = (key: string, vars?: Record<string, string | number>) =>
  fieldErrors({ file: [msg(key, vars)] });

/** What a row's check needs of its merchant, read once a file. */
export async function rowContext(db: DbHandle, merchantId: number, kind: BulkKind) {
  const [gateways, merchant] = await Promise.all([
    listGateways(db, merchantId),
    findMerchantRow(db, merchantId),
  ]);
  return {
    kind,
    gateways: gateways.map((gateway) => gateway.code),
    country: merchant?.default_country ?? 'KW',
    now: new Date(),
  };
}

export type RowContext = Awaited<ReturnType<typeof rowContext>>;

export function checkedRow(
  rowNumber: number,
  cells: Record<string, string>,
  context: RowContext,
): CheckedRow {
  const { fields, errors } = checkBulkRow(cells, context);
  const search = [cells.customer_name, cells.email, cells.phone].filter(Boolean).join(' ').toLowerCase();
  return { row_number: rowNumber, cells, fields, errors, search_text: search };
}

/**
 * What the request itself checks before keeping a file, answering a 4xx in the request's
 * language at once: its type, an XLSX's limits, its header and how many rows it has. Its
 * rows are checked afterwards, off the request (validation-service.ts).
 */
async function inspectUploadFile(
  bytes: Uint8Array,
  filename: string,
  kind: BulkKind,
): Promise<{ type: SheetFileType; rows: number }> {
  const type = sniffSheetFile(bytes, filename);
  if (!type) throw fileError('bulk.file.type');
  let sheet: { headers: string[]; rows: number };
  try {
    sheet = await inspectSheetFile(bytes, type, BULK_XLSX_LIMITS);
  } catch (err) {
    // A workbook over its limits says which; anything else the parser chokes on is unreadable.
    if (err instanceof ApiError) throw err;
    throw fileError('bulk.file.unreadable');
  }
  const missing = requiredColumns(kind).filter((column) => !sheet.headers.includes(column));
  if (missing.length) throw fileError('bulk.file.missing_columns', { columns: missing.join(', ') });
  if (sheet.rows === 0) throw fileError('bulk.file.no_rows');
  if (sheet.rows > MAX_BULK_ROWS) throw fileError('bulk.file.too_many_rows', { max: MAX_BULK_ROWS });
  return { type, rows: sheet.rows };
}

/** Rows can be corrected until the upload is dispatched. */
function requireCorrectable(upload: UploadRow): void {
  if (upload.state !== 'ready') throw messageError(409, 'bulk.not_correctable');
}

/**
 * Keeps the file and answers with the upload `validating`; its rows appear, all at once, when
 * the check is done. A file refused here leaves nothing behind.
 */
export async function uploadFile(
  db: DbHandle,
  user: Uploader,
  file: { bytes: Uint8Array; filename: string; kind: BulkKind },
): Promise<BulkUpload> {
  const { type, rows } = await inspectUploadFile(file.bytes, file.filename, file.kind);
  const fileName = file.filename.slice(0, FILE_NAME_MAX);
  return inTransaction(db, async (trx) => {
    const id = await insertUpload(trx, {
      merchantId: user.merchant_id,
      fileName,
      uploadedBy: user.id,
      uploader: user.username,
      kind: file.kind,
      columns: [],
    });
    await markValidating(trx, id, rows);
    await insertReceivedFile(trx, {
      uploadId: id,
      type,
      bytes: file.bytes,
      fileName,
      actor: user.username,
      reimport: false,
    });
    return toUpload(await uploadOf(trx, user.merchant_id, id));
  });
}

/** A corrected file kept to replace the upload's rows, whole, once it is checked. */
export async function reimportFile(
  db: DbHandle,
  user: Uploader,
  id: string,
  file: { bytes: Uint8Array; filename: string },
): Promise<BulkUpload> {
  const found = await uploadOf(db, user.merchant_id, id);
  requireCorrectable(found);
  const { type, rows } = await inspectUploadFile(file.bytes, file.filename, found.kind);
  return inTransaction(db, async (trx) => {
    requireCorrectable(await uploadOf(trx, user.merchant_id, id, true));
    await markValidating(trx, id, rows);
    await insertReceivedFile(trx, {
      uploadId: id,
      type,
      bytes: file.bytes,
      fileName: file.filename.slice(0, FILE_NAME_MAX),
      actor: user.username,
      reimport: true,
    });
    return toUpload(await uploadOf(trx, user.merchant_id, id));
  });
}

/** A row's cells changed and checked again with the same rule; the counts follow. */
export async function editRow(
  db: DbHandle,
  user: Uploader,
  id: string,
  rowId: number,
  changed: Record<string, string>,
  lang: Lang,
): Promise<BulkRow> {
  return inTransaction(db, async (trx) => {
    const upload = await uploadOf(trx, user.merchant_id, id, true);
    requireCorrectable(upload);
    const row = await findFileRow(trx, id, rowId);
    if (!row) throw messageError(404, 'errors.not_found');
    const known = allColumns(upload.kind);
    const unknown = Object.keys(changed).filter((column) => !known.includes(column as never));
    if (unknown.length)
      throw fieldErrors({ cells: [msg('bulk.unknown_columns', { columns: unknown.join(', ') })] });
    const cells = { ...row.cells, ...changed };
    const checked = checkedRow(row.row_number, cells, await rowContext(trx, user.merchant_id, upload.kind));
    await updateFileRow(trx, row.id, checked);
    await recount(trx, id);
    await recordActivity(trx, {
      merchantId: user.merchant_id,
      actor: user.username,
      action: 'activity.bulk_row_edited',
      plugin: 'bulk',
      params: {
        file: upload.file_name,
        row: String(row.row_number),
        changes: Object.entries(changed).flatMap(([field, after]) =>
          row.cells[field] === after ? [] : [{ field, before: row.cells[field] ?? null, after }],
        ),
      },
    });
    return toRow({ ...row, ...checked, cells: checked.cells }, lang);
  });
}

export async function deleteRow(
  db: DbHandle,
  user: Uploader,
  id: string,
  rowId: number,
): Promise<BulkUpload> {
  return inTransaction(db, async (trx) => {
    const upload = await uploadOf(trx, user.merchant_id, id, true);
    requireCorrectable(upload);
    const row = await findFileRow(trx, id, rowId);
    if (!row) throw messageError(404, 'errors.not_found');
    await deleteFileRow(trx, row.id);
    const after = await recount(trx, id);
    await recordActivity(trx, {
      merchantId: user.merchant_id,
      actor: user.username,
      action: 'activity.bulk_row_deleted',
      plugin: 'bulk',
      params: { file: upload.file_name, row: String(row.row_number), name: row.cells.customer_name ?? '' },
    });
    return toUpload(after);
  });
}
