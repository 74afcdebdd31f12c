import type { ApiErrorBody } from '@/domain/contracts/common';
import { ENROLMENT_REQUIRED_HEADER } from '@/domain/two-factor-enrolment';
import { ApiError, withAccessToken } from './api-client';
import { currentLang } from './i18n';

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

interface Upload {
  method: 'POST' | 'PUT';
  /** Under /api/v1, as the API client's paths are. */
  path: string;
  form: FormData;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/** One send of the form; status 0 when the request never reached the server. */
function send({ method, path, form, onProgress, signal }: Upload, token: string | null) {
  return new Promise<Answer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api/v1${path}`);
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
 * Sends a multipart form through XMLHttpRequest, the one browser API that reports upload
 * progress (0–100 to `onProgress`), with the token handling of every other call. Fails with
 * the API client's ApiError, whose body holds the server's message in the user's language.
 */
export async function uploadWithProgress<T>(upload: Upload): Promise<T> {
  const answer = await withAccessToken(
    (token) => send(upload, token),
    (sent) => sent.enrolmentRequired,
  );
  if (answer.status >= 200 && answer.status < 300) return answer.body as T;
  const body = (answer.body && typeof answer.body === 'object' ? answer.body : {}) as ApiErrorBody;
  throw new ApiError(answer.status, body, `HTTP ${answer.status}`);
}
