import type { Lang } from '@/lib/lang-path';

// Latin digits in both languages, as money (src/domain/money.ts) and dates elsewhere in the dashboard.
const counts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const formatCount = (value: number): string => counts.format(value);

/** "12.5%"; the sign is left to the caller (growth shows an arrow instead). */
export const formatPercent = (value: number): string => `${oneDecimal.format(value)}%`;

const locale = (lang: Lang) => (lang === 'ar' ? 'ar-KW-u-nu-latn' : 'en-GB');

/** Short month names of a year, January first. */
export function monthNames(lang: Lang): string[] {
  const format = new Intl.DateTimeFormat(locale(lang), { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2024, month, 1))));
}

/** A sparkline bucket's start as a short date (Kuwait time) for its text alternative. */
export function formatBucket(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kuwait',
  }).format(date);
}
