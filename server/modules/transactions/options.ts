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
import { hasKey, type Lang, translate } from '../../lib/i18n.ts';
import { actionName, mayUse } from '../transaction-actions/service.ts';
import type { ActiveField } from './fields.ts';
import type { FilterChoiceRows } from './options-repository.ts';

export const stateName = (lang: Lang, state: string) =>
  hasKey(`transactions.state.${state}`) ? translate(lang, `transactions.state.${state}`) : state;

/** SPEC 3 "Filter data", from the merchant's own data, labelled in `lang`. */
export function filterChoices(
  { gateways, currencies, users, units, bulks, types }: FilterChoiceRows,
  lang: Lang,
): TransactionListOptions['filters'] {
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

export function listOptions(
  user: PermissionHolder,
  scope: TransactionScope,
  plugins: readonly PluginKind[],
  lang: Lang,
  found: { filters: TransactionListOptions['filters']; fields: ActiveField[]; headersOn: boolean },
): TransactionListOptions {
  const { filters, fields, headersOn } = found;
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
