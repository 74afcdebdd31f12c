import { queryOptions } from '@tanstack/react-query';
import type { Paginated } from '@/domain/contracts/common';
import type { TransactionDetail, TransactionScope } from '@/domain/contracts/transactions';
import type { ActivityEntry } from '@/domain/contracts/users';
import { apiRequest } from '@/lib/api-client';
import { transactionKeys } from '@/lib/query-keys/staff';

/** One transaction, or one deleted transaction; labels and actions come in the request language. */
export const detailQuery = (scope: TransactionScope, deleted: boolean, id: string, lang: string) =>
  queryOptions({
    queryKey: transactionKeys.detail(scope, deleted, id, lang),
    queryFn: ({ signal }) =>
      apiRequest<TransactionDetail>(
        `/plugins/${scope}/${deleted ? 'deleted_transaction' : 'transaction'}/${encodeURIComponent(id)}`,
        { signal },
      ),
  });

export const ACTIVITY_PAGE_SIZE = 10;

/**
 * The staff actions recorded against this transaction, newest first: the activity log
 * filtered by the transaction id it names.
 */
export const transactionActivityQuery = (id: string, lang: string) =>
  queryOptions({
    queryKey: transactionKeys.activity(id, lang),
    queryFn: ({ signal }) =>
      apiRequest<Paginated<ActivityEntry>>('/user/actions', {
        query: { limit: ACTIVITY_PAGE_SIZE, offset: 0, transaction_id: id },
        signal,
      }),
    staleTime: 0,
  });
