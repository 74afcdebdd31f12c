/**
 * Checking a received bulk file off the request (issue 22 at 100,000 rows): its rows are read
 * as the file streams, checked with the single payment request's rules and staged a batch a
 * commit, then become the upload's all at once. The lease on the file, checked in each
 * batch's commit, keeps two instances from checking one file, and the staged row numbers let
 * a restarted server carry on where the stopped one left off.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import type { Clock } from '../../lib/clock.ts';
import { openSheetFile, type SheetReader, type SheetRow } from '../../lib/sheet-file.ts';
import { recordActivity } from '../activity/service.ts';
import { type CheckedRow, countRows, findUploadById, recount, type UploadRow } from './repository.ts';
import { BULK_XLSX_LIMITS, checkedRow, rowContext } from './service.ts';
import {
  adoptStagedRows,
  countStagedRows,
  findReceivedFile,
  holdsLease,
  keepNewRows,
  leaseReceivedFile,
  markUnreadable,
  type ReceivedFile,
  readReceivedBytes,
  releaseLease,
  stageRows,
} from './validation-repository.ts';

export interface ValidationOptions {
  /** Names this worker's leases. */
  owner: string;
  clock: Clock;
  /** How long a file stays held without a commit before another instance may take it over. */
  leaseMs: number;
  /** Rows a commit. */
  batchSize: number;
  /** True once the server is stopping: the check hands its file back after the batch in hand. */
  stopping: () => boolean;
}

/** The file could not be read as a sheet after all; the message key says so to the staff. */
class Unreadable extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** Another instance holds the file now (this one was too slow to commit): stop, keep nothing. */
class LeaseLost extends Error {}

/** The server is stopping: what is staged stays, the file goes back to the queue. */
class Stopping extends Error {}

async function openFile(db: DbHandle, file: ReceivedFile): Promise<SheetReader> {
  const bytes = await readReceivedBytes(db, file.upload_id);
  try {
    return await openSheetFile(bytes, file.file_type, BULK_XLSX_LIMITS);
  } catch {
    throw new Unreadable('bulk.file.unreadable');
  }
}

/** The sheet's rows past `after` (staged before a restart), a failure to read them Unreadable. */
async function* rowsAfter(rows: AsyncGenerator<SheetRow>, after: number): AsyncGenerator<SheetRow> {
  while (true) {
    let next: IteratorResult<SheetRow>;
    try {
      next = await rows.next();
    } catch {
      throw new Unreadable('bulk.file.unreadable');
    }
    if (next.done) return;
    if (next.value.row > after) yield next.value;
  }
}

const counts = (upload: UploadRow) => ({
  rows: String(upload.row_count),
  valid: String(upload.valid_count),
  invalid: String(upload.invalid_count),
});

/** The checked rows become the upload's (a corrected file's over the old ones) and it turns ready; the Admin log says so. */
async function finish(
  db: DbHandle,
  file: ReceivedFile,
  columns: string[],
  options: ValidationOptions,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (!(await holdsLease(trx, file.upload_id, options.owner))) throw new LeaseLost();
    const before = await findUploadById(trx, file.upload_id, true);
    if (!before) return;
    const written = file.reimport
      ? await countStagedRows(trx, file.upload_id)
      : await countRows(trx, file.upload_id);
    if (written === 0) {
      await markUnreadable(trx, file.upload_id, file.reimport ? 'ready' : 'failed', 'bulk.file.no_rows');
      return;
    }
    const named = { fileName: file.file_name, columns };
    if (file.reimport) await adoptStagedRows(trx, file.upload_id, named);
    else await keepNewRows(trx, file.upload_id, named);
    const after = await recount(trx, file.upload_id);
    const base = { merchantId: after.merchant_id, actor: file.actor, plugin: 'bulk' as const };
    if (!file.reimport) {
      await recordActivity(trx, {
        ...base,
        action: 'activity.bulk_uploaded',
        params: { file: file.file_name, ...counts(after) },
      });
      return;
    }
    await recordActivity(trx, {
      ...base,
      action: 'activity.bulk_reimported',
      params: {
        file: file.file_name,
        changes: (['rows', 'valid', 'invalid'] as const).flatMap((field) =>
          counts(before)[field] === counts(after)[field]
            ? []
            : [{ field, before: counts(before)[field], after: counts(after)[field] }],
        ),
      },
    });
  });
}

/**
 * Leases the oldest received file nobody is checking and checks it to the end. Returns the rows
 * it checked (at least 1 when it took a file, so the worker looks again at once), 0 when there
 * was none.
 */
export async function validateNextFile(db: DbHandle, options: ValidationOptions): Promise<number> {
  const { owner, clock, leaseMs, batchSize } = options;
  const uploadId = await inTransaction(db, (trx) => leaseReceivedFile(trx, owner, clock.now(), leaseMs));
  if (!uploadId) return 0;
  const file = await findReceivedFile(db, uploadId);
  const upload = file && (await findUploadById(db, uploadId));
  if (!file || !upload) return 1;
  const context = await rowContext(db, upload.merchant_id, upload.kind);
  let checked = 0;
  let batch: CheckedRow[] = [];
  const commit = async () => {
    const rows = batch;
    batch = [];
    await inTransaction(db, async (trx) => {
      if (!(await holdsLease(trx, uploadId, owner))) throw new LeaseLost();
      await stageRows(
        trx,
        { uploadId, reimport: file.reimport },
        rows,
        new Date(clock.now().getTime() + leaseMs),
      );
    });
    checked += rows.length;
    if (options.stopping()) throw new Stopping();
    // PGlite answers inside the same tick: without a turn of the event loop here, a file's
    // check held the whole server, and its progress could not be read until it was done.
    await nextTurn();
  };
  try {
    const sheet = await openFile(db, file);
    for await (const row of rowsAfter(sheet.rows, file.checked_through)) {
      batch.push(checkedRow(row.row, row.values, context));
      if (batch.length >= batchSize) await commit();
    }
    await commit();
    await finish(db, file, sheet.headers, options);
  } catch (err) {
    if (err instanceof LeaseLost) return Math.max(checked, 1);
    if (err instanceof Stopping) {
      await releaseLease(db, uploadId, owner);
      return checked;
    }
    if (!(err instanceof Unreadable)) throw err;
    await inTransaction(db, async (trx) => {
      if (!(await holdsLease(trx, uploadId, owner))) return;
      await markUnreadable(trx, uploadId, file.reimport ? 'ready' : 'failed', err.reason);
    });
  }
  return Math.max(checked, 1);
}
