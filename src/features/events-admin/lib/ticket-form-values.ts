/** The ticket dialog's values (numbers and instants as the inputs hold them) and its request. */
import { kuwaitDateTimeLocal, parseKuwaitDateTimeLocal } from '@/domain/business-time';
import type { AdminTicket, TicketRequest } from '@/domain/contracts/events-admin';
import type { TicketDateRule } from '@/domain/event-schedule';
import { type AllowedHours, normalAllowedHours } from '@/domain/ticket-allowed-hours';
import { takenCount } from '@/domain/ticket-rules';
import type { SlotTimes } from '@/domain/ticket-slots';

export interface TicketFormValues {
  name_en: string;
  name_ar: string;
  price: string;
  quantity: string;
  start_time: string;
  end_time: string;
  date_rules: TicketDateRule[];
  excluded_dates: string[];
  sale_starts_at: string;
  sale_ends_at: string;
  min_per_booking: string;
  max_per_booking: string;
  /** null: sold at any time. */
  allowed_hours: AllowedHours | null;
}

export const TICKET_FORM_FIELDS = [
  'name_en',
  'name_ar',
  'price',
  'quantity',
  'start_time',
  'end_time',
  'date_rules',
  'excluded_dates',
  'sale_starts_at',
  'sale_ends_at',
  'min_per_booking',
  'max_per_booking',
  'allowed_hours',
] as const satisfies readonly (keyof TicketFormValues)[];

const localOf = (instant: string | null) => (instant ? kuwaitDateTimeLocal(new Date(instant)) : '');
const instantOf = (local: string) =>
  local ? (parseKuwaitDateTimeLocal(local)?.toISOString() ?? local) : null;

export function ticketFormValues(ticket: AdminTicket | null, isFree: boolean): TicketFormValues {
  return {
    name_en: ticket?.name_en ?? '',
    name_ar: ticket?.name_ar ?? '',
    price: ticket?.price ?? (isFree ? '0' : ''),
    quantity: String(ticket?.quantity ?? 100),
    start_time: ticket?.start_time ?? '18:00',
    end_time: ticket?.end_time ?? '22:00',
    date_rules: ticket?.date_rules ?? [],
    excluded_dates: ticket?.excluded_dates ?? [],
    sale_starts_at: localOf(ticket?.sale_starts_at ?? null),
    sale_ends_at: localOf(ticket?.sale_ends_at ?? null),
    min_per_booking: String(ticket?.min_per_booking ?? 1),
    max_per_booking: ticket?.max_per_booking === null || !ticket ? '' : String(ticket.max_per_booking),
    allowed_hours: ticket?.allowed_hours ?? null,
  };
}

export const ticketRequest = (values: TicketFormValues): TicketRequest => ({
  name_en: values.name_en.trim(),
  name_ar: values.name_ar.trim(),
  price: values.price.trim(),
  quantity: Number(values.quantity),
  start_time: values.start_time,
  end_time: values.end_time,
  date_rules: values.date_rules,
  excluded_dates: values.excluded_dates,
  sale_starts_at: instantOf(values.sale_starts_at),
  sale_ends_at: instantOf(values.sale_ends_at),
  min_per_booking: Number(values.min_per_booking),
  max_per_booking: values.max_per_booking.trim() === '' ? null : Number(values.max_per_booking),
  allowed_hours: normalAllowedHours(values.allowed_hours),
});

/** A new time slot of `ticket`: a copy of every field but its times and places. */
export const slotRequest = (ticket: AdminTicket, slot: SlotTimes & { quantity: number }): TicketRequest => ({
  name_en: ticket.name_en,
  name_ar: ticket.name_ar,
  price: ticket.price,
  quantity: slot.quantity,
  start_time: slot.start_time,
  end_time: slot.end_time,
  date_rules: ticket.date_rules,
  excluded_dates: ticket.excluded_dates,
  sale_starts_at: ticket.sale_starts_at,
  sale_ends_at: ticket.sale_ends_at,
  min_per_booking: ticket.min_per_booking,
  max_per_booking: ticket.max_per_booking,
  allowed_hours: ticket.allowed_hours,
  position: ticket.position,
});

/** Places taken over every date: paid, held by a checkout in progress, and both. */
export function takenTotals(ticket: Pick<AdminTicket, 'taken_by_date'>) {
  let paid = 0;
  let held = 0;
  for (const entry of Object.values(ticket.taken_by_date)) {
    paid += entry.paid;
    held += entry.held;
  }
  return { paid, held, taken: takenCount({ paid, held }) };
}
