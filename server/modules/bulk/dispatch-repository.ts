import { type RawBuilder, type Selectable, sql } from 'kysely';
import type { BulkDispatchPreviewCounts } from '../../../src/domain/bulk-dispatch-preview.ts';
import type { CalendarDate } from '../../../src/domain/calendar-date.ts';
import { countedPage } from '../../db/counted-page.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { BulkDispatchesTable } from '../../db/types.ts';
import type { FileRow } from './repository.ts';

export type DispatchRow = Selectable<BulkDispatchesTable>;

/**
 * The rows a dispatch still has to make: valid, kept, neither made nor failed, nor (a
 * recurring row whose series starts later) scheduled.
 */
const toDispatch = (handle: DbHandle, uploadId: string) =>
  queryable(handle)
    .selectFrom('bulk_upload_rows')
    .where('upload_id', '=', uploadId)
    .where('deleted', '=', false)
    .where('fields', 'is not', null)
    .where('transaction_id', 'is', null)
    .where('dispatch_failure', 'is', null)
    .where('next_occurrence_at', 'is', null);

/**
 * How many links, emails and SMS the upload's rows left to dispatch would send, the recurring
 * rows starting `today` (Kuwait) and after it counted apart: whether they go out now depends
 * on the time of day (bulk-dispatch-preview.ts). One scan of the rows.
 */
export async function dispatchPreview(
  handle: DbHandle,
  uploadId: string,
  today: CalendarDate,
): Promise<BulkDispatchPreviewCounts> {
  const start = sql`(fields->>'start_date')`;
  const counts = (when: RawBuilder<unknown>, name: string) => [
    sql<number>`(count(*) filter (where ${when}))::int`.as(`${name}links`),
    sql<number>`(count(*) filter (where (${when}) and (fields->>'send_email')::boolean))::int`.as(
      `${name}emails`,
    ),
    sql<number>`(count(*) filter (where (${when}) and (fields->>'send_sms')::boolean))::int`.as(`${name}sms`),
  ];
  const row = await toDispatch(handle, uploadId)
    .select([
      ...counts(sql`${start} is null or ${start} < ${today}`, ''),
      ...counts(sql`${start} = ${today}`, 'today_'),
      sql<number>`(count(*) filter (where ${start} > ${today}))::int`.as('scheduled'),
    ])
    .executeTakeFirstOrThrow();
  const read = (name: string) => Number((row as Record<string, unknown>)[name] ?? 0);
  return {
    links: read('links'),
    emails: read('emails'),
    sms: read('sms'),
    scheduled: read('scheduled'),
    today: { links: read('today_links'), emails: read('today_emails'), sms: read('today_sms') },
  };
}

