import type { BookingListQuery } from '@/domain/contracts/bookings';
import type { Lang } from '@/domain/contracts/common';
import { apiDownload, type DownloadedFile } from '@/lib/api-download';
import { EVENT_API } from './bookings';

export type BookingExportFormat = 'csv' | 'xls';

/** The export of every booking under the list's filters (no paging), in one language. */
export function downloadBookings(
  query: BookingListQuery,
  format: BookingExportFormat,
  language: Lang,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  const { limit: _limit, offset: _offset, ...filters } = query;
  return apiDownload(`${EVENT_API}/booking/export`, {
    query: { ...filters, file_format: format, language },
    signal,
  });
}
