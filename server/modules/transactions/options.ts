import { sql } from 'kysely';
import type { Choice } from '../../../src/domain/contracts/common.ts';
import type { TransactionListOptions, TransactionScope } from '../../../src/domain/contracts/transactions.ts';
import {
  hasPermission,
  PERMISSIONS,
  type PermissionHolder,
  tableHeaderPermission,
} from '../../../src/domain/permissions.ts';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import { TRANSACTION_STATES } from '../../../src/domain/transaction-states.ts';
import type { Db } from '../../db/database.ts';
import { handleOf } from '../../db/handle.ts';
import { hasKey, type Lang, translate } from '../../lib/i18n.ts';
import { installedPlugins } from '../merchant/service.ts';
import { actionName, mayUse } from '../transaction-actions/available.ts';
import { activeFields } from './fields.ts';

const BULK_CHOICES = 200;

/**
 * Distinct product types of the merchant's live rows, by a loose index scan: one index probe
 * per distinct value instead of reading every row.
 */
export async function productTypes(db: Db, merchantId: number): Promise<string[]> {
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
    select product_type from types where product_type is not null`.execute(db);
  return result.rows.map((row) => row.product_type);
}

export const stateName = (lang: Lang, state: string) =>
  hasKey(`transactions.state.${state}`) ? translate(lang, `transactions.state.${state}`) : state;

/** SPEC 3 "Filter data", from the merchant's own data, labelled in `lang`. */
export async function filterChoices(
  db: Db,
  merchantId: number,
  plugins: readonly PluginKind[],
  lang: Lang,
): Promise<TransactionListOptions['filters']> {
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
    productTypes(db, merchantId),
  ]);
  const choice = (value: string | number, display_name: string): Choice => ({
    value: String(value),
    display_name,
  });
  return {
    states: TRANSACTION_STATES.map((state) => choice(state, stateName(lang, state))),
    gateways: gateways.map((g) => choice(g.code, lang === 'ar' ? g.name_ar : g.name_en)),
    currencies: currencies.map((c) => choice(c.currency.trim(), c.currency.trim())),
    created_by: users.map((u) => choice(u.id, u.username)),
    units: units.map((u) => choice(u.id, lang === 'ar' ? u.title_ar : u.title_en)),
    bulks: bulks.map((b) => choice(b.id, b.name)),
    product_types: types.map((type) =>
      choice(
        type,
        hasKey(`transactions.product_type.${type}`)
          ? translate(lang, `transactions.product_type.${type}`)
          : type,
      ),
    ),
  };
}

/** Bulk actions served by transaction-actions (issue 4), offered only when every listed plugin allows them. */
const TABLE_ACTIONS = ['refund', 'capture', 'email', 'sms', 'delete'] as const;

export async function listOptions(
  db: Db,
  user: PermissionHolder & { merchant_id: number },
  scope: TransactionScope,
  plugins: readonly PluginKind[],
  lang: Lang,
): Promise<TransactionListOptions> {
  const [filters, fields, installed] = await Promise.all([
    filterChoices(db, user.merchant_id, plugins, lang),
    activeFields(db, user.merchant_id, scope, lang),
    installedPlugins(handleOf(db), user.merchant_id),
  ]);
  // Table headers open only where the merchant has the feature (as the side drawer shows it).
  const headersOn = installed.some((item) => item.plugin === scope && item.transactionFieldsEnabled);
  const table_actions: TransactionListOptions['table_actions'] = TABLE_ACTIONS.filter((action) =>
    plugins.every((plugin) => mayUse(user, plugin, action)),
  ).map((action) => ({
    value: action,
    display_name: actionName(lang, action),
    url:
      action === 'delete'
        ? `/api/v1/plugins/${scope}/transaction/bulk`
        : `/api/v1/plugins/${scope}/transaction/bulk/${action}`,
    method: action === 'delete' ? 'DELETE' : 'POST',
  }));
  return {
    filters,
    fields,
    table_actions,
    can: {
      statistics: hasPermission(user, PERMISSIONS.viewStatistics),
      search: hasPermission(user, PERMISSIONS.searchTransactions),
      export: hasPermission(user, PERMISSIONS.viewExportSettings),
      table_headers: scope !== 'all' && headersOn && hasPermission(user, tableHeaderPermission(scope)),
    },
  };
}
