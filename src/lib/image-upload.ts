import type { ApiErrorBody } from '@/domain/contracts/common';
import type { ImageUploadResponse } from '@/domain/contracts/images';
import type { ImageKind } from '@/domain/images';
import { ENROLMENT_REQUIRED_HEADER } from '@/domain/two-factor-enrolment';
import { ApiError, withAccessToken } from './api-client';
import { currentLang } from './i18n';

/** The types the pipeline takes, for the file picker's filter (the server judges the bytes). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

interface Answer {
  status: number;
  body: unknown;
  enrolmentRequired: boolean;
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

/** One POST of the form; status 0 when the request never reached the server. */
function post(
  form: FormData,
  token: string | null,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
) {
  return new Promise<Answer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v1/admin/images');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLang());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        body: parse(xhr.responseText),
        enrolmentRequired: xhr.getResponseHeader(ENROLMENT_REQUIRED_HEADER) !== null,
      });
    xhr.onerror = () => resolve({ status: 0, body: {}, enrolmentRequired: false });
    xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * Uploads an image for `kind` through XMLHttpRequest, the one browser API that reports upload
 * progress (0–100 to `onProgress`), with the token handling of every other call. Fails with
 * the API client's ApiError, whose body holds the server's message in the user's language.
 */
export async function uploadImage(
  file: Blob,
  kind: ImageKind,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<ImageUploadResponse> {
  const form = new FormData();
  // The kind first: the server checks it before reading the file.
  form.append('kind', kind);
  form.append('file', file);
  const answer = await withAccessToken(
    (token) => post(form, token, onProgress, signal),
    (sent) => sent.enrolmentRequired,
  );
  if (answer.status === 201) return answer.body as ImageUploadResponse;
  const body = (answer.body && typeof answer.body === 'object' ? answer.body : {}) as ApiErrorBody;
  throw new ApiError(answer.status, body, `HTTP ${answer.status}`);
}
