import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderPlan } from '@/domain/bulk-reminders';
import type {
  BulkReminders,
  BulkTransactionLog,
  BulkTransactionLogPage,
  LinkChannel,
} from '@/domain/contracts/bulk-logs';
import { apiRequest } from '@/lib/api-client';
import { pageQueryOf } from '@/lib/pagination';
import { bulkKeys } from '@/lib/query-keys/bulk';
import type { TransactionLogSearch } from '../lib/bulk-search';

const UPLOADS = '/plugins/bulk/uploads';

const logsUrl = (uploadId: string, dispatchId: number) =>
  `${UPLOADS}/${uploadId}/dispatch-logs/${dispatchId}/transaction-logs`;

/** One page of a dispatch's transaction log; the previous page stays while the next loads. */
export const transactionLogsQuery = (uploadId: string, dispatchId: number, search: TransactionLogSearch) => {
  const query = pageQueryOf(search);
  return queryOptions({
    queryKey: bulkKeys.transactionLogs(uploadId, dispatchId, query),
    queryFn: ({ signal }) =>
      apiRequest<BulkTransactionLogPage>(logsUrl(uploadId, dispatchId), { query, signal }),
    placeholderData: keepPreviousData,
  });
};

/** Queues a row's link again; the log is read again so its statuses follow. */
export function useResendLink(uploadId: string, dispatchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rowId, channels }: { rowId: number; channels: LinkChannel[] }) =>
      apiRequest<BulkTransactionLog>(`${logsUrl(uploadId, dispatchId)}/${rowId}/resend`, {
        method: 'POST',
        body: { channels },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulkKeys.all }),
  });
}

export const remindersQuery = (uploadId: string) =>
  queryOptions({
    queryKey: bulkKeys.reminders(uploadId),
    queryFn: ({ signal }) => apiRequest<BulkReminders>(`${UPLOADS}/${uploadId}/reminders`, { signal }),
  });

/** Sets the upload's reminders (a plan) or stops them (null). */
export function useSaveReminders(uploadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: ReminderPlan | null) =>
      apiRequest<BulkReminders>(`${UPLOADS}/${uploadId}/reminders`, {
        method: plan ? 'PUT' : 'DELETE',
        ...(plan ? { body: plan } : {}),
      }),
    onSuccess: (answer) => queryClient.setQueryData(bulkKeys.reminders(uploadId), answer),
  });
}
