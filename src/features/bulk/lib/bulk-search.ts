import { TRANSACTION_STATES } from '@/domain/transaction-states';
import { type PagedSearch, pageSizeParam } from '@/lib/pagination';
import { positiveInt } from '@/lib/url-search';

/** The uploads list's URL search: a reload or Back shows the same page. */
export type UploadsSearch = PagedSearch;

/** An upload's rows, searched and filtered through the URL. */
export type RowsSearch = PagedSearch & {
  q?: string;
  /** Only the rows without errors (true) or with them (false). */
  valid?: boolean;
};

function paging(raw: Record<string, unknown>): PagedSearch {
  const search: PagedSearch = {};
  const page = positiveInt(raw.page);
  if (page && page > 1) search.page = page;
  const size = pageSizeParam(raw.per_page);
  // An upload can hold 100,000 rows: "all" is not offered for them, nor for the list.
  if (size && size !== 'all') search.per_page = size;
  return search;
}

export const parseUploadsSearch = (raw: Record<string, unknown>): UploadsSearch => paging(raw);

export function parseRowsSearch(raw: Record<string, unknown>): RowsSearch {
  const search: RowsSearch = paging(raw);
  const q = typeof raw.q === 'string' ? raw.q.trim() : '';
  if (q) search.q = q.slice(0, 100);
  if (raw.valid === true || raw.valid === 'true') search.valid = true;
  if (raw.valid === false || raw.valid === 'false') search.valid = false;
  return search;
}

/** New filters start again at page 1; the page size stays. */
export const withRowFilters = (search: RowsSearch, filters: Pick<RowsSearch, 'q' | 'valid'>): RowsSearch =>
  parseRowsSearch({ per_page: search.per_page, ...filters });

/** A dispatch's transaction log: searched by name, email or phone and filtered by state. */
export type TransactionLogSearch = PagedSearch & { q?: string; state?: string };

export function parseTransactionLogSearch(raw: Record<string, unknown>): TransactionLogSearch {
  const search: TransactionLogSearch = paging(raw);
  const q = typeof raw.q === 'string' ? raw.q.trim() : '';
  if (q) search.q = q.slice(0, 100);
  const state = TRANSACTION_STATES.find((known) => known === raw.state);
  if (state) search.state = state;
  return search;
}

export const withLogFilters = (
  search: TransactionLogSearch,
  filters: Pick<TransactionLogSearch, 'q' | 'state'>,
): TransactionLogSearch => parseTransactionLogSearch({ per_page: search.per_page, ...filters });
