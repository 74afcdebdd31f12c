import { describe, expect, it } from 'vitest';
import { checkOutboundUrl } from '../../../../server/lib/outbound/url-policy.ts';

const strict = { allowLocal: false };
const local = { allowLocal: true };

describe('merchant-given URLs, before any DNS', () => {
  it.each([
    'https://example.com/hook',
    'https://shop.example.com:8443/hooks/gulfpay?x=1',
    'https://EXAMPLE.com./hook',
    'https://8.8.8.8/',
    'https://172.32.0.1/',
    'https://100.128.0.1/',
    'https://[2606:4700:4700::1111]/',
    'https://[64:ff9b::8.8.8.8]/',
    'https://xn--mgbh0fb.xn--kgbechtv/',
  ])('accepts the public https address %s', (url) => {
    expect(checkOutboundUrl(url, strict)).toMatchObject({ ok: true });
  });

  it('tells a name from an address, each in the one spelling the parser gives it', () => {
    expect(checkOutboundUrl('https://Shop.Example.com./x', strict)).toMatchObject({
      name: 'shop.example.com',
    });
    expect(checkOutboundUrl('https://[2606:4700:4700:0:0:0:0:1111]/', strict)).toMatchObject({
      ip: '2606:4700:4700::1111',
    });
  });

  it.each([
    ['http://127.0.0.1:1/', 'scheme'],
    ['http://example.com/', 'scheme'],
    ['https://localhost/', 'internal'],
    ['https://2130706433/', 'internal'],
    ['https://[::1]/', 'internal'],
  ])('without the setting refuses %s (%s)', (url, code) => {
    expect(checkOutboundUrl(url, strict)).toMatchObject({ ok: false, refusal: { code } });
  });

  it.each([
    'http://127.0.0.1:1/',
    'http://localhost:3000/hooks',
    'http://app.localhost/',
    'http://2130706433/',
    'https://[::1]/',
  ])('with OUTBOUND_ALLOW_LOCAL accepts the loopback address %s', (url) => {
    expect(checkOutboundUrl(url, local)).toMatchObject({ ok: true });
  });

  it.each([
    ['http://10.0.0.1/', 'internal'],
    ['http://169.254.169.254/', 'internal'],
    ['http://0.0.0.0:8080/', 'internal'],
    ['http://[::ffff:127.0.0.1]/', 'internal'],
    ['http://[64:ff9b::7f00:1]/', 'internal'],
    ['http://[fd00::1]/', 'internal'],
    ['http://intranet/', 'internal'],
    ['ftp://127.0.0.1/', 'scheme'],
    ['http://user:pass@localhost/', 'credentials'],
  ])('with OUTBOUND_ALLOW_LOCAL still refuses %s (%s)', (url, code) => {
    expect(checkOutboundUrl(url, local)).toMatchObject({ ok: false, refusal: { code } });
  });

  it('says in the delivery log which address was refused and why', () => {
    expect(checkOutboundUrl('https://0x7f.1/', strict)).toEqual({
      ok: false,
      refusal: { code: 'internal', detail: '127.0.0.1 is a loopback address' },
    });
    expect(checkOutboundUrl('https://metadata.google.internal/', strict)).toMatchObject({
      refusal: { detail: 'metadata.google.internal is a local-network name (.internal)' },
    });
  });
});
