import { isCalendarDate } from '@/domain/business-time';
import type { TransactionListQuery } from '@/domain/contracts/transactions';
import { type PagedSearch, pageSizeOf, pageSizeParam } from '@/lib/pagination';
import { positiveInt } from '@/lib/url-search';

/** Filters that take several values; each is also a query parameter of the list API. */
export const MULTI_FILTERS = [
  'state',
  'gateway_code',
  'currency_code',
  'initiator',
  'unit',
  'bulk',
  'product_type',
] as const;
export type MultiFilter = (typeof MULTI_FILTERS)[number];

/** Date ranges as [from, to] parameter pairs: whole days (YYYY-MM-DD) in Asia/Kuwait. */
export const DATE_RANGES = {
  created: ['created_after', 'created_before'],
  state_changed: ['state_changed_at_after', 'state_changed_at_before'],
} as const;
export type DateRange = keyof typeof DATE_RANGES;
type DateParam = (typeof DATE_RANGES)[DateRange][number];
const DATE_PARAMS = Object.values(DATE_RANGES).flat() as DateParam[];

/**
 * The list's URL search: page, size, search text and filters all live in the URL so a
 * reload, a shared link or the back button shows the same rows. Defaults are left out.
 */
export type ListSearch = PagedSearch & {
  q?: string;
} & Partial<Record<MultiFilter, string[]>> &
  Partial<Record<DateParam, string>>;

/** The filters alone: what the statistics and the export apply too. */
export type ListFilters = Omit<ListSearch, 'page' | 'per_page'>;

function strings(value: unknown): string[] | undefined {
  const list = (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string' && item.trim() !== '',
  );
  return list.length ? [...new Set(list)] : undefined;
}

/** Keeps only valid parameters from a URL's search (anything else is dropped, not an error). */
export function parseListSearch(raw: Record<string, unknown>): ListSearch {
  const search: ListSearch = {};
  const page = positiveInt(raw.page);
  if (page && page > 1) search.page = page;
  const size = pageSizeParam(raw.per_page);
  if (size) search.per_page = size;
  const q = typeof raw.q === 'string' ? raw.q.trim() : typeof raw.q === 'number' ? String(raw.q) : '';
  if (q) search.q = q;
  for (const name of MULTI_FILTERS) {
    const values = strings(raw[name]);
    if (values) search[name] = values;
  }
  for (const [from, to] of Object.values(DATE_RANGES)) {
    if (isCalendarDate(raw[from])) search[from] = raw[from];
    // SPEC 5: To is never before From.
    if (isCalendarDate(raw[to]) && !(search[from] && raw[to] < search[from])) search[to] = raw[to];
  }
  return search;
}

export function filtersOf(search: ListSearch): ListFilters {
  const { page: _page, per_page: _size, ...filters } = search;
  return filters;
}

/** The search with new filters: back to page 1 (the old page may not exist any more), size kept. */
export function withFilters(search: ListSearch, filters: ListFilters): ListSearch {
  return parseListSearch({ per_page: search.per_page, ...filters });
}

export function hasFilters(search: ListSearch): boolean {
  return Object.keys(filtersOf(search)).length > 0;
}

/** How many filters are applied: each multi-select with a value, each date range with a bound. */
export function activeFilterCount(search: ListSearch): number {
  const multi = MULTI_FILTERS.filter((name) => search[name]?.length).length;
  const ranges = Object.values(DATE_RANGES).filter(([from, to]) => search[from] || search[to]).length;
  return multi + ranges;
}

/** The list API's query for one page; "all" is fetched in chunks by the caller. */
export function toListQuery(search: ListSearch): TransactionListQuery {
  const query: TransactionListQuery = toFilterQuery(search);
  const size = pageSizeOf(search);
  if (size !== 'all') {
    query.limit = size;
    query.offset = ((search.page ?? 1) - 1) * size;
  }
  return query;
}

/** The filters as the API names them (statistics and export take the same ones). */
export function toFilterQuery(search: ListSearch): TransactionListQuery {
  const query: TransactionListQuery = {};
  if (search.q) query.q = search.q;
  for (const name of MULTI_FILTERS) {
    const values = search[name];
    if (values?.length) query[name] = values;
  }
  for (const name of DATE_PARAMS) {
    const value = search[name];
    if (value) query[name] = value;
  }
  return query;
}

/** Repeated parameters for multi-value filters (state=paid&state=failed), as the API reads them. */
export function toSearchParams(query: TransactionListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}
