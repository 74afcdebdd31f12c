import { isEmail } from '../../../src/domain/contact-rules.ts';
import type {
  EventDetail,
  EventList,
  FeedbackForm,
  FeedbackRequest,
} from '../../../src/domain/contracts/events.ts';
import { minorFromDb } from '../../../src/domain/money.ts';
import type { DbHandle } from '../../db/handle.ts';
import type { Gateways } from '../../gateways/service.ts';
import { fieldErrors, messageError, msg, nonFieldError } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { customerAppearance } from '../appearance/service.ts';
import { findUnitDetails } from '../customer-payment/service.ts';
import { allowedGateways, listGateways, onTransactionState, quotedPayChoices } from '../payments/service.ts';
import { customerMerchant, findEventBySlug, loadEvent } from './catalogue.ts';
import { readFormConfig } from './form-config.ts';
import { applyPaymentOutcome } from './payment-outcome.ts';
import { isEventOver, presentDetail, presentSummary } from './present.ts';
import { insertFeedback, listActiveEvents, listTickets, soldByTicketDate } from './repository.ts';

export { type BookingContext, createBooking } from './booking.ts';
export { customerMerchant } from './catalogue.ts';
export { extraFields, type FormConfig, readFormConfig } from './form-config.ts';
export { isBookableDate, presentTicket } from './present.ts';
export {
  listTickets,
  releaseInventory,
  soldByTicketDate,
  type TicketRow,
  takeInventory,
} from './repository.ts';
export { enqueueTicketEmail, ticketsUrl, ticketsUrlForTransaction } from './ticket-email.ts';
export { renderTicketPage } from './ticket-page.ts';

/** Bookings follow their payment: confirmed or released in the transaction that changes its state. */
export function followEventPayments(publicUrl: string): void {
  onTransactionState('event', (trx, transactionId, to, _from, settled) =>
    applyPaymentOutcome(trx, publicUrl, transactionId, to, settled),
  );
}

/** The customer pages' events, with the merchant header the detail page shows too. */
export async function eventList(db: DbHandle, lang: Lang): Promise<EventList> {
  const merchant = await customerMerchant(db);
  const events = await listActiveEvents(db, merchant.id);
  const tickets = await listTickets(
    db,
    events.map((event) => event.id),
  );
  const sold = await soldByTicketDate(
    db,
    tickets.map((ticket) => ticket.id),
  );
  const now = new Date();
  const results = events.map((event) =>
    presentSummary(
      event,
      tickets.filter((ticket) => ticket.event_id === event.id),
      sold,
      lang,
      now,
    ),
  );
  const unit = await findUnitDetails(db, merchant.id, null);
  const appearance = await customerAppearance(db, merchant.id, 'event');
  return { count: results.length, next: null, previous: null, results, unit_details: unit, appearance };
}

export async function eventDetail(db: DbHandle, slug: string, lang: Lang): Promise<EventDetail> {
  const { merchant, event, tickets, sold } = await loadEvent(db, slug);
  const unit = await findUnitDetails(db, merchant.id, null);
  if (!unit) throw messageError(404, 'errors.not_found');
  const appearance = await customerAppearance(db, merchant.id, 'event');
  return { ...presentDetail(event, tickets, sold, unit, lang), appearance };
}

export async function eventTerms(db: DbHandle, slug: string, lang: Lang): Promise<string> {
  const merchant = await customerMerchant(db);
  const event = await findEventBySlug(db, merchant.id, slug);
  return lang === 'ar' ? event.terms_ar || event.terms_en : event.terms_en;
}

/** The pay choices (fees, default) for `quantity` places of a ticket of a paid event. */
export async function eventPayChoices(
  db: DbHandle,
  providers: Pick<Gateways, 'fees'>,
  slug: string,
  order: { ticket: number; quantity: number },
  lang: Lang,
) {
  const { merchant, event, tickets } = await loadEvent(db, slug);
  const ticket = tickets.find((row) => row.id === order.ticket);
  if (!ticket) throw fieldErrors({ ticket: [msg('errors.invalid_choice')] });
  if (event.is_free) throw nonFieldError('events.free_event');
  const currency = event.currency.trim();
  const gateways = allowedGateways(await listGateways(db, merchant.id), event.pg_codes, currency, 'event');
  const amountMinor = minorFromDb(ticket.price_minor) * order.quantity;
  return quotedPayChoices(providers, gateways, amountMinor, currency, lang);
}

/** The feedback form of an event: open once its last slot has ended. */
export async function feedbackForm(db: DbHandle, slug: string, lang: Lang): Promise<FeedbackForm> {
  const { event, tickets } = await loadEvent(db, slug);
  return {
    event: lang === 'ar' ? event.title_ar : event.title_en,
    feedback_open: isEventOver(tickets, new Date()),
    fields: [
      { name: 'name', required: true, max_length: 100 },
      { name: 'email', required: true, max_length: 254 },
      { name: 'rating', required: true, max_length: 1 },
      { name: 'comment', required: false, max_length: 2000 },
    ],
  };
}

export async function leaveFeedback(db: DbHandle, slug: string, feedback: FeedbackRequest): Promise<void> {
  const { event, tickets } = await loadEvent(db, slug);
  if (!isEventOver(tickets, new Date())) throw nonFieldError('events.feedback_not_open');
  const { name, email, rating, comment } = feedback;
  if (!isEmail(email.trim())) throw fieldErrors({ email: [msg('payments.invalid_email')] });
  await insertFeedback(db, {
    event_id: event.id,
    name: name.trim(),
    email: email.trim(),
    rating,
    comment: comment.trim(),
  });
}

/**
 * The merchant whose event takes booking attachments, checked before a byte of the file is
 * read; 404 for an unknown event, 400 for one that asks for no file.
 */
export async function attachmentMerchant(db: DbHandle, slug: string): Promise<number> {
  const merchant = await customerMerchant(db);
  const event = await findEventBySlug(db, merchant.id, slug);
  const config = readFormConfig(event.form_config);
  const takesFiles = config.attachment.enabled || config.custom.some((field) => field.type === 'attachment');
  if (!takesFiles) throw nonFieldError('events.attachment_not_accepted');
  return merchant.id;
}
export { eventsPages } from './prerender.ts';
