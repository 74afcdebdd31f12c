import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { type OrderStream, openOrderStream } from '../support/order-stream.ts';
import { ADMIN, authed, createTestApp, DOOR, login } from './helper.ts';
import { move, orderPlacer, staffToken } from './kitchen-fixtures.ts';

const app = await createTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
const admin = (await login(app, ADMIN, '10.7.2.1')).access;
const place = await orderPlacer(app);

const open = (query: string) => openOrderStream(`http://127.0.0.1:${port}`, query);

const streams: OrderStream[] = [];
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

  it('ends the open page of staff an owner deactivates, and of no one else', async () => {
    const cook = await staffToken(app, ['access_food_ordering']);
    const colleague = await staffToken(app, ['access_food_ordering']);
    const closing = await open(`access_token=${encodeURIComponent(cook.token)}`);
    const staying = await open(`access_token=${encodeURIComponent(colleague.token)}`);
    streams.push(closing, staying);
    const ended = new Promise<void>((resolve) => closing.response.on('end', resolve));
    const res = await app.inject(
      authed(admin, { method: 'POST', url: `/api/v1/admin/staff/${cook.id}/deactivate` }),
    );
    expect(res.statusCode, res.body).toBe(200);
    await ended;
    await place();
    expect((await staying.next()).state).toBe('received');
  });
});
