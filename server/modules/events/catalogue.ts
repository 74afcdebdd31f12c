import type { DbHandle } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { findDefaultMerchant, pausedError } from '../merchant/service.ts';
import { type EventRow, findActiveEventBySlug, listTickets, soldByTicketDate } from './repository.ts';

/** Customer pages are anonymous and belong to the merchant of the host: the demo merchant. */
export async function customerMerchant(db: DbHandle) {
  const merchant = await findDefaultMerchant(db);
  if (!merchant) throw messageError(404, 'errors.not_found');
  if (merchant.payments_paused) throw pausedError(merchant);
  return merchant;
}

export async function findEventBySlug(db: DbHandle, merchantId: number, slug: string): Promise<EventRow> {
  const event = await findActiveEventBySlug(db, merchantId, slug);
  if (!event) throw messageError(404, 'events.not_found');
  return event;
}

/** An event of the customer pages with its tickets and the places sold on each date. */
export async function loadEvent(db: DbHandle, slug: string) {
  const merchant = await customerMerchant(db);
  const event = await findEventBySlug(db, merchant.id, slug);
  const tickets = await listTickets(db, [event.id]);
  const sold = await soldByTicketDate(
    db,
    tickets.map((ticket) => ticket.id),
  );
  return { merchant, event, tickets, sold };
}
