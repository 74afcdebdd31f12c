import type {
  TransactionDetail,
  TransactionFieldConfig,
  TransactionListOptions,
  TransactionListQuery,
  TransactionRow,
  TransactionScope,
  UpdateTransactionFieldsRequest,
} from '../../../src/domain/contracts/transactions.ts';
import { type TransactionViewer, transactionCreatorScope } from '../../../src/domain/own-transactions.ts';
import {
  hasPermission,
  pluginAccessPermission,
  tableHeaderPermission,
} from '../../../src/domain/permissions.ts';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { recordActivity } from '../activity/service.ts';
import { installedPlugins, SECTION_LABELS } from '../merchant/service.ts';
import { shareTexts } from '../payment-link/service.ts';
import { isUuid } from '../payments/service.ts';
import { presentDetail } from './detail.ts';
import { type ActiveField, activeOf, allPluginsFields, checkFieldUpdate, fieldConfigs } from './fields.ts';
import { checkListFilters, requireSearchPermission } from './filters.ts';
import { countListed, type ListFilters, type ListScope } from './list-repository.ts';
import { filterChoices, listOptions } from './options.ts';
import {
  filterChoiceRows,
  gatewayCodes,
  productTypes,
  savedFields,
  saveFieldConfigs,
} from './options-repository.ts';
import { type MerchantTitles, type Money, moneyOf, type PresentContext, presentRows } from './present.ts';
import {
  findListed,
  type ListedRow,
  listPage,
  merchantTitles,
  moneyRows,
  newestListed,
  settledAttempt,
} from './repository.ts';

// The export and the dashboard read the rows a list shows through these, so they never disagree with it.
export { type ExportCursor, type ExportRow, exportBatch, exportCount } from './export-repository.ts';
export { requireSearchPermission } from './filters.ts';
export { currencyTotals, type ListFilters, type ListScope } from './list-repository.ts';
export { stateName } from './options.ts';
export type { ActiveField, PresentContext };

/** A request's view of the lists: its database, public URL, user and language. */
type Staff = TransactionViewer & { merchant_id: number };

export interface ListContext extends PresentContext {
  db: DbHandle;
  user: Staff;
}

/**
 * The rows a member's list, count, detail, export and statistics read: their merchant's in
 * `plugins`, and only those they created unless they may see everyone's.
 */
export function listScope(
  user: Staff,
  plugins: readonly PluginKind[],
  deleted: boolean,
  filters: ListFilters,
): ListScope {
  return {
    merchantId: user.merchant_id,
    plugins,
    deleted,
    createdBy: transactionCreatorScope(user),
    filters,
  };
}

/**
 * The plugins a `{scope}` path lists for this user: its own plugin (403 without
 * access_<plugin>, 404 when the merchant has not installed it), or for `all` every
 * installed plugin the user may access (403 when there is none).
 */
export async function scopePlugins(
  db: DbHandle,
  user: Staff,
  scope: TransactionScope,
): Promise<PluginKind[]> {
  if (scope !== 'all' && !hasPermission(user, pluginAccessPermission(scope))) {
    throw messageError(403, 'errors.forbidden');
  }
  const installed = (await installedPlugins(db, user.merchant_id)).map((item) => item.plugin);
  if (scope !== 'all') {
    if (!installed.includes(scope)) throw messageError(404, 'errors.not_found');
    return [scope];
  }
  const plugins = installed.filter((plugin) => hasPermission(user, pluginAccessPermission(plugin)));
  if (!plugins.length) throw messageError(403, 'errors.forbidden');
  return plugins;
}

/** The query's filters checked against the merchant's gateways and product types (400 per bad value). */
export async function parseListFilters(
  db: DbHandle,
  merchantId: number,
  query: TransactionListQuery,
): Promise<ListFilters> {
  const [gateways, types] = await Promise.all([
    query.gateway_code?.length ? gatewayCodes(db, merchantId) : [],
    query.product_type?.length ? productTypes(db, merchantId) : ([] as string[]),
  ]);
  return checkListFilters(query, { gatewayCodes: gateways.map((g) => g.code), productTypes: types });
}

/** The columns a list (and its export) shows, in order, labelled in `lang`. */
export async function activeFields(
  db: DbHandle,
  merchantId: number,
  scope: TransactionScope,
  lang: Lang,
): Promise<ActiveField[]> {
  if (scope === 'all') return allPluginsFields(lang);
  return activeOf(fieldConfigs(await savedFields(db, merchantId, scope)), lang);
}

const NO_SHARE_SOURCE: MerchantTitles = { title_en: '', title_ar: '', share_texts: { en: '', ar: '' } };

/** The merchant's titles and SMS wording, read once for a list or a detail. */
async function shareSource(db: DbHandle, merchantId: number): Promise<MerchantTitles> {
  const [titles, texts] = await Promise.all([merchantTitles(db, merchantId), shareTexts(db, merchantId)]);
  return { ...titles, share_texts: texts };
}

/** Rows as a list shows them: with their money, actions and share messages. */
async function present(context: ListContext, rows: readonly ListedRow[]): Promise<TransactionRow[]> {
  const [money, titles] = await Promise.all([
    moneyFor(context.db, rows),
    rows.length ? shareSource(context.db, context.user.merchant_id) : NO_SHARE_SOURCE,
  ]);
  return presentRows(context, rows, money, titles);
}

