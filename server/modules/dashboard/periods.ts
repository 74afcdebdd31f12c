import type { ReportPeriod } from '../../../src/domain/report-periods.ts';
import { fieldErrors, msg } from '../../lib/errors.ts';

/**
 * Report periods of the dashboard home, in Asia/Kuwait. Kuwait is UTC+3 all year (no
 * daylight saving), so a Kuwait day is a fixed UTC range and buckets can be listed here.
 *
 * - day: today since 00:00; week: the last 7 days and month the last 30, both including
 *   today; year: the last 365 days; custom: date_after..date_before, whole days, inclusive.
 * - The previous period (for growth) is the same span moved back by the period's length
 *   (a day, 7, 30 or 365 days, or the custom range's own length): today so far is
 *   compared with yesterday up to the same time.
 */
export type Bucket = 'hour' | 'day' | 'month';

export interface ResolvedPeriod {
  period: ReportPeriod;
  from: Date;
  /** Exclusive. */
  to: Date;
  previousFrom: Date;
  previousTo: Date;
  bucket: Bucket;
  /** Kuwait dates of the first and last day, YYYY-MM-DD. */
  dateAfter: string;
  dateBefore: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const KUWAIT_OFFSET = 3 * HOUR;
const LENGTH_DAYS: Record<Exclude<ReportPeriod, 'custom'>, number> = {
  day: 1,
  week: 7,
  month: 30,
  year: 365,
};
/** Longer custom ranges chart by month, so a sparkline keeps a readable number of points. */
const DAILY_LIMIT_DAYS = 60;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Start (UTC instant) of the Kuwait day containing `time`. */
export const kuwaitMidnight = (time: Date) =>
  new Date(Math.floor((time.getTime() + KUWAIT_OFFSET) / DAY) * DAY - KUWAIT_OFFSET);

export const kuwaitDate = (time: Date) => new Date(time.getTime() + KUWAIT_OFFSET).toISOString().slice(0, 10);

/** A YYYY-MM-DD that names a real day → its Kuwait midnight; anything else → null. */
export function parseKuwaitDay(value: string | undefined): Date | null {
  if (!value || !DATE.test(value)) return null;
  const start = new Date(`${value}T00:00:00+03:00`);
  return !Number.isNaN(start.getTime()) && kuwaitDate(start) === value ? start : null;
}

export function resolvePeriod(
  period: ReportPeriod,
  dateAfter: string | undefined,
  dateBefore: string | undefined,
  now: Date,
): ResolvedPeriod {
  let from: Date;
  let to: Date;
  let shift: number;
  if (period === 'custom') {
    const start = parseKuwaitDay(dateAfter);
    const end = parseKuwaitDay(dateBefore);
    const errors: Record<string, ReturnType<typeof msg>[]> = {};
    if (!start) errors.date_after = [msg(dateAfter ? 'dashboard.invalid_date' : 'errors.required')];
    if (!end) errors.date_before = [msg(dateBefore ? 'dashboard.invalid_date' : 'errors.required')];
    if (start && end && end < start) errors.date_before = [msg('dashboard.date_before_start')];
    if (!start || !end || Object.keys(errors).length) throw fieldErrors(errors);
    from = start;
    to = new Date(end.getTime() + DAY);
    shift = to.getTime() - from.getTime();
  } else {
    const days = LENGTH_DAYS[period];
    from = new Date(kuwaitMidnight(now).getTime() - (days - 1) * DAY);
    to = now;
    shift = days * DAY;
  }
  const spanDays = (to.getTime() - from.getTime()) / DAY;
  const bucket: Bucket =
    period === 'day' ? 'hour' : period === 'year' || spanDays > DAILY_LIMIT_DAYS ? 'month' : 'day';
  return {
    period,
    from,
    to,
    previousFrom: new Date(from.getTime() - shift),
    previousTo: new Date(to.getTime() - shift),
    bucket,
    dateAfter: kuwaitDate(from),
    dateBefore: kuwaitDate(new Date(to.getTime() - 1)),
  };
}

/** Start of the bucket holding `time`, as the UTC instant of that Kuwait hour/day/month. */
export function bucketStart(time: Date, bucket: Bucket): Date {
  if (bucket === 'hour') return new Date(Math.floor(time.getTime() / HOUR) * HOUR);
  const day = kuwaitMidnight(time);
  if (bucket === 'day') return day;
  const local = new Date(day.getTime() + KUWAIT_OFFSET);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - KUWAIT_OFFSET);
}

/** Every bucket start of the period, oldest first, so empty buckets chart as zero. */
export function bucketStarts(period: ResolvedPeriod): Date[] {
  const starts: Date[] = [];
  let cursor = bucketStart(period.from, period.bucket);
  while (cursor < period.to) {
    starts.push(cursor);
    if (period.bucket === 'hour') cursor = new Date(cursor.getTime() + HOUR);
    else if (period.bucket === 'day') cursor = new Date(cursor.getTime() + DAY);
    else {
      const local = new Date(cursor.getTime() + KUWAIT_OFFSET);
      cursor = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - KUWAIT_OFFSET);
    }
  }
  return starts;
}
