import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { fieldErrors, msg } from '../../lib/errors.ts';

/**
 * Takes `quantity` places of a ticket on a date, or fails with the field error the booking
 * form shows. The conditional UPDATE is what makes overselling impossible: PostgreSQL locks
 * the inventory row, so of two buyers racing for the last place the second re-reads `sold`
 * after the first commits and its condition no longer holds. Call inside the booking's
 * database transaction.
 */
export async function takePlaces(
  trx: Db,
  ticket: { id: number; quantity: number },
  eventDate: string,
  quantity: number,
): Promise<void> {
  await trx
    .insertInto('ticket_inventory')
    .values({ ticket_id: ticket.id, event_date: eventDate, sold: 0 })
    .onConflict((oc) => oc.columns(['ticket_id', 'event_date']).doNothing())
    .execute();
  const taken = await trx
    .updateTable('ticket_inventory')
    .set({ sold: sql`sold + ${quantity}` })
    .where('ticket_id', '=', ticket.id)
    .where('event_date', '=', eventDate)
    .where(sql<boolean>`sold + ${quantity} <= ${ticket.quantity}`)
    .returning('sold')
    .executeTakeFirst();
  if (taken) return;
  const row = await trx
    .selectFrom('ticket_inventory')
    .select('sold')
    .where('ticket_id', '=', ticket.id)
    .where('event_date', '=', eventDate)
    .executeTakeFirst();
  const remaining = Math.max(0, ticket.quantity - (row?.sold ?? 0));
  throw fieldErrors({
    ticket: [remaining === 0 ? msg('events.sold_out') : msg('events.places_left', { remaining })],
  });
}

/** Gives places back (a canceled or expired booking); never below zero. */
export async function releasePlaces(
  trx: Db,
  ticketId: number,
  eventDate: string,
  quantity: number,
): Promise<void> {
  await trx
    .updateTable('ticket_inventory')
    .set({ sold: sql`greatest(sold - ${quantity}, 0)` })
    .where('ticket_id', '=', ticketId)
    .where('event_date', '=', eventDate)
    .execute();
}
