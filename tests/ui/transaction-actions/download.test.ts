import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { apiDownload, type DownloadProgress } from '@/lib/api-download';
import { storeTokens } from '@/lib/auth-storage';

/** The export endpoint is the boundary: it streams a body in chunks with the export's headers. */
function streamFrom(chunks: string[], headers: Record<string, string>, status = 200) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers });
}

afterEach(() => vi.unstubAllGlobals());

describe('streamed export download', () => {
  it('reports rows up front and progress as lines arrive, then names the file', async () => {
    storeTokens({ access: 'a', refresh: 'r' });
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return streamFrom(['Transaction ID,State\n', 'a,Paid\nb,Paid\n', 'c,Failed\n'], {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="transactions-bulk-2026-03-01.csv"',
        'X-Export-Rows': '3',
      });
    });
    let rows: number | null = null;
    const seen: DownloadProgress[] = [];
    const file = await apiDownload('/plugins/bulk/transaction/export', {
      query: { file_format: 'csv', state: ['paid', 'failed'] },
      onStart: (count) => {
        rows = count;
      },
      onProgress: (progress) => seen.push(progress),
    });

    expect(urls[0]).toBe('/api/v1/plugins/bulk/transaction/export?file_format=csv&state=paid&state=failed');
    expect(rows).toBe(3);
    expect(seen.map((progress) => progress.lines)).toEqual([1, 3, 4]);
    expect(seen.at(-1)?.totalBytes).toBeNull();
    expect(file.filename).toBe('transactions-bulk-2026-03-01.csv');
    expect(await file.blob.text()).toBe('Transaction ID,State\na,Paid\nb,Paid\nc,Failed\n');
  });

  it("turns a refusal into the API's error with its message", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ message: 'You do not have permission to export.' }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const failure = await apiDownload('/plugins/bulk/transaction/export').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(403);
    expect((failure as ApiError).body.message).toBe('You do not have permission to export.');
  });
});
