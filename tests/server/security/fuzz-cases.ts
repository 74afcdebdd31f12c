import {
  type Baseline,
  encodeAll,
  fillPath,
  type Operation,
  type Param,
  queryString,
  type Schema,
  typeOf,
} from './fuzz-operations.ts';
import type { FuzzCase } from './fuzz-target.ts';

/** Values as they go on the wire (already percent-encoded, some of them wrongly on purpose). */
export const RAW_VALUES = [
  '%00',
  'a%00b',
  '1e20',
  '9223372036854775808',
  '-9223372036854775809',
  '1e309',
  '-1e309',
  '-1',
  '-0',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '0x1F',
  '%20',
  '',
  '%E0%A4%A',
  '%',
  '%zz',
  '%C0%AF',
  '%ED%A0%80',
  '%F0%9F%92%A5',
  '..%2F..%2Fetc',
  '%27%22%3C',
  'x'.repeat(101),
  '9'.repeat(300),
  'x'.repeat(4000),
];

/** JSON texts for one property: overflowing numbers stay raw text (JSON.stringify cannot write them). */
export const JSON_VALUES = [
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\ud800"',
  '1e20',
  '9223372036854775808',
  '-9223372036854775809',
  '1e309',
  '-1',
  '-0',
  '0.5',
  'true',
  'null',
  '""',
  '"1"',
  '[]',
  '[1,"\\u0000"]',
  '{}',
  '{"nested":[1,{"\\u0000":2}]}',
  '{"__proto__":{"polluted":true}}',
];

export interface Prepared {
  op: Operation;
  base: Baseline;
}

const DELETE_LAST = (a: Operation, b: Operation) =>
  Number(a.method === 'DELETE') - Number(b.method === 'DELETE');
export const ordered = (ops: Operation[]) => [...ops].sort(DELETE_LAST);

export function request(
  { op, base }: Prepared,
  change: { params?: Record<string, string>; query?: [string, string][]; headers?: Record<string, string> },
  body?: { text: string | Buffer; type?: string },
  label = '',
): FuzzCase {
  const params = { ...encodeAll(base.params), ...change.params };
  const query = change.query ?? Object.entries(encodeAll(base.query));
  const headers: Record<string, string> = { ...change.headers };
  let payload = body?.text;
  if (body?.type) headers['content-type'] = body.type;
  else if (payload === undefined && base.body) {
    payload = JSON.stringify(base.body);
    headers['content-type'] = 'application/json';
  }
  return {
    label,
    method: op.method,
    path: fillPath(op.template, params) + queryString(query),
    headers,
    body: payload,
  };
}

const tooLong = (schema: Schema) => 'x'.repeat((schema.maxLength ?? 1000) + 1);

/** Each path param, query param and header replaced in turn by each malformed value. */
export function paramCases(p: Prepared): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const baseQuery = Object.entries(encodeAll(p.base.query));
  const without = (name: string) => baseQuery.filter(([k]) => k !== name);
  for (const param of p.op.params) {
    const values = param.in === 'header' ? headerValues(param) : [...RAW_VALUES, tooLong(param.schema)];
    for (const value of values) {
      const label = `${param.in} ${param.name}=${value.slice(0, 24)}`;
      if (param.in === 'path') cases.push(request(p, { params: { [param.name]: value } }, undefined, label));
      else if (param.in === 'query')
        cases.push(request(p, { query: [...without(param.name), [param.name, value]] }, undefined, label));
      else cases.push(request(p, { headers: { [param.name]: value } }, undefined, label));
    }
    if (param.in === 'query') {
      cases.push(
        request(
          p,
          { query: [...without(param.name), [param.name, 'a'], [param.name, '%00']] },
          undefined,
          `query ${param.name} twice`,
        ),
      );
      cases.push(
        request(
          p,
          { query: [...without(param.name), [`${param.name}[a]`, '1']] },
          undefined,
          `query ${param.name}[a]`,
        ),
      );
    }
  }
  return cases;
}

/** Header values must be legal HTTP (no NUL, no line breaks) or the client refuses to send them. */
const headerValues = (param: Param) => [
  'x'.repeat((param.schema.maxLength ?? 255) + 1),
  'x'.repeat(8000),
  '%00',
  '\u00ff\u00fe',
  ' ',
];

