import { minorFromDb } from '../../../src/domain/money.ts';
import { canApplyLatePayment } from '../../../src/domain/payment-attention.ts';
import { settlesAsTest } from '../../../src/domain/test-payments.ts';
import type { TransactionState } from '../../../src/domain/transaction-states.ts';
import type { DbHandle } from '../../db/handle.ts';
import { messageError, nonFieldError } from '../../lib/errors.ts';
import type { MoneyIntent } from './money-actions.ts';
import { addMovement, attemptPaymentRecorded, insertIntent } from './movement-repository.ts';
import { type AttemptRow, findGateway, lockAttempt, lockTransaction } from './repository.ts';
import { setTransactionState } from './state.ts';

/**
 * The attempt and its transaction, locked in the order every payment path takes them; a
 * refund or apply needs money taken (paid), a void a hold (authorized).
 */
async function lockSettledAttempt(trx: DbHandle, attemptId: string, kind: 'refund' | 'void' = 'refund') {
  const attempt = await lockAttempt(trx, attemptId);
  const row = attempt && (await lockTransaction(trx, attempt.transaction_id));
  if (!attempt || !row) throw messageError(404, 'payments.transaction_not_found');
  if (attempt.state !== (kind === 'void' ? 'authorized' : 'paid')) {
    throw nonFieldError(kind === 'void' ? 'payments.cannot_void' : 'payments.cannot_refund');
  }
  return { attempt, row };
}

/**
 * The ledger learns of a bank success it kept apart (needs attention) once: the payment (or
 * the hold), so paid, refunded and released amounts read right whichever way staff resolve it.
 */
async function recordAttemptPayment(trx: DbHandle, attempt: AttemptRow): Promise<void> {
  if (await attemptPaymentRecorded(trx, attempt.id)) return;
  await addMovement(trx, {
    transactionId: attempt.transaction_id,
    attemptId: attempt.id,
    kind: attempt.state === 'authorized' ? 'authorization' : 'payment',
    amountMinor: minorFromDb(attempt.total_minor),
  });
}

/**
 * The first step of giving back an attempt's whole total (a success no transaction could
 * take): its payment and a pending refund of it (or its hold and a pending void) as a pair on
 * the transaction. The provider is then asked through settleMovement, like any refund or void.
 */
export async function beginAttemptGiveBack(
  trx: DbHandle,
  input: { attemptId: string; kind: 'refund' | 'void'; userId: number; username: string },
): Promise<MoneyIntent> {
  const { attempt, row } = await lockSettledAttempt(trx, input.attemptId, input.kind);
  if (!(await findGateway(trx, row.merchant_id, attempt.gateway_code))) {
    throw nonFieldError(input.kind === 'void' ? 'payments.cannot_void' : 'payments.cannot_refund');
  }
  await recordAttemptPayment(trx, attempt);
  const intent = await insertIntent(trx, {
    transactionId: row.id,
    attemptId: attempt.id,
    kind: input.kind,
    amountMinor: minorFromDb(attempt.total_minor),
    createdBy: input.userId,
    actor: input.username,
    requestKey: null,
  });
  return { movementId: intent.id, fresh: true };
}

/**
 * The transaction takes a late success staff chose to keep: paid with the attempt's amount,
 * even from expired (src/domain/payment-attention.ts says why that is allowed only here).
 */
export async function applyAttemptPayment(trx: DbHandle, attemptId: string): Promise<void> {
  const { attempt, row } = await lockSettledAttempt(trx, attemptId);
  if (!canApplyLatePayment(row.state as TransactionState))
    throw nonFieldError('payment_attention.cannot_apply');
  await recordAttemptPayment(trx, attempt);
  await setTransactionState(
    trx,
    row,
    'paid',
    { amount_minor: minorFromDb(attempt.amount_minor), test_payment: settlesAsTest(attempt) },
    (from) => canApplyLatePayment(from),
  );
}
