import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { FoodCategoriesTable } from '../../db/types.ts';

export type CategoryRow = Selectable<FoodCategoriesTable> & { dish_count: number };

const categories = (handle: DbHandle, merchantId: number) =>
  queryable(handle)
    .selectFrom('food_categories as c')
    .selectAll('c')
    .select((eb) =>
      eb
        .selectFrom('food_items as i')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('i.category_id', '=', 'c.id')
        .as('dish_count'),
    )
    .where('c.merchant_id', '=', merchantId);

export function listCategories(handle: DbHandle, merchantId: number): Promise<CategoryRow[]> {
  return categories(handle, merchantId).orderBy('c.position').orderBy('c.id').execute() as Promise<
    CategoryRow[]
  >;
}

export function findCategory(handle: DbHandle, merchantId: number, id: number, lock = false) {
  let query = categories(handle, merchantId).where('c.id', '=', id);
  if (lock) query = query.forUpdate('c');
  return query.executeTakeFirst() as Promise<CategoryRow | undefined>;
}

export async function insertCategory(
  trx: DbHandle,
  values: Insertable<FoodCategoriesTable>,
): Promise<number> {
  const row = await queryable(trx)
    .insertInto('food_categories')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategory(trx: DbHandle, id: number, values: Updateable<FoodCategoriesTable>) {
  await queryable(trx).updateTable('food_categories').set(values).where('id', '=', id).execute();
}

export async function deleteCategory(trx: DbHandle, id: number) {
  await queryable(trx).deleteFrom('food_categories').where('id', '=', id).execute();
}
