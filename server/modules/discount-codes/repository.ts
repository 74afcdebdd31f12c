import type { Selectable } from 'kysely';
import { containsPattern } from '../../db/contains-pattern.ts';
import { countedPage } from '../../db/counted-page.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { FoodVouchersTable } from '../../db/types.ts';

/** A merchant's discount code. The table keeps its first name: the food menu's vouchers came first. */
export type DiscountCodeRow = Selectable<FoodVouchersTable>;
/** What staff set on a code; its uses are counted by checkouts alone. */
export interface DiscountCodeColumns {
  code: string;
  discount_type: DiscountCodeRow['discount_type'];
  percent_bp: number;
  amount_minor: number;
  minimum_order_minor: number;
  max_uses: number | null;
  starts_at: Date | null;
  ends_at: Date | null;
  is_active: boolean;
  /** JSON of the delivery types served; null: every one. */
  delivery_types: string | null;
}
export type DiscountCodeChanges = Partial<DiscountCodeColumns>;

/** A page of the merchant's codes, newest first; the search is literal, on the code. */
export async function listDiscountCodes(
  handle: DbHandle,
  merchantId: number,
  search: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: DiscountCodeRow[] }> {
  let query = queryable(handle).selectFrom('food_vouchers').where('merchant_id', '=', merchantId);
  const text = search?.trim();
  if (text) query = query.where('code', 'ilike', containsPattern(text));
  return countedPage(
    query,
    (list) => list.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    page,
  );
}

/** One of the merchant's codes by id; `lock` holds its row (its uses) until the transaction ends. */
export function findDiscountCodeById(
  handle: DbHandle,
  merchantId: number,
  id: number,
  lock = false,
): Promise<DiscountCodeRow | undefined> {
  const query = queryable(handle)
    .selectFrom('food_vouchers')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** Whether another of the merchant's codes is written the same, whatever the case. */
export async function discountCodeTaken(
  handle: DbHandle,
  merchantId: number,
  code: string,
  exceptId?: number,
): Promise<boolean> {
  let query = queryable(handle)
    .selectFrom('food_vouchers')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb(eb.fn('upper', ['code']), '=', code.trim().toUpperCase()));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertDiscountCode(
  handle: DbHandle,
  merchantId: number,
  values: DiscountCodeColumns,
): Promise<number> {
  const row = await queryable(handle)
    .insertInto('food_vouchers')
    .values({ ...values, merchant_id: merchantId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDiscountCode(handle: DbHandle, id: number, changes: DiscountCodeChanges) {
  await queryable(handle).updateTable('food_vouchers').set(changes).where('id', '=', id).execute();
}

/**
 * The merchant's currency, which fixed codes and minimums are in: the shop's, else the food
 * menu's (both take the same codes), else Kuwait's dinar.
 */
export async function merchantCurrency(handle: DbHandle, merchantId: number): Promise<string> {
  const db = queryable(handle);
  const [shop, menu] = await Promise.all([
    db
      .selectFrom('catalogue_config')
      .select('currency')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst(),
    db
      .selectFrom('food_menu_config')
      .select('currency')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst(),
  ]);
  return (shop?.currency ?? menu?.currency ?? 'KWD').trim();
}

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
