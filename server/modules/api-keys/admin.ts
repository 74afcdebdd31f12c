import { apiKeyState } from '../../../src/domain/api-keys.ts';
import type {
  ApiKey,
  ApiKeyCreated,
  ApiKeyRequest,
  ApiKeyRolled,
  WebhookSecretRolled,
} from '../../../src/domain/contracts/api-keys.ts';
import { overlapUntil, type RollOverlapHours } from '../../../src/domain/secret-rolls.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { fieldErrors, messageError, msg } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { type ActivityInput, recordActivity } from '../activity/service.ts';
import { findApiKeyOf, type ListedApiKeyRow, listApiKeys, updateApiKey } from './repository.ts';
import { newWebhookSecret } from './secrets.ts';
import { createApiKey, createSuccessorKey } from './service.ts';

/** The owner acting: the key records who created it, the Admin log names them. */
export interface Owner {
  id: number;
  merchant_id: number;
  username: string;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

function toApiKey(row: ListedApiKeyRow, now: Date): ApiKey {
  return {
    id: row.id,
    name: row.name,
    plugin: row.plugin as ApiKey['plugin'],
    prefix: row.prefix,
    created_at: new Date(row.created_at).toISOString(),
    created_by: row.created_by_username,
    last_used_at: iso(row.last_used_at),
    state: apiKeyState(dateOf(row.revoked_at), now),
    revoked_at: iso(row.revoked_at),
    previous_webhook_secret_until:
      row.previous_webhook_secret_until && new Date(row.previous_webhook_secret_until) > now
        ? iso(row.previous_webhook_secret_until)
        : null,
  };
}

export async function apiKeysPage(
  db: DbHandle,
  merchantId: number,
  page: { limit: number; offset: number },
  now: Date,
): Promise<{ count: number; results: ApiKey[] }> {
  const { count, rows } = await listApiKeys(db, merchantId, page);
  return { count, results: rows.map((row) => toApiKey(row, now)) };
}

async function keyOf(trx: DbHandle, owner: Owner, id: number): Promise<ListedApiKeyRow> {
  const row = await findApiKeyOf(trx, owner.merchant_id, id, true);
  if (!row) throw messageError(404, 'errors.not_found');
  return row;
}

async function reread(trx: DbHandle, owner: Owner, id: number, now: Date): Promise<ApiKey> {
  return toApiKey(await keyOf(trx, owner, id), now);
}

function log(trx: DbHandle, owner: Owner, action: string, params: ActivityInput['params']) {
  return recordActivity(trx, {
    merchantId: owner.merchant_id,
    actor: owner.username,
    action: `activity.settings_api_key_${action}`,
    plugin: null,
    params,
  });
}

export function createKeyAsOwner(
  db: DbHandle,
  box: SecretBox,
  owner: Owner,
  input: ApiKeyRequest,
  now: Date,
): Promise<ApiKeyCreated> {
  const name = input.name.trim();
  if (!name) throw fieldErrors({ name: [msg('api_keys.name_required')] });
  return inTransaction(db, async (trx) => {
    const { key, webhookSecret, row } = await createApiKey(trx, box, {
      merchantId: owner.merchant_id,
      name,
      plugin: input.plugin,
      createdBy: owner.id,
    });
    await log(trx, owner, 'created', { name, plugin: input.plugin, prefix: row.prefix });
    return { api_key: await reread(trx, owner, row.id, now), key, webhook_secret: webhookSecret };
  });
}

/** Stops a working key (an expiring one too, ending its overlap) at once. */
export function revokeKey(db: DbHandle, owner: Owner, id: number, now: Date): Promise<ApiKey> {
  return inTransaction(db, async (trx) => {
    const row = await keyOf(trx, owner, id);
    if (apiKeyState(dateOf(row.revoked_at), now) === 'revoked')
      throw messageError(409, 'api_keys.revoked_already');
    await updateApiKey(trx, id, { revoked_at: now });
    await log(trx, owner, 'revoked', { name: row.name, prefix: row.prefix });
    return reread(trx, owner, id, now);
  });
}

/** An active key, locked; a rolled or revoked one cannot be rolled or have its secret rolled. */
async function activeKeyOf(trx: DbHandle, owner: Owner, id: number, now: Date): Promise<ListedApiKeyRow> {
  const row = await keyOf(trx, owner, id);
  if (apiKeyState(dateOf(row.revoked_at), now) !== 'active') throw messageError(409, 'api_keys.not_active');
  return row;
}

/** A new key replaces `id`, which keeps working for `overlapHours` hours (none: at once). */
export function rollKey(
  db: DbHandle,
  owner: Owner,
  id: number,
  overlapHours: RollOverlapHours,
  now: Date,
): Promise<ApiKeyRolled> {
  return inTransaction(db, async (trx) => {
    const old = await activeKeyOf(trx, owner, id, now);
    const { key, row } = await createSuccessorKey(trx, old, owner.id);
    const until = overlapUntil(overlapHours, now) ?? now;
    await updateApiKey(trx, id, { revoked_at: until, successor_id: row.id });
    await log(trx, owner, 'rolled', {
      name: old.name,
      prefix: old.prefix,
      new_prefix: row.prefix,
      changes: [{ field: 'revoked_at', before: null, after: until.toISOString() }],
    });
    return { api_key: await reread(trx, owner, row.id, now), key };
  });
}

/**
 * A new webhook signing secret for `id`; deliveries carry the old one's signature too for
 * `overlapHours` hours, so a receiver can switch without refusing any.
 */
export function rollWebhookSecret(
  db: DbHandle,
  box: SecretBox,
  owner: Owner,
  id: number,
  overlapHours: RollOverlapHours,
  now: Date,
): Promise<WebhookSecretRolled> {
  return inTransaction(db, async (trx) => {
    const row = await activeKeyOf(trx, owner, id, now);
    const secret = newWebhookSecret();
    const until = overlapUntil(overlapHours, now);
    await updateApiKey(trx, id, {
      webhook_secret: box.seal(secret),
      previous_webhook_secret: until ? row.webhook_secret : null,
      previous_webhook_secret_until: until,
    });
    await log(trx, owner, 'webhook_secret_rolled', {
      name: row.name,
      prefix: row.prefix,
      changes: [{ field: 'overlap_until', before: null, after: until?.toISOString() ?? null }],
    });
    return { api_key: await reread(trx, owner, id, now), webhook_secret: secret };
  });
}
