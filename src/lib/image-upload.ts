import type { ImageUploadResponse } from '@/domain/contracts/images';
import type { ImageKind } from '@/domain/images';
import { uploadWithProgress } from './upload-with-progress';

/** The types the pipeline takes, for the file picker's filter (the server judges the bytes). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

/** Uploads an image for `kind`, reporting progress 0–100 to `onProgress`. */
export function uploadImage(
  file: Blob,
  kind: ImageKind,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<ImageUploadResponse> {
  const form = new FormData();
  // The kind first: the server checks it before reading the file.
  form.append('kind', kind);
  form.append('file', file);
  return uploadWithProgress<ImageUploadResponse>({
    method: 'POST',
    path: '/admin/images',
    form,
    onProgress,
    signal,
  });
}
