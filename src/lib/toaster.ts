import type { ApiErrorBody } from '@/domain/contracts/common';
import { ApiError, isNetworkError } from './api-client';
import { errorMessage } from './error-message';
import { i18n } from './i18n';

/**
 * Toasts are rare, and Chakra's toast machinery is ~15 KB gzipped, so it loads with the
 * first toast instead of with every page (login's 180 KB budget). The root layout mounts
 * the toast region once `toastsRequested()` turns true.
 */
let requested = false;
const listeners = new Set<() => void>();

export const toastsRequested = () => requested;
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(type: 'success' | 'warning' | 'error', description: string): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import('./toast-store').then(({ toaster }) => toaster.create({ type, description, closable: true }));
}

export function notifySuccess(message: string): void {
  show('success', message);
}

/** Orange: a bulk action applied to some of the rows only (SPEC 8 "Applied partially"). */
export function notifyWarning(message: string): void {
  show('warning', message);
}

/** What a failure says to the person, in a toast or in the dialog it happened in (SPEC 8 rule lives in errorMessage). */
export function errorText(error: unknown): string {
  const body: ApiErrorBody | undefined = error instanceof ApiError ? error.body : undefined;
  const fallback = isNetworkError(error)
    ? i18n.t('errors:network')
    : error instanceof Error && error.message
      ? error.message
      : i18n.t('errors:unexpected');
  return errorMessage(body, fallback);
}

/** The one way a failure reaches the person as a toast. */
export function notifyError(error: unknown): void {
  show('error', errorText(error));
}
