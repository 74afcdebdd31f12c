/**
 * SPEC 4 "Event date availability": which dates (and times) a customer may book. Past dates,
 * and today once the ticket's start time has passed, are excluded; a single available date is
 * preselected; a ticket's allowed hours close weekdays and end today's sales early.
 * Dates and times are Kuwait calendar dates and wall times (business-time), as the API sends them.
 */
import type { CalendarDate, KuwaitWallClock } from './business-time';
import type { DateAvailability, Ticket } from './contracts/events';
import { hoursClosure } from './ticket-allowed-hours';

/** A date is bookable when it is after today, or today before the ticket starts. */
export function isBookableDate(date: CalendarDate, startTime: string, now: KuwaitWallClock): boolean {
  return date > now.date || (date === now.date && startTime > now.time);
}

export interface DateOption {
  date: string;
  status: DateAvailability;
  remaining: number;
}

type TicketDates = Pick<
  Ticket,
  'dates' | 'start_time' | 'quantity' | 'remaining_qty_per_date' | 'allowed_hours'
>;

/**
 * The ticket's dates a customer can still book, in order, each available or sold out: not past,
 * today only before the ticket starts, and open under its allowed hours.
 */
export function ticketDateOptions(ticket: TicketDates, now: KuwaitWallClock): DateOption[] {
  return [...ticket.dates]
    .sort()
    .filter(
      (date) =>
        isBookableDate(date, ticket.start_time, now) && !hoursClosure(ticket.allowed_hours, date, now),
    )
    .map((date) => {
      const known = ticket.remaining_qty_per_date[date];
      // A date nobody has booked yet may be missing from the map: all its places are left.
      const remaining = known ? known.remaining_quantity : ticket.quantity;
      const status: DateAvailability =
        known?.status === 'soldOut' || remaining <= 0 ? 'soldOut' : 'available';
      return { date, status, remaining: Math.max(0, remaining) };
    });
}

export const availableDates = (options: readonly DateOption[]): string[] =>
  options.filter((option) => option.status === 'available').map((option) => option.date);

/** The date chosen for the customer: the only available one, else none. */
export function preselectedDate(options: readonly DateOption[]): string | null {
  const dates = availableDates(options);
  return dates.length === 1 ? (dates[0] ?? null) : null;
}

/** The date kept while it stays available, else the preselected one. */
export function keepOrPreselect(options: readonly DateOption[], chosen: string | null): string | null {
  return chosen && availableDates(options).includes(chosen) ? chosen : preselectedDate(options);
}
