import type { AdminEvent, AdminTicket, EventFormConfig } from '../../../src/domain/contracts/events-admin.ts';
import { salePhase } from '../../../src/domain/event-schedule.ts';
import { formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import type { TakenByDate } from '../../../src/domain/ticket-rules.ts';
import { readFormConfig } from '../events/service.ts';
import type { EventRow, TakenRow, TicketRow } from './repository.ts';

export const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** Places taken per ticket: ticket id → date → {paid, held}. */
export function takenByTicket(
  rows: readonly TakenRow[],
): Map<number, Record<string, { paid: number; held: number }>> {
  const out = new Map<number, Record<string, { paid: number; held: number }>>();
  for (const row of rows) {
    const dates = out.get(row.ticket_id) ?? {};
    const paid = Math.min(row.paid, row.sold);
    dates[row.event_date] = { paid, held: row.sold - paid };
    out.set(row.ticket_id, dates);
  }
  return out;
}

export function presentTicket(row: TicketRow, currency: string, taken: TakenByDate): AdminTicket {
  return {
    id: row.id,
    event_id: row.event_id,
    name_en: row.name_en,
    name_ar: row.name_ar,
    price: formatAmount(minorFromDb(row.price_minor), currency),
    quantity: row.quantity,
    start_time: row.start_time,
    end_time: row.end_time,
    date_rules: row.date_rules,
    excluded_dates: row.excluded_dates,
    sale_starts_at: isoOrNull(row.sale_starts_at),
    sale_ends_at: isoOrNull(row.sale_ends_at),
    min_per_booking: row.min_per_booking,
    max_per_booking: row.max_per_booking,
    allowed_hours: (row.allowed_hours as AdminTicket['allowed_hours']) ?? null,
    position: row.position,
    dates: row.dates,
    taken_by_date: { ...taken },
  };
}

/** The stored form settings as the form editor edits them. */
export const formConfigOf = (row: EventRow): EventFormConfig => readFormConfig(row.form_config);

export function presentEvent(
  row: EventRow,
  tickets: readonly TicketRow[],
  taken: ReadonlyMap<number, TakenByDate>,
  booked: boolean,
  gatewayChoices: string[] = [],
  now = new Date(),
): AdminEvent {
  const dates = tickets.flatMap((ticket) => ticket.dates).sort();
  let sold = 0;
  let capacity = 0;
  for (const ticket of tickets) {
    capacity += ticket.quantity * ticket.dates.length;
    for (const entry of Object.values(taken.get(ticket.id) ?? {})) sold += entry.paid + entry.held;
  }
  return {
    id: row.id,
    slug: row.slug,
    title_en: row.title_en,
    title_ar: row.title_ar,
    description_en: row.description_en,
    description_ar: row.description_ar,
    venue_en: row.venue_en,
    venue_ar: row.venue_ar,
    image_url: row.image_url,
    image_url_ar: row.image_url_ar,
    currency: row.currency.trim(),
    is_free: row.is_free,
    pg_codes: row.pg_codes,
    sale_starts_at: isoOrNull(row.sale_starts_at),
    sale_ends_at: isoOrNull(row.sale_ends_at),
    lat: row.lat === null ? null : Number(row.lat),
    lng: row.lng === null ? null : Number(row.lng),
    terms_en: row.terms_en,
    terms_ar: row.terms_ar,
    confirmation_subject_en: row.confirmation_subject_en,
    confirmation_subject_ar: row.confirmation_subject_ar,
    confirmation_body_en: row.confirmation_body_en,
    confirmation_body_ar: row.confirmation_body_ar,
    is_active: row.is_active,
    form_config: formConfigOf(row),
    phase: salePhase(row, tickets, now),
    first_date: dates[0] ?? null,
    last_date: dates.at(-1) ?? null,
    taken: sold,
    capacity,
    gateway_choices: gatewayChoices,
    booked,
    archived_at: isoOrNull(row.archived_at),
    canceled_at: isoOrNull(row.canceled_at),
    created_at: new Date(row.created_at).toISOString(),
  };
}
