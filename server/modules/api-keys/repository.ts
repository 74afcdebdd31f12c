import type { Selectable } from 'kysely';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { ApiKeysTable } from '../../db/types.ts';

export type ApiKeyRow = Selectable<ApiKeysTable>;

export function insertApiKey(
  db: DbHandle,
  key: {
    merchantId: number;
    name: string;
    plugin: PluginKind;
    prefix: string;
    keyHash: string;
    webhookSecret: string;
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
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The live (not revoked) key with this prefix, whose hash the caller still compares. */
export function findLiveApiKey(db: DbHandle, prefix: string): Promise<ApiKeyRow | undefined> {
  return queryable(db)
    .selectFrom('api_keys')
    .selectAll()
    .where('prefix', '=', prefix)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}
