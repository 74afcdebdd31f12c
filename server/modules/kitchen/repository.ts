import { type Insertable, sql, type Updateable } from 'kysely';
import type { DeliveryType, OrderState } from '../../../src/domain/contracts/food.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { countedPage } from '../../db/counted-page.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { FoodOrdersTable } from '../../db/types.ts';
import type { FoodOrder } from '../food/service.ts';
import type { ProductInsert } from './product-rows.ts';

export interface OrderFilters {
  state?: OrderState;
  delivery_type?: DeliveryType;
  branch?: number;
  q?: string;
}

/** Orders the kitchen sees: the merchant's, once paid or cash on delivery. */
const visible = (handle: DbHandle, merchantId: number) =>
  queryable(handle)
    .selectFrom('food_orders')
    .where('merchant_id', '=', merchantId)
    .where('visible_at', 'is not', null);

/** A page of the orders the kitchen sees, newest first, and how many match the filters. */
export async function listVisibleOrders(
  handle: DbHandle,
  merchantId: number,
  filters: OrderFilters,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: FoodOrder[] }> {
  let query = visible(handle, merchantId);
  if (filters.state) query = query.where('state', '=', filters.state);
  if (filters.delivery_type) query = query.where('delivery_type', '=', filters.delivery_type);
  if (filters.branch !== undefined) query = query.where('branch_id', '=', filters.branch);
  const q = filters.q?.trim();
  if (q) {
    // Staff type an order number, a name or part of a phone; LIKE wildcards are meant literally.
    const pattern = containsPattern(q);
    query = query.where((eb) =>
      eb.or([
        eb('number', '=', q),
        eb('customer_name', 'ilike', pattern),
        eb('customer_phone', 'like', pattern),
      ]),
    );
  }
  return countedPage(
    query,
    (list) => list.selectAll().orderBy('visible_at', 'desc').orderBy('created_at', 'desc'),
    page,
  );
}

