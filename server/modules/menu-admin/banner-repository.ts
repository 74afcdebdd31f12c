import type { Insertable, Updateable } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { FoodBannersTable } from '../../db/types.ts';

const banners = (handle: DbHandle, merchantId: number) =>
  queryable(handle)
    .selectFrom('food_banners')
    .select(['id', 'image_url', 'title_en', 'title_ar', 'position', 'is_active'])
    .where('merchant_id', '=', merchantId);

export const listBanners = (handle: DbHandle, merchantId: number) =>
  banners(handle, merchantId).orderBy('position').orderBy('id').execute();

export function findBanner(handle: DbHandle, merchantId: number, id: number, lock = false) {
  let query = banners(handle, merchantId).where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function insertBanner(trx: DbHandle, values: Insertable<FoodBannersTable>): Promise<number> {
  const row = await queryable(trx)
    .insertInto('food_banners')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBanner(trx: DbHandle, id: number, values: Updateable<FoodBannersTable>) {
  await queryable(trx).updateTable('food_banners').set(values).where('id', '=', id).execute();
}

export async function deleteBanner(trx: DbHandle, id: number) {
  await queryable(trx).deleteFrom('food_banners').where('id', '=', id).execute();
}
