import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { ProductStatus } from '../../../src/domain/catalogue-admin-rules.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { countedPage } from '../../db/counted-page.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type { CatalogueProductsTable } from '../../db/types.ts';

/** The catalogue's products as its merchant's staff manage them, with the stores that hold them. */
export type ProductRow = Selectable<CatalogueProductsTable>;
export type ProductColumns = Omit<Insertable<CatalogueProductsTable>, 'merchant_id' | 'created_at'>;
export type ProductChanges = Updateable<CatalogueProductsTable>;

export interface ProductListFilters {
  search?: string;
  category_id?: number;
  status: ProductStatus;
}

/** A page of the merchant's products, newest first; the search is literal, in either language or the slug. */
export async function listProducts(
  handle: DbHandle,
  merchantId: number,
  filters: ProductListFilters,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: ProductRow[] }> {
  let query = queryable(handle).selectFrom('catalogue_products').where('merchant_id', '=', merchantId);
  if (filters.category_id !== undefined) query = query.where('category_id', '=', filters.category_id);
  if (filters.status === 'archived') query = query.where('archived_at', 'is not', null);
  else query = query.where('archived_at', 'is', null);
  if (filters.status === 'active') query = query.where('is_active', '=', true);
  if (filters.status === 'inactive') query = query.where('is_active', '=', false);
  const search = filters.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([eb('name_en', 'ilike', pattern), eb('name_ar', 'ilike', pattern), eb('slug', 'ilike', pattern)]),
    );
  }
  return countedPage(
    query,
    (list) => list.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    page,
  );
}

/** One of the merchant's products; `lock` holds its row until the transaction ends. */
export function findProduct(
  handle: DbHandle,
  merchantId: number,
  id: number,
  lock = false,
): Promise<ProductRow | undefined> {
  const query = queryable(handle)
    .selectFrom('catalogue_products')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function slugTaken(
  handle: DbHandle,
  merchantId: number,
  slug: string,
  exceptId?: number,
): Promise<boolean> {
  let query = queryable(handle)
    .selectFrom('catalogue_products')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertProduct(
  trx: DbHandle,
  merchantId: number,
  values: ProductColumns,
): Promise<number> {
  const row = await queryable(trx)
    .insertInto('catalogue_products')
    .values({ ...values, merchant_id: merchantId, created_at: sql`now()` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProduct(trx: DbHandle, id: number, values: ProductChanges): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await queryable(trx).updateTable('catalogue_products').set(values).where('id', '=', id).execute();
}

export async function deleteProduct(trx: DbHandle, id: number): Promise<void> {
  await queryable(trx).deleteFrom('catalogue_products').where('id', '=', id).execute();
}

/** The products among `ids` some order holds (orders keep their lines, each naming its product). */
export async function orderedProducts(
  handle: DbHandle,
  merchantId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await queryable(handle)
    .selectFrom(
      sql<{ product_id: number }>`(
        select distinct (line->>'product_id')::int as product_id
        from catalogue_orders, jsonb_array_elements(lines) as line
        where merchant_id = ${merchantId}
      )`.as('ordered'),
    )
    .select('product_id')
    .where('product_id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.product_id));
}

/** A store holding a product, with its own count of it (null: the product's count applies). */
export interface Holding {
  store_id: number;
  inventory: number | null;
}

/** Each product's stores, for a page of products in one query. */
export async function storesOfProducts(
  handle: DbHandle,
  productIds: readonly number[],
): Promise<Map<number, Holding[]>> {
  const byProduct = new Map<number, Holding[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await queryable(handle)
    .selectFrom('catalogue_product_stores')
    .select(['product_id', 'store_id', 'inventory'])
    .where('product_id', 'in', [...productIds])
    .orderBy('store_id')
    .execute();
  for (const { product_id, ...holding } of rows)
    byProduct.set(product_id, [...(byProduct.get(product_id) ?? []), holding]);
  return byProduct;
}

/** The merchant's stores among `ids` (another merchant's are left out). */
export async function knownStores(
  handle: DbHandle,
  merchantId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await queryable(handle)
    .selectFrom('catalogue_stores')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Makes `holdings` the product's stores: others let go, the rest written in place, so a store
 * row a checkout is taking units from is updated after it (never deleted under it).
 */
export async function replaceProductStores(trx: DbHandle, productId: number, holdings: readonly Holding[]) {
  let gone = queryable(trx).deleteFrom('catalogue_product_stores').where('product_id', '=', productId);
  if (holdings.length > 0)
    gone = gone.where(
      'store_id',
      'not in',
      holdings.map((holding) => holding.store_id),
    );
  await gone.execute();
  if (holdings.length === 0) return;
  await queryable(trx)
    .insertInto('catalogue_product_stores')
    .values(holdings.map((holding) => ({ product_id: productId, ...holding })))
    .onConflict((conflict) =>
      conflict
        .columns(['product_id', 'store_id'])
        .doUpdateSet((eb) => ({ inventory: eb.ref('excluded.inventory') })),
    )
    .execute();
}
