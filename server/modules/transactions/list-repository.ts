import { type SelectQueryBuilder, sql } from 'kysely';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import type { TransactionState } from '../../../src/domain/transaction-states.ts';
import type { Db } from '../../db/database.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { Database } from '../../db/types.ts';
import { type GramUse, idPrefixRange, indexGrams } from './search-grams.ts';

/**
 * The one definition of "which transactions a list shows": the list, its count, the export
 * and the currency statistics all start from `transactionListQuery`, so they never disagree.
 * Filters arrive already checked (see filters.ts: parseListFilters).
 */
export interface ListFilters {
  q?: string;
  state?: TransactionState[];
  /** Gateway of the latest attempt; a transaction never attempted has none and never matches. */
  gateway_code?: string[];
  currency_code?: string[];
  initiator?: number[];
  unit?: number[];
  bulk?: string[];
  product_type?: string[];
  created_after?: Date;
  created_before?: Date;
  state_changed_at_after?: Date;
  state_changed_at_before?: Date;
}

export interface ListScope {
  merchantId: number;
  /** The plugins listed: one for a plugin's own list, the user's accessible ones for `all`. */
  plugins: readonly PluginKind[];
  /** The deleted-transactions list instead of the live one. */
  deleted: boolean;
  /** Only the rows this member created (src/domain/own-transactions.ts); null: everyone's. */
  createdBy: number | null;
  filters: ListFilters;
}

export type TransactionsQuery = SelectQueryBuilder<Database, 'transactions', object>;

/**
 * Trigram statistics of the search index (ANALYZE's most common elements, with the share of
 * rows holding each), per database, refreshed in the background at most every STATS_TTL_MS.
 * They only choose which trigrams the index is asked for: results never depend on them.
 */
interface GramStats {
  loadedAt: number;
  share: Map<string, number>;
}
const STATS_TTL_MS = 10 * 60_000;
const gramStats = new WeakMap<Db, GramStats>();

/** Reads the statistics now (the list reads them in the background, see gramShares). */
export async function loadGramStats(handle: DbHandle): Promise<void> {
  await readGramStats(queryable(handle));
}

async function readGramStats(db: Db): Promise<void> {
  const { rows } = await sql<{ elems: string[] | null; freqs: (number | string)[] | null }>`
    select most_common_elems::text::text[] as elems, most_common_elem_freqs as freqs
    from pg_stats where tablename = 'transactions_search'`.execute(db);
  const { elems, freqs } = rows[0] ?? { elems: null, freqs: null };
  const share = new Map((elems ?? []).map((gram, i) => [gram, Number(freqs?.[i] ?? 0)]));
  gramStats.set(db, { loadedAt: Date.now(), share });
}

function refreshGramStats(db: Db): void {
  const known = gramStats.get(db);
  // A transaction's connection is not ours to borrow after it ends.
  if (db.isTransaction || (known && Date.now() - known.loadedAt < STATS_TTL_MS)) return;
  gramStats.set(db, { loadedAt: Date.now(), share: known?.share ?? new Map() });
  readGramStats(db).catch(() => undefined);
}

/** The share of rows holding each trigram, as far as the statistics know it. */
function gramShares(db: Db): Map<string, number> {
  refreshGramStats(db);
  return gramStats.get(db)?.share ?? new Map<string, number>();
}

/**
 * Contains `needle` (already lower-case): the GIN index on the stored search document's
 * trigrams finds candidates, strpos confirms them. strpos comes first so a row it rejects
 * never has its trigrams computed (a search's OR keeps the whole condition as a filter).
 */
function contains(db: Db, needle: string, use: GramUse) {
  const match = sql<boolean>`strpos(transactions.search_doc, ${needle}) > 0`;
  const grams = indexGrams(needle, gramShares(db), use);
  return grams.length
    ? sql<boolean>`(${match} and txn_grams(transactions.search_doc) @> array[${sql.join(grams)}]::text[])`
    : match;
}

