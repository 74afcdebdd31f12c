import { type Selectable, sql } from 'kysely';
import type { CatalogueSortKey } from '../../../src/domain/catalogue-rules.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type {
  CatalogueBannersTable,
  CatalogueCategoriesTable,
  CatalogueConfigTable,
  CatalogueProductsTable,
  CatalogueStoresTable,
} from '../../db/types.ts';

/** What a customer of the shop reads: its settings, categories, banners, products and stores. */
export type ShopConfigRow = Selectable<CatalogueConfigTable>;
export type CategoryRow = Selectable<CatalogueCategoriesTable>;
export type ProductRow = Selectable<CatalogueProductsTable>;
export type BannerRow = Selectable<CatalogueBannersTable>;
export type StoreRow = Selectable<CatalogueStoresTable>;

export function findShopConfig(handle: DbHandle, merchantId: number): Promise<ShopConfigRow | undefined> {
  return queryable(handle)
    .selectFrom('catalogue_config')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

export function listCategories(handle: DbHandle, merchantId: number): Promise<CategoryRow[]> {
  return queryable(handle)
    .selectFrom('catalogue_categories')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function listBanners(handle: DbHandle, merchantId: number): Promise<BannerRow[]> {
  return queryable(handle)
    .selectFrom('catalogue_banners')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('is_active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Products a customer may see and buy: active and not archived (the list's indexes cover exactly these). */
function onSale(handle: DbHandle, merchantId: number) {
  return queryable(handle)
    .selectFrom('catalogue_products as p')
    .where('p.merchant_id', '=', merchantId)
    .where('p.is_active', '=', true)
    .where('p.archived_at', 'is', null);
}

export interface ProductFilters {
  search?: string;
  category?: string;
  sort: CatalogueSortKey;
}

/** A page of the shop's products; what a customer types is matched literally, in either language. */
export async function listProducts(
  handle: DbHandle,
  merchantId: number,
  filters: ProductFilters,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: ProductRow[] }> {
  let query = onSale(handle, merchantId);
  const { category } = filters;
  if (category) {
    query = query.where('p.category_id', '=', (eb) =>
      eb
        .selectFrom('catalogue_categories')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where('slug', '=', category),
    );
  }
  const search = filters.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([eb('p.name_en', 'ilike', pattern), eb('p.name_ar', 'ilike', pattern)]),
    );
  }
  const price = sql`coalesce(p.discounted_price_minor, p.price_minor)`;
  const direction = filters.sort === 'price_asc' ? 'asc' : 'desc';
  const ordered = query
    .selectAll('p')
    .orderBy(filters.sort === 'newest' ? sql`p.created_at` : price, direction)
    // The id last: equal prices and times keep one order, so paging never repeats or skips one.
    .orderBy('p.id', direction);
  const [rows, total] = await Promise.all([
    ordered.limit(page.limit).offset(page.offset).execute(),
    query.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { count: total.count, rows };
}

export function findProducts(handle: DbHandle, merchantId: number, slugs: string[]): Promise<ProductRow[]> {
  if (slugs.length === 0) return Promise.resolve([]);
  return onSale(handle, merchantId).selectAll('p').where('p.slug', 'in', slugs).execute();
}

/** The active stores holding any of the products, each with the products' ids it holds and its own count of each. */
export function storesHolding(
  handle: DbHandle,
  merchantId: number,
  productIds: number[],
): Promise<(StoreRow & { product_id: number; store_inventory: number | null })[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return queryable(handle)
    .selectFrom('catalogue_stores as s')
    .innerJoin('catalogue_product_stores as ps', 'ps.store_id', 's.id')
    .selectAll('s')
    .select(['ps.product_id', 'ps.inventory as store_inventory'])
    .where('s.merchant_id', '=', merchantId)
    .where('s.is_active', '=', true)
    .where('ps.product_id', 'in', productIds)
    .orderBy('s.id')
    .execute();
}

/** Each store row of the products, active store or not: whether a product is stocked per store reads all of them. */
export function productStoreStock(
  handle: DbHandle,
  merchantId: number,
  productIds: readonly number[],
): Promise<{ product_id: number; store_id: number; inventory: number | null; active: boolean }[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return queryable(handle)
    .selectFrom('catalogue_product_stores as ps')
    .innerJoin('catalogue_stores as s', 's.id', 'ps.store_id')
    .select(['ps.product_id', 'ps.store_id', 'ps.inventory', 's.is_active as active'])
    .where('s.merchant_id', '=', merchantId)
    .where('ps.product_id', 'in', [...productIds])
    .execute();
}
