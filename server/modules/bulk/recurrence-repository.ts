import { sql } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { DispatchRow } from './dispatch-repository.ts';
import type { FileRow } from './repository.ts';

/** A row's next occurrence to make (null: its series is over or stopped). */
export async function setNextOccurrence(
  trx: DbHandle,
  rowId: string,
  next: { n: number; at: Date } | null,
): Promise<void> {
  await queryable(trx)
    .updateTable('bulk_upload_rows')
    .set({ next_occurrence: next?.n ?? null, next_occurrence_at: next?.at ?? null })
    .where('id', '=', rowId)
    .execute();
}

export async function addScheduled(trx: DbHandle, dispatchId: string, count: number): Promise<void> {
  await queryable(trx)
    .updateTable('bulk_dispatches')
    .set((eb) => ({ scheduled_count: eb('scheduled_count', '+', count) }))
    .where('id', '=', dispatchId)
    .execute();
}

/**
 * The due occurrences, soonest first: per dispatched upload, its earliest instant at or before
 * `now` that rows still have to make (an upload is never two occurrences at once).
 */
export function dueOccurrences(handle: DbHandle, now: Date, limit: number) {
  return queryable(handle)
    .selectFrom('bulk_upload_rows as r')
    .innerJoin('bulk_uploads as u', 'u.id', 'r.upload_id')
    .select([
      'u.id',
      'u.merchant_id',
      'u.file_name',
      'u.occurrence_time',
      'u.cancel_unpaid_earlier',
      sql<Date>`min(r.next_occurrence_at)`.as('at'),
    ])
    .where('r.next_occurrence_at', '<=', now)
    .where('u.state', '=', 'dispatched')
    .where('u.recurrence_stopped_at', 'is', null)
    .groupBy(['u.id', 'u.merchant_id', 'u.file_name', 'u.occurrence_time', 'u.cancel_unpaid_earlier'])
    .orderBy('at')
    .orderBy('u.id')
    .limit(limit)
    .execute();
}
export type DueOccurrence = Awaited<ReturnType<typeof dueOccurrences>>[number];

/** The rows an occurrence still has to make. */
const leftAt = (handle: DbHandle, uploadId: string, at: Date) =>
  queryable(handle)
    .selectFrom('bulk_upload_rows')
    .where('upload_id', '=', uploadId)
    .where('next_occurrence_at', '=', at)
    .where('recurrence_stopped_at', 'is', null);

/** Up to `limit` of the occurrence's rows, locked; rows another instance holds are skipped. */
export function claimOccurrenceRows(
  trx: DbHandle,
  uploadId: string,
  at: Date,
  limit: number,
): Promise<FileRow[]> {
  return leftAt(trx, uploadId, at).selectAll().orderBy('id').limit(limit).forUpdate().skipLocked().execute();
}

export async function countOccurrenceLeft(handle: DbHandle, uploadId: string, at: Date): Promise<number> {
  const row = await leftAt(handle, uploadId, at)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function occurrenceDispatch(
  handle: DbHandle,
  uploadId: string,
  at: Date,
): Promise<DispatchRow | undefined> {
  return queryable(handle)
    .selectFrom('bulk_dispatches')
    .selectAll()
    .where('upload_id', '=', uploadId)
    .where('occurrence_at', '=', at)
    .executeTakeFirst();
}

/**
 * Opens the occurrence's dispatch, acting for whoever dispatched the upload; nothing when it
 * exists already or another dispatch of the upload is still running (both unique indexes).
 */
export async function openOccurrence(trx: DbHandle, uploadId: string, at: Date): Promise<void> {
  const total = await countOccurrenceLeft(trx, uploadId, at);
  await sql`INSERT INTO bulk_dispatches (upload_id, started_by, starter, total, kind, occurrence_at)
    SELECT upload_id, started_by, starter, ${total}, 'occurrence', ${at}
    FROM bulk_dispatches WHERE upload_id = ${uploadId} AND kind = 'dispatch'
    ORDER BY started_at LIMIT 1
    ON CONFLICT DO NOTHING`.execute(queryable(trx));
}

/** The dispatch, locked while it is running: one closer finishes it. */
export function lockRunning(trx: DbHandle, dispatchId: string): Promise<DispatchRow | undefined> {
  return queryable(trx)
    .selectFrom('bulk_dispatches')
    .selectAll()
    .where('id', '=', dispatchId)
    .where('finished_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** Stops a dispatched recurring upload: none of its rows has an occurrence left to make. */
export async function stopUploadRecurrence(trx: DbHandle, uploadId: string): Promise<void> {
  await queryable(trx)
    .updateTable('bulk_uploads')
    .set({ recurrence_stopped_at: sql`now()` })
    .where('id', '=', uploadId)
    .execute();
  await queryable(trx)
    .updateTable('bulk_upload_rows')
    .set({ next_occurrence: null, next_occurrence_at: null })
    .where('upload_id', '=', uploadId)
    .where('next_occurrence_at', 'is not', null)
    .execute();
}

export async function stopRowRecurrence(trx: DbHandle, rowId: string): Promise<void> {
  await queryable(trx)
    .updateTable('bulk_upload_rows')
    .set({ next_occurrence: null, next_occurrence_at: null, recurrence_stopped_at: sql`now()` })
    .where('id', '=', rowId)
    .execute();
}

/** The upload's next occurrence instant, null when none is left. */
export async function nextOccurrenceOf(handle: DbHandle, uploadId: string): Promise<Date | null> {
  const row = await queryable(handle)
    .selectFrom('bulk_upload_rows')
    .select(sql<Date | null>`min(next_occurrence_at)`.as('at'))
    .where('upload_id', '=', uploadId)
    .executeTakeFirstOrThrow();
  return row.at ? new Date(row.at) : null;
}

export async function saveSchedule(
  trx: DbHandle,
  uploadId: string,
  schedule: { occurrence_time: string; cancel_unpaid_earlier: boolean },
): Promise<void> {
  await queryable(trx).updateTable('bulk_uploads').set(schedule).where('id', '=', uploadId).execute();
}

/** The valid rows' schedule at a glance: the earliest start date and the frequencies used. */
export async function scheduleSummary(handle: DbHandle, uploadId: string) {
  return queryable(handle)
    .selectFrom('bulk_upload_rows')
    .select([
      sql<string | null>`min(fields->>'start_date')`.as('first_date'),
      sql<string[] | null>`array_agg(distinct fields->>'frequency' order by fields->>'frequency')`.as(
        'frequencies',
      ),
    ])
    .where('upload_id', '=', uploadId)
    .where('deleted', '=', false)
    .where('fields', 'is not', null)
    .executeTakeFirstOrThrow();
}
