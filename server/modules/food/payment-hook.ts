import type { FastifyBaseLogger } from 'fastify';
import type { TransactionState } from '../../../src/domain/transaction-states.ts';
import type { Db } from '../../db/database.ts';
import type { StateHook } from '../payments/repository.ts';
import { orderEvents } from './order-events.ts';
import { type FoodOrder, type OrderContext, orderContext, presentOrderRow, recordState } from './orders.ts';
import { localized } from './present.ts';

/** Money the kitchen can cook for: captured, held on a card, or cash on delivery. */
const VISIBLE: TransactionState[] = ['paid', 'authorized', 'cod'];
/** An unpaid order whose payment can no longer happen is cancelled. */
const DEAD: TransactionState[] = ['expired', 'canceled'];

/** Tells the kitchen about a new order. Call it only once the order's visibility has committed. */
export function announceOrder(order: FoodOrder, context: OrderContext): void {
  const branch = context.branch && {
    id: context.branch.id,
    name: localized(context.branch.name_en, context.branch.name_ar),
  };
  orderEvents.emit('order', {
    merchantId: order.merchant_id,
    order: presentOrderRow(order, context),
    branch,
  });
}

const pending = new Set<Promise<void>>();

/** Resolves once every announcement waiting for its payment's commit has been made or dropped. */
export async function announcementsSettled(): Promise<void> {
  await Promise.all(pending);
}

/**
 * The payments hook runs inside a database transaction it does not own, which has no
 * after-commit callback. Reading the order FOR SHARE on another connection waits for that
 * transaction to end (PostgreSQL: the row lock the hook's UPDATE holds; PGlite: its single
 * session) and then sees what it left: the visibility the hook set only if it committed.
 */
async function announceAfterCommit(db: Db, orderId: string, visibleAt: Date): Promise<void> {
  const order = await db
    .selectFrom('food_orders')
    .selectAll()
    .where('id', '=', orderId)
    .forShare()
    .executeTakeFirst();
  // Rolled back: nothing to announce. A different time: another payment showed it (and announced it).
  if (order?.visible_at?.getTime() !== visibleAt.getTime()) return;
  announceOrder(order, await orderContext(db, order));
}

/** Payments tells food ordering when an order's transaction changes (same database transaction). */
export function foodTransactionHook(db: Db, log: FastifyBaseLogger): StateHook {
  return async (trx, transactionId, to) => {
    if (VISIBLE.includes(to)) {
      const visibleAt = new Date();
      const order = await trx
        .updateTable('food_orders')
        .set({ visible_at: visibleAt, updated_at: visibleAt })
        .where('transaction_id', '=', transactionId)
        .where('visible_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!order) return;
      // Not awaited: it waits for the very transaction this hook runs in.
      const announcing = announceAfterCommit(db, order.id, visibleAt)
        .catch((err) => log.error({ err, orderId: order.id }, 'new order announcement failed'))
        .finally(() => pending.delete(announcing));
      pending.add(announcing);
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
