/**
 * Hours that repeat each week, on Kuwait's clocks: the allowed hours per weekday of an event's
 * date-time picker (SPEC 4) and the working hours of food branches and delivery areas.
 * Weekdays are 0 = Sunday … 6 = Saturday.
 */
import {
  addDays,
  type CalendarDate,
  kuwaitInstant,
  kuwaitWallClock,
  minuteOfDay,
  type WallTime,
  weekdayOf,
} from './business-time';

/** An interval of a day, from inclusive to exclusive ("18:00" up to, not including, "22:00"). */
export interface HoursInterval {
  from: WallTime;
  to: WallTime;
}

/**
 * Allowed hours per weekday. Once hours are set, a weekday with no intervals (missing, or an
 * empty list) is closed: staff list the days they open, not the days they close.
 */
export type WeekdayHours = Partial<Record<number, readonly HoursInterval[]>>;

/** The intervals `date`'s weekday allows: null when no hours are set (any time), [] when it is closed. */
export function weekdayIntervals(
  hours: WeekdayHours | null | undefined,
  date: CalendarDate,
): readonly HoursInterval[] | null {
  if (!hours) return null;
  return hours[weekdayOf(date)] ?? [];
}

/**
 * A working period of one weekday. The closing time is inclusive to the minute ("23:59" means
 * until midnight); a closing time before the opening one runs past midnight into the next day.
 */
export interface WorkingPeriod {
  weekday: number;
  opens: WallTime;
  closes: WallTime;
}

/** An opening period of one calendar date; see WorkingPeriod for the closing minute. */
export interface OpenPeriod {
  opens: WallTime;
  closes: WallTime;
}

/**
 * A dated exception to the weekly hours (a holiday, a late night): that date is closed, or open
 * in these periods instead of its weekday's. Only the date's own periods change: a period of the
 * day before that runs past midnight still ends as it would have.
 */
export type HoursException =
  | { date: CalendarDate; closed: true }
  | { date: CalendarDate; periods: OpenPeriod[] };

/** The periods opening on `date`: its exception's, or else its weekday's. */
export function periodsOn(
  periods: readonly WorkingPeriod[],
  date: CalendarDate,
  exceptions: readonly HoursException[] = [],
): OpenPeriod[] {
  const exception = exceptions.find((entry) => entry.date === date);
  if (exception) return 'periods' in exception ? exception.periods : [];
  const weekday = weekdayOf(date);
  return periods.filter((period) => period.weekday === weekday);
}

const pastMidnight = (period: OpenPeriod) => minuteOfDay(period.opens) > minuteOfDay(period.closes);

/** Is a branch or area with these working hours (and dated exceptions) open at this instant (Kuwait's clock)? */
export function isOpenAt(
  periods: readonly WorkingPeriod[],
  at: Date,
  exceptions: readonly HoursException[] = [],
): boolean {
  const { date, time } = kuwaitWallClock(at);
  const minute = minuteOfDay(time);
  const today = periodsOn(periods, date, exceptions).some((period) =>
    pastMidnight(period)
      ? minute >= minuteOfDay(period.opens)
      : minute >= minuteOfDay(period.opens) && minute <= minuteOfDay(period.closes),
  );
  return (
    today ||
    periodsOn(periods, addDays(date, -1), exceptions).some(
      (period) => pastMidnight(period) && minute <= minuteOfDay(period.closes),
    )
  );
}

/**
 * The next instant a closed place opens, within the coming fortnight (a week of holidays can
 * close one weekly opening); null when it never does.
 */
export function nextOpening(
  periods: readonly WorkingPeriod[],
  at: Date,
  exceptions: readonly HoursException[] = [],
): Date | null {
  const today = kuwaitWallClock(at).date;
  for (let offset = 0; offset <= 14; offset += 1) {
    const date = addDays(today, offset);
    const opens = periodsOn(periods, date, exceptions)
      .map((period) => kuwaitInstant(date, period.opens))
      .filter((instant) => instant > at)
      .sort((a, b) => a.getTime() - b.getTime());
    if (opens[0]) return opens[0];
  }
  return null;
}
