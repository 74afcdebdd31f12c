import { BlockList, isIP } from 'node:net';

const LOOPBACK = 'a loopback address';

/**
 * Which IP addresses a merchant-given URL may reach: only globally routable unicast ones.
 * Ranges from the IANA special-purpose registries (IPv4 and IPv6), grouped by the reason
 * the delivery log gives. IPv6 forms that carry an IPv4 address are handled in code
 * below, because BlockList matches IPv4 rules against ::ffff:a.b.c.d by itself and an
 * IPv6 rule for that block would match every IPv4 address.
 */
const RANGES = {
  [LOOPBACK]: ['127.0.0.0/8', '::1/128'],
  'an unspecified ("this network") address': ['0.0.0.0/8', '::/128'],
  'a private address': ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7', 'fec0::/10'],
  'a shared (carrier-grade NAT) address': ['100.64.0.0/10'],
  'a link-local address': ['169.254.0.0/16', 'fe80::/10'],
  'a multicast address': ['224.0.0.0/4', 'ff00::/8'],
  // 6to4 (2002::/16) and Teredo (inside 2001::/23) tunnel to embedded IPv4 addresses.
  'a reserved address': [
    '192.0.0.0/24',
    '192.88.99.0/24',
    '198.18.0.0/15',
    '240.0.0.0/4',
    '100::/64',
    '2001::/23',
    '2002::/16',
    '64:ff9b:1::/48',
    '5f00::/16',
  ],
  'a documentation address': [
    '192.0.2.0/24',
    '198.51.100.0/24',
    '203.0.113.0/24',
    '2001:db8::/32',
    '3fff::/20',
  ],
} as const;

const LISTS = Object.entries(RANGES).map(([reason, cidrs]) => {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [network = '', prefix] = cidr.split('/');
    list.addSubnet(network, Number(prefix), isIP(network) === 6 ? 'ipv6' : 'ipv4');
  }
  return { reason, list };
});

export interface AddressPolicy {
  /** OUTBOUND_ALLOW_LOCAL: loopback is allowed (local testing); everything else stays refused. */
  allowLocal: boolean;
}

/** Why the address may not be reached ("a private address"), or null when it may. */
export function forbiddenAddressReason(address: string, policy: AddressPolicy): string | null {
  const family = isIP(address);
  if (family === 0) return 'not an IP address';
  // A zone id only means something on a local link; it also breaks the parsing below.
  if (address.includes('%')) return 'a scoped (zone id) address';
  const type = family === 6 ? 'ipv6' : 'ipv4';
  for (const { reason, list } of LISTS) {
    if (!list.check(address, type)) continue;
    // Only 127/8 and ::1 itself: ::ffff:127.0.0.1 also matches here, and stays refused.
    const plainLoopback = family === 4 || canonicalIpv6(address) === '::1';
    if (reason === LOOPBACK && policy.allowLocal && plainLoopback) return null;
    return reason;
  }
  return family === 6 ? embeddedIpv4Reason(address) : null;
}

/**
 * IPv6 forms whose last 32 bits are an IPv4 address a host or translator may connect to.
 * Mapped, compatible and translated forms are refused whatever they carry (a real
 * receiver is given by its IPv4 address); NAT64 is how IPv6-only networks reach IPv4
 * hosts, so it is allowed exactly when the IPv4 address it carries is.
 */
function embeddedIpv4Reason(address: string): string | null {
  const groups = ipv6Groups(address);
  const head = groups
    .slice(0, 6)
    .map((group) => group.toString(16))
    .join(':');
  const tail = groups.slice(6);
  if (head === '0:0:0:0:0:ffff') return 'an IPv4-mapped IPv6 address';
  if (head === '0:0:0:0:ffff:0') return 'an IPv4-translated IPv6 address';
  // ::/128 and ::1/128 have their own categories above.
  if (head === '0:0:0:0:0:0' && tail.some(Boolean)) return 'an IPv4-compatible IPv6 address';
  if (head === '64:ff9b:0:0:0:0') {
    const ipv4 = tail.flatMap((group) => [group >> 8, group & 0xff]).join('.');
    const inner = forbiddenAddressReason(ipv4, { allowLocal: false });
    return inner && `a NAT64 address of ${ipv4} (${inner})`;
  }
  return null;
}

/** RFC 5952 form, as the WHATWG URL parser writes it ("::ffff:127.0.0.1" becomes "::ffff:7f00:1"). */
const canonicalIpv6 = (address: string) => new URL(`http://[${address}]`).hostname.slice(1, -1);

/** The eight 16-bit groups of an IPv6 address. */
function ipv6Groups(address: string): number[] {
  const [left = '', right] = canonicalIpv6(address).split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const head = parse(left);
  if (right === undefined) return head;
  const tail = parse(right);
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}
