import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { base32Decode, codeAtStep, stepAt } from '../../../../server/modules/two-factor/totp.ts';
import type { LoginResponse } from '../../../../src/domain/contracts/auth.ts';
import type { StaffMember } from '../../../../src/domain/contracts/staff.ts';
import type { TwoFactorChallenge, TwoFactorSetup } from '../../../../src/domain/contracts/two-factor.ts';
import { ENROLMENT_REQUIRED_HEADER } from '../../../../src/domain/two-factor-enrolment.ts';
import { FakeClock } from '../../fake-clock.ts';
import { authed, createTestApp } from '../../helper.ts';
import { createShop } from '../transactions/fixtures.ts';

const clock = new FakeClock();
const app: FastifyInstance = await createTestApp({}, undefined, clock);
const PASSWORD = 'Test#Pass2026';

let address = 0;
/** Each sign-in from an address of its own: these tests do not meet the throttle. */
const nextAddress = () => {
  address += 1;
  return `10.77.${Math.floor(address / 250)}.${address % 250}`;
};

const shop = () =>
  createShop(app, {
    owner: 'superuser',
    finance: ['refund_paymenttransaction'],
    cashier: ['access_payment_request'],
  });
type Shop = Awaited<ReturnType<typeof shop>>;

const post = (token: string, url: string, payload?: object) =>
  app.inject(authed(token, { method: 'POST', url: `/api/v1${url}`, payload }));
const get = (token: string, url: string) => app.inject(authed(token, { url: `/api/v1${url}` }));
const reset = (token: string, id: number) => post(token, `/admin/staff/${id}/two-factor/reset`);
const signIn = (username: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/user/token/',
    payload: { username, password: PASSWORD },
    remoteAddress: nextAddress(),
  });

/** Sets up and confirms an app for the signed-in user; answers its secret. */
async function enrol(token: string) {
  const setup = await post(token, '/user/two-factor/setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<TwoFactorSetup>();
  const code = codeAtStep(base32Decode(secret), stepAt(clock.now().getTime()));
  expect((await post(token, '/user/two-factor/confirm', { code })).statusCode).toBe(200);
  clock.advance(30_000);
  return secret;
}

const rowsOf = async (
  table: 'two_factor_secrets' | 'two_factor_recovery_codes' | 'sign_in_challenges',
  userId: number,
) =>
  (await queryable(app.db).selectFrom(table).select('user_id').where('user_id', '=', userId).execute())
    .length;

async function usernameOf(s: Shop, name: string) {
  const row = await queryable(app.db)
    .selectFrom('users')
    .select('username')
    .where('id', '=', s.userIds[name] as number)
    .executeTakeFirstOrThrow();
  return row.username;
}

describe('an owner turning off a member’s two-factor sign-in', () => {
  it('removes the secret, recovery codes and open challenges, and ends every session at once', async () => {
    const s = await shop();
    const owner = await s.token('owner');
    const financeId = s.userIds.finance as number;
    const finance = await s.token('finance');
    const other = (await signIn(await usernameOf(s, 'finance'))).json<LoginResponse>();
    await enrol(finance);
    const challenge = (await signIn(await usernameOf(s, 'finance'))).json<TwoFactorChallenge>();
    expect(challenge.two_factor_required).toBe(true);
    expect(await rowsOf('sign_in_challenges', financeId)).toBe(1);

    const res = await reset(owner, financeId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StaffMember>()).toMatchObject({ id: financeId, two_factor: false });
    expect(await rowsOf('two_factor_secrets', financeId)).toBe(0);
    expect(await rowsOf('two_factor_recovery_codes', financeId)).toBe(0);
    expect(await rowsOf('sign_in_challenges', financeId)).toBe(0);
    expect((await get(finance, '/user/details')).statusCode).toBe(401);
    expect((await get(other.access, '/user/details')).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/v1/user/token/refresh/',
      payload: { refresh: other.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    // The password alone signs them in now.
    expect((await signIn(await usernameOf(s, 'finance'))).json<LoginResponse>().access).toEqual(
      expect.any(String),
    );
  });

  it('is in the history under Administration, naming the member', async () => {
    const s = await shop();
    const owner = await s.token('owner');
    await enrol(await s.token('finance'));
    expect((await reset(owner, s.userIds.finance as number)).statusCode).toBe(200);
    const logged = await queryable(app.db)
      .selectFrom('activity_log')
      .select(['actor', 'params'])
      .where('merchant_id', '=', s.merchantId)
      .where('action', '=', 'activity.staff_two_factor_reset')
      .executeTakeFirstOrThrow();
    expect(logged.params).toEqual({ username: await usernameOf(s, 'finance') });
    const administration = await get(owner, '/admin/activity?area=administration');
    expect(JSON.stringify(administration.json())).toContain('Turned off two-factor sign-in for');
  });

  it('sends the member to enrolment at their next sign-in where the merchant requires it', async () => {
    const s = await shop();
    const owner = await s.token('owner');
    await enrol(owner);
    await enrol(await s.token('finance'));
    const required = await app.inject(
      authed(owner, {
        method: 'PATCH',
        url: '/api/v1/admin/security',
        payload: { two_factor_required: true },
      }),
    );
    expect(required.statusCode).toBe(200);
    expect((await reset(owner, s.userIds.finance as number)).statusCode).toBe(200);

    const { access } = (await signIn(await usernameOf(s, 'finance'))).json<LoginResponse>();
    const blocked = await get(access, '/user/details');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      message: 'Your organisation requires two-factor sign-in. Set up an authenticator app to continue.',
    });
    // The app's sign to go to enrolment at once; a plain 403 does not carry it.
    expect(blocked.headers[ENROLMENT_REQUIRED_HEADER]).toBe('required');
    expect((await get(access, '/user/two-factor')).json()).toMatchObject({ must_enrol: true });
    const notOwner = await get(
      (await signIn(await usernameOf(s, 'cashier'))).json<LoginResponse>().access,
      '/admin/staff',
    );
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.headers[ENROLMENT_REQUIRED_HEADER]).toBeUndefined();
  });

  it('refuses with 409 a member without it, and one’s own account; 404 another merchant’s member', async () => {
    const s = await shop();
    const owner = await s.token('owner');
    await enrol(owner);
    const off = await reset(owner, s.userIds.finance as number);
    expect(off.statusCode).toBe(409);
    expect(off.json()).toEqual({ message: 'Two-factor sign-in is already off for this person.' });
    const self = await reset(owner, s.userIds.owner as number);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: 'Turn off your own two-factor sign-in on your account page.' });
    expect(await rowsOf('two_factor_secrets', s.userIds.owner as number)).toBe(1);

    const elsewhere = await shop();
    await enrol(await elsewhere.token('finance'));
    const foreign = await reset(owner, elsewhere.userIds.finance as number);
    expect(foreign.statusCode).toBe(404);
    expect(await rowsOf('two_factor_secrets', elsewhere.userIds.finance as number)).toBe(1);
    expect((await reset(await s.token('finance'), s.userIds.owner as number)).statusCode).toBe(403);
  });

  it('shows on the staff list who has it on', async () => {
    const s = await shop();
    const owner = await s.token('owner');
    await enrol(await s.token('finance'));
    const page = (await get(owner, '/admin/staff?limit=50')).json<{ results: StaffMember[] }>();
    const byId = new Map(page.results.map((member) => [member.id, member.two_factor]));
    expect(byId.get(s.userIds.finance as number)).toBe(true);
    expect(byId.get(s.userIds.owner as number)).toBe(false);
  });
});
