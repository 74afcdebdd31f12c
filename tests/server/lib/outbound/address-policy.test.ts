import { describe, expect, it } from 'vitest';
import { forbiddenAddressReason } from '../../../../server/lib/outbound/address-policy.ts';

const strict = { allowLocal: false };
const local = { allowLocal: true };

describe('resolved addresses', () => {
  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['::1', 'a loopback address'],
    ['10.1.2.3', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['192.168.0.10', 'a private address'],
    ['fd12:3456::1', 'a private address'],
    ['169.254.169.254', 'a link-local address'],
    ['fe80::1', 'a link-local address'],
    ['fe80::1%eth0', 'a scoped (zone id) address'],
    ['100.64.0.1', 'a shared (carrier-grade NAT) address'],
    ['0.0.0.0', 'an unspecified ("this network") address'],
    ['::', 'an unspecified ("this network") address'],
    ['224.0.0.251', 'a multicast address'],
    ['ff02::fb', 'a multicast address'],
    ['255.255.255.255', 'a reserved address'],
    ['2002:a00:1::1', 'a reserved address'],
    ['203.0.113.7', 'a documentation address'],
    ['::ffff:8.8.8.8', 'an IPv4-mapped IPv6 address'],
    ['::808:808', 'an IPv4-compatible IPv6 address'],
    ['::ffff:0:808:808', 'an IPv4-translated IPv6 address'],
    ['64:ff9b::a00:1', 'a NAT64 address of 10.0.0.1 (a private address)'],
  ])('refuses %s as %s', (address, reason) => {
    expect(forbiddenAddressReason(address, strict)).toBe(reason);
  });

  it.each(['8.8.8.8', '93.184.216.34', '2a00:1450:4001::200e', '64:ff9b::808:808'])(
    'allows the public address %s',
    (address) => {
      expect(forbiddenAddressReason(address, strict)).toBeNull();
    },
  );

  it('allows only plain loopback with OUTBOUND_ALLOW_LOCAL', () => {
    expect(forbiddenAddressReason('127.0.0.53', local)).toBeNull();
    expect(forbiddenAddressReason('::1', local)).toBeNull();
    expect(forbiddenAddressReason('::ffff:127.0.0.1', local)).toBe('a loopback address');
    expect(forbiddenAddressReason('64:ff9b::7f00:1', local)).toMatch(/^a NAT64 address of 127\.0\.0\.1/);
    expect(forbiddenAddressReason('192.168.1.1', local)).toBe('a private address');
  });
});
