/**
 * A recurring payment request's series (issue 22): its occurrence dates from the start date to
 * the end date (both included) at its frequency, and the instant each one goes out, at the
 * time of day the merchant set on Kuwait's clocks (business-time.ts: a fixed UTC+3, Kuwait
 * keeps no summer time).
 *
 * The n-th occurrence is counted from the start date, never from the occurrence before it: a
 * series started on Jan 31 falls on the last day of a shorter month (Feb 28, or 29 in a leap
 * year) and is back on the 31st in March. Quarterly is three months, yearly twelve (a series
 * started on Feb 29 falls on Feb 28 in common years).
 */
import { addDays, kuwaitDateOf, kuwaitInstant, type WallTime } from './business-time.ts';
import type { CalendarDate } from './calendar-date.ts';
import type { RecurrenceFrequency } from './payment-request-rules.ts';

/** The merchant's default time of day for an occurrence (issue 22). */
export const DEFAULT_OCCURRENCE_TIME: WallTime = '09:00';

export interface RecurrenceSeries {
  start_date: CalendarDate;
  end_date: CalendarDate;
  frequency: RecurrenceFrequency;
}

const MONTHS: Record<Exclude<RecurrenceFrequency, 'weekly'>, number> = {
  monthly: 1,
  quarterly: 3,
  yearly: 12,
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The date `months` months after `start`, on the start's day or the month's last day. */
function addMonthsClamped(start: CalendarDate, months: number): CalendarDate {
  const [year = 0, month = 1, day = 1] = start.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${String(targetYear).padStart(4, '0')}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** The series' n-th occurrence date (0: the start date), whether or not it is past the end. */
export function occurrenceDate(
  series: Pick<RecurrenceSeries, 'start_date' | 'frequency'>,
  n: number,
): CalendarDate {
  if (series.frequency === 'weekly') return addDays(series.start_date, 7 * n);
  return addMonthsClamped(series.start_date, MONTHS[series.frequency] * n);
}

/** Every occurrence date of the series, in order. */
export function occurrenceDates(series: RecurrenceSeries): CalendarDate[] {
  const dates: CalendarDate[] = [];
  for (let n = 0; ; n += 1) {
    const date = occurrenceDate(series, n);
    if (date > series.end_date) return dates;
    dates.push(date);
  }
}

/** The instant an occurrence date goes out at the merchant's time of day in Kuwait. */
export const occurrenceInstant = (date: CalendarDate, time: WallTime): Date => kuwaitInstant(date, time);

/** A step of the series: its index and instant. */
export interface Occurrence {
  n: number;
  at: Date;
}

/** The series' occurrence after the n-th, or null when the series ends first. */
export function occurrenceAfter(series: RecurrenceSeries, time: WallTime, n: number): Occurrence | null {
  const date = occurrenceDate(series, n + 1);
  return date > series.end_date ? null : { n: n + 1, at: occurrenceInstant(date, time) };
}

/**
 * Where a series stands at an instant: the latest occurrence at or before it (null when the
 * series has not started) and the one after it (null when the series is over).
 */
export function seriesAt(
  series: RecurrenceSeries,
  time: WallTime,
  now: Date,
): { latest: Occurrence | null; next: Occurrence | null } {
  if (series.start_date > series.end_date) return { latest: null, next: null };
  const first = skipTo(series, kuwaitDateOf(now));
  let latest: Occurrence | null =
    first > 0 ? { n: first - 1, at: occurrenceInstant(occurrenceDate(series, first - 1), time) } : null;
  let next: Occurrence | null = { n: first, at: occurrenceInstant(occurrenceDate(series, first), time) };
  while (next && next.at.getTime() <= now.getTime()) {
    latest = next;
    next = occurrenceAfter(series, time, next.n);
  }
  return { latest, next };
}

/**
 * An occurrence index safely before `today` (a whole step and a day earlier) and within the
 * series, so a series started years ago is not walked from its start date by date.
 */
function skipTo(series: RecurrenceSeries, today: CalendarDate): number {
  const [startYear = 0, startMonth = 1] = series.start_date.split('-').map(Number);
  const [year = 0, month = 1] = today.split('-').map(Number);
  const steps =
    series.frequency === 'weekly'
      ? Math.floor((Date.parse(today) - Date.parse(series.start_date)) / (7 * 86_400_000))
      : Math.floor((year * 12 + month - (startYear * 12 + startMonth)) / MONTHS[series.frequency]);
  const n = Math.max(0, steps - 1);
  return n > 0 && occurrenceDate(series, n) <= series.end_date ? n : 0;
}

/**
 * When an occurrence's link expires: after the same window the first occurrence had, the row's
 * expiry less the first occurrence's instant, counted from this occurrence's instant (Kuwait
 * keeps a fixed offset, so the window is the same on its clocks). A monthly row starting Jan 1
 * with expiry Jan 10 gives February's link until Feb 10, not a link born expired. No expiry
 * stays no expiry.
 */
export function occurrenceExpiry(
  row: { start_date: CalendarDate; expiry: string | null },
  time: WallTime,
  at: Date,
): Date | null {
  if (!row.expiry) return null;
  const window = Date.parse(row.expiry) - occurrenceInstant(row.start_date, time).getTime();
  return new Date(at.getTime() + window);
}
