import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { LoginResponse } from '../../../../src/domain/contracts/auth.ts';
import type { Paginated } from '../../../../src/domain/contracts/common.ts';
import type { UserSession } from '../../../../src/domain/contracts/sessions.ts';
import type { ActivityEntry } from '../../../../src/domain/contracts/users.ts';
import { authed, createTestApp } from '../../helper.ts';
import { createShop } from '../transactions/fixtures.ts';

const app = await createTestApp();
const PASSWORD = 'Test#Pass2026';
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

const shop = await createShop(app, { owner: 'superuser', cashier: ['access_payment_request'] });
const elsewhere = await createShop(app, { owner: 'superuser', cashier: ['access_payment_request'] });
let address = 0;
/** Signs in afresh (a new session) from its own address and browser. */
async function signIn(
  username: string,
  userAgent = CHROME_ON_WINDOWS,
): Promise<LoginResponse & { address: string }> {
  address += 1;
  const remoteAddress = `10.61.${address}.7`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/user/token/',
    payload: { username, password: PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...res.json<LoginResponse>(), address: remoteAddress };
}

/** createShop tags its usernames; the owner's staff list tells them. */
const username = async (tag: typeof shop, name: string) => {
  const res = await app.inject(authed(await tag.token('owner'), { url: '/api/v1/admin/staff?limit=100' }));
  const found = res
    .json<Paginated<{ id: number; username: string }>>()
    .results.find((row) => row.id === tag.userIds[name]);
  if (!found) throw new Error(`${name} is not on the list`);
  return found.username;
};
const cashierName = await username(shop, 'cashier');
const ownerName = await username(shop, 'owner');

const details = (token: string) => app.inject(authed(token, { url: '/api/v1/user/details' }));
const refresh = (token: string) =>
  app.inject({ method: 'POST', url: '/api/v1/user/token/refresh/', payload: { refresh: token } });
const list = async (token: string, url = '/api/v1/user/sessions') => {
  const res = await app.inject(authed(token, { url }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UserSession[]>();
};
const end = (token: string, url: string) => app.inject(authed(token, { method: 'DELETE', url }));
const history = async (token: string) => {
  const res = await app.inject(authed(token, { url: '/api/v1/user/actions?limit=20' }));
  return res.json<Paginated<ActivityEntry>>().results.map((entry) => entry.description);
};

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /user/sessions', () => {
  it('lists each sign-in with its browser, system and address, the current one marked', async () => {
    const laptop = await signIn(cashierName, CHROME_ON_WINDOWS);
    const phone = await signIn(cashierName, FIREFOX_ON_ANDROID);
    const sessions = await list(laptop.access);
    expect(sessions.find((s) => s.id === laptop.sessionid)).toMatchObject({
      browser: 'Chrome',
      os: 'Windows',
      user_agent: CHROME_ON_WINDOWS,
      ip_address: laptop.address,
      current: true,
    });
    expect(sessions.find((s) => s.id === phone.sessionid)).toMatchObject({
      browser: 'Firefox',
      os: 'Android',
      ip_address: phone.address,
      current: false,
    });
    // Another user's sessions are not theirs to see.
    const owners = await list(await shop.token('owner'));
    expect(owners.map((s) => s.id)).not.toContain(laptop.sessionid);
  });

  it('moves the last use on a refresh, and on a request once a minute has passed', async () => {
    const { access, refresh: refreshToken, sessionid } = await signIn(cashierName);
    const lastUse = async (token: string) =>
      Date.parse((await list(token)).find((s) => s.id === sessionid)?.last_used_at ?? '');
    const signedIn = await lastUse(access);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(signedIn + 30_000);
    expect(await lastUse(access)).toBe(signedIn);
    vi.setSystemTime(signedIn + 90_000);
    expect(await lastUse(access)).toBe(signedIn + 90_000);
    vi.setSystemTime(signedIn + 100_000);
    const rotated = await refresh(refreshToken);
    expect(rotated.statusCode).toBe(200);
    expect(await lastUse(rotated.json<{ access: string }>().access)).toBe(signedIn + 100_000);
  });
});

