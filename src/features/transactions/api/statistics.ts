import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CurrencyStatistics, TransactionScope } from '@/domain/contracts/transactions';
import { apiRequest } from '@/lib/api-client';
import { transactionKeys } from '@/lib/query-keys/staff';
import { type ListSearch, toFilterQuery, toSearchParams } from '../lib/list-search';

/** "Total generated", "Total received", "Net balance" per currency, under the list's filters. */
export const statisticsQuery = (scope: TransactionScope, search: ListSearch) => {
  const query = toFilterQuery(search);
  const params = toSearchParams(query).toString();
  return queryOptions({
    queryKey: transactionKeys.statistics(scope, query),
    queryFn: ({ signal }) =>
      apiRequest<CurrencyStatistics[]>(`/plugins/${scope}/currency_statistics${params ? `?${params}` : ''}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
};
