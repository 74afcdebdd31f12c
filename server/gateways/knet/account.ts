import { DEFAULT_HOSTS } from '../../../src/domain/gateway-credentials.ts';
import type { ProviderAccount } from '../provider.ts';
import { isResourceKey } from './cipher.ts';

/** KNET settles in Kuwaiti dinars only: ISO 4217 numeric 414, three decimals (manual K-064, 3.5.4). */
export const KWD = { code: 'KWD', numeric: '414', decimals: 3 } as const;

export interface KnetAccount {
  tranportalId: string;
  password: string;
  resourceKey: string;
  /** The payment gateway's origin, without a trailing slash. */
  host: string;
}

/** The account's fields as the bank gave them, or why they cannot work. */
export function knetAccount(
  account: ProviderAccount,
): { ok: true; value: KnetAccount } | { ok: false; reason: string } {
  const { tranportal_id, tranportal_password, resource_key, base_url } = account.credentials;
  if (!tranportal_id || !tranportal_password || !resource_key) {
    return { ok: false, reason: 'The KNET account lacks its Tranportal ID, password or resource key' };
  }
  if (!isResourceKey(resource_key)) {
    return { ok: false, reason: 'The KNET terminal resource key must be 16 characters' };
  }
  const host = (base_url || DEFAULT_HOSTS.knet[account.mode]).replace(/\/+$/, '');
  return {
    ok: true,
    value: { tranportalId: tranportal_id, password: tranportal_password, resourceKey: resource_key, host },
  };
}

/** 20550 fils → "20.550": the amount as KNET reads and writes it. */
export function formatAmount(minor: number): string {
  const whole = Math.trunc(minor / 1000);
  return `${whole}.${String(minor % 1000).padStart(3, '0')}`;
}

/** "20.550" → 20550, or null when it is not an amount with at most three decimals. */
export function parseAmount(text: string | undefined): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,3}))?$/.exec((text ?? '').trim());
  if (!match) return null;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}
