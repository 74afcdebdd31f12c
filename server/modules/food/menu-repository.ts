import { type Selectable, sql } from 'kysely';
import type { DeliveryType } from '../../../src/domain/contracts/food.ts';
import { branchOffKey } from '../../../src/domain/food-availability.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type {
  FoodBannersTable,
  FoodBranchesTable,
  FoodCategoriesTable,
  FoodDeliveryAreasTable,
  FoodItemsTable,
  FoodMenuConfigTable,
} from '../../db/types.ts';

/** The menu a customer reads: its settings, categories, dishes, banners, branches and areas. */
export type MenuConfigRow = Selectable<FoodMenuConfigTable>;
export type CategoryRow = Selectable<FoodCategoriesTable>;
/** A dish with the Kuwait day it is sold out on as text ("YYYY-MM-DD"), whatever the driver makes of a date. */
export type ItemRow = Selectable<FoodItemsTable> & { sold_out_day: string | null };
export type BranchRow = Selectable<FoodBranchesTable>;
export type AreaRow = Selectable<FoodDeliveryAreasTable>;
export type BannerRow = Selectable<FoodBannersTable>;

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
  /** Dishes promoted for this delivery type. */
  promotedFor?: DeliveryType;
  /** Leaves out dishes off at this branch. */
  branch?: number;
  ids?: number[];
}

/** Items of active categories; `q` matches the English or Arabic name or description. */
export function listItems(handle: DbHandle, merchantId: number, filter: ItemFilter = {}): Promise<ItemRow[]> {
  let query = queryable(handle)
    .selectFrom('food_items as i')
    .innerJoin('food_categories as c', 'c.id', 'i.category_id')
    .selectAll('i')
    .select(sql<string | null>`i.sold_out_on::text`.as('sold_out_day'))
    .where('i.merchant_id', '=', merchantId)
    .where('c.is_active', '=', true);
  if (filter.category !== undefined) query = query.where('i.category_id', '=', filter.category);
  if (filter.deliveryType) query = query.where('c.is_catering', '=', filter.deliveryType === 'catering');
  if (filter.promotedFor)
    query = query.where(sql<boolean>`i.promoted_for @> ${JSON.stringify([filter.promotedFor])}::jsonb`);
  // Dishes the branch does not sell are not on its menu.
  if (filter.branch !== undefined) {
    const branch = filter.branch;
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('food_item_branch_off as off')
            .select('off.item_id')
            .whereRef('off.item_id', '=', 'i.id')
            .where('off.branch_id', '=', branch),
        ),
      ),
    );
  }
  if (filter.ids) query = query.where('i.id', 'in', filter.ids.length ? filter.ids : [0]);
  const q = filter.q?.trim();
  if (q) {
    // Escape LIKE's wildcards: a customer searching "50%" means the text.
    const pattern = containsPattern(q);
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

/** Which of these dishes are not sold at which branch, as availableAt's keys. */
export async function branchOffKeys(handle: DbHandle, itemIds: number[]): Promise<Set<string>> {
  if (itemIds.length === 0) return new Set();
  const rows = await queryable(handle)
    .selectFrom('food_item_branch_off')
    .select(['item_id', 'branch_id'])
    .where('item_id', 'in', itemIds)
    .execute();
  return new Set(rows.map((row) => branchOffKey(row.item_id, row.branch_id)));
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
