import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runtimeCacheRules } from '../../sw/runtime-caching';
import { MemoryCaches, stubWorkerGlobals, TestFetchEvent } from './memory-caches';

// Workbox reads the worker's global `self` when its modules load; its development logs are noise here.
vi.hoisted(() => Object.assign(globalThis, { self: globalThis, __WB_DISABLE_DEV_LOGS: true }));

const ORIGIN = 'http://localhost';
const MENU = '/api/v1/plugins/food_ordering';
/** The dishes the server lists for each URL; offline when null. */
let server: Record<string, string> | null;

/** A menu request as the worker's route for it answers it: the text of what came back. */
async function ask(path: string): Promise<string> {
  const url = new URL(`${ORIGIN}${MENU}${path}`);
  const request = new Request(url);
  const rule = runtimeCacheRules.find((entry) =>
    entry.match({ url, request, sameOrigin: true, event: new TestFetchEvent() } as never),
  );
  if (!rule) throw new Error(`no rule keeps ${path}`);
  const event = new TestFetchEvent();
  const response = await rule.strategy.handle({ event: event as never, request });
  const text = await response.text();
  await event.settled();
  return text;
}

beforeEach(() => {
  server = null;
  stubWorkerGlobals(vi.stubGlobal, ORIGIN);
  vi.stubGlobal('caches', new MemoryCaches());
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url);
    const body = server?.[`${url.pathname.slice(MENU.length)}${url.search}`];
    if (body === undefined) throw new TypeError('Failed to fetch');
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the worker's kept copy of a branch's menu", () => {
  it("answers offline with the dishes of the branch asked, never another branch's", async () => {
    const salmiya = '/menu-items?delivery_type=pickup&branch=1';
    const city = '/menu-items?delivery_type=pickup&branch=2';
    const jabriya = '/promoted-items?delivery_type=delivery&delivery_area=3';
    server = {
      [salmiya]: '["Mixed Grill"]',
      [city]: '["Mixed Grill","Chicken Tikka"]',
      [jabriya]: '["Tikka"]',
    };
    for (const path of [salmiya, city, jabriya]) expect(await ask(path)).toBe(server[path]);
    server = null;
    expect(await ask(salmiya)).toBe('["Mixed Grill"]');
    expect(await ask(city)).toBe('["Mixed Grill","Chicken Tikka"]');
    expect(await ask(jabriya)).toBe('["Tikka"]');
    await expect(ask('/menu-items?delivery_type=pickup&branch=9')).rejects.toThrow();
  });
});
