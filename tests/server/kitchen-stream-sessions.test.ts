import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../src/domain/contracts/auth.ts';
import { type OrderStream, openOrderStream } from '../support/order-stream.ts';
import { ADMIN, authed, createTestInstances, login } from './helper.ts';
import { orderPlacer, STAFF_PASSWORD, staffToken } from './kitchen-fixtures.ts';

/**
 * An ended session closes the kitchen pages opened with it, and only those. The sessions end
 * through one instance while the pages listen on the other (on PostgreSQL; PGlite has one).
 */
const [acting, listening] = await createTestInstances();
await listening.listen({ port: 0, host: '127.0.0.1' });
const { port } = listening.server.address() as AddressInfo;
const owner = (await login(acting, ADMIN, '10.7.3.1')).access;
const place = await orderPlacer(acting);

const streams: OrderStream[] = [];
afterAll(() => {
  for (const stream of streams) stream.close();
});

let address = 10;
/** A cook with two signed-in devices, each with its kitchen page open. */
async function cookWithTwoPages() {
  const cook = await staffToken(acting, ['access_food_ordering']);
  address += 1;
  const second = await login(
    acting,
    { username: cook.username, password: STAFF_PASSWORD },
    `10.7.3.${address}`,
  );
  const first = await login(
    acting,
    { username: cook.username, password: STAFF_PASSWORD },
    `10.7.4.${address}`,
  );
  return { cook, first: await page(first), second: await page(second) };
}

async function page(session: LoginResponse) {
  const stream = await openOrderStream(
    `http://127.0.0.1:${port}`,
    `access_token=${encodeURIComponent(session.access)}`,
  );
  streams.push(stream);
  expect(stream.response.statusCode).toBe(200);
  const ended = new Promise<void>((resolve) => stream.response.on('end', resolve));
  return { session, stream, ended };
}

/** The page still hears new orders: it outlived every event published before the order. */
async function stillOpen(stream: OrderStream) {
  const placed = await place();
  expect(await stream.next()).toMatchObject({ id: placed.order_id, state: 'received' });
}

const end = (token: string, url: string) => acting.inject(authed(token, { method: 'DELETE', url }));

describe('ended sessions close their kitchen pages', () => {
  it('ends the page of a device the user signs out of from their device list, not their other one', async () => {
    const { first, second } = await cookWithTwoPages();
    const res = await end(first.session.access, `/api/v1/user/sessions/${second.session.sessionid}`);
    expect(res.statusCode, res.body).toBe(204);
    await second.ended;
    await stillOpen(first.stream);
  });

  it('ends the page of the session that signs out', async () => {
    const { first, second } = await cookWithTwoPages();
    const res = await end(first.session.access, `/api/v1/user/sessions/${first.session.sessionid}`);
    expect(res.statusCode, res.body).toBe(204);
    await first.ended;
    await stillOpen(second.stream);
  });

  it("ends the page of the member's device an owner ends, then of all of them", async () => {
    const { cook, first, second } = await cookWithTwoPages();
    const one = await end(owner, `/api/v1/admin/staff/${cook.id}/sessions/${first.session.sessionid}`);
    expect(one.statusCode, one.body).toBe(204);
    await first.ended;
    await stillOpen(second.stream);
    const all = await end(owner, `/api/v1/admin/staff/${cook.id}/sessions`);
    expect(all.statusCode, all.body).toBe(200);
    await second.ended;
  });

  it("ends the pages of a user's other devices when they sign out of them all", async () => {
    const { first, second } = await cookWithTwoPages();
    const res = await end(first.session.access, '/api/v1/user/sessions');
    expect(res.statusCode, res.body).toBe(200);
    await second.ended;
    await stillOpen(first.stream);
  });

  it('ends the pages of the other devices when the password changes, not the one changing it', async () => {
    const { first, second } = await cookWithTwoPages();
    const res = await acting.inject(
      authed(first.session.access, {
        method: 'POST',
        url: '/api/v1/user/change_password',
        payload: {
          current_password: STAFF_PASSWORD,
          new_password: 'Orange#Lamp2027',
          repeat_password: 'Orange#Lamp2027',
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    await second.ended;
    await stillOpen(first.stream);
  });

  it('ends the page of a session whose used refresh token comes back', async () => {
    const { first, second } = await cookWithTwoPages();
    const refresh = (token: string) =>
      acting.inject({ method: 'POST', url: '/api/v1/user/token/refresh/', payload: { refresh: token } });
    expect((await refresh(second.session.refresh)).statusCode).toBe(200);
    expect((await refresh(second.session.refresh)).statusCode).toBe(401);
    await second.ended;
    await stillOpen(first.stream);
  });
});