/** The search box: id prefix, or name, email, phone digits or description containing the text. */
function searchCondition(db: Db, q: string, use: GramUse) {
  const parts = [contains(db, q.toLowerCase(), use)];
  const digits = q.replace(/[\s()+-]/g, '');
  if (/^[0-9]{3,}$/.test(digits) && digits !== q.toLowerCase()) parts.push(contains(db, digits, use));
  const range = idPrefixRange(q);
  if (range) parts.push(sql<boolean>`transactions.id between ${range[0]}::uuid and ${range[1]}::uuid`);
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

/** Transactions of the scope that pass every filter; callers add select, order and limit. */
export function transactionListQuery(db: Db, scope: ListScope): TransactionsQuery {
  return filteredQuery(db, scope, 'ordered');
}

function filteredQuery(db: Db, scope: ListScope, grams: GramUse): TransactionsQuery {
  const f = scope.filters;
  let query = db
    .selectFrom('transactions')
    .where('transactions.merchant_id', '=', scope.merchantId)
    .where('transactions.deleted_at', scope.deleted ? 'is not' : 'is', null);
  if (scope.createdBy !== null) query = query.where('transactions.created_by', '=', scope.createdBy);
  // One plugin is an equality (index range); a short list of all of them is left to the planner.
  query =
    scope.plugins.length === 1
      ? query.where('transactions.plugin', '=', scope.plugins[0] as string)
      : query.where('transactions.plugin', 'in', scope.plugins.length ? [...scope.plugins] : ['']);
  if (f.state?.length) query = query.where('transactions.state', 'in', f.state);
  if (f.gateway_code?.length) query = query.where('transactions.gateway_code', 'in', f.gateway_code);
  if (f.currency_code?.length) query = query.where('transactions.currency', 'in', f.currency_code);
  if (f.initiator?.length) query = query.where('transactions.created_by', 'in', f.initiator);
  if (f.unit?.length) query = query.where('transactions.unit_id', 'in', f.unit);
  if (f.bulk?.length) query = query.where('transactions.bulk_id', 'in', f.bulk);
  if (f.product_type?.length) query = query.where('transactions.product_type', 'in', f.product_type);
  if (f.created_after) query = query.where('transactions.created_at', '>=', f.created_after);
  if (f.created_before) query = query.where('transactions.created_at', '<', f.created_before);
  if (f.state_changed_at_after) {
    query = query.where('transactions.state_changed_at', '>=', f.state_changed_at_after);
  }
  if (f.state_changed_at_before) {
    query = query.where('transactions.state_changed_at', '<', f.state_changed_at_before);
  }
  if (f.q) query = query.where(searchCondition(db, f.q, grams));
  return query;
}

/** Newest first, with the id as tie-breaker so pages never repeat or skip a row. */
export function newestFirst<O>(
  query: SelectQueryBuilder<Database, 'transactions', O>,
  deleted: boolean,
): SelectQueryBuilder<Database, 'transactions', O> {
  return query
    .orderBy(deleted ? 'transactions.deleted_at' : 'transactions.created_at', 'desc')
    .orderBy('transactions.id', 'desc');
}

/** Filters the trigger-kept counters can answer; any other filter needs a real count. */
const COUNTED: readonly (keyof ListFilters)[] = ['state', 'currency_code', 'gateway_code'];

/**
 * Counting past these many rows costs more than the list's whole latency budget (a count
 * visits every row it counts); beyond them the count is "at least". A search checks each
 * row's text as well, so it stops sooner.
 */
export const COUNT_CAP = 10_000;
export const SEARCH_COUNT_CAP = 1_000;

export interface ListCount {
  /** Exact, or when `exact` is false the cap: there are more rows than this. */
  count: number;
  exact: boolean;
}

function usedFilters(filters: ListFilters): (keyof ListFilters)[] {
  return (Object.keys(filters) as (keyof ListFilters)[]).filter((key) => {
    const value = filters[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';
  });
}

/** Sum of the transaction_counts rows the trigger keeps: a few dozen rows, not a scan. */
async function countFromCounters(db: Db, scope: ListScope): Promise<number> {
  const f = scope.filters;
  let query = db
    .selectFrom('transaction_counts')
    .select(sql<string>`coalesce(sum(n), 0)`.as('n'))
    .where('merchant_id', '=', scope.merchantId)
    .where('plugin', 'in', scope.plugins.length ? [...scope.plugins] : [''])
    .where('deleted', '=', scope.deleted);
  if (f.state?.length) query = query.where('state', 'in', f.state);
  if (f.currency_code?.length) query = query.where('currency', 'in', f.currency_code);
  if (f.gateway_code?.length) query = query.where('gateway_code', 'in', f.gateway_code);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * How many rows the list has, for its count and pages. No filter, or only state, currency and
 * gateway, over everyone's rows: exact, from the counters. Anything else: counted up to COUNT_CAP
 * (SEARCH_COUNT_CAP with a search), so a filter or search matching hundreds of thousands of
 * rows answers as fast as one matching a few.
 */
export async function countListed(
  handle: DbHandle,
  scope: ListScope,
  caps = { list: COUNT_CAP, search: SEARCH_COUNT_CAP },
): Promise<ListCount> {
  const db = queryable(handle);
  // The counters know no creator: a member's own rows are counted (through their created_by index).
  if (scope.createdBy === null && usedFilters(scope.filters).every((key) => COUNTED.includes(key))) {
    return { count: await countFromCounters(db, scope), exact: true };
  }
  const cap = scope.filters.q ? caps.search : caps.list;
  const row = await db
    .selectFrom(
      filteredQuery(db, scope, 'narrow')
        .select(sql<number>`1`.as('one'))
        .limit(cap + 1)
        .as('capped'),
    )
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  return n > cap ? { count: cap, exact: false } : { count: n, exact: true };
}

/**
 * The list's statistics blocks, over exactly the rows the list shows (same builder), per
 * currency: the amounts of all those rows, and what the ledger took on them (payments plus
 * captures, fees included, as src/domain/ledger.ts counts "paid") and gave back (refunds).
 * Two aggregates in parallel, so a transaction with several movements is summed once. A test
 * payment's movements moved no money (src/domain/test-payments.ts): received leaves them out.
 */
export async function currencyTotals(handle: DbHandle, scope: ListScope) {
  const db = queryable(handle);
  const [generated, ledger] = await Promise.all([
    transactionListQuery(db, scope)
      .select(['transactions.currency', sql<string>`sum(transactions.amount_minor)`.as('total')])
      .groupBy('transactions.currency')
      .execute(),
    transactionListQuery(db, scope)
      .innerJoin('money_movements', 'money_movements.transaction_id', 'transactions.id')
      .where('transactions.test_payment', '=', false)
      .select([
        'transactions.currency',
        // Money the provider confirmed: a pending refund is not refunded yet, a refused one never.
        sql<string>`coalesce(sum(money_movements.amount_minor)
          filter (where money_movements.kind in ('payment', 'capture') and money_movements.status = 'done'), 0)`.as(
          'received',
        ),
        sql<string>`coalesce(sum(money_movements.amount_minor)
          filter (where money_movements.kind = 'refund' and money_movements.status = 'done'), 0)`.as(
          'refunded',
        ),
      ])
      .groupBy('transactions.currency')
      .execute(),
  ]);
  return { generated, ledger };
}