/** The drawer badge: every order nobody has acknowledged yet, whatever the list's filters. */
export async function unacknowledgedCount(handle: DbHandle, merchantId: number): Promise<number> {
  const row = await visible(handle, merchantId)
    .where('acknowledged_at', 'is', null)
    .where('state', '!=', 'cancelled')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** An order of this merchant the kitchen may see, by its uuid. */
export function findVisibleOrder(
  handle: DbHandle,
  merchantId: number,
  id: string,
): Promise<FoodOrder | undefined> {
  return visible(handle, merchantId).selectAll().where('id', '=', id).executeTakeFirst();
}

/** The order with its row locked until the caller's transaction ends. */
export function lockOrder(trx: DbHandle, id: string): Promise<FoodOrder> {
  return queryable(trx)
    .selectFrom('food_orders')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export function changeOrder(
  trx: DbHandle,
  id: string,
  change: Updateable<FoodOrdersTable>,
): Promise<FoodOrder> {
  return queryable(trx)
    .updateTable('food_orders')
    .set(change)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertOrderCopy(trx: DbHandle, values: Insertable<FoodOrdersTable>): Promise<FoodOrder> {
  return queryable(trx).insertInto('food_orders').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Every state the order went through, oldest first, with who moved it. */
export function listOrderHistory(handle: DbHandle, orderId: string) {
  return queryable(handle)
    .selectFrom('food_order_state_history as h')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .select(['h.state', 'h.created_at', 'u.username', 'h.actor'])
    .where('h.order_id', '=', orderId)
    .orderBy('h.id')
    .execute();
}

/** The number of an order, if it still exists. */
export function findOrderNumber(
  handle: DbHandle,
  id: string,
): Promise<{ id: string; number: string } | undefined> {
  return queryable(handle)
    .selectFrom('food_orders')
    .select(['id', 'number'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The kitchen list's refresh time the merchant set (SPEC 9); undefined without a menu. */
export async function orderRefreshSeconds(handle: DbHandle, merchantId: number): Promise<number | undefined> {
  const row = await queryable(handle)
    .selectFrom('food_menu_config')
    .select('order_refresh_seconds')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row?.order_refresh_seconds;
}

/** Every branch, closed ones too: the list filters old orders that name them. */
export function branchNames(handle: DbHandle, merchantId: number) {
  return queryable(handle)
    .selectFrom('food_branches')
    .select(['id', 'name_en', 'name_ar'])
    .where('merchant_id', '=', merchantId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The menu's currency (products are priced in it); undefined without a menu. */
export async function menuCurrency(handle: DbHandle, merchantId: number): Promise<string | undefined> {
  const row = await queryable(handle)
    .selectFrom('food_menu_config')
    .select('currency')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row?.currency.trim();
}

/** The categories an uploaded product may name. */
export function activeCategories(handle: DbHandle, merchantId: number) {
  return queryable(handle)
    .selectFrom('food_categories')
    .select(['id', 'name_en', 'name_ar'])
    .where('merchant_id', '=', merchantId)
    .where('is_active', '=', true)
    .execute();
}

/** An upload's products, created together or not at all. */
/** One upload at a time per merchant: two files naming one new sku must not both create it. */
export async function lockProductUpload(handle: DbHandle, merchantId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('food_items.sku'), ${merchantId})`.execute(
    queryable(handle),
  );
}

/** The merchant's dishes by sku (lower case), for the skus a file names. */
export async function dishesBySku(
  handle: DbHandle,
  merchantId: number,
  skus: string[],
): Promise<Map<string, number>> {
  const lower = [...new Set(skus.filter(Boolean).map((sku) => sku.toLowerCase()))];
  if (lower.length === 0) return new Map();
  const rows = await queryable(handle)
    .selectFrom('food_items')
    .select(['id', sql<string>`lower(sku)`.as('key')])
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(sku)`, 'in', lower)
    .execute();
  return new Map(rows.map((row) => [row.key, row.id]));
}

export async function insertProducts(handle: DbHandle, products: ProductInsert[]): Promise<void> {
  if (products.length === 0) return;
  // A blank sku is left to the table, which makes it DISH-{id}.
  await queryable(handle)
    .insertInto('food_items')
    .values(products.map(({ sku, ...product }) => (sku ? { ...product, sku } : product)))
    .execute();
}

export async function updateProduct(
  handle: DbHandle,
  id: number,
  changes: Partial<ProductInsert>,
): Promise<void> {
  const { merchant_id: _merchant, sku: _sku, ...values } = changes;
  await queryable(handle).updateTable('food_items').set(values).where('id', '=', id).execute();
}

/** Every dish of the merchant's active categories, in menu order, with its category's names. */
export function listMenuForKitchen(handle: DbHandle, merchantId: number) {
  return queryable(handle)
    .selectFrom('food_items as i')
    .innerJoin('food_categories as c', 'c.id', 'i.category_id')
    .select([
      'i.id',
      'i.sku',
      'i.category_id',
      'i.name_en',
      'i.name_ar',
      sql<string | null>`i.sold_out_on::text`.as('sold_out_on'),
      'c.name_en as category_en',
      'c.name_ar as category_ar',
    ])
    .where('i.merchant_id', '=', merchantId)
    .where('c.is_active', '=', true)
    .orderBy('c.position')
    .orderBy('c.id')
    .orderBy('i.position')
    .orderBy('i.id')
    .execute();
}
export type KitchenMenuRow = Awaited<ReturnType<typeof listMenuForKitchen>>[number];

/** Sets the day a dish is sold out on (null: available); the dish as before, or undefined when unknown. */
export async function setSoldOutOn(
  handle: DbHandle,
  merchantId: number,
  id: number,
  day: string | null,
): Promise<{ before: string | null; name_en: string; sku: string } | undefined> {
  const db = queryable(handle);
  const before = await db
    .selectFrom('food_items')
    .select([sql<string | null>`sold_out_on::text`.as('sold_out_on'), 'name_en', 'sku'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!before) return undefined;
  await db.updateTable('food_items').set({ sold_out_on: day }).where('id', '=', id).execute();
  return { before: before.sold_out_on, name_en: before.name_en, sku: before.sku };
}
