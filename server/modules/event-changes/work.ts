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
  listMovements,
  lockTransaction,
  moneyActionIn,
  setTransactionState,
} from '../payments/service.ts';
import { tellHolder } from './holder-email.ts';
import {
  type ClaimedItem,
  changeSummary,
  claimNextItem,
  finishItem,
  finishSettledChanges,
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

/**
 * Settles the booking's payment for a cancel: a paid one refunded in full (what is left to
 * refund), a hold voided, an unpaid link canceled. A customer at the bank right now cannot be
 * settled yet. Answers the minor units refunded.
 */
async function settlePayment(trx: DbHandle, gateways: Gateways, item: ClaimedItem): Promise<number> {
  if (!item.transaction_id) return 0;
  const transaction = await lockTransaction(trx, item.transaction_id);
  if (!transaction) return 0;
  const state = transaction.state as TransactionState;
  const action = {
    transactionId: transaction.id,
    plugin: 'event',
    amount: null,
    user: starterOf(item),
    lang: 'en' as const,
  };
  if (state === 'paid') {
    const { refundable } = ledgerTotals(await listMovements(trx, transaction.id));
    if (refundable <= 0) return 0;
    await moneyActionIn(trx, gateways, { ...action, action: 'refund' });
    return refundable;
  }
  if (state === 'authorized') await moneyActionIn(trx, gateways, { ...action, action: 'void' });
  else if (state === 'pending') throw new ItemFailure('event_changes.payment_in_progress');
  else if (WITHDRAWABLE_STATES.includes(state) || state === 'cod')
    await setTransactionState(trx, transaction, 'canceled');
  return 0;
}

/** One booking of a change, in the caller's transaction; answers the minor units refunded. */
async function doItem(
  trx: DbHandle,
  gateways: Gateways,
  publicUrl: string,
  item: ClaimedItem,
): Promise<number> {
  if (item.kind === 'reschedule') {
    if (item.booking_status !== 'cancel') await tellHolder(trx, publicUrl, item, 0);
    return 0;
  }
  const refunded = await settlePayment(trx, gateways, item);
  await withdrawBooking(trx, item.merchant_id, item.booking_id);
  // One canceled since the run started (by staff, or its payment expiring) was told then.
  if (item.booking_status !== 'cancel' || refunded > 0) await tellHolder(trx, publicUrl, item, refunded);
  return refunded;
}

function failureKey(error: unknown): string | null {
  if (error instanceof ItemFailure) return error.message;
  if (!(error instanceof ApiError)) return null;
  return error.messageKey?.key ?? Object.values(error.fields)[0]?.[0]?.key ?? null;
}

export type ItemResult = 'none' | 'done' | 'failed';

/**
 * Does the next booking left of any running change: its work and its mark commit together, so
 * a booking is done once whatever stops the process, and one another instance holds is skipped.
 * A refusal (the gateway's, a payment in progress) marks it failed in a commit of its own, for
 * staff to retry; so does anything unexpected, which is then thrown for the worker to log.
 */
export async function doNextItem(db: DbHandle, gateways: Gateways, publicUrl: string): Promise<ItemResult> {
  let claimed: ClaimedItem | undefined;
  try {
    return await inTransaction(db, async (trx) => {
      claimed = await claimNextItem(trx);
      if (!claimed) return 'none';
      const refunded = await doItem(trx, gateways, publicUrl, claimed);
      await finishItem(trx, claimed.item_id, { state: 'done', refundedMinor: refunded });
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
