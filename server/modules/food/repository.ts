import type { Selectable } from 'kysely';
import type { DeliveryType } from '../../../src/domain/contracts/food.ts';
import type { Db } from '../../db/database.ts';
import { handleOf } from '../../db/handle.ts';
import type { FoodMenuConfigTable, FoodOrdersTable } from '../../db/types.ts';
import { messageError } from '../../lib/errors.ts';
import { findDefaultMerchant } from '../merchant/service.ts';
import type { AreaRow, BannerRow, BranchRow, CategoryRow, ItemRow } from './present.ts';

export type MenuConfigRow = Selectable<FoodMenuConfigTable>;

/**
 * Customer endpoints are anonymous and serve the demo merchant (contracts/food.ts); a merchant
 * without a menu simply has no food ordering: 404.
 */
export async function menuOf(db: Db): Promise<MenuConfigRow> {
  const merchant = await findDefaultMerchant(handleOf(db));
  const config =
    merchant &&
    (await db
      .selectFrom('food_menu_config')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .executeTakeFirst());
  if (!config) throw messageError(404, 'food.not_installed');
  return { ...config, currency: config.currency.trim() };
}

/** Catering menus show catering categories only; delivery and pickup menus the others. */
export function listCategories(
  db: Db,
  merchantId: number,
  deliveryType?: DeliveryType,
): Promise<CategoryRow[]> {
  let query = db
    .selectFrom('food_categories')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('is_active', '=', true);
  if (deliveryType) query = query.where('is_catering', '=', deliveryType === 'catering');
  return query.orderBy('position').orderBy('id').execute();
}

export function findCategory(db: Db, merchantId: number, id: number): Promise<CategoryRow | undefined> {
  return db
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
export function listItems(db: Db, merchantId: number, filter: ItemFilter = {}): Promise<ItemRow[]> {
  let query = db
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

export async function findItem(db: Db, merchantId: number, id: number): Promise<ItemRow | undefined> {
  const [item] = await listItems(db, merchantId, { ids: [id] });
  return item;
}

export function listBanners(db: Db, merchantId: number): Promise<BannerRow[]> {
  return db
    .selectFrom('food_banners')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('is_active', '=', true)
    .orderBy('position')
    .execute();
}

export function listBranches(db: Db, merchantId: number): Promise<BranchRow[]> {
  return db
    .selectFrom('food_branches')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('is_active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findBranch(db: Db, merchantId: number, id: number): Promise<BranchRow | undefined> {
  return db
    .selectFrom('food_branches')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

export function listAreas(db: Db, merchantId: number, filter: { branch?: number; zone?: number } = {}) {
  let query = db
    .selectFrom('food_delivery_areas')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('is_active', '=', true);
  if (filter.branch !== undefined) query = query.where('branch_id', '=', filter.branch);
  if (filter.zone !== undefined) query = query.where('zone_id', '=', filter.zone);
  return query.orderBy('position').orderBy('id').execute();
}

export async function findArea(db: Db, merchantId: number, id: number): Promise<AreaRow | undefined> {
  return db
    .selectFrom('food_delivery_areas')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

export function findZone(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('food_delivery_zones')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findVoucher(db: Db, merchantId: number, code: string) {
  return db
    .selectFrom('food_vouchers')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb(eb.fn('upper', ['code']), '=', code.trim().toUpperCase()))
    .executeTakeFirst();
}

export function findOrderByNumber(
  db: Db,
  merchantId: number,
  number: string,
): Promise<Selectable<FoodOrdersTable> | undefined> {
  return db
    .selectFrom('food_orders')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('number', '=', number)
    .executeTakeFirst();
}

export async function hasFeedback(db: Db, orderId: string): Promise<boolean> {
  const given = await db
    .selectFrom('food_order_feedback')
    .select('id')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return given !== undefined;
}

/** One rating per order: false when the order already has one. */
export async function saveFeedback(
  db: Db,
  orderId: string,
  feedback: { rating: number; comment: string },
): Promise<boolean> {
  const saved = await db
    .insertInto('food_order_feedback')
    .values({ order_id: orderId, rating: feedback.rating, comment: feedback.comment })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return saved !== undefined;
}
