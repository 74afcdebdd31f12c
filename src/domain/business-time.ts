/**
 * Business time (SPEC 9: Asia/Kuwait), the one place that knows the merchant's time zone.
 *
 * Three kinds of value, never mixed up:
 * - an instant: a `Date` (what the database stores, what the API sends as ISO 8601);
 * - a calendar date: "YYYY-MM-DD", a day of Kuwait's calendar (an event date, "today");
 * - a wall time: "HH:mm" on Kuwait's clocks (a ticket's start, a branch's opening hour).
 *
 * Kuwait has kept UTC+3, without summer time, since 1950: conversions add that offset rather
 * than ask Intl's time-zone database, whose first use costs a cheap phone ~75 ms of main thread
 * while a page starts (the pay page formats its expiry as it hydrates). A test compares every
 * conversion with the zone database over this century, so a change of Kuwait's clocks shows up
 * there, as a failing test, when the engine's zone data learns of it.
 */

/** The IANA name of the business's zone, for Intl and for SQL's `at time zone`. */
export const BUSINESS_TIME_ZONE = 'Asia/Kuwait';

import { CALENDAR_DATE, type CalendarDate, isCalendarDate } from './calendar-date.ts';

export { type CalendarDate, isCalendarDate } from './calendar-date.ts';
/** "HH:mm", 24-hour, on Kuwait's clocks. */
export type WallTime = string;

/** An instant as Kuwait's calendar and clock read it. */
export interface KuwaitWallClock {
  date: CalendarDate;
  time: WallTime;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Kuwait's offset from UTC, in milliseconds. */
const KUWAIT_OFFSET_MS = 3 * 60 * 60 * 1000;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** An instant's fields on Kuwait's calendar and clocks: UTC's fields three hours later. */
function wallParts(instant: Date) {
  const shifted = new Date(instant.getTime() + KUWAIT_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** True for "HH:mm" from 00:00 to 23:59. */
export const isWallTime = (value: unknown): value is WallTime =>
  typeof value === 'string' && TIME.test(value);

/** The calendar date and wall time of an instant in Kuwait. */
export function kuwaitWallClock(instant: Date): KuwaitWallClock {
  const p = wallParts(instant);
  return {
    date: `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`,
    time: `${pad(p.hour)}:${pad(p.minute)}`,
  };
}

/** The Kuwait calendar date of an instant. */
export const kuwaitDateOf = (instant: Date): CalendarDate => kuwaitWallClock(instant).date;

/** Today's date in Kuwait, whatever the device's or the server's zone. */
export const kuwaitToday = (now: Date = new Date()): CalendarDate => kuwaitDateOf(now);

/** The year of Kuwait's calendar at an instant (New Year comes at 21:00 UTC). */
export const kuwaitYear = (instant: Date = new Date()): number => Number(kuwaitDateOf(instant).slice(0, 4));

/** "YYYY-MM-DD HH:mm:ss" in Kuwait: a sortable, language-free stamp for files and spreadsheets. */
export function kuwaitTimestamp(instant: Date): string {
  const p = wallParts(instant);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** The instant a Kuwait calendar date and wall time happen. */
export function kuwaitInstant(date: CalendarDate, time: WallTime = '00:00'): Date {
  const day = CALENDAR_DATE.exec(date);
  const clock = TIME.exec(time);
  if (!day || !clock) return new Date(Number.NaN);
  const wall = Date.UTC(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    Number(clock[1]),
    Number(clock[2]),
  );
  return new Date(wall - KUWAIT_OFFSET_MS);
}

/** The first instant of a Kuwait day. */
export const kuwaitDayStart = (date: CalendarDate): Date => kuwaitInstant(date);

/** The end of a Kuwait day, exclusive: the first instant of the next one. */
export const kuwaitDayEnd = (date: CalendarDate): Date => kuwaitInstant(addDays(date, 1));

/** The first instant of the Kuwait day an instant falls in. */
export const kuwaitDayStartOf = (instant: Date): Date => kuwaitDayStart(kuwaitDateOf(instant));

/** The first instant of the Kuwait month an instant falls in. */
export const kuwaitMonthStartOf = (instant: Date): Date =>
  kuwaitDayStart(`${kuwaitDateOf(instant).slice(0, 8)}01`);

/** The first instant of the Kuwait hour an instant falls in. */
export function kuwaitHourStartOf(instant: Date): Date {
  const { date, time } = kuwaitWallClock(instant);
  return kuwaitInstant(date, `${time.slice(0, 2)}:00`);
}

/** A calendar date moved by whole days (calendar arithmetic: no zone involved). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The first day of the month after the one a calendar date is in. */
export function nextMonthStart(date: CalendarDate): CalendarDate {
  const day = new Date(`${date.slice(0, 8)}01T00:00:00Z`);
  day.setUTCMonth(day.getUTCMonth() + 1);
  return day.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday: the weekday of a calendar date. */
export const weekdayOf = (date: CalendarDate): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Minutes since midnight of a wall time ("18:30" → 1110). */
export function minuteOfDay(time: WallTime): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** The wall time of a minute of the day (1110 → "18:30"). */
export const wallTimeOf = (minutes: number): WallTime =>
  `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A bound of a list's date filter. YYYY-MM-DD is a whole Kuwait day, both ends included: from its
 * start for "after", up to the next day's start (exclusive) for "before". An ISO 8601 time with
 * its offset is taken as is ("before" it: up to and including that instant). Anything else: null.
 */
export function dateFilterBound(value: string, edge: 'after' | 'before'): Date | null {
  if (CALENDAR_DATE.test(value)) {
    if (!isCalendarDate(value)) return null;
    return edge === 'after' ? kuwaitDayStart(value) : kuwaitDayEnd(value);
  }
  if (!ISO_INSTANT.test(value)) return null;
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return null;
  return edge === 'after' ? time : new Date(time.getTime() + 1);
}

/** A `datetime-local` input's value ("YYYY-MM-DDTHH:mm[:ss]") read as Kuwait time, or null. */
export function parseKuwaitDateTimeLocal(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match?.[1] || !match[2] || !isCalendarDate(match[1]) || !isWallTime(match[2])) return null;
  const seconds = Number(match[3] ?? 0);
  if (seconds > 59) return null;
  return new Date(kuwaitInstant(match[1], match[2]).getTime() + seconds * 1000);
}

/** A `datetime-local` input's value ("YYYY-MM-DDTHH:mm") for an instant in Kuwait, e.g. a minimum. */
export function kuwaitDateTimeLocal(instant: Date): string {
  const { date, time } = kuwaitWallClock(instant);
  return `${date}T${time}`;
}
