import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Paginated } from '@/domain/contracts/common';
import type { RecentTransaction } from '@/domain/contracts/dashboard';
import type { TransactionAction } from '@/domain/contracts/transactions';
import type { ActivityEntry } from '@/domain/contracts/users';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys, transactionKeys, userKeys } from '@/lib/query-keys/staff';

/** Action names arrive in the request language. */
export const recentOrdersQuery = (lang: string) =>
  queryOptions({
    queryKey: dashboardKeys.recentOrders(lang),
    queryFn: ({ signal }) => apiRequest<RecentTransaction[]>('/dashboard/recent_orders', { signal }),
    staleTime: 30_000,
  });

export const RECENT_ACTIONS_COUNT = 5;

/** The newest staff actions: the first page of the Activity history's own list (same key, same cache). */
export const recentActionsQuery = () => {
  const params = { limit: RECENT_ACTIONS_COUNT, offset: 0 };
  return queryOptions({
    queryKey: userKeys.actions(params),
    queryFn: ({ signal }) => apiRequest<Paginated<ActivityEntry>>('/user/actions', { query: params, signal }),
    staleTime: 0,
  });
};

/** SPEC 7.5: a row action calls its own url with its own method. */
export const runAction = (action: TransactionAction) =>
  apiRequest<{ message?: string } | undefined>(action.url.replace(/^\/api\/v1/, ''), {
    method: action.method,
  });

/** After an action the recent lists, the statistics and every transaction list may have changed. */
export function useRunAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAction,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.actionPages }),
        queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
      ]),
  });
}
