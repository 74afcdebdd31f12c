/**
 * What a ticket may hold when staff create or change it (issue 23): places never below what
 * is taken, dates with places taken never removed and a sane per-booking range (its weekday hours:
 * ticket-allowed-hours.ts). The ticket dialog and the server apply these same rules.
 */
import type { CalendarDate } from './business-time.ts';
import {
  dateRuleProblem,
  expandTicketDates,
  MAX_TICKET_DATES,
  type TicketDateRule,
} from './event-schedule.ts';

export const TICKET_NAME_MAX_LENGTH = 100;
/** The most places one ticket sells per date. */
export const MAX_TICKET_QUANTITY = 100_000;
/** The most places one booking may take of a ticket. */
export const MAX_PER_BOOKING = 1000;
export const MAX_DATE_RULES = 50;
export const MAX_EXCLUDED_DATES = 366;

/** Places held per date: paid, plus held by a checkout in progress. */
export interface TakenOnDate {
  paid: number;
  held: number;
}
export type TakenByDate = Readonly<Record<CalendarDate, TakenOnDate>>;

export const takenCount = (taken: TakenOnDate | undefined): number => (taken ? taken.paid + taken.held : 0);

/** The first date (in date order) where `quantity` is below the places taken, or null when it covers them all. */
export function quantityCoversTaken(
  quantity: number,
  takenByDate: Readonly<Record<CalendarDate, number>>,
): { date: CalendarDate; taken: number } | null {
  for (const date of Object.keys(takenByDate).sort()) {
    const taken = takenByDate[date] ?? 0;
    if (taken > quantity) return { date, taken };
  }
  return null;
}

/** The first date with places taken that the new dates leave out (reschedule it instead), or null. */
export function removedTakenDate(
  newDates: readonly CalendarDate[],
  takenByDate: Readonly<Record<CalendarDate, number>>,
): { date: CalendarDate; taken: number } | null {
  const kept = new Set(newDates);
  for (const date of Object.keys(takenByDate).sort()) {
    const taken = takenByDate[date] ?? 0;
    if (taken > 0 && !kept.has(date)) return { date, taken };
  }
  return null;
}

export type ScheduleProblem =
  | { code: 'rule'; index: number; problem: NonNullable<ReturnType<typeof dateRuleProblem>> }
  | { code: 'no_dates' }
  | { code: 'too_many_dates'; max: number };

/** The dates the rules give, or why they cannot be used. */
export function ticketSchedule(
  rules: readonly TicketDateRule[],
  excluded: readonly CalendarDate[],
): { dates: CalendarDate[]; problems: ScheduleProblem[] } {
  const problems: ScheduleProblem[] = [];
  rules.forEach((rule, index) => {
    const problem = dateRuleProblem(rule);
    if (problem) problems.push({ code: 'rule', index, problem });
  });
  const { dates, tooMany } = expandTicketDates(rules, excluded);
  if (problems.length === 0 && dates.length === 0) problems.push({ code: 'no_dates' });
  if (tooMany) problems.push({ code: 'too_many_dates', max: MAX_TICKET_DATES });
  return { dates, problems };
}

/** Minimum at least 1; a maximum, when set, between the minimum and MAX_PER_BOOKING. */
export function perBookingProblem(min: number, max: number | null): 'min' | 'max' | null {
  if (!Number.isInteger(min) || min < 1 || min > MAX_PER_BOOKING) return 'min';
  if (max === null) return null;
  if (!Number.isInteger(max) || max < min || max > MAX_PER_BOOKING) return 'max';
  return null;
}

/** A ticket's sale window: an open end is no limit; a closed one ends after it starts. */
export const saleWindowInOrder = (starts: string | null, ends: string | null): boolean =>
  !starts || !ends || Date.parse(ends) > Date.parse(starts);
