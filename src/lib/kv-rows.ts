/**
 * Reads stored kv rows straight from IndexedDB, without Dexie: a customer page's first load then
 * carries ~0.5 KB instead of Dexie's ~30 KB gzipped (the 180 KB customer-page budget). Dexie
 * (src/lib/db.ts) still owns the database and does every write; it loads with the first change.
 * The food cart and the catalogue cart read their rows through it.
 */
const DB_NAME = 'gulfpay';
const KV_STORE = 'kv';

/** The values of the given kv rows; missing rows (or no database yet) are simply absent. */
export function readKvRows(keys: readonly string[]): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('No IndexedDB'));
      return;
    }
    const request = indexedDB.open(DB_NAME);
    // No database yet: create nothing here, Dexie creates it with its schema on the first write.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve({});
    request.onsuccess = () => {
      const database = request.result;
      // Never hold up a version change Dexie asks for in another tab.
      database.onversionchange = () => database.close();
      if (!database.objectStoreNames.contains(KV_STORE)) {
        database.close();
        resolve({});
        return;
      }
      const values: Record<string, unknown> = {};
      const transaction = database.transaction(KV_STORE, 'readonly');
      const store = transaction.objectStore(KV_STORE);
      for (const key of keys) {
        const row = store.get(key);
        row.onsuccess = () => {
          if (row.result) values[key] = (row.result as { value: unknown }).value;
        };
      }
      transaction.oncomplete = () => {
        database.close();
        resolve(values);
      };
      transaction.onerror = () => {
        database.close();
        resolve(values);
      };
    };
  });
}
