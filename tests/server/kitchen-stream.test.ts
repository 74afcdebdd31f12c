import { get as httpGet, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '../../src/domain/kitchen-api';
import { ADMIN, createTestApp, DOOR, login } from './helper.ts';
import { move, orderPlacer } from './kitchen-fixtures.ts';

const app = await createTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
const admin = (await login(app, ADMIN, '10.7.2.1')).access;
const place = await orderPlacer(app);

interface Stream {
  response: IncomingMessage;
  /** The next `order` event, or a rejection after `ms`. */
  next(ms?: number): Promise<OrderRow>;
  close(): void;
}

/** A real EventSource-like client over HTTP: the token in the query, events parsed from the text. */
function open(query: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = httpGet(
      `http://127.0.0.1:${port}/api/v1/plugins/food_ordering/order/stream?${query}`,
      (response) => {
        let buffer = '';
        const events: OrderRow[] = [];
        const waiting: ((row: OrderRow) => void)[] = [];
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith('event: order')) {
              const data = block.split('\n').find((l) => l.startsWith('data: '));
              const row = JSON.parse(data?.slice(6) ?? '{}') as OrderRow;
              const waiter = waiting.shift();
              if (waiter) waiter(row);
              else events.push(row);
            }
            end = buffer.indexOf('\n\n');
          }
        });
        resolve({
          response,
          next: (ms = 2000) =>
            new Promise((done, fail) => {
              const queued = events.shift();
              if (queued) return done(queued);
              const timer = setTimeout(() => fail(new Error(`no order event within ${ms} ms`)), ms);
              waiting.push((row) => {
                clearTimeout(timer);
                done(row);
              });
            }),
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}

const streams: Stream[] = [];
afterAll(() => {
  for (const stream of streams) stream.close();
});

describe('live order stream', () => {
  it('delivers a new order to an open kitchen page within 2 seconds of checkout', async () => {
    const stream = await open(`access_token=${encodeURIComponent(admin)}`);
    streams.push(stream);
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toContain('text/event-stream');
    const started = Date.now();
    const placed = await place();
    const row = await stream.next(2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(row).toMatchObject({
      id: placed.order_id,
      number: placed.order_number,
      state: 'received',
      acknowledged: false,
    });
  });

  it('sends every state change and acknowledgement, in the page language', async () => {
    const stream = await open(`access_token=${encodeURIComponent(admin)}&lang=ar`);
    streams.push(stream);
    const placed = await place();
    const fresh = await stream.next();
    expect(fresh.branch).toBe('السالمية');
    await move(app, admin, placed.order_id, 'accepted');
    expect(await stream.next()).toMatchObject({ id: placed.order_id, state: 'accepted', acknowledged: true });
  });

  it('refuses a missing or foreign token and staff without food ordering', async () => {
    const none = await open('');
    expect(none.response.statusCode).toBe(401);
    none.close();
    const forged = await open('access_token=not-a-token');
    expect(forged.response.statusCode).toBe(401);
    forged.close();
    const door = (await login(app, DOOR, '10.7.2.2')).access;
    const refused = await open(`access_token=${encodeURIComponent(door)}`);
    expect(refused.response.statusCode).toBe(403);
    refused.close();
  });
});
