import type { TransactionState } from '../../../src/domain/transaction-states.ts';
import type { Db } from '../../db/database.ts';
import { releasePlaces } from './inventory.ts';
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
  trx: Db,
  publicUrl: string,
  transactionId: string,
  to: TransactionState,
): Promise<void> {
  if (CONFIRMING.has(to)) {
    const confirmed = await trx
      .updateTable('bookings')
      .set({ status: 'paid' })
      .where('transaction_id', '=', transactionId)
      .where('status', '=', 'pending_payment')
      .returning('id')
      .execute();
    for (const { id } of confirmed) {
      await trx.updateTable('booking_items').set({ status: 'paid' }).where('booking_id', '=', id).execute();
      await trx
        .updateTable('booking_members')
        .set({ is_purchased: true })
        .where('booking_id', '=', id)
        .execute();
      await enqueueTicketEmail(trx, publicUrl, id);
    }
  } else if (RELEASING.has(to)) {
    const canceled = await trx
      .updateTable('bookings')
      .set({ status: 'cancel' })
      .where('transaction_id', '=', transactionId)
      .where('status', '=', 'pending_payment')
      .returning(['id', 'ticket_id', 'event_date', 'quantity'])
      .execute();
    for (const booking of canceled) {
      await trx
        .updateTable('booking_items')
        .set({ status: 'cancel' })
        .where('booking_id', '=', booking.id)
        .execute();
      await releasePlaces(trx, booking.ticket_id, booking.event_date, booking.quantity);
    }
  }
}
