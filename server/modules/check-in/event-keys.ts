import { importVerifyKey } from '../../../src/domain/ticket-qr.ts';
import type { DbHandle } from '../../db/handle.ts';
import { findEventKey } from './repository.ts';

export interface EventKey {
  id: number;
  key: CryptoKey;
}

export interface EventKeys {
  /** The verify key of one of the merchant's events; null when the merchant has no such event. */
  get(merchantId: number, eventId: number): Promise<EventKey | null>;
}

/**
 * Importing an Ed25519 key costs more than verifying a signature, and an event's key never
 * changes, so each app keeps the imported keys (one app serves one database).
 */
export function eventKeys(db: DbHandle): EventKeys {
  const cache = new Map<number, Promise<{ merchantId: number; key: CryptoKey } | null>>();
  const load = async (eventId: number) => {
    const row = await findEventKey(db, eventId);
    return row ? { merchantId: row.merchant_id, key: await importVerifyKey(row.public_key) } : null;
  };
  return {
    async get(merchantId, eventId) {
      let entry = cache.get(eventId);
      if (!entry) {
        entry = load(eventId);
        cache.set(eventId, entry);
      }
      const found = await entry.catch(() => null);
      // A missing event may be created later: only found keys stay cached.
      if (!found) cache.delete(eventId);
      return found && found.merchantId === merchantId ? { id: eventId, key: found.key } : null;
    },
  };
}
