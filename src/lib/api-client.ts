import type { RefreshResponse } from '@/domain/contracts/auth';
import type { ApiErrorBody } from '@/domain/contracts/common';
import { ENROLMENT_REQUIRED_HEADER } from '@/domain/two-factor-enrolment';
import { clearSession, getAccessToken, getRefreshToken, storeTokens } from './auth-storage';
import { currentLang } from './i18n';
import { setLocked } from './locked-state';

const BASE = '/api/v1';

/** Every failed call becomes this one error: the status plus the API's error body (ARCHITECTURE.md). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody, text: string) {
    super(text);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** status 0: the request never reached the server (offline, DNS, CORS). */
export const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'OPTIONS';
  body?: unknown;
  /** Arrays become repeated parameters (?state=paid&state=failed), as the list filters expect. */
  query?: Record<string, string | number | readonly string[] | undefined>;
  signal?: AbortSignal;
  /** Extra request headers, e.g. Idempotency-Key on pay, refund and capture. */
  headers?: Record<string, string>;
  /** The page shows a 423 (payments paused) in its own frame instead of the app-wide locked screen. */
  showsOwnPause?: boolean;
}

let sessionEndHandler: () => void = () => {};
/** The app decides where a signed-out user goes; the client only reports it. */
export function onSessionEnd(handler: () => void): void {
  sessionEndHandler = handler;
}

let enrolmentHandler: () => void = () => {};
/** Likewise where a user goes whom the merchant now requires to set up two-factor sign-in first. */
export function onEnrolmentRequired(handler: () => void): void {
  enrolmentHandler = handler;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${BASE}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLang(),
    ...options.headers,
  };
  const multipart = options.body instanceof FormData;
  // The browser writes a multipart Content-Type itself: it has to carry the boundary.
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: multipart
        ? (options.body as FormData)
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, {}, (error as Error).message || 'Network error');
  }
}

let refreshing: Promise<boolean> | undefined;

/**
 * Tabs share one refresh token, and the server treats a second use of it as theft. The
 * browser-wide lock lets one tab refresh at a time; a tab that waited finds the tokens the
 * other stored and uses them instead of spending the old refresh token again.
 */
function acrossTabs<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('gulfpay-token-refresh', run) : run();
}

/** One refresh at a time: parallel 401s wait for the same rotation instead of racing it. */
function refreshTokens(staleAccess: string): Promise<boolean> {
  refreshing ??= acrossTabs(async () => {
    const current = getAccessToken();
    if (current !== null && current !== staleAccess) return true;
    const refresh = getRefreshToken();
    if (!refresh) return false;
    const response = await send('/user/token/refresh/', { method: 'POST', body: { refresh } }, null).catch(
      () => undefined,
    );
    if (!response?.ok) return false;
    storeTokens((await response.json()) as RefreshResponse);
    return true;
  }).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/**
 * Sends with the access token, refreshing it once on a 401; a second 401 ends the session. A 403
 * marked as the merchant's two-factor requirement (set mid-session, or after an owner's reset)
 * reports it at once, whichever call met it. Exported (with `failure`) only for api-download.ts, which streams files outside every first load.
 */
export function sendAuthorized(path: string, options: RequestOptions): Promise<Response> {
  return withAccessToken(
    (token) => send(path, options, token),
    (response) => response.headers.has(ENROLMENT_REQUIRED_HEADER),
  );
}

/**
 * The token handling of sendAuthorized around any way of sending: image uploads go through
 * XMLHttpRequest, the one browser API that reports upload progress, and share it from here.
 */
export async function withAccessToken<T extends { status: number }>(
  attempt: (token: string | null) => Promise<T>,
  enrolmentRequired: (answer: T) => boolean,
): Promise<T> {
  const token = getAccessToken();
  let answer = await attempt(token);
  if (answer.status === 401 && token) {
    if (await refreshTokens(token)) {
      answer = await attempt(getAccessToken());
    }
    if (answer.status === 401) {
      clearSession();
      sessionEndHandler();
    }
  }
  if (answer.status === 403 && enrolmentRequired(answer)) enrolmentHandler();
  return answer;
}

export async function failure(response: Response, options: RequestOptions): Promise<ApiError> {
  const body = await readBody(response);
  const errorBody = (body && typeof body === 'object' ? body : {}) as ApiErrorBody;
  if (response.status === 423 && !options.showsOwnPause)
    setLocked(typeof errorBody.message === 'string' ? errorBody.message : '');
  return new ApiError(response.status, errorBody, response.statusText || `HTTP ${response.status}`);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await sendAuthorized(path, options);
  if (!response.ok) throw await failure(response, options);
  return (await readBody(response)) as T;
}

/** POSTs a multipart form (file uploads) through the same auth, refresh and error handling. */
export function apiUpload<T>(path: string, form: FormData, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(path, { method: 'POST', body: form, signal });
}
