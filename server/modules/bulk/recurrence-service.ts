import type { BulkRowFields } from '../../../src/domain/bulk-rows.ts';
import type { BulkRecurrence } from '../../../src/domain/contracts/bulk-recurrence.ts';
import {
  RECURRENCE_FREQUENCIES,
  type RecurrenceFrequency,
} from '../../../src/domain/payment-request-rules.ts';
import { DEFAULT_OCCURRENCE_TIME, occurrenceAfter } from '../../../src/domain/recurrence.ts';
import type { ServerConfig } from '../../config.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { runningDispatch } from './dispatch-repository.ts';
import { makeRows } from './dispatch-rows.ts';
import { type Dispatcher, finishLogged } from './dispatch-service.ts';
import {
  claimOccurrenceRows,
  countOccurrenceLeft,
  type DueOccurrence,
  lockRunning,
  nextOccurrenceOf,
  occurrenceDispatch,
  openOccurrence,
  scheduleSummary,
  setNextOccurrence,
  stopRowRecurrence,
  stopUploadRecurrence,
} from './recurrence-repository.ts';
import { findFileRow, type UploadRow } from './repository.ts';
import { uploadOf } from './review.ts';
import { earlierLinksOf } from './withdraw-repository.ts';
import { cancelUnpaid } from './withdraw-service.ts';

/**
 * Finishes an occurrence's dispatch once no row is left at its instant (rows another instance
 * still holds count as left), once: its row is locked while it is checked.
 */
async function finishOccurrenceIfDone(
  trx: DbHandle,
  dispatchId: string,
  upload: DueOccurrence,
): Promise<boolean> {
  const running = await lockRunning(trx, dispatchId);
  if (!running?.occurrence_at) return false;
  if ((await countOccurrenceLeft(trx, upload.id, new Date(running.occurrence_at))) > 0) return false;
  await finishLogged(trx, upload, dispatchId, 'activity.bulk_occurrence_made');
  return true;
}

/**
 * The occurrence's dispatch, opened by the first instance to get there (unique per upload
 * and instant). The upload's earlier occurrence, its rows all made but left running by a
 * stopped instance, is finished first: an upload runs one dispatch at a time.
 */
async function occurrenceToMake(trx: DbHandle, due: DueOccurrence) {
  const at = new Date(due.at);
  const existing = await occurrenceDispatch(trx, due.id, at);
  if (existing) return existing.finished_at ? undefined : existing;
  const running = await runningDispatch(trx, due.id);
  if (running && !(await finishOccurrenceIfDone(trx, running.id, due))) return undefined;
  await openOccurrence(trx, due.id, at);
  return occurrenceDispatch(trx, due.id, at);
}

/**
 * Makes up to `limit` rows of a due occurrence in ONE database transaction: their payment
 * requests and links (makeRows, as the first dispatch makes them), each row moved on to its
 * next occurrence, and, when the upload asks for it, the rows' unpaid earlier links cancelled.
 * A crash before the commit leaves none of it; after it, the rows have moved on, so each
 * occurrence is made once whatever the number of instances.
 */
export async function occurrenceBatch(
  db: DbHandle,
  config: Pick<ServerConfig, 'publicUrl'>,
  due: DueOccurrence,
  limit: number,
): Promise<{ handled: number; queued: number }> {
  return inTransaction(db, async (trx) => {
    const dispatch = await occurrenceToMake(trx, due);
    if (!dispatch) return { handled: 0, queued: 0 };
    const rows = await claimOccurrenceRows(trx, due.id, new Date(due.at), limit);
    if (rows.length === 0) {
      await finishOccurrenceIfDone(trx, dispatch.id, due);
      return { handled: 0, queued: 0 };
    }
    const at = new Date(due.at);
    const toMake = rows.map((row) => ({ row, fields: row.fields as BulkRowFields, occurrenceAt: at }));
    const { rows: made, queued } = await makeRows(trx, config, due, dispatch, toMake);
    const time = due.occurrence_time ?? DEFAULT_OCCURRENCE_TIME;
    for (const { row, fields } of made) {
      const { start_date, end_date, frequency } = fields;
      const next =
        start_date && end_date && frequency && row.next_occurrence !== null
          ? occurrenceAfter({ start_date, end_date, frequency }, time, row.next_occurrence)
          : null;
      await setNextOccurrence(trx, row.id, next);
    }
    if (due.cancel_unpaid_earlier) {
      const earlier = await earlierLinksOf(
        trx,
        made.filter((row) => row.transactionId).map((row) => row.row.id),
        dispatch.id,
      );
      await cancelUnpaid(trx, earlier);
    }
    return { handled: rows.length, queued };
  });
}

