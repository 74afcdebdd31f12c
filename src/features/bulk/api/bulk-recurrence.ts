import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkWithdrawal } from '@/domain/contracts/bulk-recurrence';
import { apiRequest } from '@/lib/api-client';
import { bulkKeys } from '@/lib/query-keys/bulk';

const UPLOADS = '/plugins/bulk/uploads';

/** The links a withdrawal reaches: the upload's, or one dispatch's (an occurrence's). */
const withdrawPath = (id: string, dispatchId?: number) =>
  dispatchId === undefined
    ? `${UPLOADS}/${id}/withdraw`
    : `${UPLOADS}/${id}/dispatch-logs/${dispatchId}/withdraw`;

/** What withdrawing would do now, read when the confirmation opens (never kept: states move). */
export const withdrawPreviewQuery = (id: string, dispatchId?: number) =>
  queryOptions({
    queryKey: [...bulkKeys.all, 'withdraw', id, dispatchId ?? 'all'],
    queryFn: ({ signal }) => apiRequest<BulkWithdrawal>(withdrawPath(id, dispatchId), { signal }),
    gcTime: 0,
    staleTime: 0,
  });

export function useWithdraw(id: string, dispatchId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<BulkWithdrawal>(withdrawPath(id, dispatchId), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulkKeys.all }),
  });
}

/** Stops the upload's recurrence, or one row's series when a row id is given. */
export function useStopRecurrence(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rowId?: number) =>
      apiRequest<void>(
        rowId === undefined
          ? `${UPLOADS}/${id}/stop-recurrence`
          : `${UPLOADS}/${id}/rows/${rowId}/stop-recurrence`,
        { method: 'POST' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulkKeys.all }),
  });
}
