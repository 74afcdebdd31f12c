/**
 * Cancelling or rescheduling an event that has sold tickets (issue 23): what staff may ask
 * for, checked alike by the dialog and the server. The holders' note is optional; a
 * reschedule moves one date of the event to another that is not yet past.
 */
import type { CalendarDate } from './business-time';
import { expandTicketDates, type TicketDateRule } from './event-schedule';

export const EVENT_CHANGE_KINDS = ['cancel', 'reschedule'] as const;
export type EventChangeKind = (typeof EVENT_CHANGE_KINDS)[number];

/** A run works through its bookings one by one; `done` once none is left to do (some may have failed). */
export const EVENT_CHANGE_STATES = ['running', 'done'] as const;
export type EventChangeState = (typeof EVENT_CHANGE_STATES)[number];

/** What became of one booking of a run. */
export const EVENT_CHANGE_ITEM_STATES = ['pending', 'done', 'failed'] as const;
export type EventChangeItemState = (typeof EVENT_CHANGE_ITEM_STATES)[number];

export const HOLDER_NOTE_MAX_LENGTH = 1000;

/** The failures a run's answer lists; the count covers the rest. */
export const LISTED_FAILURES = 50;

export type RescheduleProblem = 'same_date' | 'past_date' | 'not_a_date';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/**
 * Why moving `from` to `to` is refused, if it is; `today` is the merchant's calendar day
 * (Asia/Kuwait). Moving onto today is allowed: an event can be brought forward to tonight.
 */
export function rescheduleProblem(from: string, to: string, today: string): RescheduleProblem | null {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return 'not_a_date';
  if (from === to) return 'same_date';
  if (to < today) return 'past_date';
  return null;
}

export interface TicketCalendar {
  date_rules: TicketDateRule[];
  excluded_dates: CalendarDate[];
}

/**
 * A ticket's calendar with `from` moved to `to`, keeping the rules a person gave: a day rule
 * of `from` becomes `to`; a date a range or weekly pattern gives is excluded and `to` added as
 * a day of its own. `dates` is the calendar expanded, as the ticket row stores it.
 */
export function movedTicketDates(
  ticket: TicketCalendar,
  from: CalendarDate,
  to: CalendarDate,
): TicketCalendar & { dates: CalendarDate[] } {
  const rules = ticket.date_rules.filter((rule) => !(rule.kind === 'day' && rule.date === from));
  const excluded = ticket.excluded_dates.filter((date) => date !== to);
  if (expandTicketDates(rules, excluded).dates.includes(from)) excluded.push(from);
  if (!expandTicketDates(rules, excluded).dates.includes(to)) rules.push({ kind: 'day', date: to });
  excluded.sort();
  return { date_rules: rules, excluded_dates: excluded, dates: expandTicketDates(rules, excluded).dates };
}
