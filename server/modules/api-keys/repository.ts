import { type Selectable, sql } from 'kysely';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { ApiKeysTable } from '../../db/types.ts';

export type ApiKeyRow = Selectable<ApiKeysTable>;

/** A key as its admin page lists it: the row and the username of who created it. */
export type ListedApiKeyRow = ApiKeyRow & { created_by_username: string | null };

export function insertApiKey(
  db: DbHandle,
  key: {
    merchantId: number;
    name: string;
    plugin: PluginKind;
    prefix: string;
    keyHash: string;
    webhookSecret: string;
    createdBy: number | null;
    previousWebhookSecret?: string | null;
    previousWebhookSecretUntil?: Date | null;
  },
): Promise<ApiKeyRow> {
  return queryable(db)
    .insertInto('api_keys')
    .values({
      merchant_id: key.merchantId,
      name: key.name,
      plugin: key.plugin,
      prefix: key.prefix,
      key_hash: key.keyHash,
      webhook_secret: key.webhookSecret,
      created_by: key.createdBy,
      previous_webhook_secret: key.previousWebhookSecret ?? null,
      previous_webhook_secret_until: key.previousWebhookSecretUntil ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The key with this prefix still working at `now`, whose hash the caller still compares. */
export function findLiveApiKey(db: DbHandle, prefix: string, now: Date): Promise<ApiKeyRow | undefined> {
  return queryable(db)
    .selectFrom('api_keys')
    .selectAll()
    .where('prefix', '=', prefix)
    .where((eb) => eb.or([eb('revoked_at', 'is', null), eb('revoked_at', '>', now)]))
    .executeTakeFirst();
}

/**
 * Writes a use unless one was written within `precisionMs`: the condition sits in the UPDATE, so
 * two instances serving the same key in the same minute write once.
 */
export async function touchApiKey(db: DbHandle, id: number, now: Date, precisionMs: number): Promise<void> {
  await queryable(db)
    .updateTable('api_keys')
    .set({ last_used_at: now })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('last_used_at', 'is', null),
        eb('last_used_at', '<=', new Date(now.getTime() - precisionMs)),
      ]),
    )
    .execute();
}

function listed(db: DbHandle, merchantId: number) {
  return queryable(db)
    .selectFrom('api_keys as k')
    .leftJoin('users as u', 'u.id', 'k.created_by')
    .selectAll('k')
    .select('u.username as created_by_username')
    .where('k.merchant_id', '=', merchantId);
}

/** The merchant's keys, newest first. */
export async function listApiKeys(
  db: DbHandle,
  merchantId: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: ListedApiKeyRow[] }> {
  const [rows, total] = await Promise.all([
    listed(db, merchantId).orderBy('k.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    queryable(db)
      .selectFrom('api_keys')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow(),
  ]);
  return { count: total.count, rows };
}

/** One of the merchant's keys, its row locked when `lock` (the caller changes it). */
export function findApiKeyOf(
  db: DbHandle,
  merchantId: number,
  id: number,
  lock = false,
): Promise<ListedApiKeyRow | undefined> {
  const query = listed(db, merchantId).where('k.id', '=', id);
  return (lock ? query.forUpdate('k') : query).executeTakeFirst();
}

export async function updateApiKey(
  db: DbHandle,
  id: number,
  changes: Partial<
    Pick<
      ApiKeyRow,
      | 'revoked_at'
      | 'successor_id'
      | 'webhook_secret'
      | 'previous_webhook_secret'
      | 'previous_webhook_secret_until'
    >
  >,
): Promise<void> {
  await queryable(db).updateTable('api_keys').set(changes).where('id', '=', id).execute();
}

/**
 * The webhook secrets of the newest key of `id`'s rolls (the key itself when never rolled):
 * deliveries of transactions an old key created are signed with what its successor holds now.
 */
export function findWebhookSecretsOf(
  db: DbHandle,
  id: number,
): Promise<
  Pick<ApiKeyRow, 'webhook_secret' | 'previous_webhook_secret' | 'previous_webhook_secret_until'> | undefined
> {
  return queryable(db)
    .withRecursive('chain(id, successor_id, depth)', (qb) =>
      qb
        .selectFrom('api_keys')
        .select(['id', 'successor_id', sql<number>`0`.as('depth')])
        .where('id', '=', id)
        .unionAll((union) =>
          union
            .selectFrom('api_keys as k')
            .innerJoin('chain as c', 'c.successor_id', 'k.id')
            // A cycle cannot be made (a successor is always a new row); the bound is a guard only.
            .select(['k.id', 'k.successor_id', sql<number>`c.depth + 1`.as('depth')])
            .where('c.depth', '<', 1000),
        ),
    )
    .selectFrom('chain')
    .innerJoin('api_keys as k', 'k.id', 'chain.id')
    .select(['k.webhook_secret', 'k.previous_webhook_secret', 'k.previous_webhook_secret_until'])
    .orderBy('chain.depth', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Keys whose webhook secret is still in clear (not in the secret box's `v1.` form). */
export function findClearWebhookSecrets(db: DbHandle): Promise<Pick<ApiKeyRow, 'id' | 'webhook_secret'>[]> {
  return queryable(db)
    .selectFrom('api_keys')
    .select(['id', 'webhook_secret'])
    .where('webhook_secret', 'not like', 'v1.%')
    .execute();
}

/** Replaces a clear secret by its sealed form, unless another instance starting did it first. */
export async function sealWebhookSecret(
  db: DbHandle,
  id: number,
  clear: string,
  sealed: string,
): Promise<void> {
  await queryable(db)
    .updateTable('api_keys')
    .set({ webhook_secret: sealed })
    .where('id', '=', id)
    .where('webhook_secret', '=', clear)
    .execute();
}
