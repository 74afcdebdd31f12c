import type { SecretBox } from '../lib/secret-box.ts';
import type { ProviderAccount } from './provider.ts';

/** A gateway's stored account fields, opened; {} when none are stored (sandbox, cash on delivery). */
export function openCredentials(box: SecretBox, sealed: string | null): Record<string, string> {
  if (!sealed) return {};
  const parsed: unknown = JSON.parse(box.open(sealed));
  if (!parsed || typeof parsed !== 'object') return {};
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The account a provider call is made with, opened for that call only. */
export function accountOf(
  box: SecretBox,
  gateway: { mode: 'test' | 'live'; credentials_sealed: string | null },
): ProviderAccount {
  return { mode: gateway.mode, credentials: openCredentials(box, gateway.credentials_sealed) };
}
