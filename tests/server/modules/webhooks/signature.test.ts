import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from '../../../../server/modules/webhooks/signature.ts';

const body = '{"event_id":"evt_1"}';

describe('webhook signatures', () => {
  it('carries one v1 per secret, each verifying with its own secret', () => {
    const header = signWebhook(['whsec_new', 'whsec_old'], body, 1_700_000_000);
    expect(header).toMatch(/^t=1700000000,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verifyWebhook('whsec_new', body, header, 1_700_000_000)).toBe(true);
    expect(verifyWebhook('whsec_old', body, header, 1_700_000_000)).toBe(true);
    expect(verifyWebhook('whsec_other', body, header, 1_700_000_000)).toBe(false);
  });

  it('refuses a changed body, a stale time and a header without v1', () => {
    const header = signWebhook(['whsec_new'], body, 1_700_000_000);
    expect(verifyWebhook('whsec_new', `${body} `, header, 1_700_000_000)).toBe(false);
    expect(verifyWebhook('whsec_new', body, header, 1_700_000_301)).toBe(false);
    expect(verifyWebhook('whsec_new', body, 't=1700000000', 1_700_000_000)).toBe(false);
  });
});
