import { PLUGIN_KINDS, type PluginKind } from '../../../src/domain/plugins.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { Merchant, MerchantUpdate } from '../../db/types.ts';
import type { EnabledPlugin } from './section-grants.ts';

export type { Merchant, MerchantUpdate };

const isPluginKind = (value: string): value is PluginKind =>
  (PLUGIN_KINDS as readonly string[]).includes(value);

export function findMerchant(db: DbHandle, merchantId: number): Promise<Merchant | undefined> {
  return queryable(db).selectFrom('merchants').selectAll().where('id', '=', merchantId).executeTakeFirst();
}

/** This deployment's merchant: one per database for now; the first one seeded. */
export function findDefaultMerchant(db: DbHandle): Promise<Merchant | undefined> {
  return queryable(db).selectFrom('merchants').selectAll().orderBy('id').limit(1).executeTakeFirst();
}

/** Installed plugins of the merchant, in the product's canonical order. */
export async function installedPlugins(db: DbHandle, merchantId: number): Promise<EnabledPlugin[]> {
  const rows = await queryable(db)
    .selectFrom('merchant_plugins')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .execute();
  const plugins = rows.flatMap((row) =>
    isPluginKind(row.plugin)
      ? [{ plugin: row.plugin, flags: row.flags, transactionFieldsEnabled: row.transaction_fields_enabled }]
      : [],
  );
  return plugins.sort((a, b) => PLUGIN_KINDS.indexOf(a.plugin) - PLUGIN_KINDS.indexOf(b.plugin));
}

/** Writes the columns of a settings change; the service has checked them. */
export async function saveSettings(trx: DbHandle, merchantId: number, values: MerchantUpdate): Promise<void> {
  await queryable(trx).updateTable('merchants').set(values).where('id', '=', merchantId).execute();
}
