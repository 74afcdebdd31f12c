import type { BookingDetails, BookingStatus } from '../../../src/domain/contracts/bookings.ts';
import type { ServerConfig } from '../../config.ts';
import type { DbHandle } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { readFormConfig, ticketsUrl } from '../events/service.ts';
import { isUuid } from '../payments/service.ts';
import { findMerchantBooking, findTicketName, listItems, listPlaces } from './repository.ts';

/** The merchant's booking with its event, or 404 (another merchant's booking is not found either). */
export async function findBooking(db: DbHandle, merchantId: number, id: string) {
  const booking = isUuid(id) ? await findMerchantBooking(db, merchantId, id) : undefined;
  if (!booking) throw messageError(404, 'errors.not_found');
  return booking;
}

export type FoundBooking = Awaited<ReturnType<typeof findBooking>>;

export async function bookingDetails(
  db: DbHandle,
  config: Pick<ServerConfig, 'publicUrl'>,
  merchantId: number,
  id: string,
  lang: Lang,
): Promise<BookingDetails> {
  const booking = await findBooking(db, merchantId, id);
  const ar = lang === 'ar';
  const [ticket, items, members] = await Promise.all([
    findTicketName(db, booking.ticket_id),
    listItems(db, booking.id),
    listPlaces(db, booking.id),
  ]);
  const stored = booking.fields ?? {};
  const configured = readFormConfig(booking.form_config).custom;
  const known = new Set(configured.map((field) => field.name));
  const fields = [
    ...configured
      .filter((field) => stored[field.name] !== undefined)
      .map((field) => ({
        name: field.name,
        label: ar ? field.label_ar : field.label_en,
        value: stored[field.name] ?? '',
      })),
    // A field since removed from the form still shows what the customer gave.
    ...Object.entries(stored)
      .filter(([name]) => !known.has(name))
      .map(([name, value]) => ({ name, label: name, value })),
  ];
  const status = booking.status as BookingStatus;
  return {
    id: booking.id,
    event: ar ? booking.title_ar : booking.title_en,
    event_id: booking.event_id,
    event_slug: booking.event_slug,
    event_date: booking.event_date,
    created: new Date(booking.created_at).toISOString(),
    email: booking.email,
    customer_first_name: booking.first_name,
    customer_last_name: booking.last_name,
    customer_phone: booking.phone,
    attachment_url: booking.attachment_url,
    is_free: booking.is_free,
    status,
    current_ticket: { id: ticket.id, name: ar ? ticket.name_ar : ticket.name_en },
    tickets_url: status === 'paid' ? ticketsUrl(config.publicUrl, booking, lang) : null,
    fields,
    items: items.map((item) => ({
      ticket: {
        id: item.id,
        name: ar ? item.name_ar : item.name_en,
        start_time: item.start_time,
        end_time: item.end_time,
      },
      quantity: item.quantity,
      status: item.status as BookingStatus,
      payment_transaction: item.transaction_id,
    })),
    members: members.map((member) => ({
      number: member.number,
      is_purchased: member.is_purchased,
      is_qr_scanned: member.scanned_at !== null,
      scanned_at: member.scanned_at ? new Date(member.scanned_at).toISOString() : null,
      gate: member.scanned_gate,
    })),
  };
}
