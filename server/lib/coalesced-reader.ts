/**
 * Reads by key, coalesced: every key asked for during one turn of the event loop is read by
 * ONE query, issued on the next turn, i.e. after all of its askers arrived. So each asker
 * gets data read after it asked, exactly as fresh as its own query would have been (nothing
 * is cached: a later turn queries again), for one round trip instead of one each.
 */
export function coalescedReader<K, V>(
  read: (keys: K[]) => Promise<Map<K, V>>,
): (key: K) => Promise<V | undefined> {
  let waiting: Map<K, Array<{ resolve(value: V | undefined): void; reject(error: unknown): void }>> | null =
    null;

  const flush = async () => {
    const asked = waiting;
    waiting = null;
    if (!asked) return;
    try {
      const found = await read([...asked.keys()]);
      for (const [key, askers] of asked) for (const asker of askers) asker.resolve(found.get(key));
    } catch (error) {
      for (const askers of asked.values()) for (const asker of askers) asker.reject(error);
    }
  };

  return (key) =>
    new Promise((resolve, reject) => {
      if (!waiting) {
        waiting = new Map();
        setImmediate(flush);
      }
      const askers = waiting.get(key);
      if (askers) askers.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
    });
}
