import { kuwaitInstant, kuwaitWallClock } from '../../../src/domain/business-time.ts';
import type {
  DateAvailability,
  EventDetail,
  EventSummary,
  Ticket,
} from '../../../src/domain/contracts/events.ts';
import type { UnitDetails } from '../../../src/domain/contracts/payments.ts';
import { eventEndsAt, salePhase, ticketOnSale } from '../../../src/domain/event-schedule.ts';
import { formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import { type AllowedHours, hoursClosure } from '../../../src/domain/ticket-allowed-hours.ts';
import type { Lang } from '../../lib/i18n.ts';
import { extraFields, readFormConfig } from './form-config.ts';
import { type EventRow, soldKey, type TicketRow } from './repository.ts';

const pick = (lang: Lang, en: string, ar: string) => (lang === 'ar' ? ar || en : en);

/** The last ticket slot has ended: the event is over and feedback opens. */
export function isEventOver(tickets: TicketRow[], now: Date): boolean {
  const ends = eventEndsAt(tickets);
  return ends !== null && ends <= now;
}

/** A date can still be booked until its slot starts (SPEC 4: hours beyond today's start excluded). */
export const isBookableDate = (ticket: Pick<TicketRow, 'start_time'>, date: string, now: Date) =>
  kuwaitInstant(date, ticket.start_time) > now;

/** Stored as the admin API checked it (ticket-checks.ts). */
export const allowedHoursOf = (ticket: Pick<TicketRow, 'allowed_hours'>) =>
  ticket.allowed_hours as AllowedHours | null;

/** Open for booking now: bookable, and its allowed hours do not close it. */
const openDate = (ticket: TicketRow, date: string, now: Date) =>
  isBookableDate(ticket, date, now) && !hoursClosure(allowedHoursOf(ticket), date, kuwaitWallClock(now));

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Tickets customers may see: archived ones stay only for the bookings that hold them. */
export const shownTickets = (tickets: TicketRow[]) => tickets.filter((ticket) => ticket.archived_at === null);

export function presentTicket(
  ticket: TicketRow,
  currency: string,
  sold: Map<string, number>,
  lang: Lang,
  now = new Date(),
): Ticket {
  const remaining: Ticket['remaining_qty_per_date'] = {};
  for (const date of ticket.dates) {
    const left = Math.max(0, ticket.quantity - (sold.get(soldKey(ticket.id, date)) ?? 0));
    const status: DateAvailability = left > 0 ? 'available' : 'soldOut';
    remaining[date] = { status, remaining_quantity: left };
  }
  return {
    id: ticket.id,
    name: pick(lang, ticket.name_en, ticket.name_ar),
    name_en: ticket.name_en,
    name_ar: ticket.name_ar,
    price: formatAmount(minorFromDb(ticket.price_minor), currency),
    start_time: ticket.start_time,
    end_time: ticket.end_time,
    quantity: ticket.quantity,
    dates: ticket.dates,
    remaining_qty_per_date: remaining,
    sale_starts_at: iso(ticket.sale_starts_at),
    sale_ends_at: iso(ticket.sale_ends_at),
    min_per_booking: ticket.min_per_booking,
    max_per_booking: ticket.max_per_booking,
    on_sale: ticketOnSale(ticket, now),
    allowed_hours: allowedHoursOf(ticket),
  };
}

export function presentSummary(
  event: EventRow,
  tickets: TicketRow[],
  sold: Map<string, number>,
  lang: Lang,
  now = new Date(),
): EventSummary {
  const currency = event.currency.trim();
  const dates = tickets.flatMap((ticket) => ticket.dates).sort();
  const prices = tickets.map((ticket) => minorFromDb(ticket.price_minor));
  const upcoming = tickets.flatMap((ticket) =>
    ticket.dates
      .filter((date) => openDate(ticket, date, now))
      .map((date) => ticket.quantity - (sold.get(soldKey(ticket.id, date)) ?? 0)),
  );
  const phase = salePhase(event, tickets, now);
  return {
    id: event.id,
    slug: event.slug,
    title: pick(lang, event.title_en, event.title_ar),
    title_en: event.title_en,
    title_ar: event.title_ar,
    image_url: lang === 'ar' ? (event.image_url_ar ?? event.image_url) : event.image_url,
    venue: pick(lang, event.venue_en, event.venue_ar),
    currency_code: currency,
    is_free: event.is_free,
    price_from: formatAmount(prices.length ? Math.min(...prices) : 0, currency),
    first_date: dates[0] ?? null,
    last_date: dates.at(-1) ?? null,
    sale_starts_at: iso(event.sale_starts_at),
    on_sale: phase !== 'waiting',
    sale_ends_at: iso(event.sale_ends_at),
    sale_phase: phase,
    sold_out: upcoming.length > 0 && upcoming.every((left) => left <= 0),
  };
}

export function presentDetail(
  event: EventRow,
  tickets: TicketRow[],
  sold: Map<string, number>,
  unitDetails: UnitDetails,
  lang: Lang,
  now = new Date(),
): Omit<EventDetail, 'appearance'> {
  const config = readFormConfig(event.form_config);
  return {
    ...presentSummary(event, tickets, sold, lang, now),
    description: pick(lang, event.description_en, event.description_ar),
    tickets: shownTickets(tickets).map((ticket) =>
      presentTicket(ticket, event.currency.trim(), sold, lang, now),
    ),
    extra_fields: extraFields(config),
    phone: config.phone,
    attachment: config.attachment,
    unit_details: unitDetails,
    feedback_open: isEventOver(tickets, now),
  };
}
