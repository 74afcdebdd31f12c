import type { BulkDispatchOptions } from '../../../src/domain/contracts/bulk-recurrence.ts';
import { DEFAULT_OCCURRENCE_TIME, type RecurrenceSeries, seriesAt } from '../../../src/domain/recurrence.ts';
import type { DbHandle } from '../../db/handle.ts';
import type { RowToMake } from './dispatch-rows.ts';
import { addScheduled, saveSchedule, setNextOccurrence } from './recurrence-repository.ts';

/** A recurring row's next occurrence; `later` when the dispatch made nothing of it yet. */
export interface NextOccurrence {
  rowId: string;
  n: number;
  at: Date;
  later: boolean;
}

const seriesOf = (fields: RowToMake['fields']): RecurrenceSeries | null =>
  fields.start_date && fields.end_date && fields.frequency
    ? { start_date: fields.start_date, end_date: fields.end_date, frequency: fields.frequency }
    : null;

/**
 * What an upload's first dispatch does with its rows: a one-time row is made now; a recurring
 * row is made now when its series has started by the dispatch's start (its latest occurrence
 * at or before it; earlier dates are not billed backwards) and scheduled for the occurrence after,
 * or, not started yet, only scheduled for its first.
 */
export function planFirstOccurrences(
  upload: { kind: string; occurrence_time: string | null },
  rows: readonly RowToMake[],
  startedAt: Date,
): { now: RowToMake[]; next: NextOccurrence[] } {
  if (upload.kind !== 'recurring') return { now: [...rows], next: [] };
  const time = upload.occurrence_time ?? DEFAULT_OCCURRENCE_TIME;
  const now: RowToMake[] = [];
  const next: NextOccurrence[] = [];
  for (const row of rows) {
    const series = seriesOf(row.fields);
    if (!series) {
      now.push(row);
      continue;
    }
    const at = seriesAt(series, time, startedAt);
    if (at.latest) now.push({ ...row, occurrenceAt: at.latest.at });
    if (at.next) next.push({ rowId: row.row.id, n: at.next.n, at: at.next.at, later: !at.latest });
  }
  return { now, next };
}

/** Writes the rows' next occurrences; the dispatch counts the rows it only scheduled. */
export async function scheduleRows(
  trx: DbHandle,
  dispatchId: string,
  next: readonly NextOccurrence[],
): Promise<void> {
  for (const occurrence of next) await setNextOccurrence(trx, occurrence.rowId, occurrence);
  const later = next.filter((occurrence) => occurrence.later).length;
  if (later) await addScheduled(trx, dispatchId, later);
}

/**
 * A recurring upload's schedule, chosen when it is dispatched: the confirmation is where the
 * merchant sees the first dates go out, so the time of day and the option are set there, once.
 */
export async function setSchedule(trx: DbHandle, uploadId: string, options: BulkDispatchOptions) {
  const schedule = {
    occurrence_time: options.occurrence_time ?? DEFAULT_OCCURRENCE_TIME,
    cancel_unpaid_earlier: options.cancel_unpaid_earlier ?? false,
  };
  await saveSchedule(trx, uploadId, schedule);
  return schedule;
}
