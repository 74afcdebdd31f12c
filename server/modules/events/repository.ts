import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { handleOf } from '../../db/handle.ts';
import type { EventsTable, EventTicketsTable } from '../../db/types.ts';
import { messageError } from '../../lib/errors.ts';
import { findDefaultMerchant } from '../merchant/service.ts';

export type EventRow = Selectable<EventsTable>;
export type TicketRow = Selectable<EventTicketsTable>;

/** Customer pages are anonymous and belong to the merchant of the host: the demo merchant. */
export async function customerMerchant(db: Db) {
  const merchant = await findDefaultMerchant(handleOf(db));
  if (!merchant) throw messageError(404, 'errors.not_found');
  if (merchant.payments_paused) throw messageError(423, 'payments.paused');
  return merchant;
}

export function listActiveEvents(db: Db, merchantId: number): Promise<EventRow[]> {
  return db
    .selectFrom('events')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('is_active', '=', true)
    .orderBy('id')
    .execute();
}

export async function findEventBySlug(db: Db, merchantId: number, slug: string): Promise<EventRow> {
  const event = await db
    .selectFrom('events')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('slug', '=', slug)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!event) throw messageError(404, 'events.not_found');
  return event;
}

export function listTickets(db: Db, eventIds: number[]): Promise<TicketRow[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('event_tickets')
    .selectAll()
    .where('event_id', 'in', eventIds)
    .orderBy('event_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Places taken per ticket and date: `${ticket_id}|${date}` → sold. */
export async function soldByTicketDate(db: Db, ticketIds: number[]): Promise<Map<string, number>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ticket_inventory')
    .select(['ticket_id', 'event_date', 'sold'])
    .where('ticket_id', 'in', ticketIds)
    .execute();
  return new Map(rows.map((row) => [soldKey(row.ticket_id, row.event_date), row.sold]));
}

export const soldKey = (ticketId: number, date: string) => `${ticketId}|${date}`;
