import { describe, expect, it } from 'vitest';
import { DEMO_PAIRING } from '../../../../server/db/seed.ts';
import { createTestApp } from '../../helper.ts';

const app = await createTestApp();
const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: `/api/v1/plugins/code_pairing/${url}`, payload, remoteAddress });

describe('code pairing', () => {
  it('accepts the paired site as referer and nothing else', async () => {
    expect(
      (await post('verify-referer', { referer: `${DEMO_PAIRING.referer_origin}/checkout?x=1` })).json(),
    ).toEqual({
      valid: true,
    });
    expect((await post('verify-referer', { referer: 'https://evil.example/' })).json()).toEqual({
      valid: false,
    });
    expect((await post('verify-referer', { referer: 'not a url' })).json()).toEqual({ valid: false });
  });

  it('returns the redirect URL for a valid code and pair', async () => {
    const res = await post('validate', { code: DEMO_PAIRING.code, pair: DEMO_PAIRING.pair });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirect_url: DEMO_PAIRING.redirect_url });
  });

  it('requires both fields and rejects a wrong pair', async () => {
    const missing = await post('validate', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ code: ['This field is required.'], pair: ['This field is required.'] });
    const wrong = await post('validate', { code: DEMO_PAIRING.code, pair: 'other' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ non_field_errors: ['The code and pair do not match.'] });
  });

  it('meets growing waits after a few wrong guesses from one client, not from another', async () => {
    const right = { code: DEMO_PAIRING.code, pair: DEMO_PAIRING.pair };
    for (let i = 0; i < 6; i++) {
      expect((await post('validate', { ...right, pair: `guess-${i}` }, '10.30.0.1')).statusCode).toBe(400);
    }
    const refused = await post('validate', right, '10.30.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many attempts. Try again in 1 second.' });
    expect((await post('validate', right, '10.30.0.2')).statusCode).toBe(200);
  });
});