/** Ledger, child rows and attempt fees of a page of transactions: two queries for the whole page. */
async function moneyFor(db: DbHandle, rows: readonly ListedRow[]): Promise<Map<string, Money>> {
  if (!rows.length) return new Map();
  const found = await moneyRows(
    db,
    rows.map((row) => row.id),
  );
  return moneyOf(rows, found);
}

/**
 * A page of a list, with its count: exact, or past a cap "at least" (see countListed), in
 * which case `reachable` still offers the next page while this one is full.
 */
export async function listTransactions(
  context: ListContext,
  scopeName: TransactionScope,
  deleted: boolean,
  query: TransactionListQuery,
  page: { limit: number; offset: number },
): Promise<{ count: number; count_exact: boolean; reachable: number; results: TransactionRow[] }> {
  const { db, user } = context;
  const plugins = await scopePlugins(db, user, scopeName);
  const { limit, offset } = page;
  requireSearchPermission(user, query);
  const filters = await parseListFilters(db, user.merchant_id, query);
  const scope = listScope(user, plugins, deleted, filters);
  const [counted, rows] = await Promise.all([countListed(db, scope), listPage(db, scope, limit, offset)]);
  // Past a capped count, a full page means there may be more: keep offering the next one.
  const reachable = counted.exact ? counted.count : offset + rows.length + (rows.length === limit ? 1 : 0);
  return {
    count: counted.count,
    count_exact: counted.exact,
    reachable,
    results: await present(context, rows),
  };
}

/** The newest rows of every plugin the user may access (the dashboard's recent orders). */
export async function recentTransactions(context: ListContext, limit: number): Promise<TransactionRow[]> {
  const plugins = await scopePlugins(context.db, context.user, 'all');
  const scope = listScope(context.user, plugins, false, {});
  return present(context, await newestListed(context.db, scope, limit));
}

/** One transaction of the scope; 404 "Transaction not found" for anything outside it. */
export async function transactionDetail(
  context: ListContext,
  scopeName: TransactionScope,
  deleted: boolean,
  id: string,
): Promise<TransactionDetail> {
  const { db } = context;
  const plugins = await scopePlugins(db, context.user, scopeName);
  const scope = listScope(context.user, plugins, deleted, {});
  const row = isUuid(id) ? await findListed(db, scope, id) : undefined;
  if (!row) throw messageError(404, 'payments.transaction_not_found');
  const [money, settled, titles] = await Promise.all([
    moneyFor(db, [row]),
    settledAttempt(db, row.id),
    shareSource(db, row.merchant_id),
  ]);
  return presentDetail(context, row, deleted, { money: money.get(row.id), settled, titles });
}

/** Filter choices, columns, table actions and permissions of a list. */
export async function transactionListOptions(
  context: ListContext,
  scope: TransactionScope,
): Promise<TransactionListOptions> {
  const { db, user, lang } = context;
  const plugins = await scopePlugins(db, user, scope);
  const [choices, fields, installed] = await Promise.all([
    filterChoiceRows(db, user.merchant_id, plugins),
    activeFields(db, user.merchant_id, scope, lang),
    installedPlugins(db, user.merchant_id),
  ]);
  // Table headers open only where the merchant has the feature (as the side drawer shows it).
  const headersOn = installed.some((item) => item.plugin === scope && item.transactionFieldsEnabled);
  return listOptions(user, scope, plugins, lang, {
    filters: filterChoices(choices, lang),
    fields,
    headersOn,
  });
}

/** Table headers need the plugin's header permission and the feature switched on for the merchant. */
async function headerAccess(db: DbHandle, user: Staff, plugin: PluginKind): Promise<void> {
  if (!hasPermission(user, tableHeaderPermission(plugin))) throw messageError(403, 'errors.forbidden');
  const installed = await installedPlugins(db, user.merchant_id);
  if (!installed.some((item) => item.plugin === plugin && item.transactionFieldsEnabled)) {
    throw messageError(404, 'errors.not_found');
  }
}

/** A plugin's table headers: every field with its labels, visibility and order. */
export async function tableHeaders(
  db: DbHandle,
  user: Staff,
  plugin: PluginKind,
): Promise<TransactionFieldConfig[]> {
  await headerAccess(db, user, plugin);
  return fieldConfigs(await savedFields(db, user.merchant_id, plugin));
}

/** Saves the sent headers and records who changed them, in one transaction; answers the headers now. */
export async function changeTableHeaders(
  db: DbHandle,
  user: Staff & { username: string },
  plugin: PluginKind,
  body: UpdateTransactionFieldsRequest,
): Promise<TransactionFieldConfig[]> {
  await headerAccess(db, user, plugin);
  checkFieldUpdate(body);
  await inTransaction(db, async (trx) => {
    await saveFieldConfigs(trx, user.merchant_id, plugin, body);
    await recordActivity(trx, {
      merchantId: user.merchant_id,
      actor: user.username,
      action: 'activity.table_headers_changed',
      plugin,
      params: { section: SECTION_LABELS[plugin].en },
    });
  });
  return fieldConfigs(await savedFields(db, user.merchant_id, plugin));
}
