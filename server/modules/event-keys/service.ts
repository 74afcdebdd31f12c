import { generateEventKeys } from '../../../src/domain/ticket-qr.ts';
import type { DbHandle } from '../../db/handle.ts';
import {
  currentKeyOf,
  highestKid,
  lockCurrentKid,
  type StoredEventKey,
  storeCurrentKey,
} from './repository.ts';

/**
 * Gives an event a new signing key (its first, or the next on rotation) inside the caller's
 * transaction: kid one above the highest so far. Old keys stay, retired, for the tickets they
 * signed. Returns the new kid; null for an unknown event.
 */
export async function issueEventKey(
  trx: DbHandle,
  eventId: number,
  now = new Date(),
): Promise<number | null> {
  if ((await lockCurrentKid(trx, eventId)) === null) return null;
  const kid = (await highestKid(trx, eventId)) + 1;
  const keys = await generateEventKeys();
  await storeCurrentKey(trx, eventId, { kid, ...keys }, now);
  return kid;
}

/** The key a new ticket of the event is signed with; read on every signing, never cached. */
export const signingKeyOf = (db: DbHandle, eventId: number): Promise<StoredEventKey | null> =>
  currentKeyOf(db, eventId);
