import type { OrderState } from '../../../src/domain/contracts/food.ts';
import type { OrderDetails, OrderHistoryEntry } from '../../../src/domain/contracts/food-orders.ts';
import type { OrderRow } from '../../../src/domain/contracts/kitchen.ts';
import { nextOrderStates, type OrderActor } from '../../../src/domain/order-states.ts';
import type { DbHandle } from '../../db/handle.ts';
import type { Lang } from '../../lib/i18n.ts';
import { type FoodOrder, orderDetails, orderRow } from '../food/service.ts';
import { isUuid } from '../payments/service.ts';
import {
  findOrderNumber,
  findVisibleOrder,
  listOrderHistory,
  listVisibleOrders,
  type OrderFilters,
  unacknowledgedCount,
} from './repository.ts';

export async function listOrders(
  db: DbHandle,
  merchantId: number,
  filters: OrderFilters,
  page: { limit: number; offset: number },
  lang: Lang,
): Promise<{ count: number; results: OrderRow[]; unacknowledged: number }> {
  const [{ count, rows }, unread] = await Promise.all([
    listVisibleOrders(db, merchantId, filters, page),
    unacknowledgedCount(db, merchantId),
  ]);
  const results = await Promise.all(rows.map((row) => orderRow(db, row, lang)));
  return { count, results, unacknowledged: unread };
}

/** An order of this merchant the kitchen may see; undefined for anything else (ids are uuids). */
export function findKitchenOrder(
  db: DbHandle,
  merchantId: number,
  id: string,
): Promise<FoodOrder | undefined> {
  if (!isUuid(id)) return Promise.resolve(undefined);
  return findVisibleOrder(db, merchantId, id);
}

/** Every state the order went through, oldest first, with who moved it (null: nobody by hand). */
async function orderHistory(db: DbHandle, orderId: string): Promise<OrderHistoryEntry[]> {
  const rows = await listOrderHistory(db, orderId);
  return rows.map((row) => ({
    state: row.state as OrderState,
    // The name kept in the row still names a staff member whose account was deleted since.
    actor: row.username ?? (row.actor || null),
    timestamp: new Date(row.created_at).toISOString(),
  }));
}

/** The order a kitchen copy was made from, if it still exists. */
async function originalOf(db: DbHandle, order: FoodOrder): Promise<{ id: string; number: string } | null> {
  if (!order.duplicate_of) return null;
  return (await findOrderNumber(db, order.duplicate_of)) ?? null;
}

export async function kitchenDetails(
  db: DbHandle,
  order: FoodOrder,
  actor: OrderActor,
): Promise<OrderDetails> {
  const next = nextOrderStates(order.state as OrderState, order.delivery_type, actor);
  const [details, original, history] = await Promise.all([
    orderDetails(db, order, next),
    originalOf(db, order),
    orderHistory(db, order.id),
  ]);
  return { ...details, duplicate_of: original, history };
}

/** A new or changed order as an open kitchen page and a push show it; null once the kitchen may not see it. */
export async function kitchenOrderRow(
  db: DbHandle,
  merchantId: number,
  orderId: string,
  lang: Lang,
): Promise<OrderRow | null> {
  const order = await findKitchenOrder(db, merchantId, orderId);
  return order ? orderRow(db, order, lang) : null;
}
