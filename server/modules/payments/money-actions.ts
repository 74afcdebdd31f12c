import type { MoneyActionResponse } from '../../../src/domain/contracts/payments.ts';
import { decide, type LedgerAction, ledgerTotals } from '../../../src/domain/ledger.ts';
import { formatAmount, parseAmount } from '../../../src/domain/money.ts';
import { type TransactionViewer, transactionCreatorScope } from '../../../src/domain/own-transactions.ts';
import type { PluginKind } from '../../../src/domain/plugins.ts';
import type { TransactionState } from '../../../src/domain/transaction-states.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import type { Gateways } from '../../gateways/service.ts';
import { fieldErrors, messageError, msg, nonFieldError } from '../../lib/errors.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import { recordActivity } from '../activity/service.ts';
import { notifyTransactionEvent } from '../webhooks/service.ts';
import { addMovement, listMovements } from './movement-repository.ts';
import { listGateways, lockTransaction, setAttemptState, settledAttempt } from './repository.ts';
import { setTransactionState } from './state.ts';

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
 * Refund, capture or void with the transaction row locked: the ledger is read after the
 * lock, so racing refunds see each other's movements and can never pass what was paid.
 */
export async function moneyAction(
  db: DbHandle,
  gateways: Gateways,
  input: MoneyActionInput,
): Promise<MoneyActionResponse> {
  return inTransaction(db, (trx) => moneyActionIn(trx, gateways, input));
}

/** moneyAction in the caller's database transaction (the route stores its idempotent answer in it). */
export async function moneyActionIn(
  trx: DbHandle,
  gateways: Gateways,
  input: MoneyActionInput,
): Promise<MoneyActionResponse> {
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
  const currency = row.currency.trim();
  const state = row.state as TransactionState;
  if (!ACTION_STATES[input.action].includes(state)) throw nonFieldError(`payments.cannot_${input.action}`);
  const requested = requestedMinor(input.amount, currency);
  const totals = ledgerTotals(await listMovements(trx, row.id));
  const decision = decide(input.action, totals, requested);
  if (!decision.ok) throw fieldErrors({ amount: [msg('payments.exceeds_available')] });

  const attempt = await settledAttempt(trx, row.id);
  const gateway = (await listGateways(trx, row.merchant_id)).find((g) => g.code === attempt?.gateway_code);
  if (!attempt || !gateway) throw nonFieldError(`payments.cannot_${input.action}`);
  const adapter = gateways.adapter(gateway.adapter);
  const call = { attempt, gateway, amountMinor: decision.amountMinor };
  const result =
    input.action === 'refund'
      ? await adapter.refund(call)
      : input.action === 'capture'
        ? await adapter.capture(call)
        : await adapter.void(call);
  if (!result.ok) throw messageError(502, 'payments.gateway_refused');

  await addMovement(trx, {
    transactionId: row.id,
    attemptId: attempt.id,
    kind: input.action,
    amountMinor: decision.amountMinor,
    createdBy: input.user.id,
  });
  const after = ledgerTotals(await listMovements(trx, row.id));
  let newState = state;
  if (input.action === 'capture') {
    // Whatever is still held after a capture is released: one capture per authorisation.
    if (after.capturable > 0) {
      await addMovement(trx, {
        transactionId: row.id,
        attemptId: attempt.id,
        kind: 'void',
        amountMinor: after.capturable,
        createdBy: input.user.id,
      });
    }
    newState = 'paid';
  } else if (input.action === 'void') {
    newState = 'canceled';
  }
  if (newState !== state) {
    await setAttemptState(trx, attempt.id, newState === 'paid' ? 'paid' : 'canceled');
    await setTransactionState(trx, row, newState);
  }
  // A refund leaves the state as it is: the endpoints subscribed to refunds hear of it apart.
  if (input.action === 'refund') await notifyTransactionEvent(trx, row.id, 'transaction.refunded');
  const amountText = formatAmount(decision.amountMinor, currency);
  await recordActivity(trx, {
    merchantId: row.merchant_id,
    actor: input.user.username,
    action: `activity.payment_${input.action}`,
    plugin: row.plugin as PluginKind,
    params: { amount: amountText, currency, id: row.id },
  });
  const final = ledgerTotals(await listMovements(trx, row.id));
  return {
    message: translate(input.lang, `payments.${input.action}_done`),
    state: newState,
    paid_amount: formatAmount(final.paid, currency),
    refunded_amount: formatAmount(final.refunded, currency),
    captured_amount: formatAmount(final.captured, currency),
    available_amount: formatAmount(newState === 'authorized' ? final.capturable : final.refundable, currency),
  };
}
