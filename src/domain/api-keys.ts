import type { PluginKind } from './plugins.ts';

/** The plugins whose API takes `Authorization: Api-Key <key>`: a key is issued for one of them. */
export const API_KEY_PLUGINS = ['e_commerce', 'session'] as const satisfies readonly PluginKind[];
export type ApiKeyPlugin = (typeof API_KEY_PLUGINS)[number];

export const API_KEY_NAME_MAX_LENGTH = 100;

/** A key's last use is written at most this often: a busy shop does not write on every request. */
export const LAST_USED_PRECISION_MS = 60_000;

export type ApiKeyState = 'active' | 'expiring' | 'revoked';

/** Active until revoked; a key revoked for a time still ahead (a roll's overlap) is expiring. */
export function apiKeyState(revokedAt: Date | null, now: Date): ApiKeyState {
  if (revokedAt === null) return 'active';
  return revokedAt.getTime() > now.getTime() ? 'expiring' : 'revoked';
}

/** Whether a use at `now` should be written, the last one written at `lastUsedAt`. */
export const lastUseIsStale = (lastUsedAt: Date | null, now: Date): boolean =>
  lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= LAST_USED_PRECISION_MS;
