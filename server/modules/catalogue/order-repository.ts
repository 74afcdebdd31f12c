import { type Insertable, type Selectable, sql } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { CatalogueOrderState, CatalogueOrdersTable } from '../../db/types.ts';

export type { CatalogueOrderLineJson, CatalogueOrderState } from '../../db/types.ts';
export type CatalogueOrder = Selectable<CatalogueOrdersTable>;
export type NewCatalogueOrder = Insertable<CatalogueOrdersTable>;

/**
 * Takes `quantity` of a counted product's stock in the caller's transaction; false when fewer
 * are left. The UPDATE locks the row, so racing checkouts queue on it and each sees what the
 * one before it left: the last units are never taken twice.
 */
export async function takeStock(trx: DbHandle, productId: number, quantity: number): Promise<boolean> {
  const taken = await queryable(trx)
    .updateTable('catalogue_products')
    .set((eb) => ({ inventory: eb('inventory', '-', quantity) }))
    .where('id', '=', productId)
    .where('inventory', '>=', quantity)
    .returning('id')
    .executeTakeFirst();
  return taken !== undefined;
}

export async function returnStock(trx: DbHandle, productId: number, quantity: number): Promise<void> {
  await queryable(trx)
    .updateTable('catalogue_products')
    .set((eb) => ({ inventory: eb('inventory', '+', quantity) }))
    .where('id', '=', productId)
    .where('inventory', 'is not', null)
    .execute();
}

/**
 * Takes `quantity` of a store's own stock of a product, as `takeStock` does for the product's
 * count: the UPDATE locks the store's row, so checkouts at one store queue on it.
 */
export async function takeStoreStock(
  trx: DbHandle,
  productId: number,
  storeId: number,
  quantity: number,
): Promise<boolean> {
  const taken = await queryable(trx)
    .updateTable('catalogue_product_stores')
    .set((eb) => ({ inventory: eb('inventory', '-', quantity) }))
    .where('product_id', '=', productId)
    .where('store_id', '=', storeId)
    .where('inventory', '>=', quantity)
    .returning('product_id')
    .executeTakeFirst();
  return taken !== undefined;
}

/** Gives a store back its units; a store that no longer holds the product, or no longer counts it, takes nothing. */
export async function returnStoreStock(
  trx: DbHandle,
  productId: number,
  storeId: number,
  quantity: number,
): Promise<void> {
  await queryable(trx)
    .updateTable('catalogue_product_stores')
    .set((eb) => ({ inventory: eb('inventory', '+', quantity) }))
    .where('product_id', '=', productId)
    .where('store_id', '=', storeId)
    .where('inventory', 'is not', null)
    .execute();
}

export async function insertOrder(trx: DbHandle, order: NewCatalogueOrder): Promise<CatalogueOrder> {
  return queryable(trx).insertInto('catalogue_orders').values(order).returningAll().executeTakeFirstOrThrow();
}

/** The order of a transaction, locked until the caller's transaction ends. */
export function lockOrderOf(trx: DbHandle, transactionId: string): Promise<CatalogueOrder | undefined> {
  return queryable(trx)
    .selectFrom('catalogue_orders')
    .selectAll()
    .where('transaction_id', '=', transactionId)
    .forUpdate()
    .executeTakeFirst();
}

export async function setOrderState(trx: DbHandle, id: number, state: CatalogueOrderState): Promise<void> {
  await queryable(trx).updateTable('catalogue_orders').set({ state }).where('id', '=', id).execute();
}

/** Orders flagged for the merchant, newest first, with their customer's name. */
export async function listNeedingAttention(
  handle: DbHandle,
  merchantId: number,
  page: { limit: number; offset: number },
): Promise<{
  count: number;
  rows: (CatalogueOrder & { customer_name: string; store_en: string | null; store_ar: string | null })[];
}> {
  const flagged = queryable(handle)
    .selectFrom('catalogue_orders as o')
    .where('o.merchant_id', '=', merchantId)
    .where('o.state', '=', 'needs_attention');
  const [rows, total] = await Promise.all([
    flagged
      .innerJoin('transactions as t', 't.id', 'o.transaction_id')
      .leftJoin('catalogue_stores as s', 's.id', 'o.store_id')
      .selectAll('o')
      .select(['t.customer_name', 's.name_en as store_en', 's.name_ar as store_ar'])
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    flagged.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { count: total.count, rows };
}
