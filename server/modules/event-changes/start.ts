import { kuwaitToday } from '../../../src/domain/business-time.ts';
import type {
  EventCancelRequest,
  EventChangePreview,
  EventChangePreviewQuery,
  EventRescheduleRequest,
} from '../../../src/domain/contracts/event-changes.ts';
import { movedTicketDates, rescheduleProblem } from '../../../src/domain/event-change-rules.ts';
import { formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import { hasPermission, PERMISSIONS } from '../../../src/domain/permissions.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { fieldErrors, messageError, msg, nonFieldError } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { changePlaces } from '../bookings/service.ts';
import type { Actor } from '../payments/service.ts';
import {
  bookedDates,
  findEventOf,
  insertChange,
  lockEvent,
  markEventCanceled,
  moveBookings,
  openBookings,
  runningChange,
  setTicketDates,
  ticketsOnDate,
} from './repository.ts';

/** Staff starting a change: acting for their merchant, refunds under their name. */
export type Starter = Actor;

type OpenBooking = Awaited<ReturnType<typeof openBookings>>[number];

/** What a cancel refunds of a booking: what its paid transaction may still return. */
const refundOf = (booking: OpenBooking): number =>
  booking.transaction_state === 'paid' ? Math.max(minorFromDb(booking.refundable_minor), 0) : 0;

export async function previewChange(
  db: DbHandle,
  merchantId: number,
  eventId: number,
  query: EventChangePreviewQuery,
): Promise<EventChangePreview> {
  const event = await findEventOf(db, merchantId, eventId);
  if (!event) throw messageError(404, 'errors.not_found');
  const date = query.kind === 'reschedule' ? query.from_date : undefined;
  const [bookings, dates] = await Promise.all([openBookings(db, eventId, date), bookedDates(db, eventId)]);
  const refunds = query.kind === 'cancel' ? bookings.map(refundOf).filter((minor) => minor > 0) : [];
  const currency = event.currency.trim();
  return {
    bookings: bookings.length,
    paid_bookings: refunds.length,
    refund_total: formatAmount(
      refunds.reduce((sum, minor) => sum + minor, 0),
      currency,
    ),
    currency,
    dates,
  };
}

async function lockedEvent(trx: DbHandle, starter: Starter, eventId: number) {
  const event = await lockEvent(trx, starter.merchant_id, eventId);
  if (!event) throw messageError(404, 'errors.not_found');
  if (event.canceled_at !== null) throw nonFieldError('event_changes.already_canceled');
  if (await runningChange(trx, eventId)) throw messageError(409, 'event_changes.still_running');
  return event;
}

/** Writes the change with one item per booking, and its entry in the activity history. */
async function openChange(
  trx: DbHandle,
  starter: Starter,
  event: { id: number; title_en: string },
  change: { kind: 'cancel' } | { kind: 'reschedule'; from_date: string; to_date: string },
  body: EventCancelRequest,
  bookings: readonly { id: string }[],
  params: Record<string, string>,
): Promise<string> {
  const id = await insertChange(
    trx,
    {
      merchant_id: starter.merchant_id,
      event_id: event.id,
      created_by: starter.id,
      creator: starter.username,
      message_en: body.message_en?.trim() ?? '',
      message_ar: body.message_ar?.trim() ?? '',
      ...change,
    },
    bookings.map((booking) => booking.id),
  );
  await recordActivity(trx, {
    merchantId: starter.merchant_id,
    actor: starter.username,
    action: `activity.event_${change.kind === 'cancel' ? 'canceled' : 'rescheduled'}`,
    plugin: 'event',
    params: { name: event.title_en, bookings: String(bookings.length), ...params },
  });
  return id;
}

/**
 * Cancels the event at once (customers can no longer book) and starts the run that cancels,
 * refunds and tells each booking's holder. Refunding needs the refund permission as well.
 */
export async function startCancel(
  db: DbHandle,
  starter: Starter,
  eventId: number,
  body: EventCancelRequest,
): Promise<string> {
  return inTransaction(db, async (trx) => {
    const event = await lockedEvent(trx, starter, eventId);
    const bookings = await openBookings(trx, eventId);
    const refunds = bookings.filter((booking) => refundOf(booking) > 0).length;
    if (refunds > 0 && !hasPermission(starter, PERMISSIONS.refundTransactions)) {
      throw messageError(403, 'event_changes.refund_permission');
    }
    await markEventCanceled(trx, eventId);
    return openChange(trx, starter, event, { kind: 'cancel' }, body, bookings, { refunds: String(refunds) });
  });
}

/**
 * Moves one date of the event to another at once: every ticket sold for it, the places taken
 * and the bookings (their QR codes carry no date, so they stay valid); then the run tells each
 * holder. Refused when a ticket has no room for its moved places on the new date.
 */
export async function startReschedule(
  db: DbHandle,
  starter: Starter,
  eventId: number,
  body: EventRescheduleRequest,
): Promise<string> {
  const { from_date: from, to_date: to } = body;
  const problem = rescheduleProblem(from, to, kuwaitToday());
  if (problem) throw fieldErrors({ to_date: [msg(`event_changes.${problem}`)] });
  return inTransaction(db, async (trx) => {
    const event = await lockedEvent(trx, starter, eventId);
    const tickets = await ticketsOnDate(trx, eventId, from);
    if (tickets.length === 0) throw fieldErrors({ from_date: [msg('event_changes.date_not_of_event')] });
    const bookings = await openBookings(trx, eventId, from);
    for (const ticket of tickets) {
      const places = bookings
        .filter((b) => b.ticket_id === ticket.id)
        .reduce((sum, b) => sum + b.quantity, 0);
      const moved = await changePlaces(trx, [
        { ticketId: ticket.id, eventDate: from, delta: -places },
        { ticketId: ticket.id, eventDate: to, delta: places },
      ]);
      if (!moved.ok) {
        throw fieldErrors({
          to_date: [
            msg('event_changes.no_room', {
              ticket: { en: ticket.name_en, ar: ticket.name_ar },
              left: moved.remaining,
            }),
          ],
        });
      }
      await setTicketDates(trx, ticket.id, movedTicketDates(ticket, from, to));
    }
    await moveBookings(trx, eventId, from, to);
    return openChange(
      trx,
      starter,
      event,
      { kind: 'reschedule', from_date: from, to_date: to },
      body,
      bookings,
      {
        from,
        to,
      },
    );
  });
}