/**
 * Finishes the occurrence after a batch that found fewer rows than it could take: done once
 * the last instance's rows have committed, each checking after its own commit.
 */
export async function finishOccurrence(db: DbHandle, due: DueOccurrence): Promise<void> {
  await inTransaction(db, async (trx) => {
    const dispatch = await occurrenceDispatch(trx, due.id, new Date(due.at));
    if (dispatch && !dispatch.finished_at) await finishOccurrenceIfDone(trx, dispatch.id, due);
  });
}

function recurringOf(upload: UploadRow): UploadRow {
  if (upload.kind !== 'recurring' || upload.state !== 'dispatched')
    throw messageError(409, 'bulk.recurrence_not_running');
  return upload;
}

/** Stops a dispatched recurring upload: nothing more is made of any of its rows. Audited. */
export async function stopRecurrence(db: DbHandle, user: Dispatcher, uploadId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const upload = recurringOf(await uploadOf(trx, user.merchant_id, uploadId, true));
    if (upload.recurrence_stopped_at) return;
    await stopUploadRecurrence(trx, upload.id);
    await recordActivity(trx, {
      merchantId: user.merchant_id,
      actor: user.username,
      action: 'activity.bulk_recurrence_stopped',
      plugin: 'bulk',
      params: { file: upload.file_name },
    });
  });
}

/** Stops one row's series. Audited. */
export async function stopRowSeries(
  db: DbHandle,
  user: Dispatcher,
  uploadId: string,
  rowId: number,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const upload = recurringOf(await uploadOf(trx, user.merchant_id, uploadId, true));
    const row = await findFileRow(trx, upload.id, rowId);
    if (!row) throw messageError(404, 'errors.not_found');
    if (row.recurrence_stopped_at) return;
    await stopRowRecurrence(trx, row.id);
    await recordActivity(trx, {
      merchantId: user.merchant_id,
      actor: user.username,
      action: 'activity.bulk_row_recurrence_stopped',
      plugin: 'bulk',
      params: { file: upload.file_name, row: String(row.row_number), name: row.cells.customer_name ?? '' },
    });
  });
}

/** A recurring upload's schedule; null for a one-time upload. */
export async function recurrenceOf(db: DbHandle, upload: UploadRow): Promise<BulkRecurrence | null> {
  if (upload.kind !== 'recurring') return null;
  const [next, summary] = await Promise.all([
    upload.state === 'dispatched' ? nextOccurrenceOf(db, upload.id) : null,
    scheduleSummary(db, upload.id),
  ]);
  return {
    first_date: summary.first_date,
    frequencies: (summary.frequencies ?? []).filter((often): often is RecurrenceFrequency =>
      (RECURRENCE_FREQUENCIES as readonly string[]).includes(often),
    ),
    occurrence_time: upload.occurrence_time,
    cancel_unpaid_earlier: upload.cancel_unpaid_earlier,
    next_occurrence_at: next?.toISOString() ?? null,
    stopped_at: upload.recurrence_stopped_at ? new Date(upload.recurrence_stopped_at).toISOString() : null,
  };
}
