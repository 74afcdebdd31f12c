import { type Selectable, sql } from 'kysely';
import type { BulkKind, BulkRowError, BulkRowFields } from '../../../src/domain/bulk-rows.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { countedPage } from '../../db/counted-page.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { BulkUploadRowsTable, BulkUploadsTable } from '../../db/types.ts';

export type UploadRow = Selectable<BulkUploadsTable>;
export type FileRow = Selectable<BulkUploadRowsTable>;

/** A row of the file as checked, ready to store. */
export interface CheckedRow {
  row_number: number;
  cells: Record<string, string>;
  fields: BulkRowFields | null;
  errors: BulkRowError[];
  search_text: string;
}

export async function insertUpload(
  trx: DbHandle,
  upload: {
    merchantId: number;
    fileName: string;
    uploadedBy: number;
    uploader: string;
    kind: BulkKind;
    columns: string[];
  },
): Promise<string> {
  const row = await queryable(trx)
    .insertInto('bulk_uploads')
    .values({
      merchant_id: upload.merchantId,
      file_name: upload.fileName,
      uploaded_by: upload.uploadedBy,
      uploader: upload.uploader,
      kind: upload.kind,
      columns: JSON.stringify(upload.columns),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** How many rows the upload holds, deleted ones included. */
export async function countRows(handle: DbHandle, uploadId: string): Promise<number> {
  const row = await queryable(handle)
    .selectFrom('bulk_upload_rows')
    .where('upload_id', '=', uploadId)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The upload's counts from its rows (deleted ones left out), and ready for review. */
export async function recount(trx: DbHandle, uploadId: string): Promise<UploadRow> {
  const counts = await queryable(trx)
    .selectFrom('bulk_upload_rows')
    .where('upload_id', '=', uploadId)
    .where('deleted', '=', false)
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where fields is not null))::int`.as('valid'),
    ])
    .executeTakeFirstOrThrow();
  return queryable(trx)
    .updateTable('bulk_uploads')
    .set({
      row_count: counts.total,
      valid_count: counts.valid,
      invalid_count: counts.total - counts.valid,
      state: 'ready',
    })
    .where('id', '=', uploadId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listUploads(
  handle: DbHandle,
  merchantId: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: UploadRow[] }> {
  const query = queryable(handle).selectFrom('bulk_uploads').where('merchant_id', '=', merchantId);
  return countedPage(
    query,
    (list) => list.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    page,
  );
}

/** One of the merchant's uploads; `lock` holds it until the transaction ends (one change at a time). */
export function findUpload(
  handle: DbHandle,
  merchantId: number,
  id: string,
  lock = false,
): Promise<UploadRow | undefined> {
  const query = queryable(handle)
    .selectFrom('bulk_uploads')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** An upload by id alone, for the workers; `lock` as findUpload's. */
export function findUploadById(handle: DbHandle, id: string, lock = false): Promise<UploadRow | undefined> {
  const query = queryable(handle).selectFrom('bulk_uploads').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** A page of the upload's rows in file order; the search is literal, on name, email and phone. */
export async function listRows(
  handle: DbHandle,
  uploadId: string,
  filter: { q?: string; valid?: boolean; limit: number; offset: number },
): Promise<{ count: number; rows: FileRow[] }> {
  let query = queryable(handle)
    .selectFrom('bulk_upload_rows')
    .where('upload_id', '=', uploadId)
    .where('deleted', '=', false);
  const text = filter.q?.trim().toLowerCase();
  if (text) query = query.where('search_text', 'like', containsPattern(text));
  if (filter.valid !== undefined) query = query.where('fields', filter.valid ? 'is not' : 'is', null);
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('row_number').orderBy('id').limit(filter.limit).offset(filter.offset).execute(),
    query.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { count: total.count, rows };
}

export interface ErrorLine {
  row_id: string;
  row_number: number;
  cells: Record<string, string>;
  error: BulkRowError;
}

/** A page of the error table: one line a bad cell, in file order, then the row's own order. */
export async function listErrorLines(
  handle: DbHandle,
  uploadId: string,
  page: { limit: number; offset: number },
): Promise<{ count: number; lines: ErrorLine[] }> {
  const from = sql`FROM bulk_upload_rows r
    CROSS JOIN LATERAL jsonb_array_elements(r.errors) WITH ORDINALITY AS e(error, n)
    WHERE r.upload_id = ${uploadId} AND NOT r.deleted`;
  const db = queryable(handle);
  const [lines, total] = await Promise.all([
    sql<ErrorLine>`SELECT r.id::text AS row_id, r.row_number, r.cells, e.error ${from}
      ORDER BY r.row_number, r.id, e.n LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db),
    sql<{ count: number }>`SELECT count(*)::int AS count ${from}`.execute(db),
  ]);
  return { count: total.rows[0]?.count ?? 0, lines: lines.rows };
}

/** The rows with errors, in file order, for the error report. */
export function listInvalidRows(handle: DbHandle, uploadId: string): Promise<FileRow[]> {
  return queryable(handle)
    .selectFrom('bulk_upload_rows')
    .selectAll()
    .where('upload_id', '=', uploadId)
    .where('deleted', '=', false)
    .where('fields', 'is', null)
    .orderBy('row_number')
    .orderBy('id')
    .execute();
}

export function findFileRow(trx: DbHandle, uploadId: string, rowId: number): Promise<FileRow | undefined> {
  return queryable(trx)
    .selectFrom('bulk_upload_rows')
    .selectAll()
    .where('upload_id', '=', uploadId)
    .where('id', '=', String(rowId))
    .where('deleted', '=', false)
    .executeTakeFirst();
}

export async function updateFileRow(
  trx: DbHandle,
  rowId: string,
  row: Omit<CheckedRow, 'row_number'>,
): Promise<void> {
  await queryable(trx)
    .updateTable('bulk_upload_rows')
    .set({
      cells: JSON.stringify(row.cells),
      fields: row.fields ? JSON.stringify(row.fields) : null,
      errors: JSON.stringify(row.errors),
      search_text: row.search_text,
    })
    .where('id', '=', rowId)
    .execute();
}

export async function deleteFileRow(trx: DbHandle, rowId: string): Promise<void> {
  await queryable(trx)
    .updateTable('bulk_upload_rows')
    .set({ deleted: true })
    .where('id', '=', rowId)
    .execute();
}
