import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TransactionScope } from '@/domain/contracts/transactions';
import { dashboardKeys, transactionKeys } from '@/lib/query-keys/staff';

/**
 * After any action the row may have moved (state, amounts, deleted): the scope's lists,
 * details and statistics, the all-plugins list and the home page's recent orders refetch.
 */
export function useInvalidateTransactions(scope: TransactionScope): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: transactionKeys.scope(scope) }),
      queryClient.invalidateQueries({ queryKey: transactionKeys.scope('all') }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);
  }, [queryClient, scope]);
}
