import type { ApiErrorBody } from '@/domain/contracts/common';
import type { BulkActionResponse } from '@/domain/contracts/transaction-actions';
import type { ActionValue } from '@/domain/contracts/transactions';
import { ApiError, isNetworkError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import type { TFunction } from '@/lib/i18n-runtime';

const API_PREFIX = '/api/v1';

/** Action urls name the API path; the client adds /api/v1 itself, so a full path loses it. */
export function apiPath(url: string): string {
  const path = url.startsWith('http') ? new URL(url).pathname : url;
  return path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length) : path;
}

export type MoneyActionValue = Extract<ActionValue, 'refund' | 'capture' | 'void'>;

/** Actions that move money open the two-step amount dialog (SPEC 4). */
export const isMoneyAction = (value: ActionValue): value is MoneyActionValue =>
  value === 'refund' || value === 'capture' || value === 'void';

/** Actions that cannot be taken back without another step ask "Are you sure?" first. */
export const needsConfirmation = (value: ActionValue): boolean =>
  value === 'delete' || value === 'refund' || value === 'capture' || value === 'void';

function bodyDetails(body: ApiErrorBody, fallback: string): string {
  return Object.keys(body).length > 0 ? JSON.stringify(body) : fallback;
}

/**
 * SPEC 8 row and table action failures: the server's message (or first field message),
 * else "Unexpected error: " with what the server sent.
 */
export function actionErrorText(error: unknown, t: TFunction): string {
  if (isNetworkError(error)) return t('errors:network');
  if (error instanceof ApiError) {
    const message = errorMessage(error.body, '');
    if (message) return message;
    return t('transaction-actions:unexpected_with', { details: bodyDetails(error.body, error.message) });
  }
  const details = error instanceof Error ? error.message : String(error);
  return t('transaction-actions:unexpected_with', { details });
}

/** SPEC 8 refund/capture dialog: 400 and 403 show the server's message, anything else is unexpected. */
export function moneyDialogErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 403)) {
    return errorMessage(error.body, t('transaction-actions:unexpected'));
  }
  if (isNetworkError(error)) return t('errors:network');
  const details =
    error instanceof ApiError ? bodyDetails(error.body, error.message) : (error as Error)?.message || '';
  return t('transaction-actions:unexpected_with', { details });
}

export interface Outcome {
  type: 'success' | 'warning';
  message: string;
}

/** A 207 (some ids failed) is orange "Applied partially"; all applied is green (SPEC 8). */
export function bulkOutcome(response: BulkActionResponse, t: TFunction): Outcome {
  const partial = response.results.some((result) => !result.ok);
  const fallback = t(partial ? 'transaction-actions:applied_partially' : 'transaction-actions:applied');
  return { type: partial ? 'warning' : 'success', message: response.message || fallback };
}

/** Row actions: the server's message, else "Applied successfully". */
export const rowSuccessText = (response: { message?: string } | undefined, t: TFunction): string =>
  response?.message || t('transaction-actions:applied');
