import type { Selectable } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { FoodVouchersTable } from '../../db/types.ts';

/** A merchant's discount code. The table keeps its first name: the food menu's vouchers came first. */
export type DiscountCodeRow = Selectable<FoodVouchersTable>;

export function findDiscountCode(
  handle: DbHandle,
  merchantId: number,
  code: string,
): Promise<DiscountCodeRow | undefined> {
  return queryable(handle)
    .selectFrom('food_vouchers')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb(eb.fn('upper', ['code']), '=', code.trim().toUpperCase()))
    .executeTakeFirst();
}

/** Counts a use in the caller's transaction; false when a limited code is used up. */
export async function addUse(trx: DbHandle, id: number): Promise<boolean> {
  const used = await queryable(trx)
    .updateTable('food_vouchers')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', id)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

/** Gives back a use a checkout reserved and its payment never came for. */
export async function removeUse(trx: DbHandle, id: number): Promise<void> {
  await queryable(trx)
    .updateTable('food_vouchers')
    .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
    .where('id', '=', id)
    .where('used_count', '>', 0)
    .execute();
}

/** Counts a use whatever the limit: money was taken for an order that had given its use back. */
export async function forceUse(trx: DbHandle, id: number): Promise<void> {
  await queryable(trx)
    .updateTable('food_vouchers')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', id)
    .execute();
}
