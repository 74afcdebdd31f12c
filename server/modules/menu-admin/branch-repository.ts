import type { Insertable, Selectable, Updateable } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { FoodBranchesTable } from '../../db/types.ts';

export type BranchRow = Selectable<FoodBranchesTable>;

export function listBranches(handle: DbHandle, merchantId: number): Promise<BranchRow[]> {
  return queryable(handle)
    .selectFrom('food_branches')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findBranch(handle: DbHandle, merchantId: number, id: number, lock = false) {
  let query = queryable(handle)
    .selectFrom('food_branches')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The ids among `ids` that are not branches of the merchant. */
export async function unknownBranches(handle: DbHandle, merchantId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const found = await queryable(handle)
    .selectFrom('food_branches')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', [...ids])
    .execute();
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

export async function insertBranch(trx: DbHandle, values: Insertable<FoodBranchesTable>): Promise<number> {
  const row = await queryable(trx)
    .insertInto('food_branches')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBranch(trx: DbHandle, id: number, values: Updateable<FoodBranchesTable>) {
  await queryable(trx).updateTable('food_branches').set(values).where('id', '=', id).execute();
}
