import type { TransactionState } from '../../../src/domain/transaction-states.ts';
import type { Db } from '../../db/database.ts';
import { queryable } from '../../db/handle.ts';
import { publishLiveEvent } from '../live-events/repository.ts';
import type { StateHook } from '../payments/service.ts';
import { type FoodOrder, recordState } from './orders.ts';

/** Money the kitchen can cook for: captured, held on a card, or cash on delivery. */
const VISIBLE: TransactionState[] = ['paid', 'authorized', 'cod'];
/** An unpaid order whose payment can no longer happen is cancelled. */
const DEAD: TransactionState[] = ['expired', 'canceled'];

/**
 * Tells every kitchen, on every server instance, about an order it may now see. In the
 * caller's transaction: the kitchens hear of it when (and only if) that commits.
 */
export function announceOrder(trx: Db, order: Pick<FoodOrder, 'id' | 'merchant_id'>): Promise<void> {
  return publishLiveEvent(trx, { merchantId: order.merchant_id, kind: 'order.visible', subjectId: order.id });
}

/** Payments tells food ordering when an order's transaction changes (same database transaction). */
export function foodTransactionHook(): StateHook {
  return async (handle, transactionId, to) => {
    const trx = queryable(handle);
    if (VISIBLE.includes(to)) {
      const visibleAt = new Date();
      const order = await trx
        .updateTable('food_orders')
        .set({ visible_at: visibleAt, updated_at: visibleAt })
        .where('transaction_id', '=', transactionId)
        .where('visible_at', 'is', null)
        .returning(['id', 'merchant_id'])
        .executeTakeFirst();
      if (order) await announceOrder(trx, order);
      return;
    }
    if (DEAD.includes(to)) {
      const order = await trx
        .updateTable('food_orders')
        .set({ state: 'cancelled', updated_at: new Date() })
        .where('transaction_id', '=', transactionId)
        .where('visible_at', 'is', null)
        .where('state', '=', 'received')
        .returning('id')
        .executeTakeFirst();
      if (order) await recordState(trx, order.id, 'received', 'cancelled');
    }
  };
}
