import type { DbHandle } from '../../db/handle.ts';
import { fieldErrors, msg } from '../../lib/errors.ts';
import { takeInventory } from './repository.ts';

/**
 * Takes `quantity` places of a ticket on a date, or fails with the field error the booking
 * form shows (the conditional update of the inventory is what prevents overselling). Call
 * inside the booking's database transaction.
 */
export async function takePlaces(
  trx: DbHandle,
  ticket: { id: number; quantity: number },
  eventDate: string,
  quantity: number,
): Promise<void> {
  const taken = await takeInventory(trx, ticket.id, eventDate, quantity);
  if (taken.ok) return;
  const { remaining } = taken;
  throw fieldErrors({
    ticket: [remaining === 0 ? msg('events.sold_out') : msg('events.places_left', { count: remaining })],
  });
}
