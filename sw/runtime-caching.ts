import type { RouteMatchCallback } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';

/** One runtime-cached kind of request; the precache already covers the app's own build files. */
export interface RuntimeCacheRule {
  match: RouteMatchCallback;
  strategy: Strategy;
}

const DAY_S = 24 * 60 * 60;

/**
 * The food menu's public GETs (issue 6: a menu seen once opens offline). Named one by one so
 * nothing per-user (orders, transactions, the kitchen's lists) or time-bound (whether a branch
 * is open now) is ever answered from the cache.
 */
const FOOD_MENU_GET =
  /^\/api\/v1\/plugins\/food_ordering\/(menu-page-config|header-config|banners|promoted-items|product_categories|menu-items|products|branches|delivery_areas|delivery_zones|min-order|accepted-pay-choices)(\/|$)/;

/** The shop's public GETs (issue 21); checkout's calls are POSTs and never cached. */
const CATALOGUE_GET = /^\/api\/v1\/plugins\/catalogue\/(config|banner|product|invoice\/preqs|stores)(\/|$)/;

/** Past this a menu or shop answer gives way to the kept copy: a slow line behaves like no line. */
const NETWORK_TIMEOUT_S = 3;

/**
 * Requests the worker caches beyond the precache. Staff API responses are deliberately absent:
 * staff data is per-user and must never be served from a shared cache. Public customer GETs
 * (the menu, the shop) are answered by the network first and kept for offline visits.
 */
export const runtimeCacheRules: RuntimeCacheRule[] = [
  {
    // The network first: a price changed or a dish sold out today must show on the next online
    // load, not the one after (issue 23); the server answers an unchanged menu with a bodiless
    // 304. Offline, or slower than the timeout, the copy kept from the last visit answers.
    // Copies are kept by the whole URL, query included: one branch's dishes (?branch=,
    // ?delivery_area=) never answer for another's.
    match: ({ url, sameOrigin }) => sameOrigin && FOOD_MENU_GET.test(url.pathname),
    strategy: new NetworkFirst({
      cacheName: 'food-menu',
      networkTimeoutSeconds: NETWORK_TIMEOUT_S,
      plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true })],
    }),
  },
  {
    // The network first, as the menu: stock moves by the minute, and a product shown in stock
    // from a stale copy, or a cart rechecked against one, would only be refused at checkout.
    // Offline, or slower than the timeout, the copy kept from the last visit answers.
    match: ({ url, sameOrigin }) => sameOrigin && CATALOGUE_GET.test(url.pathname),
    strategy: new NetworkFirst({
      cacheName: 'catalogue',
      networkTimeoutSeconds: NETWORK_TIMEOUT_S,
      plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true })],
    }),
  },
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
