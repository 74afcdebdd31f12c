import { isCalendarDate } from '../../../src/domain/business-time.ts';
import type { AdminTicket } from '../../../src/domain/contracts/events-admin.ts';
import { weekdayName } from '../../../src/domain/date-formats.ts';
import type { TicketDateRule } from '../../../src/domain/event-schedule.ts';
import { currencyDecimals, formatAmount, parseAmount, parseDecimal } from '../../../src/domain/money.ts';
import {
  type AllowedHoursProblem,
  allowedHoursProblems,
  normalAllowedHours,
} from '../../../src/domain/ticket-allowed-hours.ts';
import {
  perBookingProblem,
  quantityCoversTaken,
  removedTakenDate,
  saleWindowInOrder,
  ticketSchedule,
} from '../../../src/domain/ticket-rules.ts';
import { fieldErrors, type Msg, msg } from '../../lib/errors.ts';

/** A ticket's fields as the ticket dialog edits them. */
export type TicketValues = Omit<AdminTicket, 'id' | 'event_id' | 'dates' | 'taken_by_date'>;

export const TICKET_DEFAULTS = {
  excluded_dates: [],
  sale_starts_at: null,
  sale_ends_at: null,
  min_per_booking: 1,
  max_per_booking: null,
  allowed_hours: null,
  position: 0,
} satisfies Partial<TicketValues>;

export interface CheckedTicket {
  values: TicketValues;
  price_minor: number;
  dates: string[];
}

/** A rule with only its kind's fields, as it is stored and logged. */
const ownFields = (rule: TicketDateRule): TicketDateRule =>
  rule.kind === 'day'
    ? { kind: 'day', date: rule.date }
    : rule.kind === 'range'
      ? { kind: 'range', from: rule.from, to: rule.to }
      : { kind: 'weekly', from: rule.from, to: rule.to, weekdays: [...new Set(rule.weekdays)].sort() };

const instantOk = (value: string | null) => value === null || Number.isFinite(Date.parse(value));
const instant = (value: string | null) =>
  value === null || !instantOk(value) ? value : new Date(value).toISOString();

function priceOf(text: string, event: { currency: string; is_free: boolean }, errors: Record<string, Msg[]>) {
  if (event.is_free) {
    const parsed = parseDecimal(text.trim() || '0', currencyDecimals(event.currency));
    if (!parsed.ok || parsed.minor !== 0) errors.price = [msg('events_admin.free_price')];
    return 0;
  }
  const parsed = parseAmount(text, event.currency);
  if (parsed.ok) return parsed.minor;
  errors.price = [
    parsed.error.key === 'too_many_decimals'
      ? msg('amount.too_many_decimals', { decimals: currencyDecimals(event.currency) })
      : msg('amount.not_positive'),
  ];
  return 0;
}

/**
 * Checks a whole ticket (new, or with a change applied) against its event and the places
 * taken per date: every field's problems at once; 400 when there is any.
 */
export function checkTicket(
  input: TicketValues,
  event: { currency: string; is_free: boolean },
  taken: Readonly<Record<string, number>>,
): CheckedTicket {
  const errors: Record<string, Msg[]> = {};
  const values: TicketValues = {
    ...input,
    name_en: input.name_en.trim(),
    name_ar: input.name_ar.trim(),
    date_rules: input.date_rules.map(ownFields),
    excluded_dates: [...new Set(input.excluded_dates)].sort(),
    sale_starts_at: instant(input.sale_starts_at),
    sale_ends_at: instant(input.sale_ends_at),
  };
  if (!values.name_en) errors.name_en = [msg('errors.blank')];
  if (!values.name_ar) errors.name_ar = [msg('errors.blank')];
  const priceMinor = priceOf(values.price, event, errors);
  if (values.end_time <= values.start_time) errors.end_time = [msg('events_admin.time_order')];
  if (values.excluded_dates.some((date) => !isCalendarDate(date)))
    errors.excluded_dates = [msg('errors.invalid')];
  const { dates, problems } = ticketSchedule(values.date_rules, values.excluded_dates);
  if (problems.length > 0) {
    errors.date_rules = problems.map((problem) =>
      problem.code === 'rule'
        ? msg(`events_admin.date_rule_${problem.problem}`, { number: problem.index + 1 })
        : problem.code === 'too_many_dates'
          ? msg('events_admin.too_many_dates', { max: problem.max })
          : msg('events_admin.no_dates'),
    );
  } else {
    const removed = removedTakenDate(dates, taken);
    if (removed)
      errors.date_rules = [msg('events_admin.date_taken', { count: removed.taken, date: removed.date })];
  }
  const perBooking = perBookingProblem(values.min_per_booking, values.max_per_booking);
  if (perBooking) errors[`${perBooking}_per_booking`] = [msg(`events_admin.${perBooking}_per_booking`)];
  const hoursProblems = allowedHoursProblems(values.allowed_hours);
  if (hoursProblems.length > 0) errors.allowed_hours = hoursProblems.map(hoursMessage);
  for (const field of ['sale_starts_at', 'sale_ends_at'] as const) {
    if (!instantOk(values[field])) errors[field] = [msg('errors.invalid')];
  }
  if (!errors.sale_ends_at && !saleWindowInOrder(values.sale_starts_at, values.sale_ends_at)) {
    errors.sale_ends_at = [msg('events_admin.sale_window_order')];
  }
  const short = quantityCoversTaken(values.quantity, taken);
  if (short) errors.quantity = [quantityMessage(short)];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return {
    values: {
      ...values,
      price: formatAmount(priceMinor, event.currency),
      allowed_hours: normalAllowedHours(values.allowed_hours),
    },
    price_minor: priceMinor,
    dates,
  };
}

/** The weekday is named in the reader's language: the message is rendered for the request. */
function hoursMessage(problem: AllowedHoursProblem): Msg {
  if (problem.code === 'shape' || problem.code === 'no_days')
    return msg(`events_admin.allowed_hours_${problem.code}`);
  const weekday = {
    en: weekdayName(problem.weekday, 'en', 'long'),
    ar: weekdayName(problem.weekday, 'ar', 'long'),
  };
  return problem.code === 'too_many'
    ? msg('events_admin.allowed_hours_too_many', { weekday, max: problem.max })
    : msg(`events_admin.allowed_hours_${problem.code}`, { weekday, number: problem.number });
}

export const quantityMessage = (short: { date: string; taken: number }): Msg =>
  msg('events_admin.quantity_below_taken', { count: short.taken, taken: short.taken, date: short.date });
