import type { RouteHandlerCallback, RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { PAY_PAGE_KEPT_FOR_S, PAY_PAGE_PATH, PAY_PAGES_CACHE } from '../src/domain/kept-pages';
import { dropExpiredCopies, keptForAtMost } from './kept-copy';

/**
 * Every app navigation (/en/login, /ar/user/password, …) is answered with the precached
 * index.html, so any route a person visited reloads with the network off; the router then
 * renders the route client-side. The API, the OpenAPI document and real files still go to
 * the network: a file path (something.ext) is never the SPA.
 */
// /gateway/ holds the server-rendered hosted pages of the sandbox payment gateway.
const NOT_THE_APP: RegExp[] = [/^\/api\//, /^\/gateway\//, /\/[^/?]+\.[^/?]+$/];

/** Past this a drawn page (pay, menu) gives way to a kept copy or the shell, and the app fetches its data itself. */
const PAGE_TIMEOUT_S = 3;

type Shell = RouteHandlerCallback;

/**
 * The precached shell stands in for a drawn page the network did not give in time (offline, slow
 * past the timeout, an error answer) when no copy is kept either.
 */
function shellInstead(shell: Shell): WorkboxPlugin {
  const shellFor = (request: Request, event: ExtendableEvent) =>
    shell({ request, event, url: new URL(request.url) });
  return {
    fetchDidSucceed: async ({ response }) => {
      // An error page is no page: let the kept copy or the shell answer instead.
      if (!response.ok) throw new Error(`drawn page answered ${response.status}`);
      return response;
    },
    cachedResponseWillBeUsed: async ({ cachedResponse, request, event }) =>
      cachedResponse ?? shellFor(request, event as ExtendableEvent),
    handlerDidError: async ({ request, event }) => shellFor(request, event),
  };
}

/**
 * Paying needs the network anyway, so a pay page asks the server first: its HTML shows the
 * payment before the app's scripts have run (they come from the precache either way). When
 * the server is off or slow, the copy kept from the last visit answers, else the shell. The
 * copy holds the customer's name and the amount, so it is kept a day at most and the app drops
 * it once the payment is over (src/hooks/use-forget-pay-page.ts).
 */
export function payPageStrategy(shell: Shell, now?: () => number): NetworkFirst {
  return new NetworkFirst({
    cacheName: PAY_PAGES_CACHE,
    networkTimeoutSeconds: PAGE_TIMEOUT_S,
    plugins: [
      // Bounds the storage and cleans up behind; keptForAtMost is what guarantees the day.
      new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: PAY_PAGE_KEPT_FOR_S, purgeOnQuotaError: true }),
      keptForAtMost(PAY_PAGE_KEPT_FOR_S * 1_000, now),
      shellInstead(shell),
    ],
  });
}

/**
 * The food menu and the shop's list and product pages, which the server sends already drawn, the
 * same for every customer (server/modules/food/prerender.ts, server/modules/catalogue/prerender.ts).
 * They share the menu's kept-page cache and its handling.
 */
export const KEPT_PAGE =
  /^\/(en|ar)\/(new-menu|catalogue\/product-list|catalogue\/product-detail\/[^/]+)\/?$/;
/** A shop has many product pages (and list pages per search): the copies kept are bounded. */
const KEPT_PAGES_MAX = 60;
const MENU_PAGES_CACHE = 'menu-pages-';

/**
 * The menu's drawn HTML, kept per build: it names that build's scripts, so a copy kept by an
 * older worker could point at files the new precache no longer holds.
 */
export const menuPagesCache = (build: string) => `${MENU_PAGES_CACHE}${build}`;

/** /en/new-menu and /en/new-menu/ are one page, kept once. */
const menuKey = (url: string) => url.replace(/\/(?=$|\?)/, '');
const oneKeyPerMenu: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => menuKey(request.url),
};

/**
 * A customer returning to the menu gets the server's page when online, so a price or a dish
 * sold out since their last visit shows at once (issue 23); its copy is kept for the next time.
 * Offline, on an error answer or slower than the timeout, the copy kept from the last visit
 * answers (often opened from the home screen with no line), else the shell.
 */
export function menuPageHandler(build: string, shell: Shell): RouteHandlerCallback {
  const fresh = new NetworkFirst({
    cacheName: menuPagesCache(build),
    networkTimeoutSeconds: PAGE_TIMEOUT_S,
    plugins: [
      oneKeyPerMenu,
      new ExpirationPlugin({ maxEntries: KEPT_PAGES_MAX, purgeOnQuotaError: true }),
      shellInstead(shell),
    ],
  });
  return (options: RouteHandlerCallbackOptions) => fresh.handle(options);
}

/**
 * On activation: the older builds' menu copies go (their scripts went with their precache), and
 * so do pay pages kept past their day.
 */
export async function cleanUpKeptPages(build: string, now?: () => number): Promise<void> {
  const names = await caches.keys();
  await Promise.all([
    ...names
      .filter((name) => name.startsWith(MENU_PAGES_CACHE) && name !== menuPagesCache(build))
      .map((name) => caches.delete(name)),
    dropExpiredCopies(PAY_PAGES_CACHE, PAY_PAGE_KEPT_FOR_S * 1_000, now),
  ]);
}

/** `build` names this worker's build (the precached index.html's revision). */
export function registerAppShellRoute(build: string): void {
  const shell = createHandlerBoundToURL('/index.html');
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && PAY_PAGE_PATH.test(url.pathname),
    payPageStrategy(shell),
  );
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && KEPT_PAGE.test(url.pathname),
    menuPageHandler(build, shell),
  );
  registerRoute(new NavigationRoute(shell, { denylist: NOT_THE_APP }));
}
