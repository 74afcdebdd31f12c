import { isIP } from 'node:net';
import { type Msg, msg } from '../errors.ts';
import { type AddressPolicy, forbiddenAddressReason } from './address-policy.ts';

/**
 * Names that only mean something inside a network: mDNS (.local), cloud metadata and
 * corporate zones (.internal, e.g. metadata.google.internal), resolver search domains.
 * Their addresses are checked at delivery anyway; refusing them here tells the merchant now.
 */
const LOCAL_SUFFIXES = ['.local', '.internal', '.localdomain', '.home.arpa'];

export interface OutboundUrlRefusal {
  code: 'invalid' | 'scheme' | 'credentials' | 'internal';
  /** English, for the delivery log. */
  detail: string;
}

export type OutboundTarget = { url: URL } & ({ ip: string; name?: never } | { name: string; ip?: never });

export type OutboundUrlCheck = ({ ok: true } & OutboundTarget) | { ok: false; refusal: OutboundUrlRefusal };

/**
 * Whether a merchant-given URL may be used at all, before any DNS: https only, no
 * credentials, no IP literal in a forbidden range and no local-only name. The WHATWG
 * parser first rewrites every spelling of an IPv4 address (2130706433, 0177.0.0.1,
 * 0x7f.1, 127.1, trailing dots) to its dotted form and IPv6 to canonical form, and refuses
 * zone ids, so the checks below see one spelling per address.
 */
export function checkOutboundUrl(value: string, policy: AddressPolicy): OutboundUrlCheck {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refuse('invalid', 'not a valid URL');
  }
  const schemes = policy.allowLocal ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) return refuse('scheme', `${url.protocol} is not allowed`);
  if (url.username || url.password) return refuse('credentials', 'the URL carries a user name or password');

  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (isIP(host)) {
    const reason = forbiddenAddressReason(host, policy);
    return reason ? refuse('internal', `${host} is ${reason}`) : { ok: true, url, ip: host };
  }
  const name = host.replace(/\.+$/, '');
  const reason = forbiddenNameReason(name, policy);
  return reason ? refuse('internal', `${name} is ${reason}`) : { ok: true, url, name };
}

function forbiddenNameReason(name: string, policy: AddressPolicy): string | null {
  if (name === 'localhost' || name.endsWith('.localhost'))
    return policy.allowLocal ? null : 'a loopback name';
  if (!name.includes('.')) return 'a single-label name, resolved by the local network';
  const suffix = LOCAL_SUFFIXES.find((local) => name.endsWith(local));
  return suffix ? `a local-network name (${suffix})` : null;
}

const refuse = (code: OutboundUrlRefusal['code'], detail: string): OutboundUrlCheck => ({
  ok: false,
  refusal: { code, detail },
});

const MESSAGES: Record<OutboundUrlRefusal['code'], string> = {
  invalid: 'outbound.url_invalid',
  scheme: 'outbound.https_required',
  credentials: 'outbound.credentials_not_allowed',
  internal: 'outbound.internal_address',
};

/** The field error a form or API shows for a refused URL. */
export const outboundUrlMessage = (refusal: OutboundUrlRefusal): Msg => msg(MESSAGES[refusal.code]);
