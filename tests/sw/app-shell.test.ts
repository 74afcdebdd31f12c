import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_COPY_HEADER, PAY_PAGES_CACHE } from '../../src/domain/kept-pages';
import {
  cleanUpKeptPages,
  KEPT_PAGE,
  menuPageHandler,
  menuPagesCache,
  payPageStrategy,
} from '../../sw/app-shell';
import { MemoryCaches, stubWorkerGlobals, TestFetchEvent } from './memory-caches';

// Workbox reads the worker's global `self` when its modules load; its development logs are noise here.
vi.hoisted(() => Object.assign(globalThis, { self: globalThis, __WB_DISABLE_DEV_LOGS: true }));

const ORIGIN = 'http://localhost';
const SHELL = '<div id="root"></div>';
const shell = async () => new Response(SHELL, { status: 200 });
const HOUR_MS = 60 * 60 * 1_000;
let caches: MemoryCaches;
/** What the server answers next: a page, an error status, off (null), or never ('hang'). */
let server: string | number | null | 'hang';
/** The device's clock as the pay page strategy reads it. */
let now: number;

async function visit(
  handle: (event: TestFetchEvent, request: Request, url: URL) => Promise<Response>,
  path: string,
) {
  const url = new URL(`${ORIGIN}${path}`);
  const event = new TestFetchEvent();
  const response = await handle(event, new Request(url), url);
  const text = await response.text();
  await event.settled();
  return text;
}

const visitMenu = (path: string, build = 'b1') =>
  visit((event, request, url) => menuPageHandler(build, shell)({ event, request, url }), path);

const payPage = () => payPageStrategy(shell, () => now);
const visitPayPage = (path: string) => visit((event, request) => payPage().handle({ event, request }), path);

beforeEach(() => {
  caches = new MemoryCaches();
  server = null;
  now = Date.parse('2025-03-01T08:00:00Z');
  stubWorkerGlobals(vi.stubGlobal, ORIGIN);
  vi.stubGlobal('caches', caches);
  vi.stubGlobal('fetch', async () => {
    if (server === null) throw new TypeError('Failed to fetch');
    if (server === 'hang') return new Promise<never>(() => undefined);
    if (typeof server === 'number') return new Response('error', { status: server });
    return new Response(server, { status: 200 });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the worker keeps the shop's drawn pages as it keeps the menu", () => {
  it('keeps the list and the product pages, never the cart or checkout', () => {
    for (const path of [
      '/en/catalogue/product-list',
      '/ar/catalogue/product-detail/royal-oud-oil',
      '/en/new-menu',
    ])
      expect(KEPT_PAGE.test(path), path).toBe(true);
    for (const path of ['/en/catalogue/cart', '/en/catalogue/checkout', '/en/catalogue/product-detail/a/b'])
      expect(KEPT_PAGE.test(path), path).toBe(false);
  });

  it('keeps each place in the list apart, and answers it offline', async () => {
    server = 'page 2';
    expect(await visitMenu('/en/catalogue/product-list?page=2')).toBe('page 2');
    server = 'page 1';
    expect(await visitMenu('/en/catalogue/product-list')).toBe('page 1');
    server = null;
    expect(await visitMenu('/en/catalogue/product-list?page=2')).toBe('page 2');
    expect(await visitMenu('/en/catalogue/product-detail/royal-oud-oil')).toBe(SHELL);
  });
});

describe('the worker keeps the drawn menu', () => {
  it("answers online with the server's page, so a change shows on the next load, and offline with its copy", async () => {
    server = 'menu v1';
    expect(await visitMenu('/en/new-menu')).toBe('menu v1');

    server = 'menu v2';
    expect(await visitMenu('/en/new-menu/')).toBe('menu v2');

    server = null;
    expect(await visitMenu('/en/new-menu')).toBe('menu v2');
    server = 500;
    expect(await visitMenu('/en/new-menu')).toBe('menu v2');
    // Each language is its own page.
    server = null;
    expect(await visitMenu('/ar/new-menu')).toBe(SHELL);
  });

  it('with a copy, gives way to it when the server is slow', async () => {
    server = 'menu v1';
    await visitMenu('/en/new-menu');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server = 'hang';
    const event = new TestFetchEvent();
    const url = new URL(`${ORIGIN}/en/new-menu`);
    const answer = menuPageHandler('b1', shell)({ event, request: new Request(url), url });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await (await answer).text()).toBe('menu v1');
  });

  it('without a copy, gives way to the shell when the server is slow', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server = 'hang';
    const event = new TestFetchEvent();
    const url = new URL(`${ORIGIN}/en/new-menu`);
    const answer = menuPageHandler('b1', shell)({ event, request: new Request(url), url });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await (await answer).text()).toBe(SHELL);
  });

  it('never answers with a copy another build drew, and drops those copies on activation', async () => {
    server = 'drawn by build 1';
    await visitMenu('/en/new-menu', 'b1');

    server = null;
    expect(await visitMenu('/en/new-menu', 'b2')).toBe(SHELL);
    await cleanUpKeptPages('b2');
    expect(await caches.keys()).not.toContain(menuPagesCache('b1'));
  });
});

describe('the worker keeps a pay page for a return visit, a day at most', () => {
  const PAGE = '/en/pos/pay/t-1';

  it("answers with the network's page and keeps it; offline or on an error answer the copy stands in", async () => {
    server = 'pay page, Fatima';
    expect(await visitPayPage(PAGE)).toBe('pay page, Fatima');

    server = null;
    expect(await visitPayPage(PAGE)).toBe('pay page, Fatima');
    server = 500;
    expect(await visitPayPage(PAGE)).toBe('pay page, Fatima');
    // Another payment's page has no copy: the shell.
    server = null;
    expect(await visitPayPage('/en/pos/pay/t-2')).toBe(SHELL);
  });

  it('gives way to the copy, else the shell, when the server is slow', async () => {
    server = 'pay page, Fatima';
    await visitPayPage(PAGE);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server = 'hang';
    for (const [path, expected] of [
      [PAGE, 'pay page, Fatima'],
      ['/en/pos/pay/t-2', SHELL],
    ]) {
      const answer = payPage().handle({
        event: new TestFetchEvent(),
        request: new Request(`${ORIGIN}${path}`),
      });
      await vi.advanceTimersByTimeAsync(3_000);
      expect(await (await answer).text()).toBe(expected);
    }
  });

  it('never serves a copy kept 24 hours ago, even before any clean-up, and drops it on activation', async () => {
    server = 'pay page, Fatima';
    await visitPayPage(PAGE);
    server = null;

    now += 24 * HOUR_MS - 1;
    expect(await visitPayPage(PAGE)).toBe('pay page, Fatima');
    now += 1;
    expect(await visitPayPage(PAGE)).toBe(SHELL);

    const store = await caches.open(PAY_PAGES_CACHE);
    expect(await store.keys()).toHaveLength(1);
    await cleanUpKeptPages('b1', () => now);
    expect(await store.keys()).toHaveLength(0);
  });

  it('keeps no copy of a page the server says can no longer be paid', async () => {
    vi.stubGlobal('fetch', async () => new Response('paid', { headers: { [NO_COPY_HEADER]: '1' } }));
    expect(await visitPayPage(PAGE)).toBe('paid');
    expect(await (await caches.open(PAY_PAGES_CACHE)).keys()).toHaveLength(0);
  });

  it('keeps no copy of an error answer', async () => {
    server = 500;
    expect(await visitPayPage(PAGE)).toBe(SHELL);
    expect(await (await caches.open(PAY_PAGES_CACHE)).keys()).toHaveLength(0);
  });
});
