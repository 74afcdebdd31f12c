/**
 * The ordered ids a product list matches and their count, per shop, content version, search,
 * category and order, the ids in chunks (a first page reads the first chunk, a far page its
 * own). Reading them is the expensive part of a page (a search reads every name, a count
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
  /** Ids read at a time: a first page reads the first `chunk`, not the whole list. */
  chunk: number;
}

const DEFAULT_LIMITS: ListCacheLimits = { entries: 2_000, ids: 500_000, chunk: 240 };

export interface ListCache {
  /** How many products the list `key` has at `version`. */
  count(version: string, key: string, read: () => Promise<number>): Promise<number>;
  /** The ids from `offset` on (up to `limit`) of the list `key`; `read` reads one chunk of them. */
  ids(
    version: string,
    key: string,
    page: { offset: number; limit: number },
    read: (chunk: { offset: number; limit: number }) => Promise<number[]>,
  ): Promise<number[]>;
  /** The shop's category slugs by id at `version` (a category change bumps it too). */
  categorySlugs(version: string, read: () => Promise<Map<number, string>>): Promise<Map<number, string>>;
  /**
   * The page's ids as last kept, with the version they belong to, when its count and chunks
   * are all read: the caller reads the shop's version and these rows in one query, and uses
   * them only if the version is still this one.
   */
  peek(key: string, page: { offset: number; limit: number }): { version: string; ids: number[] } | null;
}

export function productListCache(limits: ListCacheLimits = DEFAULT_LIMITS): ListCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const kept = new Map<string, Promise<unknown>>();
  // What was read for the kept version: a value, once its promise has settled.
  const settled = new Map<string, unknown>();
  const sizes = new Map<string, number>();
  let keptIds = 0;
  let keptVersion = '';

  const forget = (key: string) => {
    kept.delete(key);
    settled.delete(key);
    keptIds -= sizes.get(key) ?? 0;
    sizes.delete(key);
  };
  const touch = (key: string) => {
    const found = kept.get(key);
    if (!found) return;
    kept.delete(key);
    kept.set(key, found);
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
      settled.clear();
      sizes.clear();
      keptIds = 0;
      keptVersion = version;
    }
    const found = kept.get(key) as Promise<T> | undefined;
    if (found) {
      touch(key);
      return found;
    }
    const reading: Promise<T> = read().then(
      (value) => {
        // Counted only if still kept: the version may have moved on while reading.
        if (kept.get(key) === reading) {
          settled.set(key, value);
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

  const chunkRange = (offset: number, limit: number) => {
    const first = Math.floor(offset / limits.chunk);
    const last = Math.floor((offset + limit - 1) / limits.chunk);
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  };
  const slice = (chunks: Int32Array[], first: number, offset: number, limit: number) => {
    const from = offset - first * limits.chunk;
    return chunks.flatMap((ids) => [...ids]).slice(from, from + limit);
  };

  const chunkOf = (version: string, key: string, index: number, read: ListChunkReader) =>
    keep(
      version,
      `ids:${index}:${key}`,
      async () => Int32Array.from(await read({ offset: index * limits.chunk, limit: limits.chunk })),
      (ids) => ids.length,
    );

  return {
    count: (version, key, read) => keep(version, `count:${key}`, read, () => 1),
    async ids(version, key, { offset, limit }, read) {
      const indexes = chunkRange(offset, limit);
      const chunks = await Promise.all(indexes.map((index) => chunkOf(version, key, index, read)));
      return slice(chunks, indexes[0] ?? 0, offset, limit);
    },
    peek(key, { offset, limit }) {
      const indexes = chunkRange(offset, limit);
      const keys = [`count:${key}`, ...indexes.map((index) => `ids:${index}:${key}`)];
      if (!keys.every((kept) => settled.has(kept))) return null;
      for (const used of keys) touch(used);
      const chunks = keys.slice(1).map((chunk) => settled.get(chunk) as Int32Array);
      return { version: keptVersion, ids: slice(chunks as Int32Array[], indexes[0] ?? 0, offset, limit) };
    },
    categorySlugs: (version, read) => keep(version, 'categories', read, (slugs) => slugs.size),
  };
}

type ListChunkReader = (chunk: { offset: number; limit: number }) => Promise<number[]>;
