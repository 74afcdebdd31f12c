import type { TransactionExportQuery } from '@/domain/contracts/transaction-export';
import type { TransactionScope } from '@/domain/contracts/transactions';
import { apiDownload, type DownloadedFile, type DownloadProgress } from '@/lib/api-download';

/**
 * Streams the export of the list's current filters (no paging: every matching row), or of
 * the selected ids, through the client so auth and progress work like any other call.
 */
export function downloadExport(
  scope: TransactionScope,
  { limit: _limit, offset: _offset, ...query }: TransactionExportQuery,
  handlers: {
    signal?: AbortSignal;
    onStart?: (rows: number | null) => void;
    onProgress?: (progress: DownloadProgress) => void;
  },
): Promise<DownloadedFile> {
  return apiDownload(`/plugins/${scope}/transaction/export`, { query: { ...query }, ...handlers });
}
