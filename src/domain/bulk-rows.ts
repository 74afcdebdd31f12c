/**
 * A row of a bulk upload (issue 22): its columns and its check, made of the single payment
 * request's rules (payment-request-rules.ts) so a file never accepts what the form refuses.
 */
import { kuwaitInstant } from './business-time.ts';
import {
  amountRule,
  CUSTOMER_NAME_MAX,
  currencyRule,
  DESCRIPTION_MAX,
  emailRule,
  expiryRule,
  gatewaysRule,
  type PaymentRequestRuleKey,
  phoneRule,
  type RecurrenceFrequency,
  type RuleError,
  recurrenceRule,
  textRule,
  yesNoRule,
} from './payment-request-rules.ts';

export const BULK_KINDS = ['one_time', 'recurring'] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

/** A dispatch is an upload's first, or one occurrence of its recurring rows. */
export const BULK_DISPATCH_KINDS = ['dispatch', 'occurrence'] as const;
export type BulkDispatchKind = (typeof BULK_DISPATCH_KINDS)[number];

export const BULK_STATES = ['validating', 'ready', 'dispatching', 'dispatched', 'failed'] as const;
export type BulkState = (typeof BULK_STATES)[number];

export const BULK_REQUIRED_COLUMNS = ['amount', 'currency_code', 'customer_name', 'gateways'] as const;
export const BULK_OPTIONAL_COLUMNS = [
  'language',
  'email',
  'phone',
  'send_email',
  'send_sms',
  'description',
  'expiry',
] as const;
export const BULK_RECURRING_COLUMNS = ['start_date', 'end_date', 'frequency'] as const;
export type BulkColumn =
  | (typeof BULK_REQUIRED_COLUMNS)[number]
  | (typeof BULK_OPTIONAL_COLUMNS)[number]
  | (typeof BULK_RECURRING_COLUMNS)[number];

/** At most this many rows in one file (issue 22). */
export const MAX_BULK_ROWS = 100_000;

/** The columns a file must have. */
export const requiredColumns = (kind: BulkKind): BulkColumn[] =>
  kind === 'recurring' ? [...BULK_REQUIRED_COLUMNS, ...BULK_RECURRING_COLUMNS] : [...BULK_REQUIRED_COLUMNS];

/** Every column the import reads, in the samples' order. */
export const allColumns = (kind: BulkKind): BulkColumn[] => [
  ...BULK_REQUIRED_COLUMNS,
  ...BULK_OPTIONAL_COLUMNS,
  ...(kind === 'recurring' ? BULK_RECURRING_COLUMNS : []),
];

/** A valid row as the dispatch will bill it. */
export interface BulkRowFields {
  amount_minor: number;
  currency_code: string;
  language: 'en' | 'ar';
  customer_name: string;
  email: string | null;
  /** E.164. */
  phone: string | null;
  send_email: boolean;
  send_sms: boolean;
  description: string;
  /** ISO time. */
  expiry: string | null;
  gateways: string[];
  start_date: string | null;
  end_date: string | null;
  frequency: RecurrenceFrequency | null;
}

export interface BulkRowError {
  column: BulkColumn;
  key: PaymentRequestRuleKey;
  params?: Record<string, string | number>;
}

export interface BulkRowContext {
  kind: BulkKind;
  /** The merchant's gateway codes. */
  gateways: readonly string[];
  /** The country of numbers written without their calling code. */
  country: string;
  now: Date;
}

const LANGUAGES: Record<string, 'en' | 'ar'> = {
  '': 'en',
  en: 'en',
  english: 'en',
  ar: 'ar',
  arabic: 'ar',
  العربية: 'ar',
};

/** Codes as people list them: "knet, visa" or "knet;visa". */
export const gatewayCodes = (cell: string): string[] =>
  cell
    .split(/[,;\s]+/)
    .map((code) => code.trim().toLowerCase())
    .filter(Boolean);

/**
 * A recurring row's expiry is the first occurrence's, and later occurrences keep the same
 * window (recurrence.ts occurrenceExpiry): it must come after the start date whatever time of
 * day the merchant picks at dispatch, so after the start day's last minute (the time a bare
 * date stands for).
 */
export function recurringExpiryRule(expiry: Date, startDate: string): RuleError | null {
  return expiry.getTime() > kuwaitInstant(startDate, '23:59').getTime()
    ? null
    : { key: 'expiry_before_start' };
}

/** The row's cells (by column) checked; fields only when it has no error. */
export function checkBulkRow(
  cells: Partial<Record<string, string>>,
  context: BulkRowContext,
): { fields: BulkRowFields | null; errors: BulkRowError[] } {
  const cell = (column: BulkColumn) => (cells[column] ?? '').trim();
  const errors: BulkRowError[] = [];
  const fail = (column: BulkColumn, error: RuleError | null) => {
    if (error) errors.push({ column, ...error });
  };

  const currency = cell('currency_code').toUpperCase();
  fail('currency_code', currency ? currencyRule(currency) : { key: 'required' });
  let amountMinor = 0;
  if (!cell('amount')) fail('amount', { key: 'required' });
  else if (currency && !currencyRule(currency)) {
    const amount = amountRule(cell('amount'), currency);
    if (amount.ok) amountMinor = amount.minor;
    else fail('amount', amount.error);
  }
  fail('customer_name', textRule(cell('customer_name'), CUSTOMER_NAME_MAX, true));
  fail('description', textRule(cell('description'), DESCRIPTION_MAX));

  const language = LANGUAGES[cell('language').toLowerCase()];
  if (!language) fail('language', { key: 'unknown_language', params: { value: cell('language') } });

  const sendEmail = yesNoRule(cell('send_email'));
  const sendSms = yesNoRule(cell('send_sms'));
  if (!sendEmail.ok) fail('send_email', sendEmail.error);
  if (!sendSms.ok) fail('send_sms', sendSms.error);
  fail('email', emailRule(cell('email'), sendEmail.ok && sendEmail.value));
  const phone = phoneRule(cell('phone'), context.country, sendSms.ok && sendSms.value);
  if (!phone.ok) fail('phone', phone.error);

  const expiry = expiryRule(cell('expiry'), context.now);
  if (!expiry.ok) fail('expiry', expiry.error);

  const gateways = gatewayCodes(cell('gateways'));
  fail('gateways', gatewaysRule(gateways, context.gateways));

  if (context.kind === 'recurring') {
    const recurrence = recurrenceRule(cell('start_date'), cell('end_date'), cell('frequency'));
    for (const column of BULK_RECURRING_COLUMNS) fail(column, recurrence[column] ?? null);
    if (expiry.ok && expiry.instant && !recurrence.start_date)
      fail('expiry', recurringExpiryRule(expiry.instant, cell('start_date')));
  }

  if (errors.length) return { fields: null, errors };
  const recurring = context.kind === 'recurring';
  return {
    errors,
    fields: {
      amount_minor: amountMinor,
      currency_code: currency,
      language: language ?? 'en',
      customer_name: cell('customer_name'),
      email: cell('email') || null,
      phone: phone.ok ? phone.e164 : null,
      send_email: sendEmail.ok && sendEmail.value,
      send_sms: sendSms.ok && sendSms.value,
      description: cell('description'),
      expiry: expiry.ok && expiry.instant ? expiry.instant.toISOString() : null,
      gateways,
      start_date: recurring ? cell('start_date') : null,
      end_date: recurring ? cell('end_date') : null,
      frequency: recurring ? (cell('frequency').toLowerCase() as RecurrenceFrequency) : null,
    },
  };
}
