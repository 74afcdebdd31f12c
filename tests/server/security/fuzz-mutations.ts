import fc from 'fast-check';
import { JSON_VALUES, type Prepared, RAW_VALUES, request } from './fuzz-cases.ts';
import { encodeAll } from './fuzz-operations.ts';
import type { FuzzCase } from './fuzz-target.ts';

/** Every byte escaped: fast-check's strings include lone surrogates, which encodeURIComponent refuses. */
const percentEncode = (text: string) =>
  [...Buffer.from(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

/** A value as it goes on the wire in a path or a query: escaped random text, or a fixed nasty one. */
const rawValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }).map(percentEncode),
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }).map((s) => encodeURIComponent(s)),
  fc.constantFrom(...RAW_VALUES),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.double().map(String),
);

/** A JSON text for a body property: random JSON, random strings (NUL and surrogates included), raw numbers. */
const jsonText = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.string({ unit: 'binary', maxLength: 60 }).map((s) => JSON.stringify(s)),
  fc.constantFrom(...JSON_VALUES),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? '-0' : String(n))),
);

const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
];

const plan = fc.record({
  kind: fc.constantFrom('path', 'query', 'extra-query', 'property', 'extra-property', 'body', 'content-type'),
  pick: fc.nat(),
  name: fc.constantFrom('id', 'q', 'limit', 'offset', '__proto__', 'constructor', 'ids', 'x\u0000'),
  raw: rawValue,
  json: jsonText,
  contentType: fc.constantFrom(...CONTENT_TYPES),
});

type Plan = typeof plan extends fc.Arbitrary<infer T> ? T : never;

/** One to three changes applied to an operation's valid request. */
function mutate(p: Prepared, changes: Plan[], label: string): FuzzCase {
  const params = encodeAll(p.base.params);
  const query = Object.entries(encodeAll(p.base.query));
  const body: Record<string, string> = Object.fromEntries(
    Object.entries(p.base.body ?? {}).map(([k, v]) => [k, JSON.stringify(v)]),
  );
  let wholeBody: string | undefined;
  let contentType = p.base.body ? 'application/json' : undefined;
  const pathNames = p.op.params.filter((x) => x.in === 'path').map((x) => x.name);
  const queryNames = p.op.params.filter((x) => x.in === 'query').map((x) => x.name);
  const propertyNames = Object.keys(p.op.body?.properties ?? {});
  const nth = <T>(list: T[], i: number) => list[i % list.length];
  for (const change of changes) {
    const path = nth(pathNames, change.pick);
    const queryName = nth(queryNames, change.pick);
    const property = nth(propertyNames, change.pick);
    if (change.kind === 'path' && path) params[path] = change.raw;
    else if (change.kind === 'query' && queryName) query.push([queryName, change.raw]);
    else if (change.kind === 'extra-query') query.push([change.name, change.raw]);
    else if (change.kind === 'property' && property) body[property] = change.json;
    else if (change.kind === 'extra-property') body[change.name] = change.json;
    else if (change.kind === 'body') wholeBody = change.json;
    else if (change.kind === 'content-type') contentType = change.contentType;
  }
  const text =
    wholeBody ??
    (p.op.body || Object.keys(body).length
      ? `{${Object.entries(body)
          .map(([k, v]) => `${JSON.stringify(k)}:${v}`)
          .join(',')}}`
      : undefined);
  const sendsBody = p.op.method !== 'GET' && text !== undefined;
  return request(
    p,
    { params, query },
    sendsBody ? { text, type: contentType ?? 'application/json' } : undefined,
    label,
  );
}

/** A stable number per operation, so a new route does not change the cases of the others. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** `runs` seeded mutants of the operation's valid request; the same seed gives the same requests. */
export function mutants(p: Prepared, seed: number, runs: number): FuzzCase[] {
  const opSeed = (seed ^ hash(`${p.op.method} ${p.op.template}`)) >>> 0;
  return fc
    .sample(fc.array(plan, { minLength: 1, maxLength: 3 }), { seed: opSeed, numRuns: runs })
    .map((changes, i) =>
      mutate(p, changes, `seed ${seed} case ${i}: ${changes.map((c) => c.kind).join('+')}`),
    );
}
