import { withdrawOutcome } from '../../../src/domain/bulk-withdraw.ts';
import type { BulkWithdrawal } from '../../../src/domain/contracts/bulk-recurrence.ts';
import type { TransactionState } from '../../../src/domain/transaction-states.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { setTransactionState } from '../payments/service.ts';
import type { Dispatcher } from './dispatch-service.ts';
import { uploadOf } from './review.ts';
import { dispatchOf, linksOf, type WithdrawScope } from './withdraw-repository.ts';

type Link = { id: string; state: string };

/** The links counted by what a withdrawal does with each. */
function tally(links: readonly Link[]): BulkWithdrawal & { toCancel: Link[] } {
  const counts = { unpaid: 0, pending: 0, paid: 0 };
  const toCancel: Link[] = [];
  for (const link of links) {
    const outcome = withdrawOutcome(link.state as TransactionState);
    if (outcome === 'cancel') {
      counts.unpaid += 1;
      toCancel.push(link);
    } else if (outcome !== 'closed') counts[outcome] += 1;
  }
  return { ...counts, toCancel };
}

/**
 * Cancels the unpaid links among `links` (withdrawOutcome: a pending one is left alone), each
 * through the state machine so webhooks and hooks hear of it; their pay pages then say so.
 */
export async function cancelUnpaid(trx: DbHandle, links: readonly Link[]): Promise<BulkWithdrawal> {
  const { toCancel, ...counts } = tally(links);
  for (const link of toCancel) await setTransactionState(trx, link, 'canceled');
  return counts;
}

async function scopeOf(
  db: DbHandle,
  merchantId: number,
  uploadId: string,
  dispatchId: number | undefined,
  lock: boolean,
) {
  const upload = await uploadOf(db, merchantId, uploadId, lock);
  if (dispatchId === undefined) return { upload, scope: { uploadId } as WithdrawScope, dispatch: null };
  const dispatch = await dispatchOf(db, uploadId, dispatchId);
  if (!dispatch) throw messageError(404, 'errors.not_found');
  return { upload, scope: { uploadId, dispatchId: dispatch.id }, dispatch };
}

/** What withdrawing would do now: the confirmation states it. */
export async function withdrawPreview(
  db: DbHandle,
  merchantId: number,
  uploadId: string,
  dispatchId?: number,
): Promise<BulkWithdrawal> {
  const { scope } = await scopeOf(db, merchantId, uploadId, dispatchId, false);
  const { toCancel: _, ...counts } = tally(await linksOf(db, scope, false));
  return counts;
}

/** Withdraws the upload's (or one of its dispatches') unpaid links, audited. */
export async function withdraw(
  db: DbHandle,
  user: Dispatcher,
  uploadId: string,
  dispatchId?: number,
): Promise<BulkWithdrawal> {
  return inTransaction(db, async (trx) => {
    const { upload, scope, dispatch } = await scopeOf(trx, user.merchant_id, uploadId, dispatchId, true);
    const counts = await cancelUnpaid(trx, await linksOf(trx, scope, true));
    await recordActivity(trx, {
      merchantId: user.merchant_id,
      actor: user.username,
      action: dispatch ? 'activity.bulk_dispatch_withdrawn' : 'activity.bulk_withdrawn',
      plugin: 'bulk',
      params: {
        file: upload.file_name,
        ...(dispatch ? { dispatch: dispatch.id } : {}),
        canceled: String(counts.unpaid),
        pending: String(counts.pending),
        paid: String(counts.paid),
      },
    });
    return counts;
  });
}
