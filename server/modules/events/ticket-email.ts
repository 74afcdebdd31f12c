import { formatDate, formatTime } from '../../../src/domain/date-formats.ts';
import type { DbHandle } from '../../db/handle.ts';
import { translate } from '../../lib/i18n.ts';
import { enqueue } from '../outbox/service.ts';
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
 * Queues the tickets email of a booking in the caller's database transaction (so it is sent
 * if and only if the booking is confirmed). One message in both languages, the customer's
 * first: the link opens the printable page with one QR per place.
 */
export async function enqueueTicketEmail(trx: DbHandle, publicUrl: string, bookingId: string): Promise<void> {
  const booking = await findBookingForEmail(trx, bookingId);
  const first = booking.lang === 'ar' ? 'ar' : 'en';
  const langs = first === 'ar' ? (['ar', 'en'] as const) : (['en', 'ar'] as const);
  const body = langs
    .map((lang) =>
      translate(lang, 'events.email.body', {
        name: booking.first_name,
        event: lang === 'ar' ? booking.title_ar : booking.title_en,
        places: translate(lang, 'events.email.places', { count: booking.quantity }),
        date: formatDate(booking.event_date, lang),
        time: formatTime(booking.start_time, lang),
        link: ticketsUrl(publicUrl, booking, lang),
      }),
    )
    .join('\n\n————————\n\n');
  await enqueue(trx, {
    channel: 'email',
    merchant_id: booking.merchant_id,
    recipient: booking.email,
    subject: translate(first, 'events.email.subject', {
      event: first === 'ar' ? booking.title_ar : booking.title_en,
    }),
    body,
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
