import { randomBytes } from 'node:crypto';
import { quantityWithinLimits } from '../../../src/domain/booking-quantity.ts';
import { kuwaitWallClock, weekdayOf } from '../../../src/domain/business-time.ts';
import { compactPhone, isEmail, isPhoneNumber } from '../../../src/domain/contact-rules.ts';
import type { BookingRequest, BookingResponse } from '../../../src/domain/contracts/events.ts';
import { weekdayName } from '../../../src/domain/date-formats.ts';
import { salePhase, ticketOnSale } from '../../../src/domain/event-schedule.ts';
import { minorFromDb } from '../../../src/domain/money.ts';
import { hoursClosure } from '../../../src/domain/ticket-allowed-hours.ts';
import { importSignKey, signTicket } from '../../../src/domain/ticket-qr.ts';
import type { DbHandle } from '../../db/handle.ts';
import type { Gateways } from '../../gateways/service.ts';
import { fieldErrors, type Msg, msg, nonFieldError } from '../../lib/errors.ts';
import { signingKeyOf } from '../event-keys/service.ts';
import { allowedGateways, createTransaction, listGateways, startNewPayment } from '../payments/service.ts';
import { isIssuedAttachment } from './attachment-url.ts';
import { insertBooking, insertBookingItem, insertFreeMembers } from './booking-repository.ts';
import { findEventBySlug } from './catalogue.ts';
import { readFormConfig } from './form-config.ts';
import { takePlaces } from './inventory.ts';
import { allowedHoursOf, isBookableDate } from './present.ts';
import { type EventRow, listTickets, type TicketRow } from './repository.ts';
import { enqueueTicketEmail, ticketsUrl } from './ticket-email.ts';

/** How long places stay held while the customer pays (then the payment expires and they return). */
export const PAYMENT_HOLD_MS = 30 * 60 * 1000;
// No 0/O or 1/I: reference numbers are read aloud at the door.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface BookingContext {
  gateways: Gateways;
  publicUrl: string;
}

function referenceCode(): string {
  return [...randomBytes(6)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** A quantity below the ticket's minimum or above its maximum per booking, as the customer reads it. */
function quantityProblem(ticket: TicketRow, quantity: number): Msg | null {
  if (quantityWithinLimits(ticket, quantity)) return null;
  const min = ticket.min_per_booking;
  const max = ticket.max_per_booking;
  return max === null
    ? msg('events.quantity_at_least', { min })
    : msg('events.quantity_between', { min, max });
}

/** Why the ticket's allowed hours close the date (SPEC 4), as the customer reads it; null when open. */
function hoursProblem(ticket: TicketRow, date: string, now: Date): Msg | null {
  const closure = hoursClosure(allowedHoursOf(ticket), date, kuwaitWallClock(now));
  if (closure === 'hours_over') return msg('events.date_hours_over');
  if (closure === null) return null;
  const weekday = weekdayOf(date);
  return msg('events.date_weekday_closed', {
    weekday: { en: weekdayName(weekday, 'en', 'long'), ar: weekdayName(weekday, 'ar', 'long') },
  });
}

/** SPEC 5 checks that need the event's configuration; every failing field at once. */
function checkRequest(event: EventRow, ticket: TicketRow | undefined, body: BookingRequest, now: Date) {
  const errors: Record<string, Msg[]> = {};
  const config = readFormConfig(event.form_config);
  if (!ticket || ticket.archived_at !== null) errors.ticket = [msg('errors.invalid_choice')];
  else if (!ticketOnSale(ticket, now)) errors.ticket = [msg('events.ticket_off_sale')];
  else if (!ticket.dates.includes(body.event_date) || !isBookableDate(ticket, body.event_date, now)) {
    errors.event_date = [msg('events.date_unavailable')];
  } else {
    const closed = hoursProblem(ticket, body.event_date, now);
    if (closed) errors.event_date = [closed];
  }
  const range = ticket ? quantityProblem(ticket, body.quantity) : null;
  if (range) errors.quantity = [range];
  if (!isEmail(body.email.trim())) errors.email = [msg('payments.invalid_email')];
  const phone = compactPhone(body.phone ?? '');
  if (config.phone.enabled && config.phone.required && !phone) errors.phone = [msg('events.field_required')];
  else if (phone && !isPhoneNumber(phone)) errors.phone = [msg('payments.invalid_phone')];
  if (config.attachment.enabled && config.attachment.required && !body.attachment_url) {
    errors.attachment_url = [msg('events.field_required')];
  }
  for (const field of config.custom) {
    if (field.required && !body.fields?.[field.name]?.trim())
      errors[field.name] = [msg('events.field_required')];
  }
  return { errors, config, phone };
}

/** Only configured custom fields are kept, trimmed; empty optional ones are dropped. */
function keptFields(event: EventRow, fields: Record<string, string> | undefined): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const field of readFormConfig(event.form_config).custom) {
    const value = fields?.[field.name]?.trim();
    if (value) kept[field.name] = value;
  }
  return kept;
}

/**
 * Booked places, each with a reference number unique in its event (retried on a clash).
 * Answers the numbers in place order.
 */
