import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuPageHandler, menuPagesCache, purgeOldMenuPages } from '../../sw/app-shell';

// Workbox reads the worker's global `self` when its modules load.
vi.hoisted(() => Object.assign(globalThis, { self: globalThis }));

/** The browser's CacheStorage, which Node lacks: named caches of responses keyed by URL. */
class MemoryCaches {
  readonly stores = new Map<string, Map<string, Response>>();
  async open(name: string) {
    const store = this.stores.get(name) ?? new Map<string, Response>();
    this.stores.set(name, store);
    return {
      put: async (key: string, response: Response) => void store.set(key, response),
      match: async (key: string) => store.get(key)?.clone(),
    };
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
}

const ORIGIN = 'http://localhost';
const shell = async () => new Response('<div id="root"></div>', { status: 200 });
let caches: MemoryCaches;
let waited: Promise<unknown>[];
/** What the server answers next; null is the network being off. */
let server: string | null;

function visit(path: string, build = 'b1') {
  const url = new URL(`${ORIGIN}${path}`);
  const event = {
    waitUntil: (promise: Promise<unknown>) => waited.push(promise),
  } as unknown as ExtendableEvent;
  return menuPageHandler(build, shell)({ event, request: new Request(url), url });
}

beforeEach(() => {
  caches = new MemoryCaches();
  waited = [];
  server = null;
  vi.stubGlobal('caches', caches);
  vi.stubGlobal('fetch', async () => {
    if (server === null) throw new TypeError('Failed to fetch');
    return new Response(server, { status: 200 });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the worker keeps the drawn menu', () => {
  it('answers a repeat visit from its copy, offline too, and refreshes the copy behind it', async () => {
    server = 'menu v1';
    expect(await (await visit('/en/new-menu')).text()).toBe('menu v1');
    await Promise.all(waited);

    server = 'menu v2';
    expect(await (await visit('/en/new-menu/')).text()).toBe('menu v1');
    await Promise.all(waited);

    server = null;
    expect(await (await visit('/en/new-menu')).text()).toBe('menu v2');
    // Each language is its own page.
    expect(await (await visit('/ar/new-menu')).text()).toBe('<div id="root"></div>');
  });

  it('never answers with a copy another build drew, and drops those copies on activation', async () => {
    server = 'drawn by build 1';
    await visit('/en/new-menu', 'b1');
    await Promise.all(waited);

    server = null;
    expect(await (await visit('/en/new-menu', 'b2')).text()).toBe('<div id="root"></div>');
    await purgeOldMenuPages('b2');
    expect(await caches.keys()).toEqual([menuPagesCache('b2')]);
  });
});
