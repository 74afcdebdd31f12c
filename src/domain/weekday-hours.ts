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

/** Allowed hours per weekday; a weekday missing has no limit. */
export type WeekdayHours = Partial<Record<number, readonly HoursInterval[]>>;

/** SPEC 4: a time of a date is allowed when no interval is set for its weekday, or one holds it. */
export function withinWeekdayHours(
  hours: WeekdayHours | undefined,
  date: CalendarDate,
  time: WallTime,
): boolean {
  const intervals = hours?.[weekdayOf(date)];
  if (!intervals) return true;
  return intervals.some((interval) => time >= interval.from && time < interval.to);
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

/** Is a branch or area with these working hours open at this instant (Kuwait's clock)? */
export function isOpenAt(periods: readonly WorkingPeriod[], at: Date): boolean {
  const { date, time } = kuwaitWallClock(at);
  const weekday = weekdayOf(date);
  const minute = minuteOfDay(time);
  return periods.some((period) => {
    const opens = minuteOfDay(period.opens);
    const closes = minuteOfDay(period.closes);
    if (opens <= closes) return period.weekday === weekday && minute >= opens && minute <= closes;
    return (
      (period.weekday === weekday && minute >= opens) ||
      ((period.weekday + 1) % 7 === weekday && minute <= closes)
    );
  });
}

/** The next instant a closed place opens, within the coming week; null when it never does. */
export function nextOpening(periods: readonly WorkingPeriod[], at: Date): Date | null {
  const today = kuwaitWallClock(at).date;
  for (let offset = 0; offset <= 7; offset += 1) {
    const date = addDays(today, offset);
    const weekday = weekdayOf(date);
    const opens = periods
      .filter((period) => period.weekday === weekday)
      .map((period) => kuwaitInstant(date, period.opens))
      .filter((instant) => instant > at)
      .sort((a, b) => a.getTime() - b.getTime());
    if (opens[0]) return opens[0];
  }
  return null;
}
