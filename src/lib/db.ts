import Dexie, { type EntityTable } from 'dexie';

/** A small key/value row: settings and counters that must survive reloads and offline use. */
export interface KvRow {
  key: string;
  value: unknown;
}

/** Keys of the kv table (SPEC 9 browser storage keys that live in IndexedDB). */
export const KV_KEYS = { unreadNotifications: 'unread_notifications' } as const;

export class GulfPayDb extends Dexie {
  kv!: EntityTable<KvRow, 'key'>;

  constructor() {
    super('gulfpay');
    this.version(1).stores({ kv: '&key' });
  }
}

export const db = new GulfPayDb();

export async function getKv<T>(key: string, fallback: T): Promise<T> {
  const row = await db.kv.get(key);
  return row === undefined ? fallback : (row.value as T);
}
