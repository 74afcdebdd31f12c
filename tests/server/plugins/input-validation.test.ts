import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMIN, authed, createTestApp, login } from '../helper.ts';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
  maxLength?: number;
}

const routes: RouteOptions[] = [];
const app = await createTestApp({}, (route) => {
  if (route.url.startsWith('/api/') && route.schema) routes.push(route);
});
const admin = await login(app, ADMIN, '10.6.0.1');

// HEAD twins of GET routes answer without a body; their GET is probed.
const methods = (route: RouteOptions) =>
  (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
const cases = (list: RouteOptions[]) =>
  list.flatMap((route) => methods(route).map((method) => ({ method, url: route.url, route })));
const withBody = routes.filter((route) => route.schema?.body);
const withParams = routes.filter((route) => route.schema?.params || route.schema?.querystring);

/** Path params filled with values that pass their own schema. */
function concreteUrl(route: RouteOptions): string {
  const params = (route.schema?.params as JsonSchema | undefined)?.properties ?? {};
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    const schema = params[name];
    if (schema?.enum) return String(schema.enum[0]);
    return schema?.type === 'integer' ? '1' : 'x';
  });
}

/** A value of the wrong JSON type for a property. */
function wrongValue(schema: JsonSchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string') return 12345;
  if (type === 'boolean') return 'yes';
  if (type === 'integer' || type === 'number') return 'many';
  return 'text';
}

/** The one error shape: message string, or arrays of strings per field / non_field_errors. */
function expectErrorShape(res: LightMyRequestResponse, label: string) {
  expect(res.statusCode, `${label}: ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
  const body = res.json<Record<string, unknown>>();
  expect(Object.keys(body).length, label).toBeGreaterThan(0);
  for (const [key, value] of Object.entries(body)) {
    if (key === 'message') expect(typeof value, label).toBe('string');
    else {
      expect(Array.isArray(value), `${label}: ${key}`).toBe(true);
      for (const item of value as unknown[]) expect(typeof item, label).toBe('string');
    }
  }
}

describe('every route answers bad input with a 4xx in the error shape', () => {
  it('found the routes that take input', () => {
    expect(withBody.length).toBeGreaterThanOrEqual(9);
    expect(withParams.length).toBeGreaterThanOrEqual(3);
  });

  it.each(cases(withBody))(
    '$method $url: malformed, oversized, wrongly typed bodies',
    async ({ method, route }) => {
      const url = concreteUrl(route);
      const send = (payload: string, contentType = 'application/json') =>
        app.inject(
          authed(admin.access, {
            method: method as 'POST',
            url,
            payload,
            headers: { 'content-type': contentType },
            remoteAddress: '10.6.0.2',
          }),
        );
      const label = `${method} ${url}`;

      const malformed = await send('{"username": ');
      expectErrorShape(malformed, `${label} malformed`);
      expect(malformed.statusCode).toBe(400);

      const oversized = await send(JSON.stringify({ filler: 'x'.repeat(app.config.bodyLimit + 10) }));
      expectErrorShape(oversized, `${label} oversized`);
      expect(oversized.statusCode).toBe(413);

      const wrongType = await send('username=admin', 'text/plain');
      expectErrorShape(wrongType, `${label} text/plain`);
      expect(wrongType.statusCode).toBe(415);

      for (const notObject of ['[]', '"text"', '42', 'null', 'true']) {
        expectErrorShape(await send(notObject), `${label} ${notObject}`);
      }

      const properties = (route.schema?.body as JsonSchema | undefined)?.properties ?? {};
      for (const [name, schema] of Object.entries(properties)) {
        const res = await send(JSON.stringify({ [name]: wrongValue(schema) }));
        expectErrorShape(res, `${label} ${name}`);
        expect(res.json()[name], `${label} ${name}`).toBeDefined();
        const nested = await send(JSON.stringify({ [name]: { nested: [1, 2] } }));
        expectErrorShape(nested, `${label} ${name} object`);
      }
    },
  );

  it.each(cases(withParams))('$method $url: wrongly typed params and query', async ({ method, route }) => {
    const params = (route.schema?.params as JsonSchema | undefined)?.properties ?? {};
    for (const name of Object.keys(params)) {
      for (const bad of ['not-valid', '-1', '%F0%9F%92%A5']) {
        // Routes here have one path parameter; any other would get a placeholder.
        const candidate = route.url.replace(`:${name}`, bad).replace(/:(\w+)/g, '1');
        const res = await app.inject(
          authed(admin.access, {
            method: method as 'GET',
            url: candidate,
            payload: method === 'GET' ? undefined : {},
          }),
        );
        expectErrorShape(res, `${method} ${candidate}`);
      }
    }
    const query = (route.schema?.querystring as JsonSchema | undefined)?.properties ?? {};
    for (const [name, schema] of Object.entries(query)) {
      const value = schema.type === 'string' ? 'x'.repeat((schema.maxLength ?? 100) + 1) : 'many';
      const res = await app.inject(
        authed(admin.access, { method: method as 'GET', url: `${concreteUrl(route)}?${name}=${value}` }),
      );
      expectErrorShape(res, `${method} ${route.url}?${name}`);
      expect(res.json()[name]).toBeDefined();
    }
  });
});
