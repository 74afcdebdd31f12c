import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import type { DbHandle } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { type ApiKeyRow, findLiveApiKey, insertApiKey } from './repository.ts';

export type { ApiKeyRow };

declare module 'fastify' {
  interface FastifyRequest {
    apiKey: ApiKeyRow | null;
  }
}

/** Keys look like `gpk_<12 chars>_<secret>`; the part before the last underscore finds the row. */
const KEY_PATTERN = /^(gpk_[A-Za-z0-9-]{4,40})_([A-Za-z0-9_-]{16,128})$/;

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export interface NewApiKey {
  merchantId: number;
  name: string;
  plugin: PluginKind;
  /** A fixed key (demo data); otherwise a random one is generated. */
  key?: string;
  webhookSecret?: string;
}

/** Stores only the hash: the key is shown once, when created. */
export async function createApiKey(db: DbHandle, input: NewApiKey): Promise<{ key: string; row: ApiKeyRow }> {
  const key = input.key ?? `gpk_${randomBytes(6).toString('hex')}_${randomBytes(24).toString('base64url')}`;
  const match = KEY_PATTERN.exec(key);
  if (!match?.[1]) throw new Error('Malformed API key');
  const row = await insertApiKey(db, {
    merchantId: input.merchantId,
    name: input.name,
    plugin: input.plugin,
    prefix: match[1],
    keyHash: hashKey(key),
    webhookSecret: input.webhookSecret ?? `whsec_${randomBytes(24).toString('base64url')}`,
  });
  return { key, row };
}

/** A live (not revoked) key matching exactly, else undefined. */
export async function findApiKey(db: DbHandle, key: string): Promise<ApiKeyRow | undefined> {
  const match = KEY_PATTERN.exec(key);
  if (!match?.[1]) return undefined;
  const row = await findLiveApiKey(db, match[1]);
  if (!row) return undefined;
  const same = timingSafeEqual(Buffer.from(row.key_hash, 'hex'), Buffer.from(hashKey(key), 'hex'));
  return same ? row : undefined;
}

/** Route hook: `Authorization: Api-Key <key>` of a live key issued for this plugin, else 401. */
export function requireApiKey(db: DbHandle, plugin: PluginKind): preHandlerAsyncHookHandler {
  return async function apiKeyAuth(request: FastifyRequest) {
    const match = /^Api-Key\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const row = match?.[1] ? await findApiKey(db, match[1]) : undefined;
    if (!row || row.plugin !== plugin) throw messageError(401, 'errors.invalid_api_key');
    request.apiKey = row;
  };
}

export function currentApiKey(request: FastifyRequest): ApiKeyRow {
  if (!request.apiKey) throw messageError(401, 'errors.invalid_api_key');
  return request.apiKey;
}
