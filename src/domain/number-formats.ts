/**
 * How people read numbers that are not money (money.ts) nor dates (date-formats.ts): counts,
 * sizes, percentages and ranges, on screens and in exports.
 *
 * One digit style per language: Latin digits in Arabic too, as money, dates and reference
 * numbers are written. `ar-KW` alone gives Arabic-Indic digits (١٫٢), which made the export's
 * progress line read "١٫٢ م.ب (12 صف)"; the `-u-nu-latn` extension keeps the Arabic words and
 * separators with Latin digits.
 */
import type { Lang } from './contracts/common';
import { isolate } from './date-formats';

const NUMBER_LOCALE: Record<Lang, string> = { en: 'en-US', ar: 'ar-KW-u-nu-latn' };

/** An Intl.NumberFormat that writes the language's one digit style. */
export const numberFormat = (lang: Lang, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  new Intl.NumberFormat(NUMBER_LOCALE[lang], options);

/** "1,234" in both languages. */
export const formatNumber = (value: number, lang: Lang, options?: Intl.NumberFormatOptions): string =>
  numberFormat(lang, options).format(value);

/**
 * "1–10". In right-to-left text an en dash between two numbers takes the text's direction, so
 * "1–10 من 50" was drawn "50 من 10–1"; in Arabic the range is isolated, and an isolate of digits
 * only keeps its own left-to-right order inside any sentence. English text needs no isolate.
 */
export function formatNumberRange(from: number, to: number, lang: Lang): string {
  const range = `${formatNumber(from, lang)}–${formatNumber(to, lang)}`;
  return lang === 'ar' ? isolate(range) : range;
}
