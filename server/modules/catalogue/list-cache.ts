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
  /** The shop's category slugs by id at `version` (a category change bumps it too). */
  categorySlugs(version: string, read: () => Promise<Map<number, string>>): Promise<Map<number, string>>;
}

export function productListCache(limits: ListCacheLimits = DEFAULT_LIMITS): ListCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const kept = new Map<string, Promise<unknown>>();
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

  function keep<T>(
    version: string,
    key: string,
    read: () => Promise<T>,
    size: (value: T) => number,
  ): Promise<T> {
    // Another version's lists can never be asked for again: a change bumped it for good.
    if (version !== keptVersion) {
      kept.clear();
      sizes.clear();
      keptIds = 0;
      keptVersion = version;
    }
    const found = kept.get(key) as Promise<T> | undefined;
    if (found) {
      kept.delete(key);
      kept.set(key, found);
      return found;
    }
    const reading: Promise<T> = read().then(
      (value) => {
        // Counted only if still kept: the version may have moved on while reading.
        if (kept.get(key) === reading) {
          sizes.set(key, size(value));
          keptIds += size(value);
          trim();
        }
        return value;
      },
      (error: unknown) => {
        if (kept.get(key) === reading) forget(key);
        throw error;
      },
    );
    kept.set(key, reading);
    trim();
    return reading;
  }

  return {
    ids: (version, key, read) =>
      keep(
        version,
        `ids:${key}`,
        async () => Int32Array.from(await read()),
        (ids) => ids.length,
      ),
    categorySlugs: (version, read) => keep(version, 'categories', read, (slugs) => slugs.size),
  };
}
