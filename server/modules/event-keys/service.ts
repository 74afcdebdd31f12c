import { eventEndsAt } from '../../../src/domain/event-schedule.ts';
import { keyAccepted } from '../../../src/domain/ticket-keys.ts';
import { generateEventKeys } from '../../../src/domain/ticket-qr.ts';
import type { DbHandle } from '../../db/handle.ts';
import {
  currentKeyOf,
  eventKeyRows,
  highestKid,
  lockCurrentKid,
  type StoredEventKey,
  storeCurrentKey,
  ticketSchedules,
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

export interface PublicEventKey {
  kid: number;
  /** Raw Ed25519 public key, base64url. */
  publicKey: string;
  createdAt: Date;
  /** Null for the key new tickets carry. */
  retiredAt: Date | null;
  current: boolean;
}

/** An event's keys as verifiers see them: every key it had, and when the event ends. */
export interface EventKeyRing {
  merchantId: number;
  endsAt: Date | null;
  keys: PublicEventKey[];
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The event's public keys and end, or null for an unknown event (or one without keys yet). */
export async function eventKeyRing(db: DbHandle, eventId: number): Promise<EventKeyRing | null> {
  const [rows, tickets] = await Promise.all([eventKeyRows(db, eventId), ticketSchedules(db, eventId)]);
  const first = rows[0];
  if (!first) return null;
  return {
    merchantId: first.merchant_id,
    endsAt: eventEndsAt(tickets),
    keys: rows.map((row) => ({
      kid: row.kid,
      publicKey: row.public_key,
      createdAt: asDate(row.created_at),
      retiredAt: row.retired_at === null ? null : asDate(row.retired_at),
      current: row.kid === row.current_kid,
    })),
  };
}

/** The keys a door still admits tickets of (keyAccepted), oldest first. */
export const acceptedKeys = (ring: EventKeyRing, now: Date): PublicEventKey[] =>
  ring.keys.filter((key) => keyAccepted(key, ring.endsAt, now));
