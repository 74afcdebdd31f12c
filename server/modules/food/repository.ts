import type { Insertable, Selectable } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { FoodOrdersTable } from '../../db/types.ts';

export type { FoodOrderLineJson } from '../../db/tables-food.ts';
export type FoodOrder = Selectable<FoodOrdersTable>;
export type NewFoodOrder = Insertable<FoodOrdersTable>;

/**
 * Takes the merchant's next order number. The UPDATE locks the menu's config row until the
 * caller's transaction ends, so concurrent checkouts get distinct, consecutive numbers.
 */
export async function takeOrderNumber(trx: DbHandle, merchantId: number): Promise<string> {
  const row = await queryable(trx)
    .updateTable('food_menu_config')
    .set((eb) => ({ next_order_number: eb('next_order_number', '+', 1) }))
    .where('merchant_id', '=', merchantId)
    .returning('next_order_number')
    .executeTakeFirstOrThrow();
  return String(row.next_order_number - 1);
}

export async function recordState(
  trx: DbHandle,
  orderId: string,
  from: string | null,
  to: string,
  actor: { userId: number | null; name: string } = { userId: null, name: '' },
): Promise<void> {
  await queryable(trx)
    .insertInto('food_order_state_history')
    .values({ order_id: orderId, from_state: from, state: to, user_id: actor.userId, actor: actor.name })
    .execute();
}

export function insertOrder(trx: DbHandle, values: NewFoodOrder): Promise<FoodOrder> {
  return queryable(trx).insertInto('food_orders').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findOrderByNumber(
  handle: DbHandle,
  merchantId: number,
  number: string,
): Promise<FoodOrder | undefined> {
  return queryable(handle)
    .selectFrom('food_orders')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('number', '=', number)
    .executeTakeFirst();
}

/** What an order is shown with: its transaction's state and the names of its branch and area. */
export async function findOrderSurroundings(handle: DbHandle, order: FoodOrder) {
  const db = queryable(handle);
  const [transaction, branch, area] = await Promise.all([
    order.transaction_id
      ? db
          .selectFrom('transactions')
          .select(['state', 'test_payment'])
          .where('id', '=', order.transaction_id)
          .executeTakeFirst()
      : undefined,
    order.branch_id
      ? db
          .selectFrom('food_branches')
          .select(['id', 'name_en', 'name_ar'])
          .where('id', '=', order.branch_id)
          .executeTakeFirst()
      : undefined,
    order.delivery_area_id
      ? db
          .selectFrom('food_delivery_areas')
          .select(['id', 'name_en', 'name_ar'])
          .where('id', '=', order.delivery_area_id)
          .executeTakeFirst()
      : undefined,
  ]);
  return { transaction, branch, area };
}

/** The not yet shown order of a transaction, shown from `at`; undefined when there is none. */
export function showOrderOf(trx: DbHandle, transactionId: string, at: Date) {
  return queryable(trx)
    .updateTable('food_orders')
    .set({ visible_at: at, updated_at: at })
    .where('transaction_id', '=', transactionId)
    .where('visible_at', 'is', null)
    .returning(['id', 'merchant_id'])
    .executeTakeFirst();
}

/** Cancels the never shown, still received order of a transaction; undefined when there is none. */
export function cancelUnshownOrderOf(trx: DbHandle, transactionId: string) {
  return queryable(trx)
    .updateTable('food_orders')
    .set({ state: 'cancelled', updated_at: new Date() })
    .where('transaction_id', '=', transactionId)
    .where('visible_at', 'is', null)
    .where('state', '=', 'received')
    .returning(['id', 'merchant_id', 'voucher_code'])
    .executeTakeFirst();
}

export async function hasFeedback(handle: DbHandle, orderId: string): Promise<boolean> {
  const given = await queryable(handle)
    .selectFrom('food_order_feedback')
    .select('id')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return given !== undefined;
}

/** One rating per order: false when the order already has one. */
export async function saveFeedback(
  handle: DbHandle,
  orderId: string,
  feedback: { rating: number; comment: string },
): Promise<boolean> {
  const saved = await queryable(handle)
    .insertInto('food_order_feedback')
    .values({ order_id: orderId, rating: feedback.rating, comment: feedback.comment })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return saved !== undefined;
}

/** What an order's confirmation email says, with its merchant's name. */
export function findOrderForEmail(trx: DbHandle, orderId: string) {
  return queryable(trx)
    .selectFrom('food_orders as o')
    .innerJoin('merchants as m', 'm.id', 'o.merchant_id')
    .select([
      'o.merchant_id',
      'o.number',
      'o.access_token',
      'o.customer_name',
      'o.customer_email',
      'o.total_minor',
      'o.currency',
      'o.lang',
      'm.title_en',
      'm.title_ar',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}