async function insertMembers(
  trx: DbHandle,
  bookingId: string,
  eventId: number,
  quantity: number,
  purchased: boolean,
): Promise<string[]> {
  const numbers: string[] = [];
  let missing = Array.from({ length: quantity }, (_, i) => i + 1);
  while (missing.length > 0) {
    const code = referenceCode();
    const inserted = await insertFreeMembers(
      trx,
      missing.map((place) => ({
        booking_id: bookingId,
        event_id: eventId,
        number: `${code}-${place}`,
        is_purchased: purchased,
      })),
    );
    const done = new Map(inserted.map((number) => [Number(number.split('-')[1]), number]));
    for (const [place, number] of done) numbers[place - 1] = number;
    missing = missing.filter((place) => !done.has(place));
  }
  return numbers;
}

/**
 * Books places for a customer (or for staff, `createdBy`) in the caller's database
 * transaction (the booking routes store their idempotent answer in it). Places, booking and
 * — for paid events — the payment transaction and its started payment commit together, so a
 * booking never exists without its places nor places without a booking, and a failing
 * gateway keeps nothing.
 */
export async function createBooking(
  trx: DbHandle,
  ctx: BookingContext,
  merchantId: number,
  body: BookingRequest,
  createdBy: number | null = null,
  now = new Date(),
): Promise<BookingResponse> {
  const event = await findEventBySlug(trx, merchantId, body.event);
  const tickets = await listTickets(trx, [event.id]);
  const phase = salePhase(event, tickets, now);
  if (phase === 'waiting') throw nonFieldError('events.not_on_sale');
  if (phase === 'closed') throw nonFieldError('events.sale_closed');
  if (phase === 'canceled') throw nonFieldError('events.canceled');
  const ticket = tickets.find((row) => row.id === body.ticket);
  const { errors, phone } = checkRequest(event, ticket, body, now);
  const currency = event.currency.trim();
  if (!event.is_free) {
    const gateways = allowedGateways(await listGateways(trx, merchantId), event.pg_codes, currency, 'event');
    if (!gateways.some((gateway) => gateway.code === body.gateway_code)) {
      errors.gateway_code = [msg(body.gateway_code ? 'errors.invalid_choice' : 'events.field_required')];
    }
  }
  if (
    body.attachment_url &&
    !errors.attachment_url &&
    !(
      readFormConfig(event.form_config).attachment.enabled &&
      (await isIssuedAttachment(trx, ctx.publicUrl, merchantId, body.attachment_url))
    )
  ) {
    errors.attachment_url = [msg('events.attachment_invalid')];
  }
  if (Object.keys(errors).length > 0 || !ticket) throw fieldErrors(errors);

  const accessToken = randomBytes(24).toString('base64url');
  await takePlaces(trx, ticket, body.event_date, body.quantity);
  const transaction = event.is_free
    ? null
    : await createTransaction(trx, {
        merchantId,
        plugin: 'event',
        amountMinor: minorFromDb(ticket.price_minor) * body.quantity,
        currency,
        pgCodes: event.pg_codes,
        customerName: `${body.first_name.trim()} ${body.last_name.trim()}`,
        customerEmail: body.email.trim(),
        customerPhone: phone || null,
        description: `${event.title_en} — ${ticket.name_en} × ${body.quantity} (${body.event_date})`,
        expirationTime: new Date(now.getTime() + PAYMENT_HOLD_MS),
        attachmentUrl: body.attachment_url ?? null,
        language: body.lang,
        createdBy,
      });
  const status = event.is_free ? 'paid' : 'pending_payment';
  const booking = await insertBooking(trx, {
    merchant_id: merchantId,
    event_id: event.id,
    ticket_id: ticket.id,
    event_date: body.event_date,
    quantity: body.quantity,
    email: body.email.trim(),
    first_name: body.first_name.trim(),
    last_name: body.last_name.trim(),
    phone: phone || null,
    attachment_url: body.attachment_url ?? null,
    fields: JSON.stringify(keptFields(event, body.fields)),
    is_free: event.is_free,
    status,
    transaction_id: transaction?.id ?? null,
    access_token: accessToken,
    lang: body.lang,
    created_by: createdBy,
  });
  await insertBookingItem(trx, {
    booking_id: booking.id,
    ticket_id: ticket.id,
    event_date: body.event_date,
    quantity: body.quantity,
    status,
    transaction_id: transaction?.id ?? null,
  });
  const numbers = await insertMembers(trx, booking.id, event.id, body.quantity, event.is_free);
  if (event.is_free) await enqueueTicketEmail(trx, ctx.publicUrl, booking.id, 'booking_confirmation');

  if (!transaction) {
    // The same signed texts the ticket page draws, so the thanks page can show the codes at once.
    const signing = await signingKeyOf(trx, event.id);
    if (!signing) throw new Error(`event ${event.id} has no signing key`);
    const key = await importSignKey(signing.privateKey);
    return {
      booking_id: booking.id,
      redirect_url: null,
      tickets_url: ticketsUrl(ctx.publicUrl, booking, body.lang),
      places: await Promise.all(
        numbers.map(async (number) => ({
          number,
          qrcode: await signTicket(key, event.id, signing.kid, number),
        })),
      ),
    };
  }
  const started = await startNewPayment(trx, ctx, {
    transactionId: transaction.id,
    plugin: 'event',
    gatewayCode: body.gateway_code ?? '',
    lang: body.lang,
  });
  return { booking_id: booking.id, redirect_url: started.redirect_url, tickets_url: null };
}
