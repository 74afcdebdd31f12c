/**
 * The "needs attention" list (issue 24): a payment the bank completed where nothing could
 * take it. Staff either give the money back (a refund, or releasing a card hold that was never
 * captured) or let the transaction take it; which a row offers is decided here once, for the
 * server's checks and the screen's buttons.
 */
import type { AttemptState, TransactionState } from './transaction-states';

export const ATTENTION_REASONS = ['expired', 'already_paid', 'late'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

export const ATTENTION_STATES = ['open', 'refunded', 'applied', 'voided'] as const;
export type AttentionState = (typeof ATTENTION_STATES)[number];

export const ATTENTION_ACTIONS = ['refund', 'apply', 'void'] as const;
export type AttentionAction = (typeof ATTENTION_ACTIONS)[number];

/** The list's filter: what is still to decide, what was decided, or both. */
export const ATTENTION_FILTERS = ['open', 'resolved', 'all'] as const;
export type AttentionFilter = (typeof ATTENTION_FILTERS)[number];

/**
 * Transactions that never received money and may still take this one. An expired transaction
 * is among them on purpose: the customer paid, only our clock said no, and a staff member
 * deciding to keep the payment is the one way out of `expired` (see canApplyLatePayment).
 */
const TAKES_LATE_PAYMENT: readonly TransactionState[] = [
  'created',
  'pending',
  'attempted',
  'failed',
  'expired',
];

/**
 * The one move the state machine does not make by itself: a late bank success that staff
 * apply may turn an expired transaction paid. Every other path keeps expired final.
 */
export function canApplyLatePayment(from: TransactionState): boolean {
  return TAKES_LATE_PAYMENT.includes(from);
}

/**
 * What staff may do with an open row: refund always (the money is the customer's until the
 * merchant keeps it); apply only when the attempt was captured and the transaction is still
 * unpaid. A transaction paid by another attempt can only give the second payment back. A held
 * card payment (authorised, never captured) can only be released: nothing was taken to refund.
 */
export function attentionActions(
  row: { reason: AttentionReason; state: AttentionState },
  transactionState: TransactionState,
  attemptState: AttemptState,
): AttentionAction[] {
  if (row.state !== 'open') return [];
  if (attemptState === 'authorized') return ['void'];
  if (attemptState !== 'paid') return [];
  const apply = row.reason !== 'already_paid' && canApplyLatePayment(transactionState);
  return apply ? ['refund', 'apply'] : ['refund'];
}

/** The state a row takes when an action resolves it. */
export const RESOLVED_STATE: Record<AttentionAction, AttentionState> = {
  refund: 'refunded',
  apply: 'applied',
  void: 'voided',
};

/** The actions that give the money back through the provider, in two steps around its call. */
export type GiveBackAction = Exclude<AttentionAction, 'apply'>;
