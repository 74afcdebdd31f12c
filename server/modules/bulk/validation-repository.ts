import { type Selectable, sql } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { BulkUploadFilesTable } from '../../db/types.ts';
import type { SheetFileType } from '../../lib/sheet-file.ts';
import type { CheckedRow } from './repository.ts';

export type ReceivedFile = Selectable<BulkUploadFilesTable>;

/** Rows per INSERT: six parameters each, far below PostgreSQL's 65,535. */
const INSERT_BATCH = 1000;

/**
 * Bytes of a received file a statement: PGlite's heap grows with the largest value passed
 * through it and never shrinks, and at this size a 50 MB file costs it about 20 MB.
 */
const FILE_PART_BYTES = 256 * 1024;

export async function insertReceivedFile(
  trx: DbHandle,
  file: {
    uploadId: string;
    type: SheetFileType;
    bytes: Uint8Array;
    fileName: string;
    actor: string;
    reimport: boolean;
  },
): Promise<void> {
  await queryable(trx)
    .insertInto('bulk_upload_files')
    .values({
      upload_id: file.uploadId,
      file_type: file.type,
      file_name: file.fileName,
      actor: file.actor,
      reimport: file.reimport,
    })
    .execute();
  for (let at = 0, part = 0; at < file.bytes.length; at += FILE_PART_BYTES, part += 1) {
    await queryable(trx)
      .insertInto('bulk_upload_file_parts')
      .values({ upload_id: file.uploadId, part, bytes: file.bytes.subarray(at, at + FILE_PART_BYTES) })
      .execute();
  }
}

/** A received file's bytes, gathered a part a statement. */
export async function readReceivedBytes(handle: DbHandle, uploadId: string): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for (let part = 0; ; part += 1) {
    const row = await queryable(handle)
      .selectFrom('bulk_upload_file_parts')
      .select('bytes')
      .where('upload_id', '=', uploadId)
      .where('part', '=', part)
      .executeTakeFirst();
    if (!row) return Buffer.concat(parts);
    parts.push(row.bytes);
  }
}

/** The upload waits for its file's check: its progress starts again at zero. */
export async function markValidating(trx: DbHandle, uploadId: string, expectedRows: number): Promise<void> {
  await queryable(trx)
    .updateTable('bulk_uploads')
    .set({ state: 'validating', checked_count: 0, expected_rows: expectedRows, failure: null })
    .where('id', '=', uploadId)
    .execute();
}

/**
 * Takes one received file nobody holds (or whose holder's lease ran out: a stopped server)
 * for `leaseMs`, marking it with `owner`. SKIP LOCKED lets several instances look at once.
 */
export async function leaseReceivedFile(
  trx: DbHandle,
  owner: string,
  now: Date,
  leaseMs: number,
): Promise<string | null> {
  const due = await queryable(trx)
    .selectFrom('bulk_upload_files')
    .select('upload_id')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('created_at')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (!due) return null;
  await queryable(trx)
    .updateTable('bulk_upload_files')
    .set({ lease_owner: owner, lease_until: new Date(now.getTime() + leaseMs) })
    .where('upload_id', '=', due.upload_id)
    .execute();
  return due.upload_id;
}

/** The file back in the queue, for whichever instance looks next. */
export async function releaseLease(handle: DbHandle, uploadId: string, owner: string): Promise<void> {
  await queryable(handle)
    .updateTable('bulk_upload_files')
    .set({ lease_owner: null, lease_until: null })
    .where('upload_id', '=', uploadId)
    .where('lease_owner', '=', owner)
    .execute();
}

export function findReceivedFile(handle: DbHandle, uploadId: string): Promise<ReceivedFile | undefined> {
  return queryable(handle)
    .selectFrom('bulk_upload_files')
    .selectAll()
    .where('upload_id', '=', uploadId)
    .executeTakeFirst();
}

/**
 * Locks the file's row and says whether `owner` still holds it: a worker whose lease passed
 * to another stops instead of staging rows twice.
 */
export async function holdsLease(trx: DbHandle, uploadId: string, owner: string): Promise<boolean> {
  const row = await queryable(trx)
    .selectFrom('bulk_upload_files')
    .select('lease_owner')
    .where('upload_id', '=', uploadId)
    .forUpdate()
    .executeTakeFirst();
  return row?.lease_owner === owner;
}

