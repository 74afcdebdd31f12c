import { kuwaitToday } from '../../../src/domain/business-time.ts';
import { isEmail } from '../../../src/domain/contact-rules.ts';
import type { BookingUpdate } from '../../../src/domain/contracts/bookings.ts';
import type { ServerConfig } from '../../config.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { fieldErrors, type Msg, messageError, msg, nonFieldError } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { enqueueTicketEmail } from '../events/service.ts';
import { isUuid } from '../payments/service.ts';
import { findBooking } from './detail.ts';
import { changePlaces, nextMemberNumbers } from './places.ts';
import {
  cancelOpenItems,
  deleteMembers,
  findEventTicket,
  insertItem,
  insertMembers,
  listMembers,
  lockBookingRow,
  moveBooking,
  setBookingEmail,
} from './repository.ts';
import { withdrawBooking } from './withdraw.ts';

export { dashboardEventDetail, dashboardEvents } from './dashboard-events.ts';
export { bookingDetails } from './detail.ts';
export { bookingExport } from './export.ts';
export { parseBookingFilters } from './filters.ts';
export { bookingListOptions, bookingStatistics, listBookings } from './list.ts';
export { changePlaces, type PlaceChange } from './places.ts';
export { withdrawBooking } from './withdraw.ts';

interface EditInput {
  event_date?: string;
  quantity?: number;
  ticket?: number;
}

/** The staff member making the change: the booking must be their merchant's; the log names them. */
interface Staff {
  merchant_id: number;
  username: string;
}

type Context = { db: DbHandle; config: Pick<ServerConfig, 'publicUrl'>; user: Staff };

/** The booking, locked for the rest of the transaction so two edits of it run one after the other. */
async function lockBooking(trx: DbHandle, merchantId: number, id: string) {
  if (isUuid(id)) await lockBookingRow(trx, merchantId, id);
  // Read after the lock: an edit that committed while this one waited is what it sees.
  return findBooking(trx, merchantId, id);
}

const log = (trx: DbHandle, user: Staff, action: string, params: Record<string, string>) =>
  recordActivity(trx, {
    merchantId: user.merchant_id,
    actor: user.username,
    action,
    params,
    plugin: 'event',
  });

/**
 * PATCH /booking/update: a cancel, a change of email, or a move of the places, by what the
 * body carries. Answers the message key of what was done.
 */
export async function updateBooking(ctx: Context, id: string, body: BookingUpdate): Promise<string> {
  if (body.status === 'cancel') {
    await cancelBooking(ctx, id);
    return 'bookings.canceled';
  }
  if (body.new_email !== undefined || body.resend_email !== undefined) {
    const sent = await changeEmail(ctx, id, body.new_email, body.resend_email === true);
    return sent ? 'bookings.email_changed_sent' : 'bookings.email_changed';
  }
  await editBooking(ctx, id, body);
  return 'bookings.updated';
}

