import type { Insertable, Selectable, Updateable } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { FoodDeliveryAreasTable, FoodDeliveryZonesTable } from '../../db/types.ts';

/** Delivery zones (groups of areas) and the areas a branch delivers to. */
export type AreaRow = Selectable<FoodDeliveryAreasTable>;

const zones = (handle: DbHandle, merchantId: number) =>
  queryable(handle)
    .selectFrom('food_delivery_zones')
    .select(['id', 'name_en', 'name_ar', 'branch_id'])
    .where('merchant_id', '=', merchantId);

export const listZones = (handle: DbHandle, merchantId: number) =>
  zones(handle, merchantId).orderBy('id').execute();

export function findZone(handle: DbHandle, merchantId: number, id: number, lock = false) {
  let query = zones(handle, merchantId).where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function insertZone(trx: DbHandle, values: Insertable<FoodDeliveryZonesTable>): Promise<number> {
  const row = await queryable(trx)
    .insertInto('food_delivery_zones')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateZone(trx: DbHandle, id: number, values: Updateable<FoodDeliveryZonesTable>) {
  await queryable(trx).updateTable('food_delivery_zones').set(values).where('id', '=', id).execute();
}

export function listAreas(handle: DbHandle, merchantId: number): Promise<AreaRow[]> {
  return queryable(handle)
    .selectFrom('food_delivery_areas')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findArea(handle: DbHandle, merchantId: number, id: number, lock = false) {
  let query = queryable(handle)
    .selectFrom('food_delivery_areas')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function insertArea(trx: DbHandle, values: Insertable<FoodDeliveryAreasTable>): Promise<number> {
  const row = await queryable(trx)
    .insertInto('food_delivery_areas')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateArea(trx: DbHandle, id: number, values: Updateable<FoodDeliveryAreasTable>) {
  await queryable(trx).updateTable('food_delivery_areas').set(values).where('id', '=', id).execute();
}
