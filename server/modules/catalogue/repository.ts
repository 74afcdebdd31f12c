import { type Selectable, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
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

/** The shop of the deployment's merchant (the first, as findDefaultMerchant), in one query: every shop request starts here. */
export function findDefaultShopConfig(handle: DbHandle): Promise<ShopConfigRow | undefined> {
  return queryable(handle)
    .selectFrom('catalogue_config')
    .selectAll()
    .where('merchant_id', '=', (eb) => eb.selectFrom('merchants').select('id').orderBy('id').limit(1))
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

/** Products on sale matching the filters; what a customer types is matched literally, in either language. */
function matching(handle: DbHandle, merchantId: number, filters: ProductFilters) {
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
  return query;
}

export async function countProducts(
  handle: DbHandle,
  merchantId: number,
  filters: ProductFilters,
): Promise<number> {
  const { count } = await matching(handle, merchantId, filters)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return count;
}

/** The ids of a stretch of the list, in its order, as one array (one row, not hundreds). */
export async function listProductIds(
  handle: DbHandle,
  merchantId: number,
  filters: ProductFilters,
  stretch: { offset: number; limit: number },
): Promise<number[]> {
  const price = sql`coalesce(p.discounted_price_minor, p.price_minor)`;
  const direction = filters.sort === 'price_asc' ? 'asc' : 'desc';
  const ordered = matching(handle, merchantId, filters)
    .select('p.id')
    .orderBy(filters.sort === 'newest' ? sql`p.created_at` : price, direction)
    // The id last: equal prices and times keep one order, so paging never repeats or skips one.
    .orderBy('p.id', direction)
    .limit(stretch.limit)
    .offset(stretch.offset);
  const { ids } = await queryable(handle)
    .selectNoFrom(sql<number[]>`array(${ordered})`.as('ids'))
    .executeTakeFirstOrThrow();
  return ids;
}

/** What a list shows of a product; money as text, so JSON (findDefaultShopWithProducts) keeps it exact. */
const listedColumns = [
  'p.id',
  'p.slug',
  'p.category_id',
  'p.name_en',
  'p.name_ar',
  sql<string>`p.price_minor::text`.as('price_minor'),
  sql<string | null>`p.discounted_price_minor::text`.as('discounted_price_minor'),
  'p.inventory',
  sql<string | null>`p.images->>0`.as('image_url'),
] as const;

/** What a list shows of a product. */
export type ListedProductRow = Pick<
  ProductRow,
  | 'id'
  | 'slug'
  | 'category_id'
  | 'name_en'
  | 'name_ar'
  | 'price_minor'
  | 'discounted_price_minor'
  | 'inventory'
> & { image_url: string | null };

/**
 * The products of a page by id, read now: stock and prices as they are this moment, and
 * nothing archived or deactivated since the ids were listed. In no particular order.
 */
export function listedProducts(
  handle: DbHandle,
  merchantId: number,
  ids: number[],
): Promise<ListedProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return onSale(handle, merchantId)
    .select(listedColumns)
    .where('p.id', '=', sql<number>`any(${sql.val(ids)}::int[])`)
    .execute();
}

/**
 * The shop (as findDefaultShopConfig) and, read in the same query, the products of `ids` on
 * sale (as listedProducts): a kept list's page costs one query.
 */
export async function findDefaultShopWithProducts(
  handle: DbHandle,
  ids: number[],
): Promise<{ shop: ShopConfigRow; rows: ListedProductRow[] } | undefined> {
  const found = await queryable(handle)
    .selectFrom('catalogue_config as c')
    .selectAll('c')
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('catalogue_products as p')
          .select(listedColumns)
          .whereRef('p.merchant_id', '=', 'c.merchant_id')
          .where('p.is_active', '=', true)
          .where('p.archived_at', 'is', null)
          .where('p.id', '=', sql<number>`any(${sql.val(ids)}::int[])`),
      ).as('listed'),
    )
    .where('c.merchant_id', '=', (eb) => eb.selectFrom('merchants').select('id').orderBy('id').limit(1))
    .executeTakeFirst();
  if (!found) return undefined;
  const { listed, ...shop } = found;
  return { shop, rows: listed };
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
