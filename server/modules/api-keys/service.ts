import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { LAST_USED_PRECISION_MS, lastUseIsStale } from '../../../src/domain/api-keys.ts';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import type { DbHandle } from '../../db/handle.ts';
import type { Clock } from '../../lib/clock.ts';
import { messageError } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { type ApiKeyRow, findLiveApiKey, insertApiKey, touchApiKey } from './repository.ts';
import { newWebhookSecret, type Sealer, sealerOf, signingSecretsOf } from './secrets.ts';

export { sealClearWebhookSecrets } from './secrets.ts';
export type { ApiKeyRow };

declare module 'fastify' {
  interface FastifyRequest {
    apiKey: ApiKeyRow | null;
  }
}

/** Keys look like `gpk_<12 chars>_<secret>`; the part before the last underscore finds the row. */
const KEY_PATTERN = /^(gpk_[A-Za-z0-9-]{4,40})_([A-Za-z0-9_-]{16,128})$/;

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

const newKey = () => `gpk_${randomBytes(6).toString('hex')}_${randomBytes(24).toString('base64url')}`;

export interface NewApiKey {
  merchantId: number;
  name: string;
  plugin: PluginKind;
  createdBy?: number | null;
  /** A fixed key (demo data); otherwise a random one is generated. */
  key?: string;
  webhookSecret?: string;
}

/**
 * Stores only the key's hash, and its webhook secret sealed: both are answered here once. The
 * demo seed passes 'seal-at-start' (it runs before the app has its secret box, see secrets.ts).
 */
export async function createApiKey(
  db: DbHandle,
  box: SecretBox | 'seal-at-start',
  input: NewApiKey,
): Promise<{ key: string; webhookSecret: string; row: ApiKeyRow }> {
  const key = input.key ?? newKey();
  const match = KEY_PATTERN.exec(key);
  if (!match?.[1]) throw new Error('Malformed API key');
  const webhookSecret = input.webhookSecret ?? newWebhookSecret();
  const row = await insertApiKey(db, {
    merchantId: input.merchantId,
    name: input.name,
    plugin: input.plugin,
    prefix: match[1],
    keyHash: hashKey(key),
    webhookSecret: sealerOf(box).seal(webhookSecret),
    createdBy: input.createdBy ?? null,
  });
  return { key, webhookSecret, row };
}

/** A new key in the place of `old`, with its webhook secrets (a roll changes the key alone). */
export async function createSuccessorKey(
  db: DbHandle,
  old: ApiKeyRow,
  createdBy: number,
): Promise<{ key: string; row: ApiKeyRow }> {
  const key = newKey();
  const row = await insertApiKey(db, {
    merchantId: old.merchant_id,
    name: old.name,
    plugin: old.plugin as PluginKind,
    prefix: KEY_PATTERN.exec(key)?.[1] ?? '',
    keyHash: hashKey(key),
    webhookSecret: old.webhook_secret,
    createdBy,
    previousWebhookSecret: old.previous_webhook_secret,
    previousWebhookSecretUntil: old.previous_webhook_secret_until,
  });
  return { key, row };
}

/** A key working at `now` (not revoked, or a rolled one within its overlap) matching exactly. */
export async function findApiKey(
  db: DbHandle,
  key: string,
  now = new Date(),
): Promise<ApiKeyRow | undefined> {
  const match = KEY_PATTERN.exec(key);
  if (!match?.[1]) return undefined;
  const row = await findLiveApiKey(db, match[1], now);
  if (!row) return undefined;
  const same = timingSafeEqual(Buffer.from(row.key_hash, 'hex'), Buffer.from(hashKey(key), 'hex'));
  return same ? row : undefined;
}

/** The API keys as routes and the webhook worker use them: on the app's clock and secret box. */
export class ApiKeys {
  readonly #sealer: Sealer;

  constructor(
    private readonly db: DbHandle,
    box: SecretBox,
    private readonly clock: Clock,
  ) {
    this.#sealer = sealerOf(box);
  }

  /** Route hook: `Authorization: Api-Key <key>` of a working key issued for this plugin, else 401. */
  require(plugin: PluginKind): preHandlerAsyncHookHandler {
    return async (request: FastifyRequest) => {
      const match = /^Api-Key\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      const now = this.clock.now();
      const row = match?.[1] ? await findApiKey(this.db, match[1], now) : undefined;
      if (!row || row.plugin !== plugin) throw messageError(401, 'errors.invalid_api_key');
      if (lastUseIsStale(row.last_used_at && new Date(row.last_used_at), now))
        await touchApiKey(this.db, row.id, now, LAST_USED_PRECISION_MS);
      request.apiKey = row;
    };
  }

  /**
   * The secrets a delivery of a transaction key `id` created is signed with: the current one,
   * and the previous one during a roll's overlap. Empty when none can be opened.
   */
  signingSecrets(id: number): Promise<string[]> {
    return signingSecretsOf(this.db, this.#sealer, id, this.clock.now());
  }

  /** Now on the app's clock: when an owner's revoke or roll takes effect. */
  now(): Date {
    return this.clock.now();
  }
}

export function currentApiKey(request: FastifyRequest): ApiKeyRow {
  if (!request.apiKey) throw messageError(401, 'errors.invalid_api_key');
  return request.apiKey;
}
