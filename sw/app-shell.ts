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
/** Past this the shell is drawn instead, and the app fetches the data itself. */
const PAY_PAGE_TIMEOUT_MS = 3_000;

/**
 * Paying needs the network anyway, so a pay page asks the server first: its HTML shows the
 * payment before the app's scripts have run (they come from the precache either way).
 * Offline, or when the server is slow to answer, the cached shell takes over.
 */
function payPageHandler(shell: (options: RouteHandlerCallbackOptions) => Promise<Response>) {
  return async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    const timeout = new Promise<never>((_, reject) => {
      setTimeout(() => reject(new Error('pay page timed out')), PAY_PAGE_TIMEOUT_MS);
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

export function registerAppShellRoute(): void {
  const shell = createHandlerBoundToURL('/index.html');
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && PAY_PAGE.test(url.pathname),
    payPageHandler(shell),
  );
  registerRoute(new NavigationRoute(shell, { denylist: NOT_THE_APP }));
}
