/**
 * Withdrawing a bulk upload's links (issue 22): what happens to each of its transactions. Only
 * an unpaid link nobody is paying right now is cancelled (created, attempted, failed: each may
 * move to `canceled`, transaction-states.ts); a `pending` one has a customer at the bank and is
 * left alone and reported; paid or held money stays; closed links have nothing to withdraw.
 */
import type { TransactionState } from './transaction-states.ts';

export type WithdrawOutcome = 'cancel' | 'pending' | 'paid' | 'closed';

export const WITHDRAWABLE_STATES: readonly TransactionState[] = ['created', 'attempted', 'failed'];

export function withdrawOutcome(state: TransactionState): WithdrawOutcome {
  if (WITHDRAWABLE_STATES.includes(state)) return 'cancel';
  if (state === 'pending') return 'pending';
  if (state === 'paid' || state === 'authorized' || state === 'cod') return 'paid';
  return 'closed';
}
