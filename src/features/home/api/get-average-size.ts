import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AverageTransactionSize } from '@/domain/contracts/dashboard';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys } from '@/lib/query-keys/staff';

/** Monthly average paid transaction per currency for one year; the last year stays shown while the next loads. */
export const averageSizeQuery = (year: number) =>
  queryOptions({
    queryKey: dashboardKeys.averageSize(year),
    queryFn: ({ signal }) =>
      apiRequest<AverageTransactionSize>('/dashboard/avg_txn_size', { query: { year }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
