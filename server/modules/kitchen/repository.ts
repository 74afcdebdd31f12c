import { sql } from 'kysely';
import type {
  DeliveryType,
  OrderDetails,
  OrderHistoryEntry,
  OrderState,
} from '../../../src/domain/contracts/food.ts';
import type { OrderRow } from '../../../src/domain/contracts/kitchen.ts';
import { nextOrderStates, type OrderActor } from '../../../src/domain/order-states.ts';
import type { Db } from '../../db/database.ts';
import type { Lang } from '../../lib/i18n.ts';
import { type FoodOrder, orderContext, presentOrderDetails, presentOrderRow } from '../food/orders.ts';
import { isUuid } from '../payments/repository.ts';
import type { ProductInsert } from './product-rows.ts';

export interface OrderFilters {
  state?: OrderState;
  delivery_type?: DeliveryType;
  branch?: number;
  q?: string;
}

/** Orders the kitchen sees: the merchant's, once paid or cash on delivery. */
const visible = (db: Db, merchantId: number) =>
  db.selectFrom('food_orders').where('merchant_id', '=', merchantId).where('visible_at', 'is not', null);

export async function listOrders(
  db: Db,
  merchantId: number,
  filters: OrderFilters,
  page: { limit: number; offset: number },
  lang: Lang,
): Promise<{ count: number; results: OrderRow[]; unacknowledged: number }> {
  let query = visible(db, merchantId);
  if (filters.state) query = query.where('state', '=', filters.state);
  if (filters.delivery_type) query = query.where('delivery_type', '=', filters.delivery_type);
  if (filters.branch !== undefined) query = query.where('branch_id', '=', filters.branch);
  const q = filters.q?.trim();
  if (q) {
    // Staff type an order number, a name or part of a phone; LIKE wildcards are meant literally.
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('number', '=', q),
        eb('customer_name', 'ilike', pattern),
        eb('customer_phone', 'like', pattern),
      ]),
    );
  }
  const [rows, total, unread] = await Promise.all([
    query
      .selectAll()
      .orderBy('visible_at', 'desc')
      .orderBy('created_at', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
    unacknowledgedCount(db, merchantId),
  ]);
  const results = await Promise.all(
    rows.map(async (row) => presentOrderRow(row, await orderContext(db, row), lang)),
  );
  return { count: total.count, results, unacknowledged: unread };
}

/** The drawer badge: every order nobody has acknowledged yet, whatever the list's filters. */
export async function unacknowledgedCount(db: Db, merchantId: number): Promise<number> {
  const row = await visible(db, merchantId)
    .where('acknowledged_at', 'is', null)
    .where('state', '!=', 'cancelled')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** An order of this merchant the kitchen may see; undefined for anything else (ids are uuids). */
export function findKitchenOrder(db: Db, merchantId: number, id: string): Promise<FoodOrder | undefined> {
  if (!isUuid(id)) return Promise.resolve(undefined);
  return visible(db, merchantId).selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every state the order went through, oldest first, with who moved it (null: nobody by hand). */
async function orderHistory(db: Db, orderId: string): Promise<OrderHistoryEntry[]> {
  const rows = await db
    .selectFrom('food_order_state_history as h')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .select(['h.state', 'h.created_at', 'u.username', 'h.actor'])
    .where('h.order_id', '=', orderId)
    .orderBy('h.id')
    .execute();
  return rows.map((row) => ({
    state: row.state as OrderState,
    // The name kept in the row still names a staff member whose account was deleted since.
    actor: row.username ?? (row.actor || null),
    timestamp: new Date(row.created_at).toISOString(),
  }));
}

/** The order a kitchen copy was made from, if it still exists. */
async function originalOf(db: Db, order: FoodOrder): Promise<{ id: string; number: string } | null> {
  if (!order.duplicate_of) return null;
  const original = await db
    .selectFrom('food_orders')
    .select(['id', 'number'])
    .where('id', '=', order.duplicate_of)
    .executeTakeFirst();
  return original ?? null;
}

export async function kitchenDetails(db: Db, order: FoodOrder, actor: OrderActor): Promise<OrderDetails> {
  const [context, original, history] = await Promise.all([
    orderContext(db, order),
    originalOf(db, order),
    orderHistory(db, order.id),
  ]);
  const next = nextOrderStates(order.state as OrderState, order.delivery_type, actor);
  return { ...presentOrderDetails(order, context, next), duplicate_of: original, history };
}

export async function kitchenRow(db: Db, order: FoodOrder, lang: Lang): Promise<OrderRow> {
  return presentOrderRow(order, await orderContext(db, order), lang);
}

/** The kitchen list's refresh time the merchant set (SPEC 9); undefined without a menu. */
export async function orderRefreshSeconds(db: Db, merchantId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('food_menu_config')
    .select('order_refresh_seconds')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row?.order_refresh_seconds;
}

/** Every branch, closed ones too: the list filters old orders that name them. */
export function branchNames(db: Db, merchantId: number) {
  return db
    .selectFrom('food_branches')
    .select(['id', 'name_en', 'name_ar'])
    .where('merchant_id', '=', merchantId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The menu's currency (products are priced in it); undefined without a menu. */
export async function menuCurrency(db: Db, merchantId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('food_menu_config')
    .select('currency')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row?.currency.trim();
}

/** An upload's products, created together or not at all. */
export async function insertProducts(db: Db, products: ProductInsert[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('food_items').values(products).execute();
  });
}
