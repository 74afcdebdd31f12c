import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { base32Decode, codeAtStep, stepAt } from '../../../../server/modules/two-factor/totp.ts';
import type { LoginResponse } from '../../../../src/domain/contracts/auth.ts';
import type {
  RecoveryCodes,
  TwoFactorChallenge,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../../../../src/domain/contracts/two-factor.ts';
import { FakeClock } from '../../fake-clock.ts';
import { authed, createTestApp } from '../../helper.ts';
import { createShop } from '../transactions/fixtures.ts';

const clock = new FakeClock();
const app: FastifyInstance = await createTestApp({}, undefined, clock);
const PASSWORD = 'Test#Pass2026';

let address = 0;
/** Each sign-in from an address of its own, unless a test means to meet the throttle. */
const nextAddress = () => {
  address += 1;
  return `10.88.${Math.floor(address / 250)}.${address % 250}`;
};

const shop = () =>
  createShop(app, {
    owner: 'superuser',
    finance: ['refund_paymenttransaction', 'access_payment_request'],
    exporter: ['view_export_settings'],
    cashier: ['access_payment_request'],
  });
type Shop = Awaited<ReturnType<typeof shop>>;
const usernameOf = async (s: Shop, name: string) => {
  const row = await queryable(app.db)
    .selectFrom('users')
    .select('username')
    .where('id', '=', s.userIds[name] as number)
    .executeTakeFirstOrThrow();
  return row.username;
};

const password = (username: string, ip = nextAddress(), pass = PASSWORD) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/user/token/',
    payload: { username, password: pass },
    remoteAddress: ip,
  });
const secondStep = (challenge: string, code: string, ip = nextAddress(), lang = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/user/token/two-factor/',
    payload: { challenge, code },
    remoteAddress: ip,
    headers: { 'accept-language': lang },
  });
const post = (token: string, url: string, payload?: object) =>
  app.inject(authed(token, { method: 'POST', url: `/api/v1${url}`, payload }));
const get = (token: string, url: string) => app.inject(authed(token, { url: `/api/v1${url}` }));

/** The code the app shows `offset` steps from the server's now. */
const codeFor = (secret: string, offset = 0) =>
  codeAtStep(base32Decode(secret), stepAt(clock.now().getTime()) + offset);

/** Moves to the next time step, so a new code is not a replay of the last one. */
const nextStep = () => clock.advance(30_000);

