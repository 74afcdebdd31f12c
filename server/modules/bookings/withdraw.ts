import type { DbHandle } from '../../db/handle.ts';
import { findBooking } from './detail.ts';
import { changePlaces } from './places.ts';
import { cancelBookingRows, lockBookingRow } from './repository.ts';

/**
 * Cancels a booking and its items and gives its places back, in the caller's transaction with
 * the booking locked; a booking already canceled is left as it is. Answers whether it canceled.
 */
export async function withdrawBooking(trx: DbHandle, merchantId: number, id: string): Promise<boolean> {
  await lockBookingRow(trx, merchantId, id);
  const booking = await findBooking(trx, merchantId, id);
  if (booking.status === 'cancel') return false;
  await cancelBookingRows(trx, booking.id);
  await changePlaces(trx, [
    { ticketId: booking.ticket_id, eventDate: booking.event_date, delta: -booking.quantity },
  ]);
  return true;
}
