/**
 * A ticket's allowed hours (issue 23, SPEC 4 "hours per weekday interval"): per weekday
 * ("0" = Sunday … "6") the "HH:mm" intervals in which it is sold, on Kuwait's clocks; null
 * sells at any time. The ticket dialog and the server check the intervals with the same rule,
 * and the customer's date picker and the server's booking open the same dates.
 */
import { type CalendarDate, isWallTime, type KuwaitWallClock } from './business-time';
import { type HoursInterval, weekdayIntervals } from './weekday-hours';

/** The most intervals one weekday holds (the contract's limit too). */
export const MAX_INTERVALS_PER_DAY = 10;
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** As the API carries it: JSON keys are the weekday's digit. */
export type AllowedHours = Record<string, HoursInterval[]>;

/** Why a date cannot be booked under the allowed hours: its weekday has none, or today's have ended. */
export type HoursClosure = 'weekday_closed' | 'hours_over';

/**
 * Whether the allowed hours close `date` to bookings made `now`: a weekday without intervals is
 * closed, and today stays open only until the end of its last interval. Null: open. The caller
 * applies the ticket's other rules (today only before the ticket starts; its own dates).
 */
export function hoursClosure(
  hours: AllowedHours | null | undefined,
  date: CalendarDate,
  now: KuwaitWallClock,
): HoursClosure | null {
  const intervals = weekdayIntervals(hours, date);
  if (intervals === null) return null;
  if (intervals.length === 0) return 'weekday_closed';
  if (date === now.date && !intervals.some((interval) => now.time < interval.to)) return 'hours_over';
  return null;
}

export type AllowedHoursProblem =
  /** Not a map of weekday digits to lists of intervals. */
  | { code: 'shape' }
  /** Hours are set but every weekday is closed: nobody could book. */
  | { code: 'no_days' }
  | { code: 'too_many'; weekday: number; max: number }
  /** `number` counts the weekday's intervals from 1, in the order given. */
  | { code: 'time' | 'order' | 'overlap'; weekday: number; number: number };

const asInterval = (value: unknown): { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null
    ? (value as { from: unknown; to: unknown })
    : { from: undefined, to: undefined };

function dayProblems(weekday: number, list: readonly unknown[]): AllowedHoursProblem[] {
  if (list.length > MAX_INTERVALS_PER_DAY) return [{ code: 'too_many', weekday, max: MAX_INTERVALS_PER_DAY }];
  const problems: AllowedHoursProblem[] = [];
  const good: HoursInterval[] = [];
  list.forEach((value, index) => {
    const { from, to } = asInterval(value);
    const number = index + 1;
    if (!isWallTime(from) || !isWallTime(to)) problems.push({ code: 'time', weekday, number });
    else if (from >= to) problems.push({ code: 'order', weekday, number });
    // Ends are exclusive: 18:00–20:00 and 20:00–22:00 meet without overlapping.
    else if (good.some((other) => from < other.to && other.from < to))
      problems.push({ code: 'overlap', weekday, number });
    else good.push({ from, to });
  });
  return problems;
}

/** Every problem of a ticket's allowed hours, weekday by weekday; none for null (any time). */
export function allowedHoursProblems(hours: unknown): AllowedHoursProblem[] {
  if (hours === null) return [];
  if (typeof hours !== 'object' || Array.isArray(hours)) return [{ code: 'shape' }];
  const entries = Object.entries(hours as Record<string, unknown>);
  if (entries.some(([day, list]) => !/^[0-6]$/.test(day) || !Array.isArray(list))) return [{ code: 'shape' }];
  if (entries.every(([, list]) => (list as unknown[]).length === 0)) return [{ code: 'no_days' }];
  return entries
    .map(([day, list]) => [Number(day), list as unknown[]] as const)
    .sort(([a], [b]) => a - b)
    .flatMap(([weekday, list]) => dayProblems(weekday, list));
}

/** Stored form: weekdays in order, each day's intervals by start; closed weekdays left out. */
export function normalAllowedHours(hours: AllowedHours | null): AllowedHours | null {
  if (hours === null) return null;
  const out: AllowedHours = {};
  for (const weekday of WEEKDAYS) {
    const list = hours[weekday];
    if (list?.length) out[weekday] = [...list].sort((a, b) => (a.from < b.from ? -1 : 1));
  }
  return out;
}