/** Sets up and confirms an app for the signed-in user; answers its secret and recovery codes. */
async function enrol(token: string) {
  const setup = await post(token, '/user/two-factor/setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<TwoFactorSetup>();
  const confirmed = await post(token, '/user/two-factor/confirm', { code: codeFor(secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  nextStep();
  return { secret, recoveryCodes: confirmed.json<RecoveryCodes>().recovery_codes };
}

async function challengeOf(username: string): Promise<string> {
  const res = await password(username);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<TwoFactorChallenge & Partial<LoginResponse>>();
  expect(body.two_factor_required).toBe(true);
  expect(body.access).toBeUndefined();
  return body.challenge;
}

describe('enrolment', () => {
  it('gives a secret and its otpauth URI, turns on with a right code only, and shows 10 recovery codes', async () => {
    const s = await shop();
    const token = await s.token('cashier');
    const setup = (await post(token, '/user/two-factor/setup')).json<TwoFactorSetup>();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_uri).toContain(`secret=${setup.secret}`);
    expect((await get(token, '/user/two-factor')).json<TwoFactorStatus>().enabled).toBe(false);

    const wrong = await post(token, '/user/two-factor/confirm', { code: codeFor(setup.secret, 3) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: ['That code is not right, or has been used already. Enter the code your app shows now.'],
    });
    const right = await post(token, '/user/two-factor/confirm', { code: codeFor(setup.secret) });
    expect(right.statusCode, right.body).toBe(200);
    const codes = right.json<RecoveryCodes>().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes.every((code) => /^[A-Z2-9]{5}-[A-Z2-9]{5}$/.test(code))).toBe(true);
    expect((await get(token, '/user/two-factor')).json<TwoFactorStatus>()).toEqual({
      enabled: true,
      required: false,
      must_enrol: false,
      recovery_codes_left: 10,
    });
    expect((await post(token, '/user/two-factor/setup')).statusCode).toBe(409);
  });

  it('keeps the secret encrypted and the recovery codes hashed', async () => {
    const s = await shop();
    const { secret, recoveryCodes } = await enrol(await s.token('cashier'));
    const db = queryable(app.db);
    const stored = await db
      .selectFrom('two_factor_secrets')
      .select('secret')
      .where('user_id', '=', s.userIds.cashier as number)
      .executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(secret);
    expect(stored.secret).toMatch(/^v1\./);
    const hashes = await db
      .selectFrom('two_factor_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', s.userIds.cashier as number)
      .execute();
    const text = JSON.stringify(hashes);
    expect(hashes).toHaveLength(10);
    for (const code of recoveryCodes) expect(text).not.toContain(code.replace('-', ''));
  });
});

describe('signing in with a second factor', () => {
  it('answers a right password with a challenge, and the code with the tokens', async () => {
    const s = await shop();
    const { secret } = await enrol(await s.token('cashier'));
    const challenge = await challengeOf(await usernameOf(s, 'cashier'));
    const done = await secondStep(challenge, codeFor(secret));
    expect(done.statusCode, done.body).toBe(200);
    const { access, refresh, sessionid } = done.json<LoginResponse>();
    expect(refresh).toBeTruthy();
    expect(sessionid).toBeTruthy();
    expect((await get(access, '/user/details')).statusCode).toBe(200);
  });

  it('accepts a code one step early or late, and refuses one two steps away', async () => {
    const s = await shop();
    const { secret } = await enrol(await s.token('cashier'));
    const username = await usernameOf(s, 'cashier');
    // Two steps past the code enrolment used, so the late code below is no replay of it.
    clock.advance(30_000);
    const challenge = await challengeOf(username);
    expect((await secondStep(challenge, codeFor(secret, -2))).statusCode).toBe(400);
    expect((await secondStep(challenge, codeFor(secret, 2))).statusCode).toBe(400);
    expect((await secondStep(challenge, codeFor(secret, -1))).statusCode).toBe(200);
    expect((await secondStep(await challengeOf(username), codeFor(secret, 1))).statusCode).toBe(200);
  });

  it('refuses a code already used in its step', async () => {
    const s = await shop();
    const { secret } = await enrol(await s.token('cashier'));
    const username = await usernameOf(s, 'cashier');
    const code = codeFor(secret);
    expect((await secondStep(await challengeOf(username), code)).statusCode).toBe(200);
    const replay = await secondStep(await challengeOf(username), code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toHaveProperty('code');
    nextStep();
    expect((await secondStep(await challengeOf(username), codeFor(secret))).statusCode).toBe(200);
  });

  it('takes each recovery code once, in any case and without its dash', async () => {
    const s = await shop();
    const { recoveryCodes } = await enrol(await s.token('cashier'));
    const username = await usernameOf(s, 'cashier');
    const [first] = recoveryCodes as [string];
    const typed = first.toLowerCase().replace('-', '');
    expect((await secondStep(await challengeOf(username), typed)).statusCode).toBe(200);
    expect((await secondStep(await challengeOf(username), first)).statusCode).toBe(400);
    const tokens = (
      await secondStep(await challengeOf(username), recoveryCodes[1] as string)
    ).json<LoginResponse>();
    expect((await get(tokens.access, '/user/two-factor')).json<TwoFactorStatus>().recovery_codes_left).toBe(
      8,
    );
  });

  it('uses a challenge once', async () => {
    const s = await shop();
    const { secret } = await enrol(await s.token('cashier'));
    const challenge = await challengeOf(await usernameOf(s, 'cashier'));
    expect((await secondStep(challenge, codeFor(secret))).statusCode).toBe(200);
    nextStep();
    const again = await secondStep(challenge, codeFor(secret), nextAddress(), 'ar');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'انتهت صلاحية عملية تسجيل الدخول هذه أو سبق استخدامها. سجّل الدخول مجددًا بكلمة المرور.',
    });
  });

  it('lets a challenge expire after five minutes', async () => {
    const s = await shop();
    const { secret } = await enrol(await s.token('cashier'));
    const challenge = await challengeOf(await usernameOf(s, 'cashier'));
    clock.advance(301_000);
    const late = await secondStep(challenge, codeFor(secret));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({
      message: 'This sign-in has expired or was already used. Sign in again with your password.',
    });
  });

  it('throttles wrong codes like wrong passwords, and ends the challenge after five', async () => {
    const s = await shop();
    const { secret } = await enrol(await s.token('cashier'));
    const username = await usernameOf(s, 'cashier');
    const ip = nextAddress();
    const challenge = await challengeOf(username);
    const wrong = () => secondStep(challenge, codeFor(secret, 5), ip);
    for (let i = 0; i < 4; i += 1) expect((await wrong()).statusCode).toBe(400);
    // Past the free failures of this account from this address, waits begin, as for passwords.
    expect((await wrong()).statusCode).toBe(429);
    expect((await password(username, ip)).statusCode).toBe(429);

    clock.advance(60_000);
    expect((await wrong()).statusCode).toBe(400);
    clock.advance(60_000);
    const dead = await secondStep(challenge, codeFor(secret), ip);
    expect(dead.statusCode).toBe(400);
    expect(dead.json()).toHaveProperty('message');
    expect(dead.json()).not.toHaveProperty('code');
  });

  it('signs in at once an account without it', async () => {
    const s = await shop();
    const res = await password(await usernameOf(s, 'cashier'));
    expect(res.statusCode).toBe(200);
    expect(res.json<LoginResponse>().access).toBeTruthy();
  });
});

describe('managing it', () => {
  it('turns off only with the password and a code', async () => {
    const s = await shop();
    const token = await s.token('cashier');
    const { secret } = await enrol(token);
    const disable = (payload: object) => post(token, '/user/two-factor/disable', payload);

    const badPassword = await disable({ password: 'Wrong#Pass2026', code: codeFor(secret) });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json()).toHaveProperty('password');
    nextStep();
    const badCode = await disable({ password: PASSWORD, code: codeFor(secret, 4) });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json()).toHaveProperty('code');
    expect((await get(token, '/user/two-factor')).json<TwoFactorStatus>().enabled).toBe(true);

    const done = await disable({ password: PASSWORD, code: codeFor(secret) });
    expect(done.statusCode, done.body).toBe(200);
    expect((await get(token, '/user/two-factor')).json<TwoFactorStatus>().enabled).toBe(false);
    expect((await password(await usernameOf(s, 'cashier'))).json<LoginResponse>().access).toBeTruthy();
  });

  it('makes new recovery codes for a code, retiring the old ones', async () => {
    const s = await shop();
    const token = await s.token('cashier');
    const { secret, recoveryCodes } = await enrol(token);
    const fresh = await post(token, '/user/two-factor/recovery-codes', { code: codeFor(secret) });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const codes = fresh.json<RecoveryCodes>().recovery_codes;
    const username = await usernameOf(s, 'cashier');
    expect((await secondStep(await challengeOf(username), recoveryCodes[0] as string)).statusCode).toBe(400);
    expect((await secondStep(await challengeOf(username), codes[0] as string)).statusCode).toBe(200);
  });
});