/** Whole bodies that are not what a JSON route accepts. */
export function bodyCases(p: Prepared, bodyLimit: number): FuzzCase[] {
  const json = 'application/json';
  const bodies: [string, string | Buffer, string][] = [
    ['bad JSON', '{"a": ', json],
    ['single quotes', "{'a': 1}", json],
    ['empty', '', json],
    ['array', '[]', json],
    ['string', '"text"', json],
    ['number', '42', json],
    ['null', 'null', json],
    ['true', 'true', json],
    ['NUL key', '{"a\\u0000": 1}', json],
    ['__proto__', '{"__proto__": {"polluted": true}}', json],
    ['constructor', '{"constructor": {"prototype": {"polluted": true}}}', json],
    ['deeply nested', `${'['.repeat(50_000)}${']'.repeat(50_000)}`, json],
    ['deeply nested object', `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`, json],
    ['over the body limit', JSON.stringify({ filler: 'x'.repeat(bodyLimit + 10) }), json],
    ['text/plain', 'a=1', 'text/plain'],
    ['form', 'a=1&b=%00', 'application/x-www-form-urlencoded'],
    ['xml', '<a>1</a>', 'application/xml'],
    ['utf-16', Buffer.from('{"a":1}', 'utf16le'), 'application/json; charset=utf-16'],
    ['bad content type', '{}', 'application/json; ;;=='],
    ['multipart without boundary', '--x\r\n', 'multipart/form-data'],
    ...multipartBodies(),
  ];
  return bodies.map(([label, text, type]) => request(p, {}, { text, type }, `body ${label}`));
}

function multipart(
  parts: { name: string; filename?: string; value: string }[],
  end = true,
): [Buffer, string] {
  const boundary = 'fuzzboundary';
  const text = parts
    .map(
      (part) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}\r\n` +
        `${part.filename === undefined ? '' : 'Content-Type: application/pdf\r\n'}\r\n${part.value}\r\n`,
    )
    .join('');
  return [
    Buffer.from(end ? `${text}--${boundary}--\r\n` : text),
    `multipart/form-data; boundary=${boundary}`,
  ];
}

/** Uploads: a NUL in a field, a file name or a part name, and a body that stops mid-part. */
function multipartBodies(): [string, Buffer, string][] {
  const pdf = '%PDF-1.4\n%\u00e2\u00e3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF';
  const list: [string, [Buffer, string]][] = [
    ['multipart NUL file name', multipart([{ name: 'file', filename: 'a\u0000.pdf', value: pdf }])],
    [
      'multipart long file name',
      multipart([{ name: 'file', filename: `${'x'.repeat(5000)}.pdf`, value: pdf }]),
    ],
    [
      'multipart NUL field',
      multipart([
        { name: 'type', value: 'a\u0000' },
        { name: 'file', filename: 'a.pdf', value: pdf },
      ]),
    ],
    ['multipart NUL part name', multipart([{ name: 'fi\u0000le', filename: 'a.pdf', value: pdf }])],
    ['multipart cut short', multipart([{ name: 'file', filename: 'a.csv', value: 'a,b\n1,2' }], false)],
    [
      'multipart many fields',
      multipart(Array.from({ length: 50 }, (_, i) => ({ name: `f${i}`, value: '\u0000' }))),
    ],
  ];
  return list.map(([label, [body, type]]) => [label, body, type]);
}

/** Each body property (and one level inside objects and arrays) replaced by each malformed JSON value. */
export function propertyCases(p: Prepared): FuzzCase[] {
  const schema = p.op.body;
  if (!schema?.properties) return [];
  const cases: FuzzCase[] = [];
  const base = p.base.body ?? {};
  for (const [name, property] of Object.entries(schema.properties)) {
    const values = [...JSON_VALUES, JSON.stringify(tooLong(property)), JSON.stringify('x'.repeat(200_000))];
    for (const value of values) {
      cases.push(jsonCase(p, base, name, value, `property ${name}=${value.slice(0, 24)}`));
    }
    const inner = typeOf(property) === 'array' ? property.items : property;
    for (const [child, childSchema] of Object.entries(inner?.properties ?? {})) {
      for (const value of [
        '"\\u0000"',
        '1e20',
        '1e309',
        '9223372036854775808',
        '[]',
        JSON.stringify(tooLong(childSchema)),
      ]) {
        const wrapped = `{${JSON.stringify(child)}:${value}}`;
        const text = typeOf(property) === 'array' ? `[${wrapped}]` : wrapped;
        cases.push(jsonCase(p, base, name, text, `property ${name}.${child}=${value.slice(0, 24)}`));
      }
    }
  }
  return cases;
}

/** The baseline body with one property's JSON text swapped in raw. */
function jsonCase(
  p: Prepared,
  base: Record<string, unknown>,
  name: string,
  value: string,
  label: string,
): FuzzCase {
  const rest = Object.entries(base).filter(([k]) => k !== name);
  const text = `{${[...rest.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`), `${JSON.stringify(name)}:${value}`].join(',')}}`;
  return request(p, {}, { text, type: 'application/json' }, label);
}
