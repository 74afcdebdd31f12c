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
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || text === '' || text === '.') return notPositive();
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  const significantFraction = fraction.replace(/0+$/, '');
  if (significantFraction.length > decimals) {
    return {
      ok: false,
      error: { key: 'too_many_decimals', decimals, message: tooManyDecimalsMessage(decimals) },
    };
  }
  if (whole.replace(/^0+/, '').length > MAX_MAJOR_DIGITS) {
    return { ok: false, error: { key: 'too_large', message: AMOUNT_NOT_POSITIVE } };
  }
  const digits = (whole || '0') + significantFraction.padEnd(decimals, '0');
  const minor = Number.parseInt(digits, 10);
  if (!Number.isSafeInteger(minor) || minor <= 0) return notPositive();
  return { ok: true, minor };
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

/** "1,234.500" for people; `formatAmount` stays the machine form. */
export function formatAmountGrouped(minor: number, currency: string): string {
  const plain = formatAmount(minor, currency);
  const [whole = '', fraction] = plain.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

export function assertMinor(minor: number): void {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not a safe integer amount: ${minor}`);
}

/** BIGINT from the database (pg returns int8 as a string; PGlite may give number or bigint). */
export function minorFromDb(value: string | number | bigint): number {
  const minor = typeof value === 'number' ? value : Number(value);
  assertMinor(minor);
  return minor;
}
