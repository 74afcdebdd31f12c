import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { DEMO_API_KEYS } from '../../../server/modules/api-keys/demo-data.ts';
import { book, bookingFor, eventDetail } from '../events-fixtures.ts';
import { ADMIN, createTestApp, login } from '../helper.ts';
import { orderPlacer } from '../kitchen-fixtures.ts';
import { createRequest, payAndPress } from '../modules/payments/fixtures.ts';
import {
  baseline,
  encodeAll,
  fillPath,
  type Operation,
  operationsOf,
  queryString,
  type Seed,
} from './fuzz-operations.ts';

/** One request as sent on the wire: path and query raw, so malformed encodings go out as they are. */
export interface FuzzCase {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface FuzzResponse {
  status: number;
  contentType: string;
  body: string;
}

export type Identity = 'anonymous' | 'signed in';

/**
 * The app on a real socket (a dropped connection or a cut stream shows as a client error, which
 * `inject` would hide), the superuser's token, the API keys, the document and seeded values.
 */
export async function startFuzzTarget() {
  // Tokens outlive the run; X-Forwarded-For spreads requests over addresses so per-address
  // throttles do not turn every later case into the same 429.
  const app = await createTestApp({ accessTokenTtlS: 3600, trustProxy: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const admin = await login(app, ADMIN, '10.99.0.1');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  let sent = 0;

  const send = (request: FuzzCase, identity: Identity, auth: Operation['auth'] = null) =>
    new Promise<FuzzResponse>((resolve, reject) => {
      sent += 1;
      const headers: Record<string, string> = {
        'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
        // Both languages' messages are rendered on the way.
        'accept-language': identity === 'anonymous' ? 'en' : 'ar',
        ...request.headers,
      };
      if (identity === 'signed in') headers.authorization = credentials(auth, request.path, admin.access);
      // Node sends DELETE and OPTIONS bodies without a length unless told: say it for every method.
      if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: request.method,
          path: request.path,
          headers,
          agent,
          timeout: 20_000,
        },
        (res) => {
          const contentType = String(res.headers['content-type'] ?? '');
          // A live event stream never ends: its headers are the answer.
          if (contentType.startsWith('text/event-stream')) {
            res.destroy();
            resolve({ status: res.statusCode ?? 0, contentType, body: '' });
            return;
          }
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            if (!res.complete) reject(new Error('response cut short'));
            else
              resolve({ status: res.statusCode ?? 0, contentType, body: Buffer.concat(chunks).toString() });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('no answer in 20 s')));
      req.on('error', reject);
      req.end(request.body);
    });

  const created = await createRecords(app, admin.access);
  const doc = (await send({ label: 'doc', method: 'GET', path: '/api/v1/openapi.json' }, 'anonymous')).body;
  const operations = operationsOf(JSON.parse(doc));
  const seeds = [...created, ...(await harvest(operations, (c) => send(c, 'signed in', 'bearer')))];
  return {
    app,
    operations,
    seeds,
    send,
    requestsSent: () => sent,
    close: () => agent.destroy(),
  };
}

export type FuzzTarget = Awaited<ReturnType<typeof startFuzzTarget>>;

/** The merchant API takes the key issued for the plugin its path names; the dashboard a bearer token. */
function credentials(auth: Operation['auth'], path: string, token: string): string {
  if (auth !== 'apiKey') return `Bearer ${token}`;
  const key = DEMO_API_KEYS.find((k) => path.includes(`/${k.plugin}/`)) ?? DEMO_API_KEYS[0];
  return `Api-Key ${key.key}`;
}

/**
 * The demo seed has no payments, orders or bookings: one of each, so ids that exist take the
 * deeper code paths (a paid transaction can be refunded, an order moved, a booking changed).
 */
async function createRecords(app: FastifyInstance, token: string): Promise<Seed[]> {
  await (await orderPlacer(app))();
  const event = await eventDetail(app, 'community-iftar');
  const booked = await book(app, bookingFor(event));
  if (booked.statusCode !== 201) throw new Error(`booking: ${booked.statusCode} ${booked.body}`);
  // Last, so lists (newest first) offer the paid transaction before the order's and the booking's.
  const transaction = await createRequest(app, token);
  const paid = await payAndPress(app, transaction.id, 'knet', 'approve');
  const source = '/api/v1/plugins/{plugin}/transaction/details';
  return [{ source, key: 'attempt_id', value: paid.attempt_id, record: { plugin: 'payment_request' } }];
}

/** Ids, slugs and numbers from every list the superuser can read without naming an id. */
async function harvest(
  operations: Operation[],
  get: (c: FuzzCase) => Promise<FuzzResponse>,
): Promise<Seed[]> {
  const seeds: Seed[] = [];
  const lists = operations.filter(
    (op) => op.method === 'GET' && op.params.every((p) => p.in !== 'path' || p.schema.enum),
  );
  for (const op of lists) {
    const base = baseline(op, []);
    const path =
      fillPath(op.template, encodeAll(base.params)) + queryString(Object.entries(encodeAll(base.query)));
    const res = await get({ label: 'harvest', method: 'GET', path });
    if (res.status !== 200 || !res.contentType.includes('json')) continue;
    collect(JSON.parse(res.body), op.template, seeds, 0);
  }
  return seeds;
}

function collect(value: unknown, source: string, seeds: Seed[], depth: number) {
  if (depth > 6 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 5)) collect(item, source, seeds, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const [key, item] of Object.entries(record)) {
    if ((typeof item === 'string' && item.length <= 100) || typeof item === 'number') {
      seeds.push({ source, key, value: item, record });
    } else collect(item, source, seeds, depth + 1);
  }
}
