import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENROLMENT_REQUIRED_HEADER } from '@/domain/two-factor-enrolment';
import { ApiError, apiRequest, onEnrolmentRequired, onSessionEnd } from '@/lib/api-client';
import { getAccessToken, getRefreshToken, storeTokens } from '@/lib/auth-storage';
import { getLocked, setLocked } from '@/lib/locked-state';

/**
 * The API server is the one boundary these tests stand in for: a tiny fake that answers
 * like the real one (ARCHITECTURE.md error shape) and records what the client sent.
 */
type Handler = (url: string, init: RequestInit) => { status: number; body?: unknown };
const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function serve(handler: Handler) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const { status, body } = handler(url, init);
    return json(status, body);
  });
  return calls;
}

const header = (init: RequestInit | undefined, name: string) =>
  (init?.headers as Record<string, string> | undefined)?.[name];

describe('apiRequest', () => {
  let sessionEnded = 0;
  beforeEach(() => {
    sessionEnded = 0;
    onSessionEnd(() => {
      sessionEnded += 1;
    });
    setLocked(null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends JSON with the bearer token and the interface language', async () => {
    storeTokens({ access: 'A1', refresh: 'R1' });
    const calls = serve(() => ({ status: 200, body: { username: 'admin' } }));
    await expect(apiRequest('/user/details')).resolves.toEqual({ username: 'admin' });
    expect(calls[0]?.url).toBe('/api/v1/user/details');
    expect(header(calls[0]?.init, 'Authorization')).toBe('Bearer A1');
    expect(header(calls[0]?.init, 'Accept-Language')).toBe('en');
  });

  it('on an expired access token refreshes once, stores both tokens and retries', async () => {
    storeTokens({ access: 'old', refresh: 'R1' });
    const calls = serve((url, init) => {
      if (url.endsWith('/user/token/refresh/'))
        return { status: 200, body: { access: 'new', refresh: 'R2' } };
      return header(init, 'Authorization') === 'Bearer new'
        ? { status: 200, body: { ok: true } }
        : { status: 401, body: { message: 'Token expired' } };
    });
    await expect(apiRequest('/user/details')).resolves.toEqual({ ok: true });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/user/details',
      '/api/v1/user/token/refresh/',
      '/api/v1/user/details',
    ]);
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ refresh: 'R1' });
    expect(getAccessToken()).toBe('new');
    expect(getRefreshToken()).toBe('R2');
    expect(sessionEnded).toBe(0);
  });

  it('uses the tokens another tab has just refreshed instead of spending the old refresh token', async () => {
    storeTokens({ access: 'old', refresh: 'R1' });
    const calls = serve((url, init) => {
      if (url.endsWith('/user/token/refresh/')) return { status: 401, body: { message: 'Reused' } };
      if (header(init, 'Authorization') === 'Bearer old') {
        // The other tab rotated the pair while this request was on its way.
        storeTokens({ access: 'fresh', refresh: 'R2' });
        return { status: 401 };
      }
      return { status: 200, body: { ok: true } };
    });
    await expect(apiRequest('/user/details')).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.url)).not.toContain('/api/v1/user/token/refresh/');
    expect(header(calls[1]?.init, 'Authorization')).toBe('Bearer fresh');
    expect(getRefreshToken()).toBe('R2');
    expect(sessionEnded).toBe(0);
  });

  it('when the refresh is refused, clears the tokens and ends the session', async () => {
    storeTokens({ access: 'old', refresh: 'used' });
    serve((url) =>
      url.endsWith('/refresh/') ? { status: 401, body: { message: 'Revoked' } } : { status: 401 },
    );
    const error = await apiRequest('/user/details').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(getAccessToken()).toBeNull();
    expect(sessionEnded).toBe(1);
  });

  it('does not try to refresh a failed login (no token was sent)', async () => {
    const calls = serve(() => ({ status: 401, body: { non_field_errors: ['Unable to log in'] } }));
    await expect(apiRequest('/user/token/', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
      body: { non_field_errors: ['Unable to log in'] },
    });
    expect(calls).toHaveLength(1);
    expect(sessionEnded).toBe(0);
  });

  it('turns a 423 into the locked state with the server message', async () => {
    serve(() => ({ status: 423, body: { message: 'Payments are paused.' } }));
    await expect(apiRequest('/config/')).rejects.toMatchObject({ status: 423 });
    expect(getLocked()).toEqual({ message: 'Payments are paused.' });
  });

  it('leaves a 423 to a page that shows its own paused state', async () => {
    serve(() => ({ status: 423, body: { message: 'Payments are paused.' } }));
    await expect(apiRequest('/plugins/pos/transaction/pay/1', { showsOwnPause: true })).rejects.toMatchObject(
      {
        status: 423,
        body: { message: 'Payments are paused.' },
      },
    );
    expect(getLocked()).toBeNull();
  });

  it('reports a 403 marked as the two-factor requirement at once, and no other 403', async () => {
    let enrolments = 0;
    onEnrolmentRequired(() => {
      enrolments += 1;
    });
    storeTokens({ access: 'A1', refresh: 'R1' });
    const message = 'Your organisation requires two-factor sign-in.';
    vi.stubGlobal('fetch', async (url: string) =>
      url.endsWith('/admin/staff')
        ? json(403, { message: 'Forbidden' })
        : new Response(JSON.stringify({ message }), {
            status: 403,
            headers: { 'Content-Type': 'application/json', [ENROLMENT_REQUIRED_HEADER]: 'required' },
          }),
    );
    await expect(apiRequest('/admin/staff')).rejects.toMatchObject({ status: 403 });
    expect(enrolments).toBe(0);
    await expect(apiRequest('/plugins/payment_request/transaction')).rejects.toMatchObject({
      status: 403,
      body: { message },
    });
    expect(enrolments).toBe(1);
    expect(sessionEnded).toBe(0);
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/config/')).rejects.toMatchObject({ status: 0 });
  });
});
