import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isEmail } from '../../src/domain/contact-rules.ts';
import { fieldErrors, type Msg, msg } from '../lib/errors.ts';

// strictNumbers stays off: with coercion, Ajv 8 lets a coerced Infinity skip every range check.
// Infinity and NaN are refused by the ranges below instead.
const shared: Options = { useDefaults: true, removeAdditional: true, allErrors: true, strict: false };

/**
 * Two validators: query strings and path params arrive as text, so they are coerced
 * ("10" → 10); JSON bodies are not, so `{"subject": 5}` is an error rather than "5".
 */
function compilers() {
  const body = new Ajv({ ...shared, coerceTypes: false });
  const text = new Ajv({ ...shared, coerceTypes: 'array' });
  // Fastify's default compiler includes ajv-formats; keep "email" and friends meaning the same.
  addFormats.default(body);
  addFormats.default(text);
  // …except "email", which is the domain's rule, the one every form applies.
  body.addFormat('email', isEmail);
  text.addFormat('email', isEmail);
  return { body, text };
}

type Schema = Record<string, unknown>;

/** int4, the type of every id and counter column; `format: 'int64'` opts a field into bigint's safe range. */
const INT4 = { minimum: -(2 ** 31), maximum: 2 ** 31 - 1 };
const INT64 = { minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };
const FINITE = { minimum: -Number.MAX_VALUE, maximum: Number.MAX_VALUE };

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'];
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'];
const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];

/**
 * A copy of a route schema in which every integer has a range: a database column has one, and a
 * value past it (1e20, 2^63) otherwise reaches PostgreSQL as "out of range", a 500. Numbers get a
 * finite one ("1e309" is Infinity). The route's own bounds win; the OpenAPI document keeps
 * showing the schema as written.
 */
export function withNumberRanges(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNumberRanges);
  if (!schema || typeof schema !== 'object') return schema;
  const source = schema as Schema;
  const copy: Schema = { ...source };
  for (const key of SUBSCHEMAS) if (key in source) copy[key] = withNumberRanges(source[key]);
  for (const key of SUBSCHEMA_LISTS)
    if (Array.isArray(source[key])) copy[key] = withNumberRanges(source[key]);
  for (const key of SUBSCHEMA_MAPS) {
    const map = source[key];
    if (map && typeof map === 'object') {
      copy[key] = Object.fromEntries(Object.entries(map).map(([name, sub]) => [name, withNumberRanges(sub)]));
    }
  }
  const types = Array.isArray(source.type) ? source.type : [source.type];
  if (types.includes('integer') || types.includes('number')) {
    const range = !types.includes('integer') ? FINITE : source.format === 'int64' ? INT64 : INT4;
    copy.minimum ??= range.minimum;
    copy.maximum ??= range.maximum;
  }
  return copy;
}

const NUL = '\u0000';

/**
 * The fields of one request part that hold a NUL anywhere (in a value or a key, however deep).
 * PostgreSQL text and jsonb cannot store U+0000, so it is refused for every route at once.
 * Iterative: a body may be nested thousands of levels deep.
 */
export function nulFields(value: unknown): Record<string, Msg[]> {
  const fields: Record<string, Msg[]> = {};
  const top: [string, unknown][] =
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value)
      : [['non_field_errors', value]];
  for (const [name, child] of top) {
    const field = name.includes(NUL) ? 'non_field_errors' : name;
    if (name.includes(NUL) || holdsNul(child)) fields[field] = [msg('errors.nul_character')];
  }
  return fields;
}

function holdsNul(value: unknown): boolean {
  const stack = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes(NUL)) return true;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes(NUL)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

async function refuseNul(request: FastifyRequest) {
  const fields = {
    ...nulFields(request.params),
    ...nulFields(request.query),
    ...(request.body === undefined ? {} : nulFields(request.body)),
  };
  if (Object.keys(fields).length) throw fieldErrors(fields);
}

async function validation(app: FastifyInstance) {
  const ajv = compilers();
  // One copy per route schema object, so Ajv's cache (keyed by the object) still shares work.
  const ranged = new WeakMap<object, object>();
  app.setValidatorCompiler(({ schema, httpPart }) => {
    let copy = ranged.get(schema);
    if (!copy) {
      copy = withNumberRanges(schema) as object;
      ranged.set(schema, copy);
    }
    return (httpPart === 'body' ? ajv.body : ajv.text).compile(copy);
  });
  // Before the schemas: routes without one, free-form objects and keys are covered too.
  app.addHook('preValidation', refuseNul);
}

export default fp(validation, { name: 'validation' });
