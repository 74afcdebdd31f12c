import type { PayResponse } from '../../../src/domain/contracts/payments.ts';
import { minorFromDb, parseAmount } from '../../../src/domain/money.ts';
import { compareSeenTotal } from '../../../src/domain/pay-choices.ts';
import { attemptIsTest, settlesAsTest } from '../../../src/domain/test-payments.ts';
import { isPayable, isSettled, type TransactionState } from '../../../src/domain/transaction-states.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { type CallbackOutcome, type Gateways, isBuiltinAdapter } from '../../gateways/service.ts';
import { ApiError, fieldErrors, messageError, msg, nonFieldError } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { PrepareFirst } from '../../lib/prepare-first.ts';
import { pausedError } from '../merchant/service.ts';
import { cancelPendingAttempts } from './attempt-repository.ts';
import { addMovement } from './movement-repository.ts';
import { allowedGateways, buildPayChoices, feeOf } from './pay-choices.ts';
import {
  findMerchantRow,
  insertAttempt,
  listGateways,
  lockAttempt,
  lockTransaction,
  recordCallback,
  setAttemptState,
  type TransactionRow,
} from './repository.ts';
import { setTransactionState } from './state.ts';
import { expireIfDue, resultUrl } from './transactions.ts';

export interface PayInput {
  transactionId: string;
  plugin: string;
  gatewayCode: string;
  amount?: string;
  /** The total the customer saw; absent for API clients that showed none. */
  total?: string;
  lang: Lang;
}

interface PayContext {
  db: DbHandle;
  gateways: Gateways;
  publicUrl: string;
}

/** The amount an attempt charges: the transaction's, or the customer's on editable amounts. */
export function attemptAmount(row: TransactionRow, amount: string | undefined): number {
  const currency = row.currency.trim();
  if (!row.editable_amount || amount === undefined || amount === '') return minorFromDb(row.amount_minor);
  const parsed = parseAmount(amount, currency);
  if (!parsed.ok) {
    const error = parsed.error;
    throw fieldErrors({
      amount: [
        error.key === 'too_many_decimals'
          ? msg('payments.too_many_decimals', { decimals: error.decimals })
          : msg('payments.amount_not_positive'),
      ],
    });
  }
  return parsed.minor;
}

/** 404/423 checks shared by every pay-page endpoint. */
export async function assertMerchantAccepts(db: DbHandle, merchantId: number): Promise<void> {
  const merchant = await findMerchantRow(db, merchantId);
  if (merchant?.payments_paused) throw pausedError(merchant);
}

/** Why a transaction cannot be paid, as the pay page's details message key. */
export function unpayableReason(state: TransactionState): string {
  if (isSettled(state)) return 'payments.already_paid';
  if (state === 'expired') return 'payments.expired';
  if (state === 'cod') return 'payments.cod_confirmed';
  if (state === 'canceled') return 'payments.canceled';
  return 'payments.invalid';
}

/**
 * Starts a payment attempt with the transaction row locked, so two pays can never both
 * start on a paid transaction. Earlier pending attempts are canceled: only the newest
 * attempt can still be approved, which keeps a customer from being charged twice.
 */
export async function startPayment(ctx: PayContext, input: PayInput): Promise<PayResponse> {
  const outcome = await inTransaction(ctx.db, (trx) => startPaymentIn(trx, ctx, input));
  if (outcome instanceof ApiError) throw outcome;
  return outcome;
}

/**
 * startPaymentIn for a transaction created in the same database transaction (an order, a
 * booking, a customer payment): it cannot have expired; were it to, throwing keeps nothing.
 */
export async function startNewPayment(
  trx: DbHandle,
  ctx: Omit<PayContext, 'db'>,
  input: PayInput,
): Promise<PayResponse> {
  const started = await startPaymentIn(trx, ctx, input);
  if (started instanceof ApiError) throw started;
  return started;
}

/**
 * startPayment in the caller's database transaction (the pay route stores its idempotent
 * answer in it). An expiry found on the way is returned, not thrown: it must commit before
 * the customer is told.
 */
