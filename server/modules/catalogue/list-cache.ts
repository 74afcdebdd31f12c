/**
 * The ordered ids a product list matches, per shop, content version, search, category and
 * order. Reading them is the expensive part of a page (a search reads every name, a count
 * every product on sale); PGlite answers one query at a time, so ten customers would queue
 * behind it. Kept ids are right while the shop's content_version is unchanged: the caller
 * reads the version in the same request, so any change committed by any instance shows at
 * once, and the page's rows (stock, prices) are read fresh by id every time.
 *
 * Bounded by entries and by ids kept (a search matching few products costs little), the
 * least recently used going first; concurrent first requests for one key share one read.
 */
export interface ListCacheLimits {
  entries: number;
  ids: number;
}

const DEFAULT_LIMITS: ListCacheLimits = { entries: 500, ids: 500_000 };

export interface ListCache {
  /** The ids for `key` at `version`, read with `read` when not kept. */
  ids(version: string, key: string, read: () => Promise<number[]>): Promise<Int32Array>;
}

export function productListCache(limits: ListCacheLimits = DEFAULT_LIMITS): ListCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const kept = new Map<string, Promise<Int32Array>>();
  const sizes = new Map<string, number>();
  let keptIds = 0;
  let keptVersion = '';

  const forget = (key: string) => {
    kept.delete(key);
    keptIds -= sizes.get(key) ?? 0;
    sizes.delete(key);
  };
  const trim = () => {
    for (const key of kept.keys()) {
      if (kept.size <= limits.entries && keptIds <= limits.ids) return;
      forget(key);
    }
  };

  return {
    ids(version, key, read) {
      // Another version's lists can never be asked for again: a change bumped it for good.
      if (version !== keptVersion) {
        kept.clear();
        sizes.clear();
        keptIds = 0;
        keptVersion = version;
      }
      const found = kept.get(key);
      if (found) {
        kept.delete(key);
        kept.set(key, found);
        return found;
      }
      const reading = read().then(
        (ids) => {
          // Stored only if still current: the version may have moved on while reading.
          if (kept.get(key) === reading) {
            sizes.set(key, ids.length);
            keptIds += ids.length;
            trim();
          }
          return Int32Array.from(ids);
        },
        (error: unknown) => {
          if (kept.get(key) === reading) forget(key);
          throw error;
        },
      );
      kept.set(key, reading);
      trim();
      return reading;
    },
  };
}