describe('DELETE /user/sessions/:id', () => {
  it('refuses the ended session’s access token on the very next request, and its refresh token', async () => {
    const laptop = await signIn(cashierName);
    const phone = await signIn(cashierName, FIREFOX_ON_ANDROID);
    expect((await details(phone.access)).statusCode).toBe(200);
    const res = await end(laptop.access, `/api/v1/user/sessions/${phone.sessionid}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await details(phone.access)).statusCode).toBe(401);
    expect((await refresh(phone.refresh)).statusCode).toBe(401);
    expect((await details(laptop.access)).statusCode).toBe(200);
    expect((await list(laptop.access)).map((s) => s.id)).not.toContain(phone.sessionid);
    expect(await history(await shop.token('owner'))).toContain('Signed out a device (Firefox, Android)');
  });

  it('signs out when it ends the current session', async () => {
    const { access, refresh: refreshToken, sessionid } = await signIn(cashierName);
    expect((await end(access, `/api/v1/user/sessions/${sessionid}`)).statusCode).toBe(204);
    expect((await details(access)).statusCode).toBe(401);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it("does not find another user's session, nor one already ended", async () => {
    const cashier = await signIn(cashierName);
    const owner = await signIn(ownerName);
    const res = await end(cashier.access, `/api/v1/user/sessions/${owner.sessionid}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
    expect((await details(owner.access)).statusCode).toBe(200);
    const other = await signIn(cashierName);
    expect((await end(cashier.access, `/api/v1/user/sessions/${other.sessionid}`)).statusCode).toBe(204);
    expect((await end(cashier.access, `/api/v1/user/sessions/${other.sessionid}`)).statusCode).toBe(404);
  });
});

describe('POST /user/token/refresh/', () => {
  it('ends the whole session at once when a used refresh token comes back', async () => {
    const stolen = await signIn(cashierName);
    const rotated = await refresh(stolen.refresh);
    expect(rotated.statusCode).toBe(200);
    expect((await refresh(stolen.refresh)).statusCode).toBe(401);
    expect((await details(rotated.json<{ access: string }>().access)).statusCode).toBe(401);
    expect((await details(stolen.access)).statusCode).toBe(401);
  });
});

describe('DELETE /user/sessions', () => {
  it('signs out of every other device and keeps this one', async () => {
    const here = await signIn(cashierName);
    const there = await signIn(cashierName);
    const res = await end(here.access, '/api/v1/user/sessions');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ ended: number }>().ended).toBeGreaterThanOrEqual(1);
    expect((await details(there.access)).statusCode).toBe(401);
    expect((await details(here.access)).statusCode).toBe(200);
    expect((await list(here.access)).map((s) => s.id)).toEqual([here.sessionid]);
  });
});

describe("a member's sessions, for the merchant's owners", () => {
  const cashierId = shop.userIds.cashier as number;
  const base = `/api/v1/admin/staff/${cashierId}/sessions`;

  it('lists them and ends one at once, in the history', async () => {
    const owner = await shop.token('owner');
    const cashier = await signIn(cashierName, FIREFOX_ON_ANDROID);
    const sessions = await list(owner, base);
    expect(sessions.find((s) => s.id === cashier.sessionid)).toMatchObject({
      browser: 'Firefox',
      current: false,
    });
    expect((await end(owner, `${base}/${cashier.sessionid}`)).statusCode).toBe(204);
    expect((await details(cashier.access)).statusCode).toBe(401);
    expect((await refresh(cashier.refresh)).statusCode).toBe(401);
    expect(await history(owner)).toContain(`Signed ${cashierName} out of a device (Firefox, Android)`);
  });

  it('ends every one of them', async () => {
    const owner = await shop.token('owner');
    const first = await signIn(cashierName);
    const second = await signIn(cashierName);
    const res = await end(owner, base);
    expect(res.statusCode, res.body).toBe(200);
    expect((await details(first.access)).statusCode).toBe(401);
    expect((await details(second.access)).statusCode).toBe(401);
    expect(await list(owner, base)).toEqual([]);
  });

  it("does not find another merchant's member, nor another user's session under a member", async () => {
    const owner = await shop.token('owner');
    const theirs = elsewhere.userIds.cashier as number;
    const stranger = await signIn(await username(elsewhere, 'cashier'));
    expect(
      (await app.inject(authed(owner, { url: `/api/v1/admin/staff/${theirs}/sessions` }))).statusCode,
    ).toBe(404);
    expect(
      (await end(owner, `/api/v1/admin/staff/${theirs}/sessions/${stranger.sessionid}`)).statusCode,
    ).toBe(404);
    expect((await end(owner, `/api/v1/admin/staff/${theirs}/sessions`)).statusCode).toBe(404);
    expect((await end(owner, `${base}/${stranger.sessionid}`)).statusCode).toBe(404);
    expect((await details(stranger.access)).statusCode).toBe(200);
  });

  it('refuses staff who are not owners', async () => {
    const cashier = await signIn(cashierName);
    expect((await app.inject(authed(cashier.access, { url: base }))).statusCode).toBe(403);
  });

  it('ends every session row when the member is deactivated', async () => {
    const owner = await shop.token('owner');
    const cashier = await signIn(cashierName);
    const res = await app.inject(
      authed(owner, { method: 'POST', url: `/api/v1/admin/staff/${cashierId}/deactivate` }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await list(owner, base)).toEqual([]);
    expect((await details(cashier.access)).statusCode).toBe(401);
    const row = await queryable(app.db)
      .selectFrom('user_sessions')
      .select('ended_at')
      .where('id', '=', cashier.sessionid)
      .executeTakeFirstOrThrow();
    expect(row.ended_at).not.toBeNull();
  });
});
