/**
 * How people read dates and times: one date format, one time format and one date-time format
 * per language, used by every screen, email, receipt, ticket page and door verdict.
 *
 * - date: "Thu, 5 Mar 2026" / "الخميس، 5 مارس 2026" (the weekday matters here: events, catering
 *   and working hours are planned by it);
 * - time: "07:04 PM" / "07:04 م" (SPEC 9: hh:mm A);
 * - date-time: the two joined, "Thu, 5 Mar 2026, 07:04 PM" / "الخميس، 5 مارس 2026، 07:04 م".
 *
 * Arabic is written with Latin digits, as money, reference numbers and the dashboard's figures
 * already are, so a line never mixes two digit styles.
 *
 * Instants are first read on Kuwait's clock (business-time), then formatted like any calendar
 * date and wall time: the same instant reads the same wherever it is shown.
 */
import {
  type CalendarDate,
  isCalendarDate,
  isWallTime,
  kuwaitWallClock,
  type WallTime,
} from './business-time';
import type { Lang } from './contracts/common';

const DATE_LOCALE: Record<Lang, string> = { en: 'en-GB', ar: 'ar-KW-u-nu-latn' };
// en-US writes the marker in capitals, as hh:mm A reads; en-GB would write "pm".
const TIME_LOCALE: Record<Lang, string> = { en: 'en-US', ar: 'ar-KW-u-nu-latn' };
const JOIN: Record<Lang, string> = { en: ', ', ar: '، ' };

// Calendar dates and wall times have no zone: they are formatted as UTC so nothing shifts them.
const inUtc = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
// Each made when a screen first needs it, in that screen's language only: building a formatter
// costs a 4x-throttled phone ~20 ms, and all four at once were a 90 ms task as a page started.
const perLang = (locales: Record<Lang, string>, options: Intl.DateTimeFormatOptions) => {
  const made: Partial<Record<Lang, Intl.DateTimeFormat>> = {};
  return (lang: Lang) => (made[lang] ??= inUtc(locales[lang], options));
};
const dateFormats = perLang(DATE_LOCALE, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const timeFormats = perLang(TIME_LOCALE, { hour: '2-digit', minute: '2-digit', hourCycle: 'h12' });

/**
 * Wraps a range in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE. Inside right-to-left text,
 * "18:00 – 23:00" would otherwise be laid out as "23:00 – 18:00"; isolated, the range takes the
 * direction of its own first letter (Latin or none: left to right; Arabic: right to left), so
 * it reads start first in both languages. Every range goes through here, on screen and on paper.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;

/** A Kuwait calendar date ("YYYY-MM-DD"); anything else is returned as it came. */
export function formatDate(date: CalendarDate, lang: Lang): string {
  if (!isCalendarDate(date)) return date;
  return dateFormats(lang).format(new Date(`${date}T00:00:00Z`));
}

/** A Kuwait wall time ("HH:mm", seconds ignored) as hh:mm A; anything else is returned as it came. */
export function formatTime(time: WallTime, lang: Lang): string {
  const clock = time.slice(0, 5);
  if (!isWallTime(clock)) return time;
  return timeFormats(lang).format(new Date(`1970-01-01T${clock}:00Z`));
}

const instantOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** A Kuwait calendar date and wall time, e.g. when a ticket's day starts. */
export const formatDateAndTime = (date: CalendarDate, time: WallTime, lang: Lang): string =>
  `${formatDate(date, lang)}${JOIN[lang]}${formatTime(time, lang)}`;

/** An instant as Kuwait reads it: its date and time. An unreadable value is returned as text. */
export function formatDateTime(value: Date | string, lang: Lang): string {
  const instant = instantOf(value);
  if (Number.isNaN(instant.getTime())) return String(value);
  const { date, time } = kuwaitWallClock(instant);
  return formatDateAndTime(date, time, lang);
}

/** The time of an instant on Kuwait's clock ("Already admitted at Gate 2 at 07:04 PM"). */
export function formatTimeAt(value: Date | string, lang: Lang): string {
  const instant = instantOf(value);
  if (Number.isNaN(instant.getTime())) return String(value);
  return formatTime(kuwaitWallClock(instant).time, lang);
}

const relativeFormats: Partial<Record<Lang, Intl.RelativeTimeFormat>> = {};
/** Each unit and how many of it make the next: an amount is told in the largest unit it reaches. */
const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 30 / 7],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/**
 * How long before `now` an instant was, "5 minutes ago" / "قبل 5 دقائق"; under a minute is
 * "now". For a glance (a device's last use); the exact date-time goes beside it.
 */
export function formatTimeAgo(value: Date | string, now: Date, lang: Lang): string {
  const instant = instantOf(value);
  if (Number.isNaN(instant.getTime())) return String(value);
  relativeFormats[lang] ??= new Intl.RelativeTimeFormat(DATE_LOCALE[lang], { numeric: 'auto' });
  const format = relativeFormats[lang];
  let amount = (instant.getTime() - now.getTime()) / 60_000;
  if (Math.abs(amount) < 1) return format.format(0, 'second');
  for (const [unit, next] of UNITS) {
    if (Math.abs(amount) < next) return format.format(Math.trunc(amount), unit);
    amount /= next;
  }
  return String(value);
}

/** First to last day, isolated; one day when they are the same; '' without a first day. */
export function formatDateRange(first: CalendarDate | null, last: CalendarDate | null, lang: Lang): string {
  if (!first) return '';
  if (!last || last === first) return formatDate(first, lang);
  return isolate(`${formatDate(first, lang)} – ${formatDate(last, lang)}`);
}

/** "06:00 PM – 11:00 PM", isolated. */
export const formatTimeRange = (start: WallTime, end: WallTime, lang: Lang): string =>
  isolate(`${formatTime(start, lang)} – ${formatTime(end, lang)}`);

/** A ticket's slot: its date and hours, "Sat, 2 May 2026, 06:00 PM – 11:00 PM". */
export const formatSlot = (date: CalendarDate, start: WallTime, end: WallTime, lang: Lang): string =>
  `${formatDate(date, lang)}${JOIN[lang]}${formatTimeRange(start, end, lang)}`;

const weekdayFormats = {
  short: perLang(DATE_LOCALE, { weekday: 'short' }),
  long: perLang(DATE_LOCALE, { weekday: 'long' }),
};

/** The weekday's name as the date format writes it, or in full (0 = Sunday; 4 Jan 1970 was one). */
export const weekdayName = (weekday: number, lang: Lang, width: 'short' | 'long' = 'short'): string =>
  weekdayFormats[width](lang).format(new Date(Date.UTC(1970, 0, 4 + weekday)));

/** Short month names of a year, January first, as the date format writes them. */
export function monthNames(lang: Lang): string[] {
  const format = inUtc(DATE_LOCALE[lang], { month: 'short' });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2024, month, 1))));
}
