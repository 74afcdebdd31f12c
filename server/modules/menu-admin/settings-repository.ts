import { type Selectable, sql, type Updateable } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { FoodMenuConfigTable } from '../../db/types.ts';

/** The menu's own settings row, and the images its merchant uploaded for the menu. */
export type MenuConfigRow = Selectable<FoodMenuConfigTable>;

export async function findMenuCurrency(handle: DbHandle, merchantId: number): Promise<string | undefined> {
  const row = await queryable(handle)
    .selectFrom('food_menu_config')
    .select('currency')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row?.currency;
}

export function findMenuConfig(handle: DbHandle, merchantId: number, lock = false) {
  let query = queryable(handle)
    .selectFrom('food_menu_config')
    .selectAll()
    .where('merchant_id', '=', merchantId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function updateMenuConfig(
  trx: DbHandle,
  merchantId: number,
  values: Updateable<FoodMenuConfigTable>,
): Promise<void> {
  await queryable(trx)
    .updateTable('food_menu_config')
    .set(values)
    .where('merchant_id', '=', merchantId)
    .execute();
}

/** Whether the merchant uploaded every one of these originals as a menu image. */
export async function menuImagesKnown(handle: DbHandle, merchantId: number, hashes: readonly string[]) {
  const wanted = [...new Set(hashes)];
  const row = await queryable(handle)
    .selectFrom('images')
    .select(sql<number>`count(DISTINCT hash)::int`.as('n'))
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', 'menu')
    .where('hash', 'in', wanted)
    .executeTakeFirstOrThrow();
  return row.n === wanted.length;
}
