import type { Insertable, Selectable } from 'kysely';
import type { DeliveryType } from '../../../src/domain/contracts/food.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type {
  FoodBannersTable,
  FoodBranchesTable,
  FoodCategoriesTable,
  FoodDeliveryAreasTable,
  FoodItemsTable,
  FoodMenuConfigTable,
  FoodOrdersTable,
  FoodVouchersTable,
} from '../../db/types.ts';

export type { FoodOrderLineJson } from '../../db/tables-food.ts';
export type MenuConfigRow = Selectable<FoodMenuConfigTable>;
export type CategoryRow = Selectable<FoodCategoriesTable>;
export type ItemRow = Selectable<FoodItemsTable>;
export type BranchRow = Selectable<FoodBranchesTable>;
export type AreaRow = Selectable<FoodDeliveryAreasTable>;
export type BannerRow = Selectable<FoodBannersTable>;
export type VoucherRow = Selectable<FoodVouchersTable>;
export type FoodOrder = Selectable<FoodOrdersTable>;
export type NewFoodOrder = Insertable<FoodOrdersTable>;

export function findMenuConfig(handle: DbHandle, merchantId: number): Promise<MenuConfigRow | undefined> {
  return queryable(handle)
    .selectFrom('food_menu_config')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

/** Catering menus show catering categories only; delivery and pickup menus the others. */
export function listCategories(
  handle: DbHandle,
  merchantId: number,
  deliveryType?: DeliveryType,
): Promise<CategoryRow[]> {
  let query = queryable(handle)
    .selectFrom('food_categories')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('is_active', '=', true);
  if (deliveryType) query = query.where('is_catering', '=', deliveryType === 'catering');
  return query.orderBy('position').orderBy('id').execute();
}

export function findCategory(
  handle: DbHandle,
  merchantId: number,
  id: number,
): Promise<CategoryRow | undefined> {
  return queryable(handle)
    .selectFrom('food_categories')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

export interface ItemFilter {
  category?: number;
  q?: string;
  deliveryType?: DeliveryType;
  promoted?: boolean;
  ids?: number[];
}

/** Items of active categories; `q` matches the English or Arabic name or description. */
export function listItems(handle: DbHandle, merchantId: number, filter: ItemFilter = {}): Promise<ItemRow[]> {
  let query = queryable(handle)
    .selectFrom('food_items as i')
    .innerJoin('food_categories as c', 'c.id', 'i.category_id')
    .selectAll('i')
    .where('i.merchant_id', '=', merchantId)
    .where('c.is_active', '=', true);
  if (filter.category !== undefined) query = query.where('i.category_id', '=', filter.category);
  if (filter.deliveryType) query = query.where('c.is_catering', '=', filter.deliveryType === 'catering');
  if (filter.promoted) query = query.where('i.promoted', '=', true);
  if (filter.ids) query = query.where('i.id', 'in', filter.ids.length ? filter.ids : [0]);
  const q = filter.q?.trim();
  if (q) {
    // Escape LIKE's wildcards: a customer searching "50%" means the text.
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('i.name_en', 'ilike', pattern),
        eb('i.name_ar', 'ilike', pattern),
        eb('i.description_en', 'ilike', pattern),
        eb('i.description_ar', 'ilike', pattern),
      ]),
    );
  }
  return query.orderBy('c.position').orderBy('i.position').orderBy('i.id').execute();
}

export async function findItem(
  handle: DbHandle,
  merchantId: number,
  id: number,
): Promise<ItemRow | undefined> {
  const [item] = await listItems(handle, merchantId, { ids: [id] });
  return item;
}

export function listBanners(handle: DbHandle, merchantId: number): Promise<BannerRow[]> {
  return queryable(handle)
    .selectFrom('food_banners')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('is_active', '=', true)
    .orderBy('position')
    .execute();
}

export function listBranches(handle: DbHandle, merchantId: number): Promise<BranchRow[]> {
  return queryable(handle)
    .selectFrom('food_branches')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('is_active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findBranch(handle: DbHandle, merchantId: number, id: number): Promise<BranchRow | undefined> {
  return queryable(handle)
    .selectFrom('food_branches')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

export function listAreas(
  handle: DbHandle,
  merchantId: number,
  filter: { branch?: number; zone?: number } = {},
) {
  let query = queryable(handle)
    .selectFrom('food_delivery_areas')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('is_active', '=', true);
  if (filter.branch !== undefined) query = query.where('branch_id', '=', filter.branch);
  if (filter.zone !== undefined) query = query.where('zone_id', '=', filter.zone);
  return query.orderBy('position').orderBy('id').execute();
}

export async function findArea(
  handle: DbHandle,
  merchantId: number,
  id: number,
): Promise<AreaRow | undefined> {
  return queryable(handle)
    .selectFrom('food_delivery_areas')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

export function findZone(handle: DbHandle, merchantId: number, id: number) {
  return queryable(handle)
    .selectFrom('food_delivery_zones')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findVoucher(
  handle: DbHandle,
  merchantId: number,
  code: string,
): Promise<VoucherRow | undefined> {
  return queryable(handle)
    .selectFrom('food_vouchers')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb(eb.fn('upper', ['code']), '=', code.trim().toUpperCase()))
    .executeTakeFirst();
}

/** Counts a use in the caller's transaction; false when a limited voucher is used up. */
export async function addVoucherUse(trx: DbHandle, id: number): Promise<boolean> {
  const used = await queryable(trx)
    .updateTable('food_vouchers')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', id)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

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
          .select('state')
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
    .returning('id')
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
