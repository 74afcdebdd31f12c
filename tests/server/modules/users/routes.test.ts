import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { Paginated } from '../../../../src/domain/contracts/common.ts';
import type { ActivityEntry, UserDetails } from '../../../../src/domain/contracts/users.ts';
import { FakeClock } from '../../fake-clock.ts';
import { ADMIN, authed, createTestApp, DOOR, login } from '../../helper.ts';
import { staffToken } from '../../kitchen-fixtures.ts';
import { createRequest } from '../payments/fixtures.ts';

const clock = new FakeClock();
const app = await createTestApp({}, undefined, clock);
const admin = await login(app, ADMIN, '10.9.0.1');
const door = await login(app, DOOR, '10.9.0.2');

const details = async (token: string) =>
  (await app.inject(authed(token, { url: '/api/v1/user/details' }))).json<UserDetails>();

describe('GET /user/details', () => {
  it('describes the signed-in user with merchant title in the requested language', async () => {
    expect(await details(door.access)).toEqual({
      id: expect.any(Number),
      username: 'door',
      email: DOOR.email,
      first_name: null,
      last_name: null,
      is_superuser: false,
      permissions: ['scan_eventbooking'],
      receive_order_notification: false,
      merchant_logo: expect.stringMatching(/^\/media\/[0-9a-f]{64}-\d+\.webp$/),
      merchant_title: 'Gulf Pay Demo Store',
    });
    const ar = await app.inject(
      authed(door.access, { url: '/api/v1/user/details', headers: { 'accept-language': 'ar' } }),
    );
    expect(ar.json().merchant_title).toBe('متجر جلف باي التجريبي');
  });

  it('answers 401 with a message without a valid bearer token', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer nonsense' },
      { authorization: `Basic ${admin.access}` },
    ]) {
      const res = await app.inject({ url: '/api/v1/user/details', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'Authentication credentials were not provided or have expired.',
      });
    }
  });
});

describe('POST /user/change_password', () => {
  const change = (token: string, payload: object, remoteAddress = '10.9.1.1', lang = 'en') =>
    app.inject(
      authed(token, {
        method: 'POST',
        url: '/api/v1/user/change_password',
        payload,
        remoteAddress,
        headers: { 'accept-language': lang },
      }),
    );
  const withCurrent = (new_password: string, repeat_password = new_password) => ({
    current_password: DOOR.password,
    new_password,
    repeat_password,
  });

  it('reports every broken rule on new_password and a mismatch on repeat_password', async () => {
    const res = await change(door.access, withCurrent('door123', 'other'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      new_password: [
        'This password is too short. It must contain at least 8 characters.',
        'The password must not contain the username, forwards or backwards.',
        'The password must not contain the name of the email address (before the @), forwards or backwards.',
        'This password is too common.',
        'The password must contain at least 1 special character.',
        'The password must contain at least 1 uppercase letter.',
      ],
      repeat_password: ["The two password fields didn't match."],
    });
  });

  it('refuses common passwords in disguise and passwords containing the username or a name', async () => {
    for (const password of ['Password1!', 'P@ssw0rd!']) {
      const res = await change(door.access, withCurrent(password));
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toEqual({ new_password: ['This password is too common.'] });
    }
    const reversed = await change(door.access, withCurrent('Q#R00d2026'));
    expect(reversed.json<{ new_password: string[] }>().new_password).toContain(
      'The password must not contain the username, forwards or backwards.',
    );
    await queryable(app.db)
      .updateTable('users')
      .set({ first_name: 'Noura' })
      .where('username', '=', 'door')
      .execute();
    expect((await details(door.access)).first_name).toBe('Noura');
    const named = await change(door.access, withCurrent('Q#4ru0N2026'));
    expect(named.json()).toEqual({
      new_password: ['The password must not contain a first or last name, forwards or backwards.'],
    });
  });

  it('asks for the current password and refuses a wrong one under its own field, in both languages', async () => {
    const missing = await change(door.access, { new_password: 'Lantern$Gate42', repeat_password: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ current_password: ['This field is required.'] });
    const wrong = { ...withCurrent('Lantern$Gate42'), current_password: 'not-it' };
    const en = await change(door.access, wrong, '10.9.3.1');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ current_password: ['The current password is not correct.'] });
    const ar = await change(door.access, wrong, '10.9.3.1', 'ar');
    expect(ar.json()).toEqual({ current_password: ['كلمة المرور الحالية غير صحيحة.'] });
  });

  it('counts a wrong current password as a failed sign-in from that address', async () => {
    const wrong = { ...withCurrent('Lantern$Gate42'), current_password: 'not-it' };
    for (let i = 0; i < 4; i++) expect((await change(door.access, wrong, '10.9.4.1')).statusCode).toBe(400);
    const signIn = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/v1/user/token/', payload: DOOR, remoteAddress });
    const refused = await signIn('10.9.4.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many attempts. Try again in 1 second.' });
    expect((await change(door.access, withCurrent('Lantern$Gate42'), '10.9.4.1')).statusCode).toBe(429);
    expect((await signIn('10.9.4.2')).statusCode).toBe(200);
    clock.advance(1000);
    expect((await signIn('10.9.4.1')).statusCode).toBe(200);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await login(app, DOOR, '10.9.0.3');
    const res = await change(door.access, withCurrent('Lantern$Gate42'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password changed successfully' });
    const refresh = (token: string) =>
      app.inject({ method: 'POST', url: '/api/v1/user/token/refresh/', payload: { refresh: token } });
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await refresh(door.refresh)).statusCode).toBe(200);
    await login(app, { username: 'door', password: 'Lantern$Gate42' }, '10.9.0.4');
  });
});