describe("the merchant's requirement", () => {
  const setRequired = (token: string, value: boolean) =>
    app.inject(
      authed(token, {
        method: 'PATCH',
        url: '/api/v1/admin/security',
        payload: { two_factor_required: value },
      }),
    );

  it("needs the owner's own second factor first, and is logged with before and after", async () => {
    const s = await shop();
    const owner = await s.token('owner');
    const early = await setRequired(owner, true);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toHaveProperty('message');
    await enrol(owner);
    const on = await setRequired(owner, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ two_factor_required: true });
    expect((await get(owner, '/admin/security')).json()).toEqual({ two_factor_required: true });
    const logged = await queryable(app.db)
      .selectFrom('activity_log')
      .select(['action', 'params'])
      .where('merchant_id', '=', s.merchantId)
      .where('action', '=', 'activity.settings_two_factor_required_on')
      .executeTakeFirstOrThrow();
    expect(logged.params).toEqual({
      changes: [{ field: 'two_factor_required', before: false, after: true }],
    });
    const administration = await get(owner, '/admin/activity?area=administration');
    expect(administration.json().results.map((entry: { area: string }) => entry.area)).toContain(
      'administration',
    );
    expect(JSON.stringify(administration.json().results)).toContain('two_factor_required');
    expect((await get(await s.token('finance'), '/admin/security')).statusCode).toBe(403);
  });

  it('sends staff who can refund or export to enrolment (403 elsewhere), and not a cashier', async () => {
    const s = await shop();
    const owner = await s.token('owner');
    await enrol(owner);
    expect((await setRequired(owner, true)).statusCode).toBe(200);

    for (const name of ['finance', 'exporter']) {
      const res = await password(await usernameOf(s, name));
      expect(res.statusCode).toBe(200);
      const { access } = res.json<LoginResponse>();
      const blocked = await app.inject(
        authed(access, { url: '/api/v1/user/details', headers: { 'accept-language': 'ar' } }),
      );
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toEqual({
        message: 'تشترط مؤسستك تسجيل الدخول بخطوتين. أعدّ تطبيق مصادقة للمتابعة.',
      });
      expect((await get(access, '/plugins/payment_request/transaction')).statusCode).toBe(403);
      expect((await get(access, '/user/two-factor')).json<TwoFactorStatus>()).toMatchObject({
        required: true,
        must_enrol: true,
      });
      await enrol(access);
      expect((await get(access, '/user/details')).statusCode).toBe(200);
    }

    const cashier = await s.token('cashier');
    expect((await get(cashier, '/user/details')).statusCode).toBe(200);
    expect((await get(cashier, '/user/two-factor')).json<TwoFactorStatus>()).toMatchObject({
      required: false,
      must_enrol: false,
    });
  });

  it('blocks a member already signed in when it is turned on, and frees them when it is off', async () => {
    const s = await shop();
    const owner = await s.token('owner');
    const finance = await s.token('finance');
    expect((await get(finance, '/user/details')).statusCode).toBe(200);
    await enrol(owner);
    expect((await setRequired(owner, true)).statusCode).toBe(200);
    expect((await get(finance, '/user/details')).statusCode).toBe(403);
    expect((await setRequired(owner, false)).statusCode).toBe(200);
    expect((await get(finance, '/user/details')).statusCode).toBe(200);
  });
});
