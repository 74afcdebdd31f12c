import type { MoneyActionResponse } from '../../../src/domain/contracts/payments.ts';
import { decide, type LedgerAction, ledgerTotals } from '../../../src/domain/ledger.ts';
import { formatAmount, parseAmount } from '../../../src/domain/money.ts';
import { type TransactionViewer, transactionCreatorScope } from '../../../src/domain/own-transactions.ts';
import type { TransactionState } from '../../../src/domain/transaction-states.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import type { Gateways } from '../../gateways/service.ts';
import { fieldErrors, messageError, msg, nonFieldError } from '../../lib/errors.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import { settleMovement } from './money-settle.ts';
import { insertIntent, listMovements, movementOfRequest } from './movement-repository.ts';
import { findGateway, findTransaction, lockTransaction, settledAttempt } from './repository.ts';

/**
 * The staff member acting: their merchant's transactions only (only those they created
 * without view_all), logged under their name.
 */
export interface Actor extends TransactionViewer {
  merchant_id: number;
  username: string;
}

export interface MoneyActionInput {
  action: LedgerAction;
  transactionId: string;
  plugin: string;
  amount: string | null | undefined;
  user: Actor;
  lang: Lang;
  /** The request's Idempotency-Key in its scope: a retry after a crash resumes this key's movement. */
  requestKey?: string | null;
}

export interface MoneyIntent {
  movementId: string;
  /** Written now, so the provider is asked for the money; otherwise asked what became of it. */
  fresh: boolean;
}

/** Which transaction states each action applies to. */
const ACTION_STATES: Record<LedgerAction, TransactionState[]> = {
  refund: ['paid'],
  capture: ['authorized'],
  void: ['authorized'],
};

function requestedMinor(amount: string | null | undefined, currency: string): number | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const parsed = parseAmount(amount, currency);
  if (parsed.ok) return parsed.minor;
  const error = parsed.error;
  throw fieldErrors({
    amount: [
      error.key === 'too_many_decimals'
        ? msg('payments.too_many_decimals', { decimals: error.decimals })
        : msg('payments.amount_not_positive'),
    ],
  });
}

/**
 * The first step of a refund, capture or void: checked with the transaction row locked and
 * written as a pending movement with its own reference. The ledger is read after the lock
 * and a pending refund counts against what may still be refunded, so racing refunds (or a
 * crash before the provider answers) can never pass what was paid.
 */
export async function beginMoneyAction(trx: DbHandle, input: MoneyActionInput): Promise<MoneyIntent> {
  const row = await lockTransaction(trx, input.transactionId);
  const creator = transactionCreatorScope(input.user);
  if (
    !row ||
    row.plugin !== input.plugin ||
    row.merchant_id !== input.user.merchant_id ||
    (creator !== null && row.created_by !== creator)
  ) {
    throw messageError(404, 'payments.transaction_not_found');
  }
  if (input.requestKey) {
    const earlier = await movementOfRequest(trx, input.requestKey);
    if (earlier) return { movementId: earlier, fresh: false };
  }
  const currency = row.currency.trim();
  const state = row.state as TransactionState;
  if (!ACTION_STATES[input.action].includes(state)) throw nonFieldError(`payments.cannot_${input.action}`);
  const requested = requestedMinor(input.amount, currency);
  const totals = ledgerTotals(await listMovements(trx, row.id));
  const decision = decide(input.action, totals, requested);
  if (!decision.ok) throw fieldErrors({ amount: [msg('payments.exceeds_available')] });

  const attempt = await settledAttempt(trx, row.id);
  // A gateway switched off since still gives back what it took.
  const gateway = attempt && (await findGateway(trx, row.merchant_id, attempt.gateway_code));
  if (!attempt || !gateway) throw nonFieldError(`payments.cannot_${input.action}`);
  const intent = await insertIntent(trx, {
    transactionId: row.id,
    attemptId: attempt.id,
    kind: input.action,
    amountMinor: decision.amountMinor,
    createdBy: input.user.id,
    actor: input.user.username,
    requestKey: input.requestKey ?? null,
  });
  return { movementId: intent.id, fresh: true };
}

/**
 * Refund, capture or void in two commits around the provider's call: the intent, then the
 * outcome. A provider that has not answered yet (or not finally) leaves the movement
 * pending, answered 202; the reconciliation worker asks about it until it is settled.
 */
export async function moneyAction(
  db: DbHandle,
  gateways: Gateways,
  input: MoneyActionInput,
): Promise<{ status: 200 | 202; body: MoneyActionResponse }> {
  const intent = await inTransaction(db, (trx) => beginMoneyAction(trx, input));
  return finishMoneyAction(db, gateways, input, intent);
}

/** The provider's call and the outcome's commit, then the answer to the staff member. */
export async function finishMoneyAction(
  db: DbHandle,
  gateways: Gateways,
  input: MoneyActionInput,
  intent: MoneyIntent,
): Promise<{ status: 200 | 202; body: MoneyActionResponse }> {
  const outcome = await settleMovement(db, gateways, intent.movementId, { leased: intent.fresh });
  if (outcome === 'refused') throw messageError(502, 'payments.gateway_refused');
  const settled = outcome === 'done';
  return {
    status: settled ? 200 : 202,
    body: await moneyAnswer(db, input, settled),
  };
}

async function moneyAnswer(
  db: DbHandle,
  input: MoneyActionInput,
  settled: boolean,
): Promise<MoneyActionResponse> {
  const row = await findTransaction(db, input.transactionId);
  if (!row) throw messageError(404, 'payments.transaction_not_found');
  const currency = row.currency.trim();
  const state = row.state as TransactionState;
  const totals = ledgerTotals(await listMovements(db, row.id));
  return {
    message: translate(input.lang, `payments.${input.action}_${settled ? 'done' : 'pending'}`),
    state,
    paid_amount: formatAmount(totals.paid, currency),
    refunded_amount: formatAmount(totals.refunded, currency),
    captured_amount: formatAmount(totals.captured, currency),
    available_amount: formatAmount(state === 'authorized' ? totals.capturable : totals.refundable, currency),
  };
}
