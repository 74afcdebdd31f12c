import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkKind } from '@/domain/bulk-rows';
import type {
  BulkErrorPage,
  BulkRow,
  BulkUpload,
  BulkUploadDetail,
  BulkUploadPage,
} from '@/domain/contracts/bulk';
import { apiRequest } from '@/lib/api-client';
import { apiDownload } from '@/lib/api-download';
import { pageQueryOf } from '@/lib/pagination';
import { bulkKeys } from '@/lib/query-keys/bulk';
import { saveFile } from '@/lib/save-file';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import type { RowsSearch, UploadsSearch } from '../lib/bulk-search';

const UPLOADS = '/plugins/bulk/uploads';
export type FileFormat = 'csv' | 'xlsx';
export const ERROR_PAGE_SIZE = 20;
export const DISPATCH_POLL_MS = 1500;

/** States the server moves on from by itself: a page showing one reads the upload again. */
const MOVING = new Set<BulkUpload['state']>(['validating', 'dispatching']);

/** One page of the merchant's uploads, newest first; the previous page stays while the next loads. */
export const uploadsQuery = (search: UploadsSearch) => {
  const query = pageQueryOf(search);
  return queryOptions({
    queryKey: bulkKeys.uploads(query),
    queryFn: ({ signal }) => apiRequest<BulkUploadPage>(UPLOADS, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.results.some((upload) => MOVING.has(upload.state)) ? DISPATCH_POLL_MS : false,
  });
};

/** An upload with one page of its rows. */
export const uploadQuery = (id: string, search: RowsSearch) => {
  const { valid, ...paged } = pageQueryOf(search);
  const query = valid === undefined ? paged : { ...paged, valid: String(valid) };
  return queryOptions({
    queryKey: bulkKeys.upload(id, query),
    queryFn: ({ signal }) => apiRequest<BulkUploadDetail>(`${UPLOADS}/${id}`, { query, signal }),
    placeholderData: keepPreviousData,
    // A file's check and a dispatch run in the background: their progress is read until they end.
    refetchInterval: (current) =>
      current.state.data && MOVING.has(current.state.data.state) ? DISPATCH_POLL_MS : false,
  });
};

/** A page of the error table: one line per bad cell. */
export const errorTableQuery = (id: string, page: number) => {
  const query = { limit: ERROR_PAGE_SIZE, offset: (page - 1) * ERROR_PAGE_SIZE };
  return queryOptions({
    queryKey: bulkKeys.errors(id, query),
    queryFn: ({ signal }) => apiRequest<BulkErrorPage>(`${UPLOADS}/${id}/errors`, { query, signal }),
    placeholderData: keepPreviousData,
  });
};

const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** A new upload: the file, checked row by row by the server after it answers; progress 0–100 while it is sent. */
export function useUploadFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: File; kind: BulkKind; onProgress: (percent: number) => void }) =>
      uploadWithProgress<BulkUpload>({
        method: 'POST',
        path: `${UPLOADS}?kind=${input.kind}`,
        form: fileForm(input.file),
        onProgress: input.onProgress,
      }),
    // Not awaited: the lists read again while the server checks the file, and the upload's page
    // (where its progress is) should open at once rather than after them.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bulkKeys.all });
    },
  });
}

/** A corrected file in place of an upload's rows, all or nothing. */
export function useReimportFile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: File; onProgress: (percent: number) => void }) =>
      uploadWithProgress<BulkUpload>({
        method: 'PUT',
        path: `${UPLOADS}/${id}/file`,
        form: fileForm(input.file),
        onProgress: input.onProgress,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulkKeys.all }),
  });
}

export function useEditRow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { rowId: number; cells: Record<string, string> }) =>
      apiRequest<BulkRow>(`${UPLOADS}/${id}/rows/${input.rowId}`, {
        method: 'PATCH',
        body: { cells: input.cells },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulkKeys.all }),
  });
}

export function useDeleteRow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rowId: number) =>
      apiRequest<unknown>(`${UPLOADS}/${id}/rows/${rowId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulkKeys.all }),
  });
}

async function download(path: string, query: Record<string, string>, fallback: string) {
  const file = await apiDownload(path, { query });
  saveFile(file.blob, file.filename ?? fallback);
}

export const downloadSample = (kind: BulkKind, fields: 'required' | 'all', format: FileFormat) =>
  download(
    '/plugins/bulk/samples',
    { kind, fields, file_format: format },
    `bulk-${kind}-${fields}.${format}`,
  );

export const downloadErrorReport = (id: string, format: FileFormat) =>
  download(`${UPLOADS}/${id}/error-report`, { file_format: format }, `bulk-errors.${format}`);
