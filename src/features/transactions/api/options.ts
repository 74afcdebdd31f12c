import { queryOptions } from '@tanstack/react-query';
import type { TransactionListOptions, TransactionScope } from '@/domain/contracts/transactions';
import { apiRequest } from '@/lib/api-client';
import { transactionKeys } from '@/lib/query-keys/staff';

/** Filter choices, active fields and what the user may do; labels follow the request language. */
export const listOptionsQuery = (scope: TransactionScope, lang: string) =>
  queryOptions({
    queryKey: transactionKeys.options(scope, lang),
    queryFn: ({ signal }) =>
      apiRequest<TransactionListOptions>(`/plugins/${scope}/transaction`, { method: 'OPTIONS', signal }),
    staleTime: 60_000,
  });
