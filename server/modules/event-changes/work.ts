import { WITHDRAWABLE_STATES } from '../../../src/domain/bulk-withdraw.ts';
import { ledgerTotals } from '../../../src/domain/ledger.ts';
import { formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import { PERMISSIONS } from '../../../src/domain/permissions.ts';
import type { TransactionState } from '../../../src/domain/transaction-states.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import type { Gateways } from '../../gateways/service.ts';
import { ApiError } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { withdrawBooking } from '../bookings/service.ts';
import {
  type Actor,
  beginMoneyAction,
  findMovement,
  listMovements,
  lockTransaction,
  setTransactionState,
  settleMovement,
} from '../payments/service.ts';
import { tellHolder } from './holder-email.ts';
import {
  type ClaimedItem,
  changeSummary,
  claimNextItem,
  finishItem,
  finishSettledChanges,
  setItemMovement,
} from './run-repository.ts';

/** Why a booking could not be done now: its key is stored and read in each reader's language. */
class ItemFailure extends Error {}

/**
 * The refunds run under the name of whoever started the change (they were allowed to when
 * they did), over all of the merchant's transactions: the change covers every booking.
 */
const starterOf = (item: ClaimedItem): Actor => ({
  id: item.created_by ?? 0,
  merchant_id: item.merchant_id,
  username: item.creator,
  is_superuser: false,
  permissions: [PERMISSIONS.viewAllTransactions],
});

interface MoneyStep {
  movementId: string;
  /** Written by this pass: the provider is asked for the money; otherwise asked what became of it. */
  fresh: boolean;
}

/**
 * The first commit of a cancel's booking. A paid booking's refund (or a hold's void) is
 * written as an intent and remembered on the item in the same commit, so a pass that stops
 * after it asks the provider what became of that refund instead of refunding again. An unpaid
 * link is canceled here; a customer at the bank right now cannot be settled yet.
 */
async function startCancel(trx: DbHandle, item: ClaimedItem): Promise<MoneyStep | null> {
  if (item.movement_id) {
    const earlier = await findMovement(trx, item.movement_id);
    // A refused refund is asked for again when staff retry; any other is followed up.
    if (earlier && earlier.status !== 'refused') return { movementId: item.movement_id, fresh: false };
  }
  if (!item.transaction_id) return null;
  const transaction = await lockTransaction(trx, item.transaction_id);
  if (!transaction) return null;
  const state = transaction.state as TransactionState;
  const action = {
    transactionId: transaction.id,
    plugin: 'event',
    amount: null,
    user: starterOf(item),
    lang: 'en' as const,
  };
  let movementId: string | null = null;
  if (state === 'paid') {
    const { refundable } = ledgerTotals(await listMovements(trx, transaction.id));
    if (refundable > 0)
      movementId = (await beginMoneyAction(trx, { ...action, action: 'refund' })).movementId;
  } else if (state === 'authorized') {
    movementId = (await beginMoneyAction(trx, { ...action, action: 'void' })).movementId;
  } else if (state === 'pending') {
    throw new ItemFailure('event_changes.payment_in_progress');
  } else if (WITHDRAWABLE_STATES.includes(state) || state === 'cod') {
    await setTransactionState(trx, transaction, 'canceled');
  }
  if (movementId === null) return null;
  await setItemMovement(trx, item.item_id, movementId);
  return { movementId, fresh: true };
}

/** The booking's last commit: withdrawn, its holder told, the item done. */
async function finishCancel(
  trx: DbHandle,
  publicUrl: string,
  item: ClaimedItem,
  refunded: number,
): Promise<void> {
  await withdrawBooking(trx, item.merchant_id, item.booking_id);
  // One canceled since the run started (by staff, or its payment expiring) was told then.
  if (item.booking_status !== 'cancel' || refunded > 0) await tellHolder(trx, publicUrl, item, refunded);
  await finishItem(trx, item.item_id, { state: 'done', refundedMinor: refunded });
}

function failureKey(error: unknown): string | null {
  if (error instanceof ItemFailure) return error.message;
  if (!(error instanceof ApiError)) return null;
  return error.messageKey?.key ?? Object.values(error.fields)[0]?.[0]?.key ?? null;
}

export type ItemResult = 'none' | 'done' | 'failed' | 'waiting';

/**
 * Does the next booking left of any running change, one booking per commit and, for a
 * refund, three commits around the provider's call: the intent with the item, the provider's
 * answer, then the booking withdrawn and the item done. Whatever stops the process between
 * them, a booking is refunded once. A refund the provider has not confirmed yet leaves the
 * item waiting for the movement's next question. A refusal (the gateway's, a payment in
 * progress) marks it failed in a commit of its own, for staff to retry; so does anything
 * unexpected, which is then thrown for the worker to log.
 */
export async function doNextItem(db: DbHandle, gateways: Gateways, publicUrl: string): Promise<ItemResult> {
  let claimed: ClaimedItem | undefined;
  try {
    const step = await inTransaction(db, async (trx): Promise<MoneyStep | ItemResult> => {
      claimed = await claimNextItem(trx);
      if (!claimed) return 'none';
      if (claimed.kind === 'reschedule') {
        if (claimed.booking_status !== 'cancel') await tellHolder(trx, publicUrl, claimed, 0);
        await finishItem(trx, claimed.item_id, { state: 'done', refundedMinor: 0 });
        return 'done';
      }
      const money = await startCancel(trx, claimed);
      if (money) return money;
      await finishCancel(trx, publicUrl, claimed, 0);
      return 'done';
    });
    if (typeof step === 'string') return step;
    const outcome = await settleMovement(db, gateways, step.movementId, { leased: step.fresh });
    if (outcome === 'pending') return 'waiting';
    if (outcome === 'refused') throw new ItemFailure('payments.gateway_refused');
    const itemId = (claimed as ClaimedItem).item_id;
    return await inTransaction(db, async (trx) => {
      const item = await claimNextItem(trx, itemId);
      if (!item) return 'none';
      const movement = await findMovement(trx, step.movementId);
      const refunded = movement?.kind === 'refund' ? minorFromDb(movement.amount_minor) : 0;
      await finishCancel(trx, publicUrl, item, refunded);
      return 'done';
    });
  } catch (error) {
    if (!claimed) throw error;
    const key = failureKey(error);
    const { item_id } = claimed;
    await inTransaction(db, (trx) =>
      finishItem(trx, item_id, { state: 'failed', failure: key ?? 'errors.server' }),
    );
    // Marked failed rather than retried at once, so one broken booking cannot hold up the rest;
    // the worker logs what was not a refusal.
    if (key === null) throw error;
    return 'failed';
  }
}

/** Changes with no booking left to do become done, each logged once with what it did. */
export async function finishChanges(db: DbHandle): Promise<number> {
  return inTransaction(db, async (trx) => {
    const finished = await finishSettledChanges(trx);
    for (const change of finished) {
      const summary = await changeSummary(trx, change.id);
      await recordActivity(trx, {
        merchantId: change.merchant_id,
        actor: change.creator,
        action: `activity.event_${change.kind}_finished`,
        plugin: 'event',
        params: {
          name: summary.title_en,
          done: String(summary.done),
          failed: String(summary.failed),
          amount: formatAmount(minorFromDb(summary.refunded_minor), summary.currency.trim()),
          currency: summary.currency.trim(),
        },
      });
    }
    return finished.length;
  });
}
