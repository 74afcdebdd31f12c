/**
 * An event's calendar (issue 23): the dates a ticket is sold for, as a person gives them, and
 * the phase an event's sales are in. Dates are Kuwait calendar dates; times Kuwait wall times.
 */
import { addDays, type CalendarDate, isCalendarDate, kuwaitInstant, weekdayOf } from './business-time';

/** One day, every day of a range, or the chosen weekdays (0 = Sunday) of a range. */
export type TicketDateRule =
  | { kind: 'day'; date: CalendarDate }
  | { kind: 'range'; from: CalendarDate; to: CalendarDate }
  | { kind: 'weekly'; from: CalendarDate; to: CalendarDate; weekdays: number[] };

/** The most dates one ticket is sold for: a year of days. */
export const MAX_TICKET_DATES = 366;
/** The longest range or weekly pattern, in days: two years. */
export const MAX_RULE_SPAN_DAYS = 731;

/** Days from `from` to `to` inclusive (0 when `to` is before `from`). */
function spanDays(from: CalendarDate, to: CalendarDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Why a rule cannot be expanded, or null: dates well formed, in order, not too long. */
export function dateRuleProblem(rule: TicketDateRule): 'date' | 'order' | 'span' | 'weekdays' | null {
  if (rule.kind === 'day') return isCalendarDate(rule.date) ? null : 'date';
  if (!isCalendarDate(rule.from) || !isCalendarDate(rule.to)) return 'date';
  if (rule.to < rule.from) return 'order';
  if (spanDays(rule.from, rule.to) > MAX_RULE_SPAN_DAYS) return 'span';
  if (rule.kind === 'weekly') {
    const valid = rule.weekdays.every((day) => Number.isInteger(day) && day >= 0 && day <= 6);
    if (!valid || rule.weekdays.length === 0) return 'weekdays';
  }
  return null;
}

/**
 * The dates the rules give, less the excluded ones: sorted, each once. Rules with a problem
 * (dateRuleProblem) give nothing; the caller refuses them before saving. The list is cut at
 * MAX_TICKET_DATES; `tooMany` says it was.
 */
export function expandTicketDates(
  rules: readonly TicketDateRule[],
  excluded: readonly CalendarDate[] = [],
): { dates: CalendarDate[]; tooMany: boolean } {
  const out = new Set<CalendarDate>();
  const skip = new Set(excluded);
  const add = (date: CalendarDate) => {
    if (!skip.has(date)) out.add(date);
  };
  for (const rule of rules) {
    if (dateRuleProblem(rule)) continue;
    if (rule.kind === 'day') {
      add(rule.date);
      continue;
    }
    const weekdays = rule.kind === 'weekly' ? new Set(rule.weekdays) : null;
    for (let date = rule.from; date <= rule.to; date = addDays(date, 1)) {
      if (!weekdays || weekdays.has(weekdayOf(date))) add(date);
      if (out.size > MAX_TICKET_DATES) break;
    }
  }
  const dates = [...out].sort();
  return { dates: dates.slice(0, MAX_TICKET_DATES), tooMany: dates.length > MAX_TICKET_DATES };
}

interface ScheduledTicket {
  dates: readonly CalendarDate[];
  end_time: string;
}

/** When the last ticket slot ends (null: no dates): the event is over after it. */
export function eventEndsAt(tickets: readonly ScheduledTicket[]): Date | null {
  let last: Date | null = null;
  for (const ticket of tickets) {
    const date = ticket.dates.at(-1);
    if (!date) continue;
    const end = kuwaitInstant(date, ticket.end_time);
    if (!last || end > last) last = end;
  }
  return last;
}

export type SalePhase = 'waiting' | 'on_sale' | 'closed' | 'over' | 'canceled';

interface SaleWindow {
  sale_starts_at: Date | string | null;
  sale_ends_at: Date | string | null;
}

const at = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/**
 * Where an event's sales stand: canceled; over once its last slot ended (feedback opens);
 * waiting before its sale starts (the waiting zone); closed after its sale ends; else on sale.
 */
export function salePhase(
  event: SaleWindow & { canceled_at: Date | string | null },
  tickets: readonly ScheduledTicket[],
  now: Date,
): SalePhase {
  if (event.canceled_at) return 'canceled';
  const ends = eventEndsAt(tickets);
  if (ends && ends <= now) return 'over';
  const starts = at(event.sale_starts_at);
  if (starts && now < starts) return 'waiting';
  const closes = at(event.sale_ends_at);
  if (closes && now >= closes) return 'closed';
  return 'on_sale';
}

/** Whether one ticket is within its own sale window (an open end is no limit). */
export function ticketOnSale(ticket: SaleWindow, now: Date): boolean {
  const starts = at(ticket.sale_starts_at);
  const closes = at(ticket.sale_ends_at);
  return (!starts || now >= starts) && (!closes || now < closes);
}
