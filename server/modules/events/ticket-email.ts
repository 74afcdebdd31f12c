import { formatDate, formatTime } from '../../../src/domain/date-formats.ts';
import type { DbHandle } from '../../db/handle.ts';
import { translate } from '../../lib/i18n.ts';
import { enqueueMessage } from '../templates/service.ts';
import { findBookingForEmail, findPaidBookingOfTransaction } from './booking-repository.ts';

/** The public ticket page of a booking: unguessable through its access token. */
export function ticketsUrl(
  publicUrl: string,
  booking: { id: string; access_token: string },
  lang: string,
): string {
  return `${publicUrl}/api/v1/plugins/event/tickets/${booking.id}?token=${booking.access_token}&lang=${lang}`;
}

/**
 * Queues an email carrying a booking's tickets link, in the customer's language and in the
 * caller's database transaction (so it is sent if and only if the change commits): the
 * booking confirmation when the booking is confirmed, or the tickets again when staff resend
 * them. The link opens the printable page with one QR per place.
 */
export async function enqueueTicketEmail(
  trx: DbHandle,
  publicUrl: string,
  bookingId: string,
  kind: 'booking_confirmation' | 'tickets',
): Promise<void> {
  const booking = await findBookingForEmail(trx, bookingId);
  const lang = booking.lang === 'ar' ? 'ar' : 'en';
  // The event's own confirmation text in the booking's language, when staff wrote one.
  const subject = booking[`confirmation_subject_${lang}`];
  const body = booking[`confirmation_body_${lang}`];
  const text = kind === 'booking_confirmation' && subject && body ? { subject, body } : undefined;
  await enqueueMessage(trx, {
    text,
    merchantId: booking.merchant_id,
    kind,
    lang,
    recipient: booking.email,
    values: {
      name: booking.first_name,
      event: lang === 'ar' ? booking.title_ar : booking.title_en,
      places: translate(lang, 'events.email.places', { count: booking.quantity }),
      date: formatDate(booking.event_date, lang),
      time: formatTime(booking.start_time, lang),
      link: ticketsUrl(publicUrl, booking, lang),
    },
  });
}

/** The tickets link of the booking an event transaction paid for (the result page's "Download Ticket"). */
export async function ticketsUrlForTransaction(
  db: DbHandle,
  publicUrl: string,
  transactionId: string,
  lang: string,
): Promise<string | null> {
  const booking = await findPaidBookingOfTransaction(db, transactionId);
  return booking ? ticketsUrl(publicUrl, booking, lang) : null;
}
