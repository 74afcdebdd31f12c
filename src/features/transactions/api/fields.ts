import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransactionFieldConfig, UpdateTransactionFieldsRequest } from '@/domain/contracts/transactions';
import type { PluginKind } from '@/domain/plugins';
import { apiRequest } from '@/lib/api-client';
import { transactionKeys } from '@/lib/query-keys/staff';

const path = (plugin: PluginKind) => `/plugins/${plugin}/transaction/fields`;

/** Every field of a plugin's list with the merchant's labels, visibility and order (SPEC 3). */
export const fieldsQuery = (plugin: PluginKind) =>
  queryOptions({
    queryKey: transactionKeys.fields(plugin),
    queryFn: ({ signal }) => apiRequest<TransactionFieldConfig[]>(path(plugin), { signal }),
  });

/**
 * Saves the table headers; the plugin's lists, options (active fields) and the all-plugins
 * list follow at once.
 */
export function useUpdateFields(plugin: PluginKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTransactionFieldsRequest) =>
      apiRequest<TransactionFieldConfig[]>(path(plugin), { method: 'PATCH', body }),
    onSuccess: async (fields) => {
      if (Array.isArray(fields)) queryClient.setQueryData(transactionKeys.fields(plugin), fields);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: transactionKeys.scope(plugin) }),
        queryClient.invalidateQueries({ queryKey: transactionKeys.scope('all') }),
      ]);
    },
  });
}
