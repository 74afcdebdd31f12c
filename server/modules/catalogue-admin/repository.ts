import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { CatalogueCategoriesTable, CatalogueConfigTable, CatalogueStoresTable } from '../../db/types.ts';

/** The shop around the products as its merchant's staff manage it: settings, categories, stores. */
export type CategoryRow = Selectable<CatalogueCategoriesTable> & { product_count: number };
export type CategoryColumns = Omit<Insertable<CatalogueCategoriesTable>, 'merchant_id'>;
export type ShopRow = Selectable<CatalogueConfigTable>;

export function findShop(handle: DbHandle, merchantId: number): Promise<ShopRow | undefined> {
  return queryable(handle)
    .selectFrom('catalogue_config')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

export function listCategories(handle: DbHandle, merchantId: number): Promise<CategoryRow[]> {
  return queryable(handle)
    .selectFrom('catalogue_categories as c')
    .selectAll('c')
    .select((eb) =>
      eb
        .selectFrom('catalogue_products as p')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('p.category_id', '=', 'c.id')
        .where('p.archived_at', 'is', null)
        .as('product_count'),
    )
    .where('c.merchant_id', '=', merchantId)
    .orderBy('c.position')
    .orderBy('c.id')
    .execute() as Promise<CategoryRow[]>;
}

export async function categoryExists(handle: DbHandle, merchantId: number, id: number): Promise<boolean> {
  const row = await queryable(handle)
    .selectFrom('catalogue_categories')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function categorySlugTaken(
  handle: DbHandle,
  merchantId: number,
  slug: string,
  exceptId?: number,
): Promise<boolean> {
  let query = queryable(handle)
    .selectFrom('catalogue_categories')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCategory(trx: DbHandle, merchantId: number, values: CategoryColumns) {
  const row = await queryable(trx)
    .insertInto('catalogue_categories')
    .values({ ...values, merchant_id: merchantId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategory(
  trx: DbHandle,
  id: number,
  values: Updateable<CatalogueCategoriesTable>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await queryable(trx).updateTable('catalogue_categories').set(values).where('id', '=', id).execute();
}

export async function findCategory(
  handle: DbHandle,
  merchantId: number,
  id: number,
): Promise<CategoryRow | undefined> {
  return (await listCategories(handle, merchantId)).find((category) => category.id === id);
}

export type StoreRow = Selectable<CatalogueStoresTable> & { product_count: number };

export function listStores(handle: DbHandle, merchantId: number): Promise<StoreRow[]> {
  return queryable(handle)
    .selectFrom('catalogue_stores as s')
    .selectAll('s')
    .select((eb) =>
      eb
        .selectFrom('catalogue_product_stores as ps')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('ps.store_id', '=', 's.id')
        .as('product_count'),
    )
    .where('s.merchant_id', '=', merchantId)
    .orderBy('s.id')
    .execute() as Promise<StoreRow[]>;
}

export async function findStore(
  handle: DbHandle,
  merchantId: number,
  id: number,
): Promise<StoreRow | undefined> {
  return (await listStores(handle, merchantId)).find((store) => store.id === id);
}

export async function insertStore(
  trx: DbHandle,
  merchantId: number,
  values: Omit<Insertable<CatalogueStoresTable>, 'merchant_id'>,
): Promise<number> {
  const row = await queryable(trx)
    .insertInto('catalogue_stores')
    .values({ ...values, merchant_id: merchantId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStore(trx: DbHandle, id: number, values: Updateable<CatalogueStoresTable>) {
  if (Object.keys(values).length === 0) return;
  await queryable(trx).updateTable('catalogue_stores').set(values).where('id', '=', id).execute();
}

/** The shop's settings row, locked until the transaction ends so two changes log in turn. */
export function lockShop(trx: DbHandle, merchantId: number): Promise<ShopRow | undefined> {
  return queryable(trx)
    .selectFrom('catalogue_config')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateShop(
  trx: DbHandle,
  merchantId: number,
  values: Updateable<CatalogueConfigTable>,
) {
  if (Object.keys(values).length === 0) return;
  await queryable(trx)
    .updateTable('catalogue_config')
    .set(values)
    .where('merchant_id', '=', merchantId)
    .execute();
}
