import { DEFAULT_HOSTS } from '../../../src/domain/gateway-credentials.ts';
import { currencyDecimals, formatAmount, parseDecimal } from '../../../src/domain/money.ts';
import type { ProviderAccount } from '../provider.ts';
import { isResourceKey } from './cipher.ts';

/** KNET settles in Kuwaiti dinars only: ISO 4217 numeric 414 (manual K-064, 3.5.4). */
export const KWD = { code: 'KWD', numeric: '414' } as const;

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
export const knetAmount = (minor: number): string => formatAmount(minor, KWD.code);

/** "20.550" → 20550, or null when it is not an amount KWD can hold. */
export function readKnetAmount(text: string | undefined): number | null {
  const parsed = parseDecimal((text ?? '').trim(), currencyDecimals(KWD.code));
  return parsed.ok ? parsed.minor : null;
}
