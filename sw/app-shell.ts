import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * Every app navigation (/en/login, /ar/user/password, …) is answered with the precached
 * index.html, so any route a person visited reloads with the network off; the router then
 * renders the route client-side. The API, the OpenAPI document and real files still go to
 * the network: a file path (something.ext) is never the SPA.
 */
// /gateway/ holds the server-rendered hosted pages of the sandbox payment gateway.
const NOT_THE_APP: RegExp[] = [/^\/api\//, /^\/gateway\//, /\/[^/?]+\.[^/?]+$/];

/** Pay pages the server sends already drawn, with their data (server/modules/pay-page/prerender.ts). */
const PAY_PAGE = /^\/(en|ar)\/(pos\/pay|spf\/payment-options)\/[^/]+$/;
/** Past this a drawn page (pay, menu) gives way to the shell, and the app fetches its data itself. */
const PAGE_TIMEOUT_MS = 3_000;

/**
 * Paying needs the network anyway, so a pay page asks the server first: its HTML shows the
 * payment before the app's scripts have run (they come from the precache either way).
 * Offline, or when the server is slow to answer, the cached shell takes over.
 */
function payPageHandler(shell: (options: RouteHandlerCallbackOptions) => Promise<Response>) {
  return async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    const timeout = new Promise<never>((_, reject) => {
      setTimeout(() => reject(new Error('pay page timed out')), PAGE_TIMEOUT_MS);
    });
    try {
      const response = await Promise.race([fetch(options.request), timeout]);
      if (response.ok) return response;
    } catch {
      // Offline or too slow: the shell below.
    }
    return shell(options);
  };
}

/** The food menu the server sends already drawn, the same for every customer (server/modules/food/prerender.ts). */
const MENU_PAGE = /^\/(en|ar)\/new-menu\/?$/;
const MENU_PAGES_CACHE = 'menu-pages-';

/**
 * The menu's drawn HTML, kept per build: it names that build's scripts, so a copy kept by an
 * older worker could point at files the new precache no longer holds.
 */
export const menuPagesCache = (build: string) => `${MENU_PAGES_CACHE}${build}`;

/** On activation: the older builds' copies go (their scripts went with their precache). */
export async function purgeOldMenuPages(build: string): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(MENU_PAGES_CACHE) && name !== menuPagesCache(build))
      .map((name) => caches.delete(name)),
  );
}

/**
 * A customer returning to the menu (often offline, from the home screen) gets the last drawn
 * copy at once and a fresh one is fetched behind it for next time (its inlined data is refetched
 * by the app when old). Without a copy it is the network's, then, offline or slow, the shell.
 */
export function menuPageHandler(
  build: string,
  shell: (options: RouteHandlerCallbackOptions) => Promise<Response>,
) {
  return async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    const cache = await caches.open(menuPagesCache(build));
    const key = `${options.url.origin}${options.url.pathname.replace(/\/$/, '')}`;
    const network = fetch(options.request).then(async (response) => {
      if (response.ok) await cache.put(key, response.clone());
      return response;
    });
    options.event.waitUntil(network.catch(() => undefined));
    const cached = await cache.match(key);
    if (cached) return cached;
    const timeout = new Promise<never>((_, reject) => {
      setTimeout(() => reject(new Error('menu page timed out')), PAGE_TIMEOUT_MS);
    });
    try {
      const response = await Promise.race([network, timeout]);
      if (response.ok) return response;
    } catch {
      // Offline or too slow: the shell below.
    }
    return shell(options);
  };
}

/** `build` names this worker's build (the precached index.html's revision). */
export function registerAppShellRoute(build: string): void {
  const shell = createHandlerBoundToURL('/index.html');
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && PAY_PAGE.test(url.pathname),
    payPageHandler(shell),
  );
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && MENU_PAGE.test(url.pathname),
    menuPageHandler(build, shell),
  );
  registerRoute(new NavigationRoute(shell, { denylist: NOT_THE_APP }));
}
