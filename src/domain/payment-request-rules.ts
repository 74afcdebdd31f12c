/**
 * The rules of one payment request (SPEC 5), in one home: the dashboard's create form, the
 * API's create and each row of a bulk upload (issue 22) judge a request by these, so a row the
 * file import accepts is one the form would accept too. Each rule answers a key with its
 * params; the caller words it in its own catalogue (the form's, the server's).
 */
import { dateFilterBound, isCalendarDate, parseKuwaitDateTimeLocal } from './business-time.ts';
import { compactPhone, isEmail, isPhoneNumber } from './contact-rules.ts';
import { parseAmount, SUPPORTED_CURRENCIES } from './money.ts';
import { isValidNationalNumber, toE164 } from './phone-countries.ts';

/** Longest customer name and description a request takes (the API's limits come from here). */
export const CUSTOMER_NAME_MAX = 150;
export const DESCRIPTION_MAX = 2000;

export const PAYMENT_REQUEST_RULE_KEYS = [
  'required',
  'too_long',
  'amount_not_positive',
  'too_many_decimals',
  'unknown_currency',
  'gateway_required',
  'unknown_gateway',
  'invalid_email',
  'invalid_phone',
  'email_required',
  'phone_required',
  'invalid_date',
  'expiry_not_future',
  'expiry_before_start',
  'start_after_end',
  'unknown_frequency',
  'invalid_yes_no',
  'unknown_language',
] as const;
export type PaymentRequestRuleKey = (typeof PAYMENT_REQUEST_RULE_KEYS)[number];

export interface RuleError {
  key: PaymentRequestRuleKey;
  params?: Record<string, string | number>;
}

export const RECURRENCE_FREQUENCIES = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

/** The amount in minor units of its currency (never a float), or why not. */
export function amountRule(
  amount: string | number,
  currency: string,
): { ok: true; minor: number } | { ok: false; error: RuleError } {
  const parsed = parseAmount(amount, currency);
  if (parsed.ok) return parsed;
  return parsed.error.key === 'too_many_decimals'
    ? { ok: false, error: { key: 'too_many_decimals', params: { decimals: parsed.error.decimals } } }
    : { ok: false, error: { key: 'amount_not_positive' } };
}

/** One of the currencies the platform offers (the form's list). */
export const currencyRule = (code: string): RuleError | null =>
  (SUPPORTED_CURRENCIES as readonly string[]).includes(code)
    ? null
    : { key: 'unknown_currency', params: { code } };

/** At least one gateway, each one the merchant has. */
export function gatewaysRule(codes: readonly string[], known: readonly string[]): RuleError | null {
  if (!codes.length) return { key: 'gateway_required' };
  const unknown = codes.find((code) => !known.includes(code));
  return unknown === undefined ? null : { key: 'unknown_gateway', params: { code: unknown } };
}

/** An email, checked when given; required when the link is to be sent by email. */
export function emailRule(email: string, sendAsked = false): RuleError | null {
  const text = email.trim();
  if (!text) return sendAsked ? { key: 'email_required' } : null;
  return isEmail(text) ? null : { key: 'invalid_email' };
}

/**
 * A phone without a country picker: "+" and its calling code, or a national number of
 * `country`. Answers the E.164 form to store; required when the link is to be sent by SMS.
 */
export function phoneRule(
  phone: string,
  country: string,
  sendAsked = false,
): { ok: true; e164: string | null } | { ok: false; error: RuleError } {
  const text = compactPhone(phone.trim());
  if (!text) return sendAsked ? { ok: false, error: { key: 'phone_required' } } : { ok: true, e164: null };
  if (text.startsWith('+')) {
    return isPhoneNumber(text) ? { ok: true, e164: text } : { ok: false, error: { key: 'invalid_phone' } };
  }
  return isValidNationalNumber(country, text)
    ? { ok: true, e164: toE164(country, text) }
    : { ok: false, error: { key: 'invalid_phone' } };
}

/** A national number typed beside the form's country picker. */
export const nationalPhoneRule = (country: string, phone: string): RuleError | null =>
  !phone.trim() || isValidNationalNumber(country, phone) ? null : { key: 'invalid_phone' };

/**
 * An expiry as people write it in Kuwait time ("2026-12-31 18:00", "2026-12-31T18:00", or a
 * day, "2026-12-31", meaning its end), or an ISO time with its offset; it must be in the future.
 */
export function expiryRule(
  text: string,
  now: Date,
): { ok: true; instant: Date | null } | { ok: false; error: RuleError } {
  const value = text.trim();
  if (!value) return { ok: true, instant: null };
  const instant = readInstant(value);
  if (!instant) return { ok: false, error: { key: 'invalid_date', params: { value } } };
  return instant.getTime() > now.getTime()
    ? { ok: true, instant }
    : { ok: false, error: { key: 'expiry_not_future' } };
}

function readInstant(value: string): Date | null {
  const local = value.replace(' ', 'T');
  if (isCalendarDate(value)) return parseKuwaitDateTimeLocal(`${value}T23:59`);
  return parseKuwaitDateTimeLocal(local) ?? dateFilterBound(local, 'after');
}

/** A recurrence's dates (YYYY-MM-DD, start ≤ end) and frequency. */
export function recurrenceRule(
  start: string,
  end: string,
  frequency: string,
): Partial<Record<'start_date' | 'end_date' | 'frequency', RuleError>> {
  const errors: Partial<Record<'start_date' | 'end_date' | 'frequency', RuleError>> = {};
  const date = (value: string): RuleError | null => {
    if (!value.trim()) return { key: 'required' };
    return isCalendarDate(value.trim()) ? null : { key: 'invalid_date', params: { value: value.trim() } };
  };
  const startError = date(start);
  const endError = date(end);
  if (startError) errors.start_date = startError;
  if (endError) errors.end_date = endError;
  if (!startError && !endError && start.trim() > end.trim()) errors.end_date = { key: 'start_after_end' };
  const often = frequency.trim().toLowerCase();
  if (!often) errors.frequency = { key: 'required' };
  else if (!(RECURRENCE_FREQUENCIES as readonly string[]).includes(often))
    errors.frequency = { key: 'unknown_frequency', params: { value: frequency.trim() } };
  return errors;
}

const YES = ['1', 'true', 'yes', 'y', 'نعم'];
const NO = ['0', 'false', 'no', 'n', 'لا', ''];

/** A yes/no cell in English or Arabic; empty is no. */
export function yesNoRule(text: string): { ok: true; value: boolean } | { ok: false; error: RuleError } {
  const value = text.trim().toLowerCase();
  if (YES.includes(value)) return { ok: true, value: true };
  if (NO.includes(value)) return { ok: true, value: false };
  return { ok: false, error: { key: 'invalid_yes_no', params: { value: text.trim() } } };
}

export function textRule(text: string, max: number, required = false): RuleError | null {
  if (required && !text.trim()) return { key: 'required' };
  return text.trim().length > max ? { key: 'too_long', params: { max } } : null;
}
