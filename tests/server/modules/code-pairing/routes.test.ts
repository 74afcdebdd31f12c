import { describe, expect, it } from 'vitest';
import { DEMO_PAIRING } from '../../../../server/db/seed.ts';
import { createTestApp } from '../../helper.ts';

const app = await createTestApp();
const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/v1/plugins/code_pairing/${url}`, payload });

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
});
