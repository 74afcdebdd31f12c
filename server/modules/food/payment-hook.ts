import { fulfils } from '../../../src/domain/test-payments.ts';
import type { TransactionState } from '../../../src/domain/transaction-states.ts';
import type { DbHandle } from '../../db/handle.ts';
import { releaseDiscountUseOf } from '../discount-codes/service.ts';
import { publishLiveEvent } from '../live-events/service.ts';
import { enqueueOrderConfirmation } from './order-email.ts';
import { cancelUnshownOrderOf, type FoodOrder, recordState, showOrderOf } from './repository.ts';

/** Money the kitchen can cook for: captured, held on a card, or cash on delivery. */
const VISIBLE: TransactionState[] = ['paid', 'authorized', 'cod'];
/** An unpaid order whose payment can no longer happen is cancelled. */
const DEAD: TransactionState[] = ['expired', 'canceled'];

/**
 * Tells every kitchen, on every server instance, about an order it may now see. In the
 * caller's transaction: the kitchens hear of it when (and only if) that commits.
 */
export function announceOrder(trx: DbHandle, order: Pick<FoodOrder, 'id' | 'merchant_id'>): Promise<void> {
  return publishLiveEvent(trx, { merchantId: order.merchant_id, kind: 'order.visible', subjectId: order.id });
}

/**
 * Payments tells food ordering when an order's transaction changes (same database transaction):
 * a paid order is shown to the kitchen and confirmed to the customer. An order paid on a test
 * account is never shown: a kitchen under pressure cooks what is on its screen, whatever badge
 * it wears, and anyone can pay with the providers' published test cards.
 */
export async function onOrderPayment(
  trx: DbHandle,
  publicUrl: string,
  transactionId: string,
  to: TransactionState,
  settled: { testPayment: boolean },
): Promise<void> {
  if (VISIBLE.includes(to)) {
    if (!fulfils({ test_payment: settled.testPayment })) return;
    // Shown once only: a later change (authorized, then captured) finds it shown and sends nothing.
    const order = await showOrderOf(trx, transactionId, new Date());
    if (order) {
      await announceOrder(trx, order);
      await enqueueOrderConfirmation(trx, publicUrl, order.id);
    }
    return;
  }
  if (DEAD.includes(to)) {
    const order = await cancelUnshownOrderOf(trx, transactionId);
    if (!order) return;
    await recordState(trx, order.id, 'received', 'cancelled');
    // The voucher's use was reserved at checkout; an order nobody paid for gives it back.
    if (order.voucher_code) await releaseDiscountUseOf(trx, order.merchant_id, order.voucher_code);
  }
}
