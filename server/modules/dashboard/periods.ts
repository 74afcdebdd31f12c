import {
  addDays,
  isCalendarDate,
  kuwaitDateOf,
  kuwaitDayEnd,
  kuwaitDayStart,
  kuwaitDayStartOf,
  kuwaitHourStartOf,
  kuwaitMonthStartOf,
  kuwaitToday,
  nextMonthStart,
} from '../../../src/domain/business-time.ts';
import type { ReportPeriod } from '../../../src/domain/report-periods.ts';
import { fieldErrors, msg } from '../../lib/errors.ts';

/**
 * Report periods of the dashboard home, on Kuwait's calendar (domain business-time).
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
const LENGTH_DAYS: Record<Exclude<ReportPeriod, 'custom'>, number> = {
  day: 1,
  week: 7,
  month: 30,
  year: 365,
};
/** Longer custom ranges chart by month, so a sparkline keeps a readable number of points. */
const DAILY_LIMIT_DAYS = 60;

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
    const first = isCalendarDate(dateAfter) ? dateAfter : null;
    const last = isCalendarDate(dateBefore) ? dateBefore : null;
    const errors: Record<string, ReturnType<typeof msg>[]> = {};
    if (!first) errors.date_after = [msg(dateAfter ? 'dashboard.invalid_date' : 'errors.required')];
    if (!last) errors.date_before = [msg(dateBefore ? 'dashboard.invalid_date' : 'errors.required')];
    if (first && last && last < first) errors.date_before = [msg('dashboard.date_before_start')];
    if (!first || !last || Object.keys(errors).length) throw fieldErrors(errors);
    from = kuwaitDayStart(first);
    to = kuwaitDayEnd(last);
    shift = to.getTime() - from.getTime();
  } else {
    const days = LENGTH_DAYS[period];
    from = kuwaitDayStart(addDays(kuwaitToday(now), 1 - days));
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
    dateAfter: kuwaitDateOf(from),
    dateBefore: kuwaitDateOf(new Date(to.getTime() - 1)),
  };
}

/** Start of the bucket holding `time`: the instant its Kuwait hour, day or month began. */
export function bucketStart(time: Date, bucket: Bucket): Date {
  if (bucket === 'hour') return kuwaitHourStartOf(time);
  return bucket === 'day' ? kuwaitDayStartOf(time) : kuwaitMonthStartOf(time);
}

/** The start of the bucket after the one starting at `start`. */
function nextBucket(start: Date, bucket: Bucket): Date {
  if (bucket === 'hour') return new Date(start.getTime() + HOUR);
  const date = kuwaitDateOf(start);
  return kuwaitDayStart(bucket === 'day' ? addDays(date, 1) : nextMonthStart(date));
}

/** Every bucket start of the period, oldest first, so empty buckets chart as zero. */
export function bucketStarts(period: ResolvedPeriod): Date[] {
  const starts: Date[] = [];
  for (let cursor = bucketStart(period.from, period.bucket); cursor < period.to; ) {
    starts.push(cursor);
    cursor = nextBucket(cursor, period.bucket);
  }
  return starts;
}
