import { sql } from 'kysely';
import type { UpdateTransactionFieldsRequest } from '../../../src/domain/contracts/transactions.ts';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';

const BULK_CHOICES = 200;

/**
 * Distinct product types of the merchant's live rows, by a loose index scan: one index probe
 * per distinct value instead of reading every row.
 */
export async function productTypes(handle: DbHandle, merchantId: number): Promise<string[]> {
  const result = await sql<{ product_type: string }>`
    with recursive types as (
      (select product_type from transactions
        where merchant_id = ${merchantId} and deleted_at is null and product_type is not null
        order by product_type limit 1)
      union all
      select (select t.product_type from transactions t
               where t.merchant_id = ${merchantId} and t.deleted_at is null and t.product_type > types.product_type
               order by t.product_type limit 1)
      from types where types.product_type is not null
    )
    select product_type from types where product_type is not null`.execute(queryable(handle));
  return result.rows.map((row) => row.product_type);
}

/** Codes of the merchant's gateways, active or not: a filter may name any of them. */
export function gatewayCodes(handle: DbHandle, merchantId: number) {
  return queryable(handle)
    .selectFrom('gateways')
    .select('code')
    .where('merchant_id', '=', merchantId)
    .execute();
}

/** What the list's filters offer (SPEC 3 "Filter data"), from the merchant's own data. */
export async function filterChoiceRows(handle: DbHandle, merchantId: number, plugins: readonly PluginKind[]) {
  const db = queryable(handle);
  const [gateways, currencies, users, units, bulks, types] = await Promise.all([
    db.selectFrom('gateways').selectAll().where('merchant_id', '=', merchantId).orderBy('position').execute(),
    // The counters hold every currency in use, a few rows instead of a scan of transactions.
    db
      .selectFrom('transaction_counts')
      .select('currency')
      .distinct()
      .where('merchant_id', '=', merchantId)
      .where('plugin', 'in', [...plugins])
      .where('n', '>', 0)
      .orderBy('currency')
      .execute(),
    db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('merchant_id', '=', merchantId)
      .orderBy('username')
      .execute(),
    db.selectFrom('units').selectAll().where('merchant_id', '=', merchantId).orderBy('id').execute(),
    db
      .selectFrom('bulks')
      .select(['id', 'name'])
      .where('merchant_id', '=', merchantId)
      .orderBy('created_at', 'desc')
      .limit(BULK_CHOICES)
      .execute(),
    productTypes(handle, merchantId),
  ]);
  return { gateways, currencies, users, units, bulks, types };
}

export type FilterChoiceRows = Awaited<ReturnType<typeof filterChoiceRows>>;

/** The merchant's saved table headers of a plugin (fields never saved keep their defaults). */
export function savedFields(handle: DbHandle, merchantId: number, plugin: PluginKind) {
  return queryable(handle)
    .selectFrom('transaction_fields')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('plugin', '=', plugin)
    .execute();
}

export type SavedField = Awaited<ReturnType<typeof savedFields>>[number];

/** Saves the sent fields (the others keep their config); call inside the request's transaction. */
export async function saveFieldConfigs(
  trx: DbHandle,
  merchantId: number,
  plugin: PluginKind,
  body: UpdateTransactionFieldsRequest,
): Promise<void> {
  await queryable(trx)
    .insertInto('transaction_fields')
    .values(
      body.fields.map((field) => ({
        merchant_id: merchantId,
        plugin,
        name: field.name,
        label_en: field.label_en.trim(),
        label_ar: field.label_ar.trim(),
        is_active: field.is_active,
        position: field.order,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'plugin', 'name']).doUpdateSet((eb) => ({
        label_en: eb.ref('excluded.label_en'),
        label_ar: eb.ref('excluded.label_ar'),
        is_active: eb.ref('excluded.is_active'),
        position: eb.ref('excluded.position'),
      })),
    )
    .execute();
}