export async function startPaymentIn(
  trx: DbHandle,
  ctx: Omit<PayContext, 'db'>,
  input: PayInput,
): Promise<PayResponse | ApiError> {
  const row = await lockTransaction(trx, input.transactionId);
  if (!row || row.plugin !== input.plugin) throw messageError(404, 'payments.transaction_not_found');
  await assertMerchantAccepts(trx, row.merchant_id);
  const state = await expireIfDue(trx, row);
  if (state === 'expired') return nonFieldError('payments.expired');
  if (!isPayable(state)) throw nonFieldError(unpayableReason(state));

  const currency = row.currency.trim();
  const allowed = allowedGateways(
    await listGateways(trx, row.merchant_id),
    row.pg_codes,
    currency,
    row.plugin,
  );
  const gateway = allowed.find((g) => g.code === input.gatewayCode);
  if (!gateway) throw fieldErrors({ gateway_code: [msg('errors.invalid_choice')] });
  const amountMinor = attemptAmount(row, input.amount);
  // No provider is called under the transaction's lock: the fee is the one quoted before it
  // (quoteForPay, or the page load the customer saw), so the total charged is the total shown.
  // Another instance's page load, or one older than the quote lasts, left none here: the
  // transaction is rolled back, the fee quoted outside it, and the pay call run again.
  const { fees } = ctx.gateways;
  const quotes = fees.peek(allowed, amountMinor, currency);
  const fresh = () => ({ pay_choices: buildPayChoices(allowed, amountMinor, currency, input.lang, quotes) });
  const unavailable = () => new ApiError(409, {}, msg('payments.choice_unavailable'), fresh());
  const unquoted = fees.unquoted(allowed, amountMinor, currency);
  if (unquoted.length > 0)
    throw new PrepareFirst(() => fees.quote(unquoted, amountMinor, currency), unavailable());
  const priced = feeOf(gateway, amountMinor, quotes);
  if (!priced) throw unavailable();
  const { feeMinor, totalMinor } = priced;
  if (input.total !== undefined) {
    const seen = compareSeenTotal(input.total, totalMinor, currency);
    if (seen === 'unreadable') throw fieldErrors({ total: [msg('errors.invalid')] });
    if (seen === 'changed') throw new ApiError(409, {}, msg('payments.total_changed'), fresh());
  }

  await cancelPendingAttempts(trx, row.id);
  const attempt = await insertAttempt(trx, {
    transaction_id: row.id,
    gateway_code: gateway.code,
    amount_minor: amountMinor,
    fee_minor: feeMinor,
    total_minor: totalMinor,
    currency: row.currency.trim(),
    lang: input.lang,
    // A provider's attempt is asked about until it is final, even once a newer one supersedes it.
    next_check_at: isBuiltinAdapter(gateway.adapter)
      ? null
      : new Date(Date.now() + ctx.gateways.reconcileAfterMs),
    test_mode: attemptIsTest(gateway),
  });
  if (gateway.adapter === 'cod') {
    await setAttemptState(trx, attempt.id, 'cod');
    await setTransactionState(trx, row, 'cod', { amount_minor: amountMinor });
    return {
      redirect_url: resultUrl({ publicUrl: ctx.publicUrl }, input.lang, row.plugin, attempt.id),
      attempt_id: attempt.id,
    };
  }
  await setTransactionState(trx, row, 'pending');
  // The provider is called when the browser follows this address, after this commit: the
  // attempt and its reference exist before any bank hears of them.
  const redirectUrl =
    gateway.adapter === 'sandbox'
      ? ctx.gateways.sandbox.pageUrl(attempt.id)
      : `${ctx.publicUrl}/gateway/go/${attempt.id}`;
  return { redirect_url: redirectUrl, attempt_id: attempt.id };
}

export type CallbackResult = 'applied' | 'replayed' | 'not_pending' | 'not_found';

/**
 * Applies a verified gateway callback exactly once: the callback id is recorded in the
 * same database transaction as its effect, so a replay finds it and changes nothing.
 */
export async function applyCallback(db: DbHandle, outcome: CallbackOutcome): Promise<CallbackResult> {
  try {
    return await inTransaction(db, async (trx) => {
      const attempt = await lockAttempt(trx, outcome.attemptId);
      if (!attempt) return 'not_found';
      if (!(await recordCallback(trx, outcome.callbackId, attempt.id))) return 'replayed';
      const row = await lockTransaction(trx, attempt.transaction_id);
      if (!row || attempt.state !== 'pending' || row.state !== 'pending') {
        throw new NotPending();
      }
      const gateway = (await listGateways(trx, row.merchant_id)).find((g) => g.code === attempt.gateway_code);
      const total = minorFromDb(attempt.total_minor);
      const amount = minorFromDb(attempt.amount_minor);
      if (outcome.result === 'approved') {
        const holdsFirst = gateway?.capture_mode === 'manual';
        await setAttemptState(trx, attempt.id, holdsFirst ? 'authorized' : 'paid', outcome.reference);
        await addMovement(trx, {
          transactionId: row.id,
          attemptId: attempt.id,
          kind: holdsFirst ? 'authorization' : 'payment',
          amountMinor: total,
        });
        await setTransactionState(trx, row, holdsFirst ? 'authorized' : 'paid', {
          amount_minor: amount,
          test_payment: settlesAsTest(attempt),
        });
      } else if (outcome.result === 'declined') {
        await setAttemptState(trx, attempt.id, 'failed', outcome.reference);
        await setTransactionState(trx, row, 'failed');
      } else {
        await setAttemptState(trx, attempt.id, 'canceled', outcome.reference);
        await setTransactionState(trx, row, 'attempted');
      }
      return 'applied';
    });
  } catch (error) {
    // Rolled back with the callback record: a stale attempt stays as it was.
    if (error instanceof NotPending) return 'not_pending';
    throw error;
  }
}

class NotPending extends Error {}
