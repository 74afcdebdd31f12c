import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  TransactionListQuery,
  TransactionPage,
  TransactionRow,
  TransactionScope,
} from '@/domain/contracts/transactions';
import { apiRequest } from '@/lib/api-client';
import { pageSizeOf } from '@/lib/pagination';
import { transactionKeys } from '@/lib/query-keys/staff';
import { type ListSearch, toListQuery, toSearchParams } from '../lib/list-search';

/** The API's largest page: "all" rows arrive in chunks of this size. */
export const MAX_LIMIT = 1000;

export function listPath(scope: TransactionScope, deleted: boolean, query: TransactionListQuery): string {
  const search = toSearchParams(query).toString();
  return `/plugins/${scope}/${deleted ? 'deleted_transaction' : 'transaction'}${search ? `?${search}` : ''}`;
}

async function fetchAll(
  scope: TransactionScope,
  deleted: boolean,
  query: TransactionListQuery,
  signal: AbortSignal,
): Promise<TransactionPage> {
  const results: TransactionRow[] = [];
  // Follow `next` rather than the count: a capped count (count_exact false) is not the end.
  for (;;) {
    const page = await apiRequest<TransactionPage>(
      listPath(scope, deleted, { ...query, limit: MAX_LIMIT, offset: results.length }),
      { signal },
    );
    results.push(...page.results);
    if (!page.next || !page.results.length) break;
  }
  return { count: results.length, count_exact: true, next: null, previous: null, results };
}

/**
 * One page of a scope's transactions (or its deleted ones). Labels and action names come in
 * the request language, so the cache is per language; the previous page stays on screen
 * while the next one loads.
 */
export const listQuery = (scope: TransactionScope, deleted: boolean, search: ListSearch, lang: string) => {
  const query = toListQuery(search);
  return queryOptions({
    queryKey: transactionKeys.list(scope, deleted, { ...query, per_page: pageSizeOf(search) }, lang),
    queryFn: ({ signal }) =>
      pageSizeOf(search) === 'all'
        ? fetchAll(scope, deleted, query, signal)
        : apiRequest<TransactionPage>(listPath(scope, deleted, query), { signal }),
    placeholderData: keepPreviousData,
  });
};
