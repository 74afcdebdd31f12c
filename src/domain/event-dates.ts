/**
 * SPEC 4 "Event date availability": which dates (and times) a customer may book. Past dates,
 * and today once the ticket's start time has passed, are excluded; a single available date is
 * preselected; a picker may further be limited to allowed dates and to hours per weekday.
 * Dates are "YYYY-MM-DD" and times "HH:mm", both in Asia/Kuwait, as the API sends them.
 */
import type { DateAvailability, Ticket } from './contracts/events';

/** "Now" as Kuwait's calendar reads it. */
export interface KuwaitNow {
  date: string;
  time: string;
}

// Kuwait keeps UTC+3 all year (no daylight saving since 2007): a fixed offset is exact and
// does not depend on the device's time-zone database.
const KUWAIT_OFFSET_MS = 3 * 60 * 60 * 1000;

export function kuwaitNow(now: Date): KuwaitNow {
  const shifted = new Date(now.getTime() + KUWAIT_OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** A date is bookable when it is after today, or today before the ticket starts. */
export function isBookableDate(date: string, startTime: string, now: KuwaitNow): boolean {
  return date > now.date || (date === now.date && startTime > now.time);
}

export interface DateOption {
  date: string;
  status: DateAvailability;
  remaining: number;
}

type TicketDates = Pick<Ticket, 'dates' | 'start_time' | 'quantity' | 'remaining_qty_per_date'>;

/** The ticket's dates a customer can still come on, in order, each available or sold out. */
export function ticketDateOptions(ticket: TicketDates, now: KuwaitNow): DateOption[] {
  return [...ticket.dates]
    .sort()
    .filter((date) => isBookableDate(date, ticket.start_time, now))
    .map((date) => {
      const known = ticket.remaining_qty_per_date[date];
      // A date nobody has booked yet may be missing from the map: all its places are left.
      const remaining = known ? known.remaining_quantity : ticket.quantity;
      const status: DateAvailability =
        known?.status === 'soldOut' || remaining <= 0 ? 'soldOut' : 'available';
      return { date, status, remaining: Math.max(0, remaining) };
    });
}

export const availableDates = (options: readonly DateOption[]): string[] =>
  options.filter((option) => option.status === 'available').map((option) => option.date);

/** The date chosen for the customer: the only available one, else none. */
export function preselectedDate(options: readonly DateOption[]): string | null {
  const dates = availableDates(options);
  return dates.length === 1 ? (dates[0] ?? null) : null;
}

/** The date kept while it stays available, else the preselected one. */
export function keepOrPreselect(options: readonly DateOption[], chosen: string | null): string | null {
  return chosen && availableDates(options).includes(chosen) ? chosen : preselectedDate(options);
}

/** An interval of a day, from inclusive to exclusive, "HH:mm". */
export interface HoursInterval {
  from: string;
  to: string;
}

/** Allowed hours per weekday, 0 = Sunday … 6 = Saturday; a weekday missing has no limit. */
export type WeekdayHours = Partial<Record<number, readonly HoursInterval[]>>;

export interface PickerLimits {
  /** Only these dates; absent: any date. */
  dates?: readonly string[];
  hours?: WeekdayHours;
}

/** The weekday of a calendar date (independent of any time zone). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function isAllowedDateTime(date: string, time: string, limits: PickerLimits, now: KuwaitNow): boolean {
  if (!isBookableDate(date, time, now)) return false;
  if (limits.dates && !limits.dates.includes(date)) return false;
  const intervals = limits.hours?.[weekdayOf(date)];
  if (!intervals) return true;
  return intervals.some((interval) => time >= interval.from && time < interval.to);
}

const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every time of `date` on a `stepMinutes` grid that the limits allow, in order. */
export function allowedTimes(date: string, limits: PickerLimits, now: KuwaitNow, stepMinutes = 30): string[] {
  if (!Number.isInteger(stepMinutes) || stepMinutes <= 0) throw new RangeError('stepMinutes must be > 0');
  const times: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += stepMinutes) {
    const time = toTime(minutes);
    if (isAllowedDateTime(date, time, limits, now)) times.push(time);
  }
  return times;
}
