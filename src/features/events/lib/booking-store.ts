import type { BookingResponse } from '@/domain/contracts/events';

/**
 * The answer to a free booking, kept for the thanks page: it carries the tickets link and
 * the QR texts, which the URL should not. Session storage survives a reload or a language
 * switch of that tab and nothing longer.
 */
const key = (bookingId: string) => `event-booking:${bookingId}`;

export function keepBooking(booking: BookingResponse): void {
  try {
    sessionStorage.setItem(key(booking.booking_id), JSON.stringify(booking));
  } catch {
    // Storage full or disabled: the thanks page then points to the emailed tickets.
  }
}

export function readBooking(bookingId: string): BookingResponse | null {
  try {
    const text = sessionStorage.getItem(key(bookingId));
    return text ? (JSON.parse(text) as BookingResponse) : null;
  } catch {
    return null;
  }
}
