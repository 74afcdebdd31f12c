import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appWithPwa } from '../security/capability-fixtures.ts';
import { ROUTES } from '../security/route-table.ts';

/**
 * One declaration of each API shape (issue 14): every route the server registers, the built
 * app's pages and files included, declares what it answers on success, and the served OpenAPI
 * document carries every route it does not deliberately hide.
 */
const routes: RouteOptions[] = [];
const app = await appWithPwa((route) => routes.push(route));

const keyOf = (method: string, url: string) => `${method} ${url}`;
const successCodes = (route: RouteOptions) =>
  Object.keys((route.schema?.response as Record<string, unknown> | undefined) ?? {}).filter((code) =>
    /^(2\d\d|2xx|3\d\d)$/.test(code),
  );

describe('the API contract', () => {
  it('found the routes', () => {
    expect(routes.filter((route) => route.url.startsWith('/api/v1/')).length).toBeGreaterThanOrEqual(128);
  });

  it('declares a success answer for every registered route', () => {
    const missing = routes
      .filter((route) => [route.method].flat().some((method) => method !== 'HEAD'))
      .filter((route) => successCodes(route).length === 0)
      .map((route) => keyOf([route.method].flat().join(','), route.url));
    expect(missing).toEqual([]);
  });

  it('declares the errors each API route can answer, in the one error shape', () => {
    const codesOf = (route: RouteOptions) =>
      Object.keys((route.schema?.response as Record<string, unknown> | undefined) ?? {});
    const lacking = routes
      .filter((route) => route.url.startsWith('/api/v1/') && route.url !== '/api/v1/openapi.json')
      .filter((route) => [route.method].flat().some((method) => method !== 'HEAD'))
      .flatMap((route) => {
        const key = keyOf(
          [route.method]
            .flat()
            .filter((m) => m !== 'HEAD')
            .join(','),
          route.url,
        );
        const row = ROUTES[key];
        const expected = [
          // Any query may meet a database that is failing over.
          '503',
          ...(route.schema?.body || route.schema?.querystring || route.schema?.params ? ['400'] : []),
          ...(route.schema?.body ? ['413', '415'] : []),
          ...(row && row.access !== 'public' ? ['401'] : []),
          ...(row && ['permission', 'superuser', 'door'].includes(row.access) ? ['403'] : []),
        ];
        const codes = codesOf(route);
        return expected.filter((code) => !codes.includes(code)).map((code) => `${key} ${code}`);
      });
    expect(lacking).toEqual([]);
  });

  it('documents every route it does not deliberately hide', async () => {
    const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => keyOf(method.toUpperCase(), path)),
      ),
    );
    const undocumented = routes
      .filter((route) => !(route.schema as { hide?: boolean } | undefined)?.hide)
      .flatMap((route) =>
        [route.method]
          .flat()
          .filter((method) => method !== 'HEAD')
          .map((method) => keyOf(method, route.url.replace(/:(\w+)/g, '{$1}'))),
      )
      .filter((key) => !documented.has(key));
    expect(undocumented).toEqual([]);
  });

  it('tells clients which parameters they may leave out: one with a default is optional', async () => {
    const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json<{
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; in: string; required?: boolean }[] }>
      >;
    }>();
    const limit = doc.paths['/api/v1/user/actions']?.get?.parameters?.find((p) => p.name === 'limit');
    expect(limit).toMatchObject({ in: 'query' });
    expect(limit?.required ?? false).toBe(false);
  });
});
