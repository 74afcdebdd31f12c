import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../server/db/notification-source.ts';
import { UPLOADS_PER_WINDOW } from '../../server/modules/events/attachment-routes.ts';
import type { BookingResponse, EventDetail } from '../../src/domain/contracts/events.ts';
import type { Branch, CheckoutResponse, MenuItem } from '../../src/domain/contracts/food.ts';
import { parseTicketQr } from '../../src/domain/ticket-qr.ts';
import { bookingFor } from '../server/events-fixtures.ts';
import { line, order } from '../server/food-fixtures.ts';
import { ADMIN, freshPostgresDatabase } from '../server/helper.ts';
import { FakeFcm } from '../support/fake-fcm.ts';
import { type OrderStream, openOrderStream } from '../support/order-stream.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { type Pgbouncer, startPgbouncer } from './pgbouncer.ts';

/**
 * Two server processes on one PostgreSQL database, directly and through pgbouncer in
 * transaction pooling mode: what one instance does, a kitchen page open on the other sees.
 */
if (!process.env.DATABASE_URL) throw new Error('the cluster tests need DATABASE_URL (a PostgreSQL server)');

const FOOD = '/api/v1/plugins/food_ordering';

async function json<T>(response: Response): Promise<T> {
  const body = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${body}`);
  return JSON.parse(body) as T;
}

async function signIn(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/user/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  return (await json<{ access: string }>(response)).access;
}

/** A cash pickup order, as a customer's browser places it. */
async function placeOrder(server: ServerProcess, customer: string): Promise<CheckoutResponse> {
  const [branches, items] = await Promise.all([
    fetch(`${server.url}${FOOD}/branches`).then((r) => json<Branch[]>(r)),
    fetch(`${server.url}${FOOD}/menu-items?delivery_type=pickup`).then((r) => json<MenuItem[]>(r)),
  ]);
  const branch = branches.find((b) => b.name.en === 'Salmiya');
  const tikka = items.find((i) => i.name.en === 'Chicken Tikka');
  if (!branch || !tikka) throw new Error('the demo menu is missing');
  const body = order({
    branch: branch.id,
    lines: [line(tikka.id, { quantity: 2 })],
    customer: { name: customer, phone: '+96550001234', email: '' },
  });
  const response = await fetch(`${server.url}${FOOD}/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return json<CheckoutResponse>(response);
}

async function moveOrder(server: ServerProcess, token: string, id: string, state: string) {
  const response = await fetch(`${server.url}${FOOD}/order/change-status/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ state }),
  });
  return json<{ state: string }>(response);
}

const EVENTS = '/api/v1/plugins/event';

/** Places of the demo's free event, booked as a customer's browser books them: their QR texts. */
async function bookFreePlaces(server: ServerProcess, quantity: number): Promise<string[]> {
  const iftar = await json<EventDetail>(await fetch(`${server.url}${EVENTS}/events/community-iftar?lang=en`));
  const response = await fetch(`${server.url}${EVENTS}/booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(bookingFor(iftar, { quantity, email: 'rotation@example.kw' })),
  });
  const booked = await json<BookingResponse>(response);
  return (booked.places ?? []).map((place) => place.qrcode);
}

