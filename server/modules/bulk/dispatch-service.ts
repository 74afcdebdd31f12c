import { dispatchCountsAt } from '../../../src/domain/bulk-dispatch-preview.ts';
import type { BulkRowFields } from '../../../src/domain/bulk-rows.ts';
import { kuwaitToday } from '../../../src/domain/business-time.ts';
import type { BulkDispatchLog } from '../../../src/domain/contracts/bulk-dispatch.ts';
import type { BulkDispatchOptions } from '../../../src/domain/contracts/bulk-recurrence.ts';
import { DEFAULT_OCCURRENCE_TIME } from '../../../src/domain/recurrence.ts';
import type { ServerConfig } from '../../config.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import {
  claimRows,
  countToDispatch,
  type DispatchRow,
  dispatchPreview,
  finishDispatch,
  insertDispatch,
  listDispatches,
  markRowFailed,
  markRowsMade,
  runningDispatch,
  setUploadState,
} from './dispatch-repository.ts';
import { type DispatchingUpload, makeRows } from './dispatch-rows.ts';
import { planFirstOccurrences, scheduleRows, setSchedule } from './recurrence-schedule.ts';
import { findUpload, type UploadRow } from './repository.ts';
import { uploadOf } from './review.ts';

/** The staff member pressing Dispatch. */
export interface Dispatcher {
  id: number;
  merchant_id: number;
  username: string;
}

/**
 * Starts dispatching a ready upload with valid rows: the upload turns `dispatching` and its
 * dispatch is logged in one commit; the worker makes the rows afterwards. A second press (or
 * any upload not ready) is refused, so one upload has one dispatch.
 */
export async function startDispatch(
  db: DbHandle,
  user: Dispatcher,
  uploadId: string,
  options: BulkDispatchOptions = {},
): Promise<UploadRow> {
  return inTransaction(db, async (trx) => {
    const upload = await uploadOf(trx, user.merchant_id, uploadId, true);
    if (upload.state !== 'ready') throw messageError(409, 'bulk.not_dispatchable');
    const now = new Date();
    const preview = await dispatchPreview(trx, uploadId, kuwaitToday(now));
    const counts = dispatchCountsAt(preview, options.occurrence_time ?? DEFAULT_OCCURRENCE_TIME, now);
    const total = counts.links + counts.scheduled;
    if (total === 0) throw messageError(409, 'bulk.nothing_to_dispatch');
    await setUploadState(trx, uploadId, 'ready', 'dispatching');
    const schedule = upload.kind === 'recurring' ? await setSchedule(trx, uploadId, options) : {};
    await insertDispatch(trx, { uploadId, startedBy: user.id, starter: user.username, total });
    await recordActivity(trx, {
      merchantId: user.merchant_id,
      actor: user.username,
      action: 'activity.bulk_dispatch_started',
      plugin: 'bulk',
      params: {
        file: upload.file_name,
        links: String(counts.links),
        emails: String(counts.emails),
        sms: String(counts.sms),
        scheduled: String(counts.scheduled),
      },
    });
    return { ...upload, ...schedule, state: 'dispatching' as const };
  });
}

const toLog = (row: DispatchRow): BulkDispatchLog => ({
  id: Number(row.id),
  started_by: row.starter,
  started_at: new Date(row.started_at).toISOString(),
  finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  total: row.total,
  created: row.created_count,
  emails: row.email_count,
  sms: row.sms_count,
  failed: row.failed_count,
  kind: row.kind,
  occurrence_at: row.occurrence_at ? new Date(row.occurrence_at).toISOString() : null,
  scheduled: row.scheduled_count,
});

export async function dispatchLogs(
  db: DbHandle,
  merchantId: number,
  uploadId: string,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: BulkDispatchLog[] }> {
  await uploadOf(db, merchantId, uploadId);
  const { count, rows } = await listDispatches(db, uploadId, page);
  return { count, results: rows.map(toLog) };
}

/**
 * Makes up to `limit` of the upload's rows in ONE database transaction (makeRows), each row
 * marked with its transaction; a recurring row is made when its series has started by the
 * dispatch's start, and scheduled for its next occurrence either way. A crash before the
 * commit leaves none of it, so the rows are simply taken again; after it, they are never
 * taken again. Returns how many rows it handled (0: none free to take).
 */
export async function dispatchBatch(
  db: DbHandle,
  config: Pick<ServerConfig, 'publicUrl'>,
  upload: DispatchingUpload,
  limit: number,
): Promise<{ handled: number; queued: number }> {
  return inTransaction(db, async (trx) => {
    const rows = await claimRows(trx, upload.id, limit);
    const dispatch = await runningDispatch(trx, upload.id);
    if (rows.length === 0 || !dispatch) return { handled: 0, queued: 0 };
    const plan = planFirstOccurrences(
      upload,
      rows.map((row) => ({ row, fields: row.fields as BulkRowFields })),
      new Date(dispatch.started_at),
    );
    const { rows: made, queued } = await makeRows(trx, config, upload, dispatch, plan.now);
    // A batch's rows marked in one statement, not one per row.
    await markRowsMade(
      trx,
      made.flatMap((row) =>
        row.transactionId ? [{ rowId: row.row.id, transactionId: row.transactionId }] : [],
      ),
    );
    for (const row of made) {
      if (!row.transactionId) await markRowFailed(trx, row.row.id, row.failure ?? 'unknown');
    }
    await scheduleRows(trx, dispatch.id, plan.next);
    return { handled: rows.length, queued };
  });
}

/**
 * Finishes a dispatch (the upload's own or an occurrence) and logs what it made in the
 * activity history, its one entry besides its start.
 */
export async function finishLogged(
  trx: DbHandle,
  upload: Pick<DispatchingUpload, 'merchant_id' | 'file_name'>,
  dispatchId: string,
  action: 'activity.bulk_dispatched' | 'activity.bulk_occurrence_made',
): Promise<void> {
  const done = await finishDispatch(trx, dispatchId);
  await recordActivity(trx, {
    merchantId: upload.merchant_id,
    actor: done.starter,
    action,
    plugin: 'bulk',
    params: {
      file: upload.file_name,
      created: String(done.created_count),
      emails: String(done.email_count),
      sms: String(done.sms_count),
      failed: String(done.failed_count),
    },
  });
}

/**
 * Closes the upload's dispatch once no row is left to make (rows another worker still holds
 * count as left): the upload turns `dispatched` and the dispatch is finished, once.
 */
export async function finishIfDone(db: DbHandle, upload: DispatchingUpload): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const locked = await findUpload(trx, upload.merchant_id, upload.id, true);
    if (locked?.state !== 'dispatching') return false;
    if ((await countToDispatch(trx, upload.id)) > 0) return false;
    const dispatch = await runningDispatch(trx, upload.id);
    await setUploadState(trx, upload.id, 'dispatching', 'dispatched');
    if (!dispatch) return true;
    await finishLogged(trx, upload, dispatch.id, 'activity.bulk_dispatched');
    return true;
  });
}
