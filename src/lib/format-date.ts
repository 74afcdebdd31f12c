import type { Lang } from './lang-path';

/** SPEC 9: times are Kuwait times, whatever the device's zone. */
export const TIME_ZONE = 'Asia/Kuwait';

export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-KW' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(date);
}

/** A calendar day ("YYYY-MM-DD", already a Kuwait day: an event date, a catering date) in the page's language, e.g. "12 Mar 2026". */
export function formatDay(day: string, lang: Lang): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-KW' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(date);
}
