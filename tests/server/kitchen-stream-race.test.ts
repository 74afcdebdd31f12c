import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { type OrderStream, openOrderStream } from '../support/order-stream.ts';
import { authed, createTestApp, login } from './helper.ts';
import { STAFF_PASSWORD, staffToken } from './kitchen-fixtures.ts';

/** Runs once, after the stream's authentication and before its handler starts listening. */
let betweenAuthAndListening: (() => Promise<void>) | null = null;
const app = await createTestApp({}, (route) => {
  if (!route.url.endsWith('/order/stream')) return;
  route.preHandler = async () => {
    const run = betweenAuthAndListening;
    betweenAuthAndListening = null;
    await run?.();
  };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

const streams: OrderStream[] = [];
afterAll(() => {
  for (const stream of streams) stream.close();
});

it('closes a page whose session ended after its authentication but before it listened', async () => {
  const cook = await staffToken(app, ['access_food_ordering']);
  const session = await login(app, { username: cook.username, password: STAFF_PASSWORD }, '10.7.5.1');
  betweenAuthAndListening = async () => {
    const res = await app.inject(
      authed(session.access, { method: 'DELETE', url: `/api/v1/user/sessions/${session.sessionid}` }),
    );
    expect(res.statusCode, res.body).toBe(204);
    // The end is announced, and heard here, before the page subscribes: only a second look finds it.
    await app.liveEvents.flush();
  };
  const stream = await openOrderStream(
    `http://127.0.0.1:${port}`,
    `access_token=${encodeURIComponent(session.access)}`,
  );
  streams.push(stream);
  expect(stream.response.statusCode).toBe(200);
  // Closed at once, possibly before this line listens for it.
  if (!stream.response.readableEnded)
    await new Promise<void>((resolve) => stream.response.on('end', resolve));
  expect(betweenAuthAndListening).toBeNull();
});
