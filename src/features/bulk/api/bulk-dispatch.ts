import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkState } from '@/domain/bulk-rows';
import type { BulkUpload } from '@/domain/contracts/bulk';
import type { BulkDispatchLogPage } from '@/domain/contracts/bulk-dispatch';
import type { BulkDispatchOptions } from '@/domain/contracts/bulk-recurrence';
import { apiRequest } from '@/lib/api-client';
import { bulkKeys } from '@/lib/query-keys/bulk';

const UPLOADS = '/plugins/bulk/uploads';

/**
 * The upload's dispatches, newest first. Keyed by the upload's state (`any` on the log's own
 * page), so the upload's page reads the log again when a dispatch starts and when it ends.
 */
export const dispatchLogsQuery = (id: string, state: BulkState | 'any') =>
  queryOptions({
    queryKey: bulkKeys.dispatchLogs(id, state),
    queryFn: ({ signal }) =>
      apiRequest<BulkDispatchLogPage>(`${UPLOADS}/${id}/dispatch-logs`, { query: { limit: 50 }, signal }),
  });

/** Starts dispatching the upload; the server answers at once and works in the background. */
export function useDispatchUpload(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options?: BulkDispatchOptions) =>
      apiRequest<BulkUpload>(`${UPLOADS}/${id}/dispatch`, { method: 'POST', body: options }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulkKeys.all }),
  });
}
