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

export function registerAppShellRoute(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_THE_APP }));
}
