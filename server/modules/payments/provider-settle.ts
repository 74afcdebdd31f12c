import { minorFromDb } from '../../../src/domain/money.ts';
import { nextCheckDelayMs, pastReconciliation } from '../../../src/domain/reconciliation.ts';
import { settlesAsTest } from '../../../src/domain/test-payments.ts';
import { canTransition, type TransactionState } from '../../../src/domain/transaction-states.ts';
import type { DbHandle } from '../../db/handle.ts';
import type { Binding, PaymentStatus } from '../../gateways/service.ts';
import { insertAttention, latestAttemptId, settleAttemptRow } from './attempt-repository.ts';
import { announceAttention } from './attention-hook.ts';
import { addMovement } from './movement-repository.ts';
import { type AttemptRow, lockAttempt, lockTransaction } from './repository.ts';
import { setTransactionState } from './state.ts';

export type AttemptOutcome = 'paid' | 'failed' | 'pending' | 'mismatch' | 'settled' | 'attention';

/**
 * A provider's answer is about this attempt only when it names it (our reference, or the
 * invoice it was given) and charged exactly its amount in its currency: a paymentId from a
 * cheap invoice replayed on an expensive attempt does not read as paid.
 */
export function boundTo(attempt: AttemptRow, bound: Binding): boolean {
  const named =
    bound.reference === attempt.reference ||
    (bound.invoiceId !== null && bound.invoiceId === attempt.provider_refs.invoice_id);
  return (
    named &&
    bound.amountMinor === minorFromDb(attempt.total_minor) &&
    bound.currency === attempt.currency.trim()
  );
}

/** The reference a receipt and the dashboard show for the attempt. */
const referenceOf = (refs: Readonly<Record<string, string>>) =>
  refs.reference ?? refs.reference_id ?? refs.payment_id ?? refs.invoice_id ?? null;

/**
 * Commits what a provider said about an attempt, once: an attempt already final is left as
 * it is. A success the transaction can no longer take (expired, paid by another attempt) is
 * kept on the attempt and put on the needs-attention list for staff.
 */
export async function applyAttemptStatus(
  trx: DbHandle,
  attemptId: string,
  status: PaymentStatus,
  now: Date,
): Promise<AttemptOutcome> {
  // The attempt, then its transaction: the order the sandbox's callback locks them in.
  const attempt = await lockAttempt(trx, attemptId);
  if (!attempt) return 'settled';
  const row = await lockTransaction(trx, attempt.transaction_id);
  if (!row) return 'settled';
  const refs = { ...attempt.provider_refs, ...('refs' in status ? status.refs : {}) };
  const final = (state: string, nextCheckAt: Date | null = null) =>
    settleAttemptRow(trx, attempt.id, { state, refs, gatewayReference: referenceOf(refs), nextCheckAt });

  if (status.status === 'paid' || status.status === 'authorized') {
    if (!boundTo(attempt, status.bound)) return 'mismatch';
    if (attempt.state === 'paid' || attempt.state === 'authorized') return 'settled';
    const state = row.state as TransactionState;
    if (!canTransition(state, status.status) || pastReconciliation(attempt.created_at, now)) {
      await final(status.status);
      const reason =
        state === 'expired'
          ? 'expired'
          : state === 'paid' || state === 'authorized'
            ? 'already_paid'
            : 'late';
      const news = {
        merchantId: row.merchant_id,
        transactionId: row.id,
        attemptId: attempt.id,
        reason,
      } as const;
      if (await insertAttention(trx, news)) await announceAttention(trx, news);
      return 'attention';
    }
    await final(status.status);
    await addMovement(trx, {
      transactionId: row.id,
      attemptId: attempt.id,
      kind: status.status === 'authorized' ? 'authorization' : 'payment',
      amountMinor: minorFromDb(attempt.total_minor),
    });
    await setTransactionState(trx, row, status.status, {
      amount_minor: minorFromDb(attempt.amount_minor),
      test_payment: settlesAsTest(attempt),
    });
    return 'paid';
  }
  if (attempt.state !== 'pending') return 'settled';
  // A day on, an invoice nobody paid ("pending" at MyFatoorah) is given up like one the provider
  // has no record of; a payment made on it later goes to the needs-attention list.
  const givenUp =
    (status.status === 'not_found' || status.status === 'pending') &&
    pastReconciliation(attempt.created_at, now);
  const failed = status.status === 'declined' || status.status === 'canceled' || givenUp;
  if (!failed) {
    await final('pending', new Date(now.getTime() + nextCheckDelayMs(attempt.checks)));
    return 'pending';
  }
  await final(status.status === 'canceled' ? 'canceled' : 'failed');
  // Only the newest attempt speaks for the transaction: an older one failing changes nothing.
  if (row.state === 'pending' && (await latestAttemptId(trx, row.id)) === attempt.id) {
    await setTransactionState(trx, row, status.status === 'canceled' ? 'attempted' : 'failed');
  }
  return 'failed';
}
