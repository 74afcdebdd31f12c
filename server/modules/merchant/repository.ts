import type { MerchantSettings } from '../../../src/domain/contracts/merchant.ts';
import { PLUGIN_KINDS, type PluginKind } from '../../../src/domain/plugins.ts';
import type { Db } from '../../db/database.ts';
import type { EnabledPlugin } from './section-grants.ts';

const isPluginKind = (value: string): value is PluginKind =>
  (PLUGIN_KINDS as readonly string[]).includes(value);

/** Installed plugins of the merchant, in the product's canonical order. */
export async function installedPlugins(db: Db, merchantId: number): Promise<EnabledPlugin[]> {
  const rows = await db
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

export async function findSettings(db: Db, merchantId: number): Promise<MerchantSettings> {
  const row = await db
    .selectFrom('merchants')
    .select('payments_paused')
    .where('id', '=', merchantId)
    .executeTakeFirst();
  return { payments_paused: row?.payments_paused ?? false };
}

export async function saveSettings(trx: Db, merchantId: number, settings: MerchantSettings): Promise<void> {
  await trx
    .updateTable('merchants')
    .set({ payments_paused: settings.payments_paused })
    .where('id', '=', merchantId)
    .execute();
}