/** PATCH { event_date, quantity, ticket }: moves the booking's places, re-checking availability. */
async function editBooking({ db, user }: Context, id: string, input: EditInput): Promise<void> {
  const missing = (['event_date', 'quantity', 'ticket'] as const).filter((name) => input[name] === undefined);
  if (missing.length)
    throw fieldErrors(Object.fromEntries(missing.map((name) => [name, [msg('errors.required')]])));
  const { event_date: eventDate, quantity, ticket: ticketId } = input as Required<EditInput>;

  await inTransaction(db, async (trx) => {
    const booking = await lockBooking(trx, user.merchant_id, id);
    if (booking.status === 'cancel') throw nonFieldError('bookings.canceled_cannot_change');
    // The amount being paid was fixed when the payment started: places change once it is settled.
    if (booking.status === 'pending_payment') throw nonFieldError('bookings.pending_cannot_change');

    const ticket = await findEventTicket(trx, ticketId, booking.event_id);
    if (!ticket) throw fieldErrors({ ticket: [msg('errors.invalid_choice')] });
    const dateChanged = eventDate !== booking.event_date;
    const ticketChanged = ticketId !== booking.ticket_id;
    if (!ticket.dates.includes(eventDate) || ((dateChanged || ticketChanged) && eventDate < kuwaitToday())) {
      throw fieldErrors({ event_date: [msg('events.date_unavailable')] });
    }
    if (!dateChanged && !ticketChanged && quantity === booking.quantity) return;

    const members = await listMembers(trx, booking.id);
    const scanned = members.filter((member) => member.scanned_at !== null).length;
    if (quantity < scanned) {
      throw fieldErrors({ quantity: [msg('bookings.quantity_below_scanned', { count: scanned })] });
    }

    const outcome = await changePlaces(trx, [
      { ticketId: booking.ticket_id, eventDate: booking.event_date, delta: -booking.quantity },
      { ticketId, eventDate, delta: quantity },
    ]);
    if (!outcome.ok) {
      const field: Record<string, Msg[]> =
        outcome.remaining > 0
          ? { quantity: [msg('events.places_left', { count: outcome.remaining })] }
          : { [dateChanged ? 'event_date' : 'ticket']: [msg('events.sold_out')] };
      throw fieldErrors(field);
    }

    await moveBooking(trx, booking.id, { ticket_id: ticketId, event_date: eventDate, quantity });
    // Purchase items keep their history: the replaced one shows as canceled beside the new one.
    await cancelOpenItems(trx, booking.id);
    await insertItem(trx, {
      booking_id: booking.id,
      ticket_id: ticketId,
      event_date: eventDate,
      quantity,
      status: booking.status,
      transaction_id: booking.transaction_id,
    });

    if (quantity > members.length) {
      const numbers = await nextMemberNumbers(
        trx,
        booking.event_id,
        members.map((member) => member.number),
        quantity - members.length,
      );
      await insertMembers(
        trx,
        numbers.map((number) => ({
          booking_id: booking.id,
          event_id: booking.event_id,
          number,
          is_purchased: true,
        })),
      );
    } else if (quantity < members.length) {
      // The last places added go first, never one already used at the door.
      const removable = members.filter((member) => member.scanned_at === null).reverse();
      const ids = removable.slice(0, members.length - quantity).map((member) => member.id);
      await deleteMembers(trx, ids);
    }

    await log(trx, user, 'bookings.activity.edited', {
      id: booking.id,
      ticket: ticket.name_en,
      date: eventDate,
      quantity: String(quantity),
    });
  });
}

/** PATCH { status: 'cancel' }: the booking and its items cancel and its places go back on sale. */
async function cancelBooking({ db, user }: Context, id: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const booking = await findBooking(trx, user.merchant_id, id);
    if (!(await withdrawBooking(trx, user.merchant_id, booking.id))) {
      throw fieldErrors({ status: [msg('bookings.already_canceled')] });
    }
    await log(trx, user, 'bookings.activity.canceled', { id: booking.id });
  });
}

/** PATCH { new_email, resend_email }: returns whether the tickets went to the new address. */
async function changeEmail(
  { db, config, user }: Context,
  id: string,
  newEmail: string | undefined,
  resend: boolean,
): Promise<boolean> {
  const email = newEmail?.trim() ?? '';
  if (!email) throw fieldErrors({ email: [msg('errors.required')] });
  if (!isEmail(email)) throw fieldErrors({ email: [msg('payments.invalid_email')] });
  return inTransaction(db, async (trx) => {
    const booking = await lockBooking(trx, user.merchant_id, id);
    await setBookingEmail(trx, booking.id, email);
    await log(trx, user, 'bookings.activity.email_changed', { id: booking.id, email });
    // Tickets exist once the booking is paid; before that the new address gets them when it is.
    const send = resend && booking.status === 'paid';
    if (send) await enqueueTicketEmail(trx, config.publicUrl, booking.id, 'tickets');
    return send;
  });
}

/** POST /notifications/booking/email: the tickets of a paid booking, emailed again. */
export async function resendTickets({ db, config, user }: Context, id: string): Promise<string> {
  return inTransaction(db, async (trx) => {
    const booking = await findBooking(trx, user.merchant_id, id);
    if (booking.status === 'cancel') throw messageError(400, 'bookings.canceled_no_tickets');
    if (booking.status !== 'paid') throw messageError(400, 'bookings.not_paid_no_tickets');
    await enqueueTicketEmail(trx, config.publicUrl, booking.id, 'tickets');
    await log(trx, user, 'bookings.activity.tickets_sent', { id: booking.id, email: booking.email });
    return booking.email;
  });
}
