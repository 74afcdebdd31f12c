import { useMutation } from '@tanstack/react-query';
import type { TemplateType, UploadSuccess } from '@/domain/contracts/kitchen';
import { apiUpload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { FOOD_API } from './orders';

export const templatePath = (type: TemplateType) => `${FOOD_API}/upload/product/template?type=${type}`;

/**
 * Downloads a file the API serves behind the staff token (a template or an error report) and
 * hands it to the browser; a plain link would arrive without the token.
 */
export async function downloadApiFile(url: string, fallbackName: string): Promise<void> {
  const { apiDownload } = await import('@/lib/api-download');
  const parsed = new URL(url, window.location.origin);
  const path = parsed.pathname.replace(/^\/api\/v1/, '');
  const { blob, filename } = await apiDownload(path, { query: Object.fromEntries(parsed.searchParams) });
  saveFile(blob, filename ?? fallbackName);
}

export const useProductUpload = () =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiUpload<UploadSuccess>(`${FOOD_API}/upload/product`, form);
    },
  });
