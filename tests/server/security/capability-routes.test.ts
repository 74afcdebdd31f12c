import type { InjectOptions, RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appWithPwa } from './capability-fixtures.ts';
import { ANONYMOUS_ID_ROUTES, NOT_ID_QUERY, routeKey } from './capability-routes.ts';

/**
 * Every route a stranger can call with an id in its path or query has its row in
 * capability-routes.ts, so a new one is a decision (capability or public), never an accident.
 */
const routes: RouteOptions[] = [];
const app = await appWithPwa((route) => routes.push(route));

const pathParams = (url: string) => [...url.matchAll(/:([A-Za-z_]+)|(\*)/g)].map((m) => m[1] ?? m[2] ?? '');
const queryIds = (route: RouteOptions) => {
  const query = (route.schema as { querystring?: { properties?: object } } | undefined)?.querystring;
  return Object.keys(query?.properties ?? {}).filter((name) => !NOT_ID_QUERY.includes(name));
};
const withIds = routes.flatMap((route) =>
  [route.method]
    .flat()
    .filter((method) => method !== 'HEAD')
    .map((method) => ({ method, url: route.url, ids: [...pathParams(route.url), ...queryIds(route)] }))
    .filter((entry) => entry.ids.length > 0),
);
/**
 * Whether a stranger gets past authentication, asked of the server itself: hooks are not
 * all sign-in checks (a rate limit is one too), and a route may check an API key itself.
 */
const anonymous = (
  await Promise.all(
    withIds.map(async (route) => {
      const url = route.url.replace(/:[A-Za-z_]+/g, '1').replace('*', 'x');
      const res = await app.inject({ method: route.method as InjectOptions['method'], url });
      return res.statusCode === 401 ? [] : [route];
    }),
  )
).flat();

describe('every anonymous route that takes an id is classified', () => {
  it('has a row for each, naming the same ids', () => {
    const rows = new Map(ANONYMOUS_ID_ROUTES.map((row) => [routeKey(row.method, row.url), row]));
    for (const route of anonymous) {
      const row = rows.get(routeKey(route.method, route.url));
      expect(row, `${route.method} ${route.url} needs a row in capability-routes.ts`).toBeDefined();
      expect([...(row?.ids ?? [])].sort(), `${route.method} ${route.url}`).toEqual([...route.ids].sort());
    }
  });

  it('lists no route that is not there', () => {
    const registered = new Set(anonymous.map((route) => routeKey(route.method, route.url)));
    for (const row of ANONYMOUS_ID_ROUTES) {
      expect(registered.has(routeKey(row.method, row.url)), routeKey(row.method, row.url)).toBe(true);
    }
  });

  it('names the capability of each capability route', () => {
    for (const row of ANONYMOUS_ID_ROUTES) {
      expect(row.kind === 'capability', routeKey(row.method, row.url)).toBe(row.capability !== undefined);
    }
  });
});
