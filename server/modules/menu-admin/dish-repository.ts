import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { containsPattern } from '../../db/contains-pattern.ts';
import { countedPage } from '../../db/counted-page.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { FoodItemsTable } from '../../db/types.ts';

export type { FoodAddOnJson, FoodOptionJson, FoodSizeJson } from '../../db/tables-food.ts';

/** A dish as its form edits it: its row, the Kuwait day it was sold out on, the branches not selling it. */
export type DishRow = Omit<Selectable<FoodItemsTable>, 'sold_out_on'> & {
  sold_out_day: string | null;
  branch_ids_off: number[];
};

const dishes = (handle: DbHandle, merchantId: number) =>
  queryable(handle).selectFrom('food_items as i').where('i.merchant_id', '=', merchantId);

type DishQuery = ReturnType<typeof dishes>;
const withColumns = (query: DishQuery) =>
  query
    .selectAll('i')
    .select([
      sql<string | null>`to_char(i.sold_out_on, 'YYYY-MM-DD')`.as('sold_out_day'),
      sql<
        number[]
      >`coalesce((SELECT json_agg(o.branch_id ORDER BY o.branch_id) FROM food_item_branch_off o WHERE o.item_id = i.id), '[]'::json)`.as(
        'branch_ids_off',
      ),
    ]);

/** A page of the merchant's dishes in menu order; the search is literal, in either name or the SKU. */
export function listDishes(
  handle: DbHandle,
  merchantId: number,
  filters: { category_id?: number; search?: string; limit: number; offset: number },
) {
  let query = dishes(handle, merchantId);
  if (filters.category_id !== undefined) query = query.where('i.category_id', '=', filters.category_id);
  const search = filters.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([
        eb('i.name_en', 'ilike', pattern),
        eb('i.name_ar', 'ilike', pattern),
        eb('i.sku', 'ilike', pattern),
      ]),
    );
  }
  return countedPage(
    query,
    (list) => withColumns(list).orderBy('i.category_id').orderBy('i.position').orderBy('i.id'),
    filters,
  ) as Promise<{ count: number; rows: DishRow[] }>;
}

export function findDish(handle: DbHandle, merchantId: number, id: number, lock = false) {
  let query = withColumns(dishes(handle, merchantId).where('i.id', '=', id));
  if (lock) query = query.forUpdate('i');
  return query.executeTakeFirst() as Promise<DishRow | undefined>;
}

export async function skuTaken(handle: DbHandle, merchantId: number, sku: string, exceptId?: number) {
  let query = dishes(handle, merchantId).select('i.id').where(sql<boolean>`lower(i.sku) = lower(${sku})`);
  if (exceptId !== undefined) query = query.where('i.id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function categoryKnown(handle: DbHandle, merchantId: number, categoryId: number) {
  const row = await queryable(handle)
    .selectFrom('food_categories')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', categoryId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertDish(trx: DbHandle, values: Insertable<FoodItemsTable>): Promise<number> {
  const row = await queryable(trx)
    .insertInto('food_items')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDish(trx: DbHandle, id: number, values: Updateable<FoodItemsTable>) {
  await queryable(trx).updateTable('food_items').set(values).where('id', '=', id).execute();
}

export async function deleteDish(trx: DbHandle, id: number) {
  await queryable(trx).deleteFrom('food_items').where('id', '=', id).execute();
}

/** The branches that do not sell the dish become exactly `branchIds`. */
export async function setBranchesOff(trx: DbHandle, itemId: number, branchIds: readonly number[]) {
  await queryable(trx).deleteFrom('food_item_branch_off').where('item_id', '=', itemId).execute();
  if (branchIds.length === 0) return;
  await queryable(trx)
    .insertInto('food_item_branch_off')
    .values(branchIds.map((branch_id) => ({ item_id: itemId, branch_id })))
    .execute();
}
