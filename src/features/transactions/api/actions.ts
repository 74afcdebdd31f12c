import type { MessageResponse } from '@/domain/contracts/common';
import type { MoneyActionResponse } from '@/domain/contracts/payments';
import type { BulkActionResponse } from '@/domain/contracts/transaction-actions';
import type { TransactionAction } from '@/domain/contracts/transactions';
import { apiRequest } from '@/lib/api-client';
import { apiPath } from '../lib/action-rules';

type Callable = Pick<TransactionAction, 'url' | 'method'>;

/** Email, SMS, delete and restore: the action's own url and method, no body (SPEC 7.5). */
export const runRowAction = (action: Callable) =>
  apiRequest<MessageResponse>(apiPath(action.url), { method: action.method });

/**
 * Refund, capture or void. The key makes a retried or double-sent request one money
 * movement on the server; null takes everything available.
 */
export const runMoneyAction = (action: Callable, amount: string | null, idempotencyKey: string) =>
  apiRequest<MoneyActionResponse>(apiPath(action.url), {
    method: 'POST',
    body: { amount },
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** A table action on the selected rows; refund and capture take everything available on each. */
export const runBulkAction = (action: Callable & { value: string }, ids: string[]) =>
  apiRequest<BulkActionResponse>(apiPath(action.url), {
    method: action.method,
    body: action.value === 'refund' || action.value === 'capture' ? { ids, amount: null } : { ids },
  });
