/** The operations of the served OpenAPI document, and a request that passes each one's schemas. */

export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  default?: unknown;
}

export interface Param {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  /** `/api/v1/plugins/{plugin}/transaction/{id}` as documented. */
  template: string;
  params: Param[];
  /** The JSON body's schema, when the operation documents one. */
  body?: Schema;
  auth: 'bearer' | 'apiKey' | null;
}

interface Document {
  paths: Record<string, Record<string, OperationObject>>;
}

interface OperationObject {
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: Record<string, unknown>[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export function operationsOf(doc: Document): Operation[] {
  const list: Operation[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const scheme = Object.keys(op.security?.[0] ?? {})[0];
      list.push({
        method: method.toUpperCase(),
        template,
        params: (op.parameters ?? [])
          .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
          .map((p) => ({
            name: p.name,
            in: p.in as Param['in'],
            required: p.required ?? p.in === 'path',
            schema: p.schema ?? {},
          })),
        body: op.requestBody?.content?.['application/json']?.schema,
        auth: scheme === 'bearer' || scheme === 'apiKey' ? scheme : null,
      });
    }
  }
  return list;
}

export const typeOf = (schema: Schema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

/** Values found in the seeded data, keyed by property name, to fill ids that must exist. */
export interface Seed {
  source: string;
  key: string;
  value: string | number;
  record: Record<string, unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function fits(schema: Schema, value: string | number): boolean {
  if (schema.enum) return schema.enum.includes(value);
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') {
    const n = Number(value);
    return (
      Number.isFinite(n) &&
      (type === 'number' || Number.isInteger(n)) &&
      n >= (schema.minimum ?? -(2 ** 31)) &&
      n <= (schema.maximum ?? 2 ** 31 - 1)
    );
  }
  const text = String(value);
  if (schema.format === 'uuid' && !UUID.test(text)) return false;
  return text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
}

const commonPrefix = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
};

/**
 * A seeded value for a parameter or property: same name (or `id` of a collection whose path
 * names it, for `event_id` and the like), fitting the schema, from the collection whose path
 * is nearest to the operation's.
 */
export function seeded(seeds: Seed[], name: string, schema: Schema, template: string): Seed | undefined {
  const owner = name.endsWith('_id') ? name.slice(0, -3) : null;
  let best: Seed | undefined;
  let bestScore = -1;
  for (const seed of seeds) {
    const named = seed.key === name || (owner !== null && seed.key === 'id' && seed.source.includes(owner));
    if (!named || !fits(schema, seed.value)) continue;
    const score = commonPrefix(seed.source, template);
    if (score > bestScore) [best, bestScore] = [seed, score];
  }
  return best;
}

/** A value that passes the schema when the seed has none. */
export function sample(schema: Schema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = sample(schema.properties?.[name] ?? {});
      return out;
    }
    default:
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date') return '2030-01-01';
      if (schema.format === 'date-time') return '2030-01-01T00:00:00Z';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
}

export interface Baseline {
  params: Record<string, string>;
  query: Record<string, string>;
  body?: Record<string, unknown>;
}

/** Path params and required query params and body properties with real or schema-valid values. */
export function baseline(op: Operation, seeds: Seed[]): Baseline {
  const records: Record<string, unknown>[] = [];
  const pick = (name: string, schema: Schema): unknown => {
    if (schema.enum) {
      // An enum beside a seeded id takes the id's own value (its plugin, say) when it has one.
      const own = records.map((r) => r[name]).find((v) => schema.enum?.includes(v));
      return own ?? (schema.enum.includes('all') ? 'all' : schema.enum[0]);
    }
    const seed = seeded(seeds, name, schema, op.template);
    if (seed) records.push(seed.record);
    return seed?.value ?? sample(schema);
  };
  const ordered = [...op.params].sort(
    (a, b) => Number(Boolean(a.schema.enum)) - Number(Boolean(b.schema.enum)),
  );
  const params: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of ordered) {
    if (p.in === 'path') params[p.name] = String(pick(p.name, p.schema));
    else if (p.in === 'query' && p.required) query[p.name] = String(pick(p.name, p.schema));
  }
  let body: Record<string, unknown> | undefined;
  if (op.body) {
    body = {};
    for (const name of op.body.required ?? []) body[name] = pick(name, op.body.properties?.[name] ?? {});
  }
  return { params, query, body };
}

/** The path with each param as given (already percent-encoded by the caller where meant). */
export function fillPath(template: string, raw: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => raw[name] ?? 'x');
}

export const encodeAll = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, encodeURIComponent(v)]));

export const queryString = (pairs: [string, string][]) =>
  pairs.length ? `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')}` : '';
