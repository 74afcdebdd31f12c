/**
 * A calendar day written "YYYY-MM-DD", without any time zone: apart from business-time.ts so a
 * route's search validation (in the entry chunk every page loads) does not bring the time
 * zone's formatters along.
 */
export type CalendarDate = string;

export const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real day of the calendar ("2026-02-30" is not). */
export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string') return false;
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.getUTCFullYear() === Number(match[1]) && day.toISOString().startsWith(value);
}
