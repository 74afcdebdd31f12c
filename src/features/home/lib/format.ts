import type { Lang } from '@/lib/lang-path';

// Latin digits in both languages, as money and dates elsewhere in the dashboard.
const counts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const formatCount = (value: number): string => counts.format(value);

/** "12.5%"; the sign is left to the caller (growth shows an arrow instead). */
export const formatPercent = (value: number): string => `${oneDecimal.format(value)}%`;

/**
 * "1234567.500" → "1,234,567.500". Money arrives as a decimal string and is grouped as text,
 * so its decimals stay exactly the currency's.
 */
export function groupDecimal(value: string): string {
  const negative = value.startsWith('-');
  const [whole = '', fraction] = (negative ? value.slice(1) : value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** "12.500 KWD" — the code follows the amount in both languages, as on the pay page. */
export const formatMoney = (value: string, currency: string): string => `${groupDecimal(value)} ${currency}`;

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
