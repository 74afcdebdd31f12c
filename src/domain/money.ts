/**
 * Money as integer minor units (ARCHITECTURE.md "Money"). Amounts travel as decimal
 * strings in the API and are parsed digit by digit, so no float ever holds money.
 * Minor units are `number`s kept within Number.MAX_SAFE_INTEGER; the server converts
 * BIGINT columns (which pg returns as strings) with `minorFromDb`.
 */

const THREE_DECIMALS = new Set(['KWD', 'BHD', 'OMR', 'JOD', 'IQD', 'LYD', 'TND']);
const ZERO_DECIMALS = new Set(['JPY', 'KRW']);

/** Currencies the platform offers in forms; Gulf first. */
export const SUPPORTED_CURRENCIES = ['KWD', 'SAR', 'AED', 'BHD', 'QAR', 'OMR', 'USD', 'EUR', 'GBP'] as const;

/** Number of decimals of an ISO 4217 currency code. */
export function currencyDecimals(currency: string): number {
  const code = currency.toUpperCase();
  if (THREE_DECIMALS.has(code)) return 3;
  if (ZERO_DECIMALS.has(code)) return 0;
  return 2;
}

/** The abbreviations written in the Gulf for its currencies ("KD"), as providers' answers carry them. */
const LOCAL_ABBREVIATIONS: Readonly<Record<string, string>> = {
  KD: 'KWD',
  SR: 'SAR',
  QR: 'QAR',
  BD: 'BHD',
  RO: 'OMR',
};

/** The ISO 4217 code of a currency written as an ISO code or as its Gulf abbreviation. */
export function currencyFromAbbreviation(word: string): string {
  const upper = word.trim().toUpperCase();
  return LOCAL_ABBREVIATIONS[upper] ?? upper;
}

export function isCurrencyCode(value: string): boolean {
  return /^[A-Z]{3}$/.test(value);
}

export const AMOUNT_NOT_POSITIVE = 'Must be valid positive number';

/** SPEC 5 wording for an amount with more decimals than its currency allows. */
export function tooManyDecimalsMessage(decimals: number): string {
  return `decimal should be equal or less ${decimals} characters`;
}

export type AmountError =
  | { key: 'not_positive'; message: string }
  | { key: 'too_many_decimals'; decimals: number; message: string }
  | { key: 'too_large'; message: string };

export type ParsedAmount = { ok: true; minor: number } | { ok: false; error: AmountError };

/** Amounts stay below a billion major units, far inside safe integers. */
export const MAX_MAJOR_DIGITS = 9;

const notPositive = (): ParsedAmount => ({
  ok: false,
  error: { key: 'not_positive', message: AMOUNT_NOT_POSITIVE },
});

export type ParsedDecimal =
  | { ok: true; minor: number }
  | { ok: false; error: 'not_a_number' | 'too_many_decimals' | 'too_large' };

/**
 * The one reader of decimal text: "12.5" with `decimals` 3 is 12500 minor units, built from
 * the digits (no float). Unsigned and zero allowed; trailing zeros beyond `decimals` are fine.
 */
export function parseDecimal(text: string, decimals: number): ParsedDecimal {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || text === '' || text === '.') return { ok: false, error: 'not_a_number' };
  const whole = (match[1] ?? '').replace(/^0+/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return { ok: false, error: 'too_many_decimals' };
  if (whole.length > MAX_MAJOR_DIGITS) return { ok: false, error: 'too_large' };
  const minor = Number.parseInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`, 10);
  return Number.isSafeInteger(minor) ? { ok: true, minor } : { ok: false, error: 'too_large' };
}

/**
 * Parses "12.5", "12.500", "0.100" or a JSON number into minor units of `currency`.
 * Numbers are accepted because API clients send them, but they are read through their
 * shortest decimal representation, never multiplied as floats.
 */
export function parseAmount(input: string | number, currency: string): ParsedAmount {
  const decimals = currencyDecimals(currency);
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return notPositive();
    text = String(input);
    if (/e/i.test(text)) return notPositive();
  } else {
    text = input.trim();
  }
  const parsed = parseDecimal(text, decimals);
  if (!parsed.ok) {
    if (parsed.error === 'too_many_decimals') {
      return {
        ok: false,
        error: { key: 'too_many_decimals', decimals, message: tooManyDecimalsMessage(decimals) },
      };
    }
    if (parsed.error === 'too_large')
      return { ok: false, error: { key: 'too_large', message: AMOUNT_NOT_POSITIVE } };
    return notPositive();
  }
  return parsed.minor > 0 ? parsed : notPositive();
}

/**
 * An amount the API sent ("2.500", "-1.000", "0.000") in minor units; null, empty or
 * unreadable text counts as zero, so a screen never shows NaN for a missing price.
 */
export function amountMinor(amount: string | null | undefined, currency: string): number {
  const text = amount?.trim() ?? '';
  const negative = text.startsWith('-');
  const parsed = parseDecimal(negative ? text.slice(1) : text, currencyDecimals(currency));
  if (!parsed.ok) return 0;
  return negative ? -parsed.minor : parsed.minor;
}

/** Minor units → decimal string with exactly the currency's decimals ("12.500"). */
export function formatAmount(minor: number, currency: string): string {
  assertMinor(minor);
  const decimals = currencyDecimals(currency);
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** "1234567.500" → "1,234,567.500": thousands grouped as text, every decimal kept. */
export function groupDecimal(value: string): string {
  const negative = value.startsWith('-');
  const [whole = '', fraction] = (negative ? value.slice(1) : value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** "1,234.500" for people; `formatAmount` stays the machine form. */
export const formatAmountGrouped = (minor: number, currency: string): string =>
  groupDecimal(formatAmount(minor, currency));

export type MoneyLang = 'en' | 'ar';

const FSI = '\u2068';
const PDI = '\u2069';

/**
 * Money as people read it, everywhere (screens, receipts, emails, SMS): the grouped amount,
 * then the ISO code, in both languages ("1,234.500 KWD"). The code, not a symbol such as
 * د.ك, because merchants take several currencies whose Arabic symbols look alike, and the code
 * is what the gateway, the receipt and the bank statement show. In Arabic the whole is wrapped
 * in first-strong isolates (FSI … PDI): without them the bidi algorithm reorders an amount
 * that follows Arabic words ("رسوم 0.150 KWD" showed the code first), while isolated it reads
 * the same inside a sentence, a table cell or a plain-text email. No markup (<bdi>) is needed
 * around the result, and none should be added.
 */
export function formatMoney(minor: number, currency: string, lang: MoneyLang): string {
  const code = currency.trim().toUpperCase();
  // A true minus sign (U+2212), inside the isolate so it stays with its amount.
  const text = `${minor < 0 ? '\u2212' : ''}${formatAmountGrouped(Math.abs(minor), code)} ${code}`;
  return lang === 'ar' ? `${FSI}${text}${PDI}` : text;
}

/** `formatMoney` of an amount as the API sends it ("12.500"). */
export const formatApiMoney = (
  amount: string | null | undefined,
  currency: string,
  lang: MoneyLang,
): string => formatMoney(amountMinor(amount, currency), currency, lang);

export function assertMinor(minor: number): void {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not a safe integer amount: ${minor}`);
}

/** BIGINT from the database (pg returns int8 as a string; PGlite may give number or bigint). */
export function minorFromDb(value: string | number | bigint): number {
  const minor = typeof value === 'number' ? value : Number(value);
  assertMinor(minor);
  return minor;
}
