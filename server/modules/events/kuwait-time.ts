/**
 * Event dates are calendar days in Asia/Kuwait, which is UTC+3 all year (no daylight saving),
 * so a fixed shift gives the local date and time without a time-zone database.
 */
const KUWAIT_OFFSET_MS = 3 * 60 * 60 * 1000;

/** "YYYY-MM-DD" of `now` in Kuwait. */
export function kuwaitDate(now: Date = new Date()): string {
  return new Date(now.getTime() + KUWAIT_OFFSET_MS).toISOString().slice(0, 10);
}

/** "HH:mm" of `now` in Kuwait. */
export function kuwaitTime(now: Date = new Date()): string {
  return new Date(now.getTime() + KUWAIT_OFFSET_MS).toISOString().slice(11, 16);
}

export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The instant a Kuwait wall-clock date and "HH:mm" time happen. */
export function kuwaitInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+03:00`);
}
