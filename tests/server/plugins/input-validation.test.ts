import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { withNumberRanges } from '../../../server/plugins/validation.ts';
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

describe('lengths', () => {
  it('says the most characters a field takes in the plural form of the caller’s language', async () => {
    const tooLong = (lang: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/user/token/refresh/',
        payload: { refresh: 'x'.repeat(201) },
        headers: { 'accept-language': lang },
      });
    expect((await tooLong('en')).json()).toEqual({
      refresh: ['Ensure this field has no more than 200 characters.'],
    });
    // 200 takes the singular noun in Arabic (حرف), 11 to 99 the accusative (حرفًا).
    const ar = await tooLong('ar');
    expect(ar.statusCode).toBe(400);
    expect(ar.json()).toEqual({ refresh: ['تأكد من أن هذا الحقل لا يتجاوز 200 حرف.'] });
  });
});

describe('no NUL in any string: PostgreSQL text cannot hold it', () => {
  const NUL_EN = 'Null characters are not allowed.';

  it('refuses it in a body field, with the field named, in the caller’s language', async () => {
    for (const [lang, text] of [
      ['en', NUL_EN],
      ['ar', 'الأحرف الفارغة (NUL) غير مسموح بها.'],
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/user/forgot_password',
        payload: { username: 'ad\u0000min' },
        headers: { 'accept-language': lang as string },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ username: [text] });
    }
  });

  it('refuses it deep inside a body, in a value or a key, under the top-level field', async () => {
    const payload = {
      delivery_type: 'pickup',
      lines: [],
      customer: { name: 'Noura', phone: '+96550001234' },
    };
    const inValue = await app.inject({
      method: 'POST',
      url: '/api/v1/plugins/food_ordering/checkout',
      payload: { ...payload, customer: { ...payload.customer, name: 'No\u0000ura' } },
    });
    expect(inValue.statusCode).toBe(400);
    expect(inValue.json()).toEqual({ customer: [NUL_EN] });
    const inKey = await app.inject({
      method: 'POST',
      url: '/api/v1/plugins/food_ordering/checkout',
      payload: { ...payload, options: { 'a\u0000': 1 } },
    });
    expect(inKey.json()).toEqual({ options: [NUL_EN] });
  });

  it('refuses it in a query string and in a path parameter', async () => {
    const query = await app.inject({ url: '/api/v1/plugins/food_ordering/menu-items?q=%00' });
    expect(query.statusCode, query.body).toBe(400);
    expect(query.json()).toEqual({ q: [NUL_EN] });
    const path = await app.inject({ url: '/api/v1/plugins/event/events/gulf%00-tech-summit' });
    expect(path.statusCode, path.body).toBe(400);
    expect(path.json()).toEqual({ slug: [NUL_EN] });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v1/user/token/',
      payload: { username: 'admin\u0000', password: 'x' },
    });
    expect(signIn.json()).toEqual({ username: [NUL_EN] });
  });
});

describe('numbers within the range of the column they reach', () => {
  it('refuses ids past int4, overflowing and non-finite numbers in a path', async () => {
    for (const value of ['1e20', '9223372036854775808', '1e309', 'Infinity', '-0', '2147483648']) {
      const res = await app.inject(
        authed(admin.access, { url: `/api/v1/plugins/event/dashboard/events/${value}` }),
      );
      expectErrorShape(res, value);
      expect(res.statusCode, value).toBe(400);
      expect(res.json().id, value).toHaveLength(1);
    }
    const food = await app.inject({ url: '/api/v1/plugins/food_ordering/products/1e309' });
    expect(food.statusCode).toBe(400);
  });

  it('refuses an offset past the range in a query, and the largest one in range is just an empty page', async () => {
    const far = await app.inject(authed(admin.access, { url: '/api/v1/user/actions?offset=1e20' }));
    expect(far.statusCode, far.body).toBe(400);
    expect(far.json()).toEqual({ offset: ['Ensure this value is less than or equal to 2147483647.'] });
    const last = await app.inject(authed(admin.access, { url: '/api/v1/user/actions?offset=2147483647' }));
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().results).toEqual([]);
  });
});

describe('withNumberRanges', () => {
  it('bounds every integer to int4 and every number to finite values, wherever it sits', () => {
    const schema = {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        own: { type: 'integer', minimum: 1, maximum: 5 },
        big: { type: 'integer', format: 'int64' },
        lat: { type: 'number' },
        list: { type: 'array', items: { type: ['integer', 'null'] } },
        map: { type: 'object', additionalProperties: { anyOf: [{ type: 'integer' }, { type: 'string' }] } },
      },
    };
    const before = JSON.stringify(schema);
    const ranged = withNumberRanges(schema) as typeof schema & Record<string, never>;
    expect(JSON.stringify(schema), 'the route’s schema (and the OpenAPI document) unchanged').toBe(before);
    const p = (ranged as { properties: Record<string, Record<string, unknown>> }).properties;
    expect(p.id).toMatchObject({ minimum: -(2 ** 31), maximum: 2 ** 31 - 1 });
    expect(p.own).toMatchObject({ minimum: 1, maximum: 5 });
    expect(p.big).toMatchObject({ minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER });
    expect(p.lat).toMatchObject({ minimum: -Number.MAX_VALUE, maximum: Number.MAX_VALUE });
    expect(p.list?.items).toMatchObject({ maximum: 2 ** 31 - 1 });
    expect(p.map?.additionalProperties).toMatchObject({
      anyOf: [{ maximum: 2 ** 31 - 1 }, { type: 'string' }],
    });
  });
});

describe('uploads the multipart parser cannot read', () => {
  it('answer 400 naming the file field, not 500', async () => {
    const part = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4';
    for (const [label, payload, type] of [
      ['cut short', part, 'multipart/form-data; boundary=b'],
      ['no boundary', `${part}\r\n--b--\r\n`, 'multipart/form-data'],
    ]) {
      const res = await app.inject(
        authed(admin.access, {
          method: 'POST',
          url: '/api/v1/attachment/upload',
          payload,
          headers: { 'content-type': type as string },
        }),
      );
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      expect(res.json(), label).toEqual({
        file: ['The upload could not be read. Send the file again as multipart/form-data.'],
      });
    }
  });
});
