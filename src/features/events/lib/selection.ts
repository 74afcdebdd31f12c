import { quantityBounds } from '@/domain/booking-quantity';
import type { KuwaitWallClock } from '@/domain/business-time';
import type { EventDetail, Ticket } from '@/domain/contracts/events';
import { type DateOption, keepOrPreselect, ticketDateOptions } from '@/domain/event-dates';
import { siblingsTogether } from '@/domain/ticket-slots';

/** What the customer picked, as the URL carries it between the event and register pages. */
export interface ChosenTickets {
  ticket?: number;
  date?: string;
  quantity?: number;
}

export interface Selection {
  ticket: Ticket | undefined;
  options: DateOption[];
  date: string | null;
  /** Places left on the chosen date. */
  remaining: number;
  /** The quantities one booking of the ticket may hold on that date (min/max per booking, places left). */
  bounds: { min: number; max: number };
  quantity: number;
}

/** Old servers send no on_sale: a ticket is on sale unless it says otherwise. */
export const ticketOnSaleNow = (ticket: Ticket) => ticket.on_sale !== false;

/** The tickets as the customer sees them: the time slots of one offer (same name) together, earliest first. */
export const listedTickets = (event: EventDetail): Ticket[] =>
  siblingsTogether(event.tickets, (ticket) => ticket.name.trim());

/**
 * The selection as it stands: the chosen ticket (else the first on sale with a date still
 * open), its bookable dates (SPEC 4), the chosen date while it is available (else the single
 * one), and a quantity kept within the ticket's limits per booking and the places left.
 */
export function resolveSelection(event: EventDetail, chosen: ChosenTickets, now: KuwaitWallClock): Selection {
  const open = (ticket: Ticket) =>
    ticketOnSaleNow(ticket) && ticketDateOptions(ticket, now).some((option) => option.status === 'available');
  const listed = listedTickets(event);
  const ticket = listed.find((item) => item.id === chosen.ticket) ?? listed.find(open) ?? listed[0];
  const options = ticket ? ticketDateOptions(ticket, now) : [];
  const date = keepOrPreselect(options, chosen.date ?? null);
  const remaining = options.find((option) => option.date === date)?.remaining ?? 0;
  const bounds = quantityBounds(ticket ?? {}, remaining);
  const wanted = chosen.quantity && Number.isInteger(chosen.quantity) ? chosen.quantity : bounds.min;
  return {
    ticket,
    options,
    date,
    remaining,
    bounds,
    quantity: Math.max(bounds.min, Math.min(wanted, Math.max(bounds.max, bounds.min))),
  };
}

/** No ticket of the event has a bookable date left: the event is over for buyers. */
export function isEventOver(event: EventDetail, now: KuwaitWallClock): boolean {
  return (
    event.feedback_open ||
    (event.tickets.length > 0 && event.tickets.every((ticket) => ticketDateOptions(ticket, now).length === 0))
  );
}
