import { ApiError, failure, type RequestOptions, sendAuthorized } from './api-client';

// Apart from api-client.ts so the entry chunk (login, pay) does not carry it: only exports use it.

export interface DownloadProgress {
  /** Bytes received so far. */
  bytes: number;
  /** Content-Length when the server sent one (streamed files usually do not). */
  totalBytes: number | null;
  /** Newlines received so far: rows written, for line-based files such as CSV. */
  lines: number;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, when the server named the file. */
  filename: string | null;
  /** X-Export-Rows: how many rows the file holds, sent before the first byte. */
  rows: number | null;
}

function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/**
 * GETs a file through the same auth, refresh and error handling, reading the body as it
 * streams so the page can show progress; `onStart` gets the row count before the first byte.
 */
export async function apiDownload(
  path: string,
  options: Pick<RequestOptions, 'query' | 'signal'> & {
    onStart?: (rows: number | null) => void;
    onProgress?: (progress: DownloadProgress) => void;
  } = {},
): Promise<DownloadedFile> {
  const request: RequestOptions = {
    query: options.query,
    signal: options.signal,
    headers: { Accept: '*/*' },
  };
  const response = await sendAuthorized(path, request);
  if (!response.ok) throw await failure(response, request);
  const rowsHeader = response.headers.get('X-Export-Rows');
  const rows = rowsHeader !== null && /^\d+$/.test(rowsHeader) ? Number(rowsHeader) : null;
  options.onStart?.(rows);
  const lengthHeader = response.headers.get('Content-Length');
  const totalBytes = lengthHeader !== null && /^\d+$/.test(lengthHeader) ? Number(lengthHeader) : null;
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const filename = filenameOf(response.headers.get('Content-Disposition'));
  if (!response.body) return { blob: await response.blob(), filename, rows };
  const chunks: BlobPart[] = [];
  const progress: DownloadProgress = { bytes: 0, totalBytes, lines: 0 };
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      progress.bytes += value.byteLength;
      for (const byte of value) if (byte === 10) progress.lines += 1;
      options.onProgress?.({ ...progress });
    }
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, {}, (error as Error).message || 'Network error');
  }
  return { blob: new Blob(chunks, { type }), filename, rows };
}
