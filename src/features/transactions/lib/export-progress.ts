import type { Lang } from '@/domain/contracts/common';
import { formatNumber } from '@/domain/number-formats';
import type { DownloadProgress } from '@/lib/api-download';

export interface ExportProgressView {
  /** 0–100 when the end is known, else null (an indeterminate bar). */
  percent: number | null;
  /** Rows written so far, when the file is line-based and the count was announced. */
  rowsDone: number | null;
}

/**
 * What the progress bar can honestly show: a CSV has one line per row (after the header),
 * so its newlines count rows against X-Export-Rows; otherwise bytes against Content-Length
 * when sent; a streamed workbook has neither and shows bytes received only.
 */
export function exportProgress(
  format: 'csv' | 'xlsx',
  rows: number | null,
  progress: DownloadProgress,
): ExportProgressView {
  if (format === 'csv' && rows !== null) {
    const rowsDone = Math.min(Math.max(progress.lines - 1, 0), rows);
    return { percent: rows === 0 ? 100 : Math.floor((rowsDone / rows) * 100), rowsDone };
  }
  if (progress.totalBytes) {
    return {
      percent: Math.min(100, Math.floor((progress.bytes / progress.totalBytes) * 100)),
      rowsDone: null,
    };
  }
  return { percent: null, rowsDone: null };
}

/** A size a person reads: kB below a megabyte, else MB with one decimal. */
export function formatBytes(bytes: number, lang: Lang): string {
  const megabytes = bytes >= 1_000_000;
  return formatNumber(megabytes ? bytes / 1_000_000 : bytes / 1000, lang, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  });
}

/** A file name for the download when the server did not send one. */
export function fallbackFilename(scope: string, format: 'csv' | 'xlsx', now = new Date()): string {
  return `transactions-${scope}-${now.toISOString().slice(0, 10)}.${format}`;
}