/**
 * A batch of checked rows written, with how far the file is read and the upload's progress: a
 * new upload's straight into its rows (none is shown before the check ends, review.ts), a
 * corrected file's staged apart while the upload's rows stay as they are.
 */
export async function stageRows(
  trx: DbHandle,
  file: { uploadId: string; reimport: boolean },
  rows: readonly CheckedRow[],
  leaseUntil: Date,
): Promise<void> {
  const last = rows.at(-1);
  if (!last) return;
  const { uploadId } = file;
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await queryable(trx)
      .insertInto(file.reimport ? 'bulk_staged_rows' : 'bulk_upload_rows')
      .values(
        rows.slice(start, start + INSERT_BATCH).map((row) => ({
          upload_id: uploadId,
          row_number: row.row_number,
          cells: JSON.stringify(row.cells),
          fields: row.fields ? JSON.stringify(row.fields) : null,
          errors: JSON.stringify(row.errors),
          search_text: row.search_text,
        })),
      )
      .execute();
  }
  await queryable(trx)
    .updateTable('bulk_upload_files')
    .set({ checked_through: last.row_number, lease_until: leaseUntil })
    .where('upload_id', '=', uploadId)
    .execute();
  await queryable(trx)
    .updateTable('bulk_uploads')
    .set({ checked_count: sql`checked_count + ${rows.length}` })
    .where('id', '=', uploadId)
    .execute();
}

/**
 * The staged rows become the upload's, in place of any it had (a corrected file), with the
 * file's name and header; the staging and the file go. Returns the rows moved.
 */
export async function adoptStagedRows(
  trx: DbHandle,
  uploadId: string,
  file: { fileName: string; columns: string[] },
): Promise<number> {
  const db = queryable(trx);
  await db.deleteFrom('bulk_upload_rows').where('upload_id', '=', uploadId).execute();
  const moved =
    await sql`INSERT INTO bulk_upload_rows (upload_id, row_number, cells, fields, errors, search_text)
    SELECT upload_id, row_number, cells, fields, errors, search_text FROM bulk_staged_rows
    WHERE upload_id = ${uploadId} ORDER BY row_number`.execute(db);
  await db
    .updateTable('bulk_uploads')
    .set({ file_name: file.fileName, columns: JSON.stringify(file.columns), failure: null })
    .where('id', '=', uploadId)
    .execute();
  await discardReceivedFile(trx, uploadId);
  return Number(moved.numAffectedRows ?? 0);
}

export async function countStagedRows(handle: DbHandle, uploadId: string): Promise<number> {
  const row = await queryable(handle)
    .selectFrom('bulk_staged_rows')
    .where('upload_id', '=', uploadId)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The file and what was staged of it, gone. */
export async function discardReceivedFile(trx: DbHandle, uploadId: string): Promise<void> {
  await queryable(trx).deleteFrom('bulk_staged_rows').where('upload_id', '=', uploadId).execute();
  await queryable(trx).deleteFrom('bulk_upload_files').where('upload_id', '=', uploadId).execute();
}

/** A new upload's checked rows are its rows already: it takes the file's name and header. */
export async function keepNewRows(
  trx: DbHandle,
  uploadId: string,
  file: { fileName: string; columns: string[] },
): Promise<void> {
  await queryable(trx)
    .updateTable('bulk_uploads')
    .set({ file_name: file.fileName, columns: JSON.stringify(file.columns), failure: null })
    .where('id', '=', uploadId)
    .execute();
  await discardReceivedFile(trx, uploadId);
}

/**
 * A file that could not be read: a new upload fails and keeps none of its rows, a corrected
 * one leaves the upload's rows as they were.
 */
export async function markUnreadable(
  trx: DbHandle,
  uploadId: string,
  state: 'failed' | 'ready',
  reason: string,
): Promise<void> {
  await discardReceivedFile(trx, uploadId);
  if (state === 'failed') {
    await queryable(trx).deleteFrom('bulk_upload_rows').where('upload_id', '=', uploadId).execute();
  }
  await queryable(trx)
    .updateTable('bulk_uploads')
    .set({ state, failure: reason, checked_count: 0 })
    .where('id', '=', uploadId)
    .execute();
}
