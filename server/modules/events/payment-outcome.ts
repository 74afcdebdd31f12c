import type { TransactionState } from '../../../src/domain/transaction-states.ts';
import type { DbHandle } from '../../db/handle.ts';
import {
  cancelBookingItems,
  cancelPendingBookings,
  confirmBookingPlaces,
  confirmPendingBookings,
} from './booking-repository.ts';
import { releaseInventory } from './repository.ts';
import { enqueueTicketEmail } from './ticket-email.ts';

/** The customer's money is taken (or held, or cash promised): the places are theirs. */
const CONFIRMING = new Set<TransactionState>(['paid', 'authorized', 'cod']);
/** The payment will never happen: the held places go back on sale. */
const RELEASING = new Set<TransactionState>(['expired', 'canceled', 'invalid']);

/**
 * Runs inside the database transaction of an event transaction's state change (the payments
 * core calls it through its plugin hook), so the booking and its payment never disagree.
 * Only pending bookings move: a replayed or later change finds nothing to do.
 */
export async function applyPaymentOutcome(
  trx: DbHandle,
  publicUrl: string,
  transactionId: string,
  to: TransactionState,
  settled: { testPayment: boolean },
): Promise<void> {
  if (CONFIRMING.has(to)) {
    // A test payment's tickets are issued too (the merchant sees the flow work), marked test.
    for (const id of await confirmPendingBookings(trx, transactionId, settled.testPayment)) {
      await confirmBookingPlaces(trx, id);
      await enqueueTicketEmail(trx, publicUrl, id, 'booking_confirmation');
    }
  } else if (RELEASING.has(to)) {
    for (const booking of await cancelPendingBookings(trx, transactionId)) {
      await cancelBookingItems(trx, booking.id);
      await releaseInventory(trx, booking.ticket_id, booking.event_date, booking.quantity);
    }
  }
}
