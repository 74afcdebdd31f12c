import { type DbHandle, queryable } from '../../db/handle.ts';

export interface AppearanceRow {
  plugin: string;
  theme: string;
  show_social_links: boolean;
  show_language_button: boolean;
}

/** The rows the merchant has saved; a plugin without one keeps the defaults. */
export function listAppearance(db: DbHandle, merchantId: number): Promise<AppearanceRow[]> {
  return queryable(db)
    .selectFrom('plugin_appearance')
    .select(['plugin', 'theme', 'show_social_links', 'show_language_button'])
    .where('merchant_id', '=', merchantId)
    .execute();
}

export function findAppearance(
  db: DbHandle,
  merchantId: number,
  plugin: string,
): Promise<AppearanceRow | undefined> {
  return queryable(db)
    .selectFrom('plugin_appearance')
    .select(['plugin', 'theme', 'show_social_links', 'show_language_button'])
    .where('merchant_id', '=', merchantId)
    .where('plugin', '=', plugin)
    .executeTakeFirst();
}

/**
 * Locks the merchant's row: two owners saving at once then read and log their changes in turn
 * (a lock on appearance rows would not cover a plugin that has none yet).
 */
export async function lockMerchant(trx: DbHandle, merchantId: number): Promise<void> {
  await queryable(trx)
    .selectFrom('merchants')
    .select('id')
    .where('id', '=', merchantId)
    .forUpdate()
    .execute();
}

export async function saveAppearance(trx: DbHandle, merchantId: number, row: AppearanceRow): Promise<void> {
  const { plugin, ...values } = row;
  await queryable(trx)
    .insertInto('plugin_appearance')
    .values({ merchant_id: merchantId, plugin, ...values })
    .onConflict((oc) => oc.columns(['merchant_id', 'plugin']).doUpdateSet(values))
    .execute();
}
