/**
 * The worker's globals Node lacks: CacheStorage (named caches of responses keyed by URL, with
 * `ignoreSearch`), the worker's location and the ExtendableEvent/FetchEvent classes.
 */
type Key = Request | string;
const urlOf = (key: Key) => (typeof key === 'string' ? key : key.url);
const withoutSearch = (url: string) => url.replace(/[?#].*$/, '');

class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(key: Key, options?: CacheQueryOptions) {
    const url = urlOf(key);
    const found = options?.ignoreSearch
      ? [...this.entries].find(([stored]) => withoutSearch(stored) === withoutSearch(url))?.[1]
      : this.entries.get(url);
    return found?.clone();
  }
  async put(key: Key, response: Response) {
    // Like the browser, the body is read whole before the entry exists.
    const body = await response.arrayBuffer();
    this.entries.set(urlOf(key), new Response(body, response));
  }
  async delete(key: Key, options?: CacheQueryOptions) {
    const url = urlOf(key);
    const doomed = [...this.entries.keys()].filter((stored) =>
      options?.ignoreSearch ? withoutSearch(stored) === withoutSearch(url) : stored === url,
    );
    for (const stored of doomed) this.entries.delete(stored);
    return doomed.length > 0;
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

export class MemoryCaches {
  readonly stores = new Map<string, MemoryCache>();
  async open(name: string) {
    const store = this.stores.get(name) ?? new MemoryCache();
    this.stores.set(name, store);
    return store;
  }
  async has(name: string) {
    return this.stores.has(name);
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  async match(key: Key, options?: MultiCacheQueryOptions) {
    const named = options?.cacheName === undefined ? undefined : this.stores.get(options.cacheName);
    for (const store of options?.cacheName === undefined ? this.stores.values() : named ? [named] : []) {
      const found = await store.match(key, options);
      if (found) return found;
    }
    return undefined;
  }
}

/** What a fetch handler gets: waitUntil collects the work the worker would be kept alive for. */
export class TestFetchEvent extends Event {
  readonly pending: Promise<unknown>[] = [];
  constructor() {
    super('fetch');
  }
  waitUntil(promise: Promise<unknown>) {
    this.pending.push(promise);
  }
  /** Waits for the work started behind the answer (and any it started in turn). */
  async settled() {
    let count = -1;
    while (count !== this.pending.length) {
      count = this.pending.length;
      await Promise.allSettled(this.pending);
    }
  }
}

/** Workbox checks its events' class against the worker's globals and names URLs relative to its location. */
export function stubWorkerGlobals(stub: (name: string, value: unknown) => void, origin: string) {
  stub('location', new URL(`${origin}/sw.js`));
  stub('navigator', { userAgent: 'Node' });
  stub('ExtendableEvent', TestFetchEvent);
  stub('FetchEvent', TestFetchEvent);
}
