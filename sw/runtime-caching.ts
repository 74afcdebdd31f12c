import type { RouteMatchCallback } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, type Strategy } from 'workbox-strategies';

/** One runtime-cached kind of request; the precache already covers the app's own build files. */
export interface RuntimeCacheRule {
  match: RouteMatchCallback;
  strategy: Strategy;
}

const DAY_S = 24 * 60 * 60;

/**
 * Requests the worker caches beyond the precache. API responses are deliberately absent:
 * staff data is per-user and must never be served from a shared cache. Public customer
 * GETs (menus, catalogue, event pages) join this list as stale-while-revalidate rules
 * when those pages exist.
 */
export const runtimeCacheRules: RuntimeCacheRule[] = [
  {
    // Product photos and logos change rarely; the expiration bounds the storage they take.
    match: ({ request }) => request.destination === 'image',
    strategy: new CacheFirst({
      cacheName: 'images',
      plugins: [
        new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
      ],
    }),
  },
];

export function registerRuntimeCaching(rules: RuntimeCacheRule[] = runtimeCacheRules): void {
  for (const rule of rules) registerRoute(rule.match, rule.strategy, 'GET');
}
