import type { WorkboxPlugin } from 'workbox-core/types.js';
import { NO_COPY_HEADER } from '../src/domain/kept-pages';

/** When this device kept the copy (ms since the epoch, its own clock). */
const KEPT_AT = 'x-kept-at';

export type Clock = () => number;

function isFresh(response: Response, maxAgeMs: number, now: number): boolean {
  const age = now - Number(response.headers.get(KEPT_AT));
  // A clock set back (a negative age) cannot vouch for the copy either.
  return Number.isFinite(age) && age >= 0 && age < maxAgeMs;
}

/**
 * Keeps a copy `maxAgeMs` at most, counted from when it was kept: the copy is stamped on the way
 * into the cache and refused on the way out once older, so an expired copy is never served, even
 * before any clean-up has run. ExpirationPlugin alone would not do: its age restarts whenever a
 * copy is served, and its check at use trusts the server's Date header. Only whole 200 answers
 * the server lets be kept are (a plugin with cacheWillUpdate replaces Workbox's own check).
 */
export function keptForAtMost(maxAgeMs: number, now: Clock = Date.now): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) => {
      if (response.status !== 200 || response.headers.has(NO_COPY_HEADER)) return null;
      const headers = new Headers(response.headers);
      headers.set(KEPT_AT, String(now()));
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    },
    cachedResponseWillBeUsed: async ({ cachedResponse }) =>
      cachedResponse && isFresh(cachedResponse, maxAgeMs, now()) ? cachedResponse : null,
  };
}

/** On activation: the copies past their age go, whether or not anyone asked for them since. */
export async function dropExpiredCopies(
  cacheName: string,
  maxAgeMs: number,
  now: Clock = Date.now,
): Promise<void> {
  if (!(await caches.has(cacheName))) return;
  const cache = await caches.open(cacheName);
  const at = now();
  for (const request of await cache.keys()) {
    const copy = await cache.match(request);
    if (!copy || !isFresh(copy, maxAgeMs, at)) await cache.delete(request);
  }
}
