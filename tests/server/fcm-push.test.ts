import { afterAll, describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import { loadServiceAccount } from '../../server/modules/fcm/fcm-client.ts';
import { FakeFcm } from '../support/fake-fcm.ts';
import { ADMIN, authed, createTestApp, login } from './helper.ts';
import { orderPlacer, staffToken } from './kitchen-fixtures.ts';

const fake = await new FakeFcm().start();
afterAll(() => fake.stop());
const app = await createTestApp({
  fcmServiceAccountJson: fake.serviceAccountJson(),
  fcmBaseUrl: fake.baseUrl,
});
const place = await orderPlacer(app);

const register = (token: string, registration_id: string) =>
  app.inject(
    authed(token, {
      method: 'POST',
      url: '/api/v1/register-notif-token/',
      payload: { registration_id, type: 'web' },
    }),
  );

/** Waits for the background push to reach the fake FCM (it never holds up the checkout). */
async function until(check: () => boolean | Promise<boolean>, ms = 2000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const sentTo = (orderId: string) =>
  fake.sent
    .filter((sent) => sent.body.message.data.order_id === orderId)
    .map((sent) => sent.body.message.token);

const cook = await staffToken(app, ['access_food_ordering'], { receive_order_notification: true });
const optedOut = await staffToken(app, ['access_food_ordering'], { receive_order_notification: false });
const doorman = await staffToken(app, ['scan_eventbooking'], { receive_order_notification: true });

describe('registering a device', () => {
  it('stores the token for the signed-in user, and moves a reused token to whoever registers it last', async () => {
    const res = await register(cook.token, 'device-cook');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'You will be notified of new orders on this device.' });
    expect((await register(optedOut.token, 'device-optout')).statusCode).toBe(201);
    expect((await register(doorman.token, 'device-door')).statusCode).toBe(201);
    expect((await register(doorman.token, 'shared-tablet')).statusCode).toBe(201);
    expect((await register(cook.token, 'shared-tablet')).statusCode).toBe(201);
    const owner = await queryable(app.db)
      .selectFrom('notification_tokens')
      .select('user_id')
      .where('registration_id', '=', 'shared-tablet')
      .execute();
    expect(owner).toEqual([{ user_id: cook.id }]);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/v1/register-notif-token/',
      payload: { registration_id: 'x', type: 'web' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('pushing new orders', () => {
  it('sends each opted-in kitchen device the order through FCM HTTP v1 with a service-account token', async () => {
    const placed = await place();
    await until(() => sentTo(placed.order_id).length === 2);
    expect(sentTo(placed.order_id).sort()).toEqual(['device-cook', 'shared-tablet']);
    const message = fake.sent.find((sent) => sent.body.message.data.order_id === placed.order_id);
    expect(message?.project).toBe(fake.projectId);
    expect(message?.authorization).toMatch(/^Bearer ya29\./);
    expect(message?.body.message).toEqual({
      token: expect.any(String),
      webpush: {
        notification: {
          title: `New order #${placed.order_number} · طلب جديد رقم ${placed.order_number}`,
          body: `#${placed.order_number} · 5.500 KWD · Fatima Al-Sabah`,
        },
        fcm_options: { link: `http://pay.test/en/food-ordering/orders/${placed.order_id}` },
      },
      data: { order_id: placed.order_id, number: placed.order_number },
    });
  });

  it('reuses the access token until it expires', async () => {
    const before = fake.exchanges;
    const placed = await place();
    await until(() => sentTo(placed.order_id).length === 2);
    expect(fake.exchanges).toBe(before);
    expect(before).toBe(1);
  });

  it('respects opting out: no push once receive_order_notification is off', async () => {
    const admin = (await login(app, ADMIN, '10.7.3.1')).access;
    const off = await app.inject(
      authed(admin, {
        method: 'PATCH',
        url: `/api/v1/user/update-user/${cook.id}`,
        payload: { receive_order_notification: false },
      }),
    );
    expect(off.statusCode).toBe(200);
    const placed = await place();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentTo(placed.order_id)).toEqual([]);
    await queryable(app.db)
      .updateTable('users')
      .set({ receive_order_notification: true })
      .where('id', '=', cook.id)
      .execute();
  });

  it('forgets a token FCM reports as unregistered and keeps pushing to the others', async () => {
    fake.unregistered.add('device-cook');
    const placed = await place();
    await until(async () => {
      const rows = await queryable(app.db)
        .selectFrom('notification_tokens')
        .select('registration_id')
        .where('user_id', '=', cook.id)
        .execute();
      return rows.length === 1;
    });
    expect(sentTo(placed.order_id)).toEqual(['shared-tablet']);
    const left = await queryable(app.db)
      .selectFrom('notification_tokens')
      .select('registration_id')
      .where('user_id', '=', cook.id)
      .execute();
    expect(left).toEqual([{ registration_id: 'shared-tablet' }]);
  });

  it('never holds up a checkout, even when FCM is unreachable', async () => {
    await fake.stop();
    const started = Date.now();
    const placed = await place();
    expect(placed.order_number).toMatch(/^\d+$/);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('configuration', () => {
  it('sends nothing without a service account and reads one from JSON text', () => {
    expect(loadServiceAccount({ fcmServiceAccountJson: null, fcmServiceAccountFile: null })).toBeNull();
    expect(
      loadServiceAccount({ fcmServiceAccountJson: fake.serviceAccountJson(), fcmServiceAccountFile: null }),
    ).toMatchObject({
      project_id: 'kitchen-test',
      client_email: fake.clientEmail,
    });
    expect(() =>
      loadServiceAccount({ fcmServiceAccountJson: '{"project_id":"x"}', fcmServiceAccountFile: null }),
    ).toThrow(/client_email/);
  });
});