export async function countToDispatch(handle: DbHandle, uploadId: string): Promise<number> {
  const row = await toDispatch(handle, uploadId)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * Up to `limit` rows to dispatch, locked for the caller's transaction; rows another worker
 * holds are skipped, so two workers never take the same row.
 */
export function claimRows(trx: DbHandle, uploadId: string, limit: number): Promise<FileRow[]> {
  return toDispatch(trx, uploadId).selectAll().orderBy('id').limit(limit).forUpdate().skipLocked().execute();
}

/** Each row marked with the transaction made of it, in one UPDATE. */
export async function markRowsMade(
  trx: DbHandle,
  made: readonly { rowId: string; transactionId: string }[],
): Promise<void> {
  if (made.length === 0) return;
  const pairs = sql.join(made.map((one) => sql`(${one.rowId}::bigint, ${one.transactionId}::uuid)`));
  await sql`UPDATE bulk_upload_rows AS r SET transaction_id = m.transaction_id
    FROM (VALUES ${pairs}) AS m(row_id, transaction_id) WHERE r.id = m.row_id`.execute(queryable(trx));
}

export async function markRowFailed(trx: DbHandle, rowId: string, failure: string): Promise<void> {
  await queryable(trx)
    .updateTable('bulk_upload_rows')
    .set({ dispatch_failure: failure })
    .where('id', '=', rowId)
    .execute();
}

/** What the dispatch made of each row, in the same commit as the rows' transactions. */
export async function recordDispatchItems(
  trx: DbHandle,
  dispatchId: string,
  items: readonly { rowId: string; transactionId: string | null; failure: string | null }[],
): Promise<void> {
  if (items.length === 0) return;
  await queryable(trx)
    .insertInto('bulk_dispatch_items')
    .values(
      items.map((item) => ({
        dispatch_id: dispatchId,
        row_id: item.rowId,
        transaction_id: item.transactionId,
        failure: item.failure,
      })),
    )
    .execute();
}

/**
 * The upload's transactions join its entry in `bulks`, the list the transactions filter
 * `bulk` reads (named as the file; the same id as the upload).
 */
export async function linkToBulk(
  trx: DbHandle,
  upload: { id: string; merchant_id: number; file_name: string },
  transactionIds: readonly string[],
): Promise<void> {
  await queryable(trx)
    .insertInto('bulks')
    .values({ id: upload.id, merchant_id: upload.merchant_id, name: upload.file_name })
    .onConflict((oc) => oc.column('id').doUpdateSet({ name: upload.file_name }))
    .execute();
  if (transactionIds.length === 0) return;
  await queryable(trx)
    .updateTable('transactions')
    .set({ bulk_id: upload.id })
    .where('id', 'in', transactionIds)
    .execute();
}

export async function setUploadState(
  trx: DbHandle,
  uploadId: string,
  from: 'ready' | 'dispatching',
  to: 'dispatching' | 'dispatched',
): Promise<boolean> {
  const result = await queryable(trx)
    .updateTable('bulk_uploads')
    .set({ state: to })
    .where('id', '=', uploadId)
    .where('state', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Uploads being dispatched, oldest first: what the worker drains (after a restart too). */
export function dispatchingUploads(handle: DbHandle, limit: number) {
  return queryable(handle)
    .selectFrom('bulk_uploads')
    .select(['id', 'merchant_id', 'file_name', 'kind', 'occurrence_time'])
    .where('state', '=', 'dispatching')
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function insertDispatch(
  trx: DbHandle,
  dispatch: { uploadId: string; startedBy: number; starter: string; total: number },
): Promise<DispatchRow> {
  return queryable(trx)
    .insertInto('bulk_dispatches')
    .values({
      upload_id: dispatch.uploadId,
      started_by: dispatch.startedBy,
      starter: dispatch.starter,
      total: dispatch.total,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function runningDispatch(handle: DbHandle, uploadId: string): Promise<DispatchRow | undefined> {
  return queryable(handle)
    .selectFrom('bulk_dispatches')
    .selectAll()
    .where('upload_id', '=', uploadId)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
}

/** The upload's newest dispatch, running or finished. */
export function latestDispatch(handle: DbHandle, uploadId: string): Promise<DispatchRow | undefined> {
  return queryable(handle)
    .selectFrom('bulk_dispatches')
    .selectAll()
    .where('upload_id', '=', uploadId)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function addToDispatch(
  trx: DbHandle,
  dispatchId: string,
  counts: { created: number; emails: number; sms: number; failed: number },
): Promise<void> {
  await queryable(trx)
    .updateTable('bulk_dispatches')
    .set((eb) => ({
      created_count: eb('created_count', '+', counts.created),
      email_count: eb('email_count', '+', counts.emails),
      sms_count: eb('sms_count', '+', counts.sms),
      failed_count: eb('failed_count', '+', counts.failed),
    }))
    .where('id', '=', dispatchId)
    .execute();
}

export async function finishDispatch(trx: DbHandle, dispatchId: string): Promise<DispatchRow> {
  return queryable(trx)
    .updateTable('bulk_dispatches')
    .set({ finished_at: sql`now()` })
    .where('id', '=', dispatchId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listDispatches(
  handle: DbHandle,
  uploadId: string,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: DispatchRow[] }> {
  const query = queryable(handle).selectFrom('bulk_dispatches').where('upload_id', '=', uploadId);
  return countedPage(
    query,
    (list) => list.selectAll().orderBy('started_at', 'desc').orderBy('id', 'desc'),
    page,
  );
}