describe('PATCH /user/update-user/{id}', () => {
  it('lets a user opt in to order notifications on their own account', async () => {
    const me = await details(door.access);
    const res = await app.inject(
      authed(door.access, {
        method: 'PATCH',
        url: `/api/v1/user/update-user/${me.id}`,
        payload: { receive_order_notification: true },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<UserDetails>().receive_order_notification).toBe(true);
    expect((await details(door.access)).receive_order_notification).toBe(true);
  });

  it("forbids staff from changing someone else's account, but a superuser may", async () => {
    const adminId = (await details(admin.access)).id;
    const doorId = (await details(door.access)).id;
    const patch = (token: string, id: number) =>
      app.inject(
        authed(token, {
          method: 'PATCH',
          url: `/api/v1/user/update-user/${id}`,
          payload: { receive_order_notification: false },
        }),
      );
    const denied = await patch(door.access, adminId);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: 'You do not have permission to perform this action.' });
    expect((await patch(admin.access, doorId)).statusCode).toBe(200);
    expect((await details(door.access)).receive_order_notification).toBe(false);
    expect((await patch(admin.access, 99999)).statusCode).toBe(404);
  });
});

describe('GET /user/actions', () => {
  it('lists staff actions newest first with pagination links, in the reader language', async () => {
    const page = await app.inject(authed(admin.access, { url: '/api/v1/user/actions?limit=2' }));
    expect(page.statusCode).toBe(200);
    const body = page.json<Paginated<ActivityEntry>>();
    expect(body.count).toBeGreaterThanOrEqual(6);
    expect(body.results).toHaveLength(2);
    expect(body.previous).toBeNull();
    expect(body.next).toBe('/api/v1/user/actions?limit=2&offset=2');
    expect(body.results[0]).toEqual({
      actor: 'admin',
      description: 'Turned order notifications off for door',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const ar = await app.inject(
      authed(admin.access, { url: '/api/v1/user/actions?limit=1', headers: { 'accept-language': 'ar' } }),
    );
    expect(ar.json<Paginated<ActivityEntry>>().results[0]?.description).toBe('أوقف إشعارات الطلبات لـ door');
    const all = await app.inject(authed(admin.access, { url: '/api/v1/user/actions?limit=100' }));
    const descriptions = all
      .json<Paginated<ActivityEntry>>()
      .results.map((r) => `${r.actor}: ${r.description}`);
    expect(descriptions).toEqual(
      expect.arrayContaining([
        'door: Signed in',
        'door: Changed their password',
        'door: Turned order notifications on for door',
      ]),
    );
  });

  it("narrows the log to one transaction's actions with transaction_id", async () => {
    const [first, second] = [await createRequest(app, admin.access), await createRequest(app, admin.access)];
    const act = (method: 'DELETE' | 'POST', url: string) =>
      app.inject(authed(admin.access, { method, url: `/api/v1/plugins/payment_request/${url}` }));
    await act('DELETE', `transaction/${first.id}`);
    await act('DELETE', `transaction/${second.id}`);
    await act('POST', `deleted_transaction/${first.id}/restore`);
    const history = async (id: string) =>
      (
        await app.inject(authed(admin.access, { url: `/api/v1/user/actions?limit=100&transaction_id=${id}` }))
      ).json<Paginated<ActivityEntry>>();
    const descriptions = async (id: string) => (await history(id)).results.map((entry) => entry.description);
    expect((await descriptions(first.id)).slice(0, 2)).toEqual([
      `Restored transaction ${first.id}`,
      `Deleted transaction ${first.id}`,
    ]);
    expect(await descriptions(second.id)).not.toContain(`Deleted transaction ${first.id}`);
    expect(await descriptions(second.id)).toContain(`Deleted transaction ${second.id}`);
  });

  it("shows staff only the history of sections they may open, and their own account's", async () => {
    const created = await createRequest(app, admin.access);
    const cashier = await staffToken(app, ['access_payment_request', 'view_all_paymenttransaction']);
    const kitchen = await staffToken(app, ['access_food_ordering']);
    const read = async (token: string, query = '') =>
      (await app.inject(authed(token, { url: `/api/v1/user/actions?limit=1000${query}` })))
        .json<Paginated<ActivityEntry>>()
        .results.map((entry) => `${entry.actor}: ${entry.description}`);
    const creation = expect.stringContaining(`Created payment request ${created.id}`);

    expect(await read(cashier.token)).toContainEqual(creation);
    // Door staff and the kitchen cannot learn from the log who was asked to pay what.
    for (const token of [door.access, kitchen.token]) {
      expect(await read(token)).not.toContainEqual(creation);
      expect(await read(token, `&transaction_id=${created.id}`)).toEqual([]);
    }
    expect(await read(door.access)).toContain('door: Signed in');
    expect(await read(door.access)).not.toContain('admin: Signed in');
    expect(await read(kitchen.token)).not.toContain('door: Signed in');
    expect(await read(admin.access)).toEqual(expect.arrayContaining([creation, 'door: Signed in']));
  });

  it('rejects a bad page size', async () => {
    const res = await app.inject(authed(admin.access, { url: '/api/v1/user/actions?limit=abc' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ limit: ['A valid integer is required.'] });
  });
});