/** The door's online check of one QR: its HTTP status. */
async function checkIn(server: ServerProcess, token: string, qrcode: string, eventId: number) {
  const response = await fetch(`${server.url}${EVENTS}/validate_qr_code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ event_id: eventId, qrcode, gate: 'Gate 1', device_id: 'cluster-door' }),
  });
  await response.arrayBuffer();
  return response.status;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The booking form's anonymous attachment upload, as a browser sends it. */
async function uploadAttachment(server: ServerProcess): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([PDF]), 'letter.pdf');
  const response = await fetch(`${server.url}/api/v1/plugins/event/booking/attachment/gulf-tech-summit`, {
    method: 'POST',
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Ends every instance's listening session from the database side, as a crash or a network cut
 * would, and goes on ending each new one until `stop`: orders placed meanwhile are not heard
 * live, only read back once listening resumes.
 */
async function keepKillingListeners(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const kill = async () => {
    const { rows } = await client.query<{ killed: boolean }>(
      `select pg_terminate_backend(pid) as killed from pg_stat_activity
        where application_name = $1 and datname = current_database()`,
      [LISTENER_APPLICATION_NAME],
    );
    return rows.filter((row) => row.killed).length;
  };
  const first = await kill();
  let running = true;
  const loop = (async () => {
    while (running) await kill();
  })();
  return {
    first,
    async stop() {
      running = false;
      await loop;
      await client.end();
    },
  };
}

const fcm = await new FakeFcm().start();
afterAll(() => fcm.stop());

/** Registers this kitchen device for new-order pushes of the signed-in user, who opts in. */
async function optInToPushes(server: ServerProcess, token: string, device: string) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const me = await json<{ id: number }>(await fetch(`${server.url}/api/v1/user/details`, { headers }));
  await json(
    await fetch(`${server.url}/api/v1/user/update-user/${me.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ receive_order_notification: true }),
    }),
  );
  await json(
    await fetch(`${server.url}/api/v1/register-notif-token/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ registration_id: device, type: 'web' }),
    }),
  );
}

const pushesFor = (orderId: string) =>
  fcm.sent.filter((sent) => sent.body.message.data.order_id === orderId).length;

const modes = [
  { name: 'directly', pooled: false, databaseUrl: await freshPostgresDatabase() },
  {
    name: 'through pgbouncer in transaction pooling mode',
    pooled: true,
    databaseUrl: await freshPostgresDatabase(),
  },
];

describe.each(modes)('two server processes on one database, $name', ({ pooled, databaseUrl }) => {
  let bouncer: Pgbouncer | null = null;
  const servers: ServerProcess[] = [];
  const streams: OrderStream[] = [];
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    bouncer = pooled ? await startPgbouncer(databaseUrl) : null;
    const env: Record<string, string> = {
      ...(bouncer
        ? { DATABASE_URL: bouncer.through(databaseUrl), DATABASE_DIRECT_URL: databaseUrl }
        : { DATABASE_URL: databaseUrl }),
      FCM_SERVICE_ACCOUNT_JSON: fcm.serviceAccountJson(),
      FCM_BASE_URL: fcm.baseUrl,
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    servers.push(a, b);
  }, 120_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(servers.map((server) => server.stop()));
    await bouncer?.stop();
  });

  const open = async (server: ServerProcess, token: string) => {
    const stream = await openOrderStream(server.url, `access_token=${encodeURIComponent(token)}`);
    streams.push(stream);
    expect(stream.response.statusCode).toBe(200);
    return stream;
  };

  it('shows an order placed through one on a kitchen page open on the other within 2 s, and back', async () => {
    const [tokenA, tokenB] = await Promise.all([signIn(a), signIn(b)]);
    const onA = await open(a, tokenA);
    const onB = await open(b, tokenB);

    const started = Date.now();
    const placed = await placeOrder(a, 'Placed On A');
    const seenOnB = await onB.next(2_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(seenOnB).toMatchObject({ id: placed.order_id, number: placed.order_number, state: 'received' });
    expect(await onA.next(2_000)).toMatchObject({ id: placed.order_id });

    await moveOrder(b, tokenB, placed.order_id, 'accepted');
    expect(await onA.next(2_000)).toMatchObject({
      id: placed.order_id,
      state: 'accepted',
      acknowledged: true,
    });
    expect(await onB.next(2_000)).toMatchObject({ id: placed.order_id, state: 'accepted' });
  });

  it('pushes each new order to a kitchen phone once, though both instances hear of it', async () => {
    await optInToPushes(a, await signIn(a), `tablet-${pooled ? 'pooled' : 'direct'}`);
    const placed = [
      await placeOrder(a, 'Push One'),
      await placeOrder(b, 'Push Two'),
      await placeOrder(a, 'Push Three'),
    ];
    const started = Date.now();
    while (placed.some((order) => pushesFor(order.order_id) === 0)) {
      if (Date.now() - started > 10_000) throw new Error('a push did not arrive within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(placed.map((order) => pushesFor(order.order_id))).toEqual([1, 1, 1]);
  });

  it('counts the anonymous upload limit once across both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= UPLOADS_PER_WINDOW; i += 1) statuses.push(await uploadAttachment(i % 2 ? b : a));
    expect(statuses).toEqual([...Array(UPLOADS_PER_WINDOW).fill(201), 429]);
  });

  it('admits on the other instance, with its keys cached, a ticket of a key rotated through one and the tickets signed before', async () => {
    const [tokenA, tokenB] = await Promise.all([signIn(a), signIn(b)]);
    const [warm, old] = await bookFreePlaces(a, 2);
    const eventId = parseTicketQr(warm ?? '')?.eventId ?? 0;
    expect(await checkIn(b, tokenB, warm as string, eventId)).toBe(200);

    const rotated = await fetch(`${a.url}/api/v1/admin/events/${eventId}/keys/rotate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokenA}` },
    });
    expect(rotated.status).toBe(200);
    const [fresh] = await bookFreePlaces(a, 1);

    // B hears of the rotation within moments; until then its 5 s reload does not fire.
    const started = Date.now();
    let status = await checkIn(b, tokenB, fresh as string, eventId);
    while (status !== 200 && Date.now() - started < 2_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = await checkIn(b, tokenB, fresh as string, eventId);
    }
    expect(status).toBe(200);
    expect(await checkIn(b, tokenB, old as string, eventId)).toBe(200);
  });

  it('keeps delivering, each order once, after the listening connections are killed', async () => {
    const token = await signIn(b);
    const onB = await open(b, token);
    const killing = await keepKillingListeners(databaseUrl);
    expect(killing.first).toBe(2);
    const placed: CheckoutResponse[] = [];
    for (const name of ['Gap One', 'Gap Two', 'Gap Three']) placed.push(await placeOrder(a, name));
    await killing.stop();
    const seen = [await onB.next(10_000), await onB.next(10_000), await onB.next(10_000)];
    expect(seen.map((row) => row.id).sort()).toEqual(placed.map((p) => p.order_id).sort());
    // Nothing is delivered twice: the next event is the next order.
    const after = await placeOrder(a, 'After The Gap');
    expect((await onB.next(5_000)).id).toBe(after.order_id);
  });
});
