import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { ADMIN, authed, createTestApp, DOOR, login } from '../../helper.ts';
import { createRequest, PR } from '../payments/fixtures.ts';

const app = await createTestApp();
const admin = await login(app, ADMIN, '10.8.1.1');
const door = await login(app, DOOR, '10.8.1.2');
const SETTINGS = '/api/v1/merchant/settings';

const patch = (token: string, payload: object, lang = 'en') =>
  app.inject(
    authed(token, { method: 'PATCH', url: SETTINGS, payload, headers: { 'accept-language': lang } }),
  );

describe('merchant settings: pausing payments', () => {
  it('lets a superuser pause payments, which the pay page then refuses with 423, and resume them', async () => {
    const created = await createRequest(app, admin.access);
    expect((await app.inject(authed(admin.access, { url: SETTINGS }))).json()).toMatchObject({
      payments_paused: false,
    });

    const paused = await patch(admin.access, { payments_paused: true });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ payments_paused: true });
    expect((await app.inject(authed(admin.access, { url: SETTINGS }))).json()).toMatchObject({
      payments_paused: true,
    });
    for (const lang of ['en', 'ar']) {
      const page = await app.inject({ url: `${PR}/pay/${created.id}`, headers: { 'accept-language': lang } });
      expect(page.statusCode).toBe(423);
      expect(page.json()).toEqual({
        message:
          lang === 'en'
            ? "Sorry, we don't accept payments for the moment"
            : 'عذراً، لا نقبل المدفوعات في الوقت الحالي',
      });
    }

    const resumed = await patch(admin.access, { payments_paused: false });
    expect(resumed.json()).toMatchObject({ payments_paused: false });
    expect((await app.inject({ url: `${PR}/pay/${created.id}` })).statusCode).toBe(200);

    const history = await app.inject(authed(admin.access, { url: '/api/v1/user/actions' }));
    const text = JSON.stringify(history.json());
    expect(text).toContain('Paused customer payments');
    expect(text).toContain('Resumed customer payments');
  });

  it('is for superusers only: other staff get 403, no token 401, and nothing changes', async () => {
    expect((await app.inject(authed(door.access, { url: SETTINGS }))).statusCode).toBe(403);
    const refused = await patch(door.access, { payments_paused: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: expect.any(String) });
    expect((await app.inject({ url: SETTINGS })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'PATCH', url: SETTINGS, payload: { payments_paused: true } })).statusCode,
    ).toBe(401);
    const row = await queryable(app.db)
      .selectFrom('merchants')
      .select('payments_paused')
      .executeTakeFirstOrThrow();
    expect(row.payments_paused).toBe(false);
  });

  it('validates the body', async () => {
    for (const payload of [{}, { payments_paused: 'yes' }, { payments_paused: null }]) {
      const res = await patch(admin.access, payload);
      expect(res.statusCode).toBe(400);
    }
    const row = await queryable(app.db)
      .selectFrom('merchants')
      .select('payments_paused')
      .executeTakeFirstOrThrow();
    expect(row.payments_paused).toBe(false);
  });
});
