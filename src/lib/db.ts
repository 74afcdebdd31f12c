import Dexie, { type EntityTable } from 'dexie';
import type { DoorEvent, DoorPlace, QueuedScan } from './door-store-types';

/** A small key/value row: settings and counters that must survive reloads and offline use. */
export interface KvRow {
  key: string;
  value: unknown;
}

/**
 * Keys of the kv table (SPEC 9 browser storage keys that live in IndexedDB). The food cart
 * and its stored choices (branch, delivery area, location, delivery type, voucher) are kv rows,
 * and so is the catalogue cart, under SPEC 3's key `cart` (CATALOGUE_CART_KEY).
 */
export const KV_KEYS = {
  unreadNotifications: 'unread_notifications',
  foodCart: 'food_cart',
  foodChoices: 'food_choices',
  catalogueCart: 'cart',
  doorDevice: 'door_device',
} as const;

export class GulfPayDb extends Dexie {
  kv!: EntityTable<KvRow, 'key'>;
  /** Events a door device has selected: public key and when the list was fetched. */
  doorEvents!: EntityTable<DoorEvent, 'event_id'>;
  /** The door's ticket list, one row per place. */
  doorPlaces!: EntityTable<DoorPlace, 'key'>;
  /** Check-ins accepted offline, waiting for upload; a row leaves only when the server answered. */
  scanQueue!: EntityTable<QueuedScan, 'nonce'>;

  constructor() {
    super('gulfpay');
    this.version(1).stores({ kv: '&key' });
    this.version(2).stores({
      kv: '&key',
      doorEvents: '&event_id',
      doorPlaces: '&key, event_id',
      scanQueue: '&nonce, event_id, state',
    });
  }
}

export const db = new GulfPayDb();

export async function getKv<T>(key: string, fallback: T): Promise<T> {
  const row = await db.kv.get(key);
  return row === undefined ? fallback : (row.value as T);
}

export async function setKv(key: string, value: unknown): Promise<void> {
  await db.kv.put({ key, value });
}
