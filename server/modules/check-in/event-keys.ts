import { keyAccepted } from '../../../src/domain/ticket-keys.ts';
import { importVerifyKey } from '../../../src/domain/ticket-qr.ts';
import type { DbHandle } from '../../db/handle.ts';
import { eventKeyRing } from '../event-keys/service.ts';
import type { LiveEventBus } from '../live-events/service.ts';

export interface EventKey {
  id: number;
  /** The verify key of the kid asked for; null when the event has no such kid or no longer accepts it. */
  key: CryptoKey | null;
}

export interface EventKeys {
  /** One of the merchant's events with the verify key of `kid`; null when the merchant has no such event. */
  get(merchantId: number, eventId: number, kid: number): Promise<EventKey | null>;
}

interface Ring {
  merchantId: number;
  endsAt: Date | null;
  keys: Map<number, { key: CryptoKey; retiredAt: Date | null }>;
  loadedAt: number;
}

/**
 * A ticket of a kid this instance has not loaded may be scanned before the rotation's notice
 * reaches it: the ring is read again then, but at most this often, so forged kids cannot make
 * every scan a database read.
 */
export const RELOAD_UNKNOWN_KID_MS = 5_000;

/**
 * Importing an Ed25519 key costs more than verifying a signature, so each app keeps every
 * event's imported keys (its ring) until the keys change: the rotation publishes
 * `event.keys_changed`, which every instance hears and drops its ring for.
 */
export function eventKeys(db: DbHandle, liveEvents: Pick<LiveEventBus, 'subscribe'>) {
  const cache = new Map<number, Promise<Ring | null>>();
  const load = async (eventId: number): Promise<Ring | null> => {
    const ring = await eventKeyRing(db, eventId);
    if (!ring) return null;
    const keys = await Promise.all(
      ring.keys.map(
        async (k) => [k.kid, { key: await importVerifyKey(k.publicKey), retiredAt: k.retiredAt }] as const,
      ),
    );
    return { merchantId: ring.merchantId, endsAt: ring.endsAt, keys: new Map(keys), loadedAt: Date.now() };
  };
  const ringOf = async (eventId: number): Promise<Ring | null> => {
    let entry = cache.get(eventId);
    if (!entry) {
      entry = load(eventId);
      cache.set(eventId, entry);
    }
    const ring = await entry.catch(() => null);
    // A missing event may be created later: only found rings stay cached.
    if (!ring && cache.get(eventId) === entry) cache.delete(eventId);
    return ring;
  };
  const unsubscribe = liveEvents.subscribe((event) => {
    if (event.kind === 'event.keys_changed') cache.delete(Number(event.subjectId));
  });
  const keys: EventKeys & { close: () => void } = {
    async get(merchantId, eventId, kid) {
      let ring = await ringOf(eventId);
      if (ring && !ring.keys.has(kid) && Date.now() - ring.loadedAt >= RELOAD_UNKNOWN_KID_MS) {
        cache.delete(eventId);
        ring = await ringOf(eventId);
      }
      if (!ring || ring.merchantId !== merchantId) return null;
      const found = ring.keys.get(kid);
      const accepted = found && keyAccepted(found, ring.endsAt, new Date());
      return { id: eventId, key: accepted ? found.key : null };
    },
    close: unsubscribe,
  };
  return keys;
}
