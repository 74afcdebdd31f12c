import { CompiledQuery, type Expression, type ExpressionBuilder, type Selectable, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { StoreStock } from '../../../src/domain/catalogue-stock.ts';
import { type DbHandle, queryable } from '../../db/handle.ts';
import type {
  CatalogueBannersTable,
  CatalogueCategoriesTable,
  CatalogueConfigTable,
  CatalogueProductsTable,
  CatalogueStoresTable,
  Database,
} from '../../db/types.ts';

/** What a customer of the shop reads: its settings, categories, banners, products and stores. */
export type ShopConfigRow = Selectable<CatalogueConfigTable>;
export type CategoryRow = Selectable<CatalogueCategoriesTable>;
export type ProductRow = Selectable<CatalogueProductsTable>;
export type BannerRow = Selectable<CatalogueBannersTable>;
export type StoreRow = Selectable<CatalogueStoresTable>;

type ShopScope = Database & { c: CatalogueConfigTable };

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

/** Products a customer may see and buy: active and not archived. */
function onSale(handle: DbHandle, merchantId: number) {
  return queryable(handle)
    .selectFrom('catalogue_products as p')
    .where('p.merchant_id', '=', merchantId)
    .where('p.is_active', '=', true)
    .where('p.archived_at', 'is', null);
}

const listable = sql<boolean>`p.is_active AND p.archived_at IS NULL`;

/**
 * What the product index keeps of a product: names folded by the database's own lower() (as
 * ILIKE folds them), the price paid and the creation time in microseconds (as ordered), as text.
 */
const indexedColumns = [
  'p.id',
  'p.category_id',
  sql<string>`lower(p.name_en)`.as('name_en'),
  sql<string>`lower(p.name_ar)`.as('name_ar'),
  sql<string>`coalesce(p.discounted_price_minor, p.price_minor)::text`.as('price_minor'),
  sql<string>`(extract(epoch from p.created_at) * 1000000)::bigint::text`.as('created_us'),
  listable.as('listable'),
] as const;

export interface IndexedProductRow {
  id: number;
  category_id: number | null;
  name_en: string;
  name_ar: string;
  price_minor: string;
  created_us: string;
  listable: boolean;
}

/** A character whose lower() tells how the database folds case: only ASCII, or all of Unicode. */
export const FOLD_PROBE = 'À';

export interface ProductIndexRead {
  merchant_id: number;
  content_version: number;
  /** lower(FOLD_PROBE) as the database answers it. */
  folded_probe: string;
  categories: { id: number; slug: string }[];
  /** Every listable product. */
  products: IndexedProductRow[];
}

const shopCategories = (eb: ExpressionBuilder<ShopScope, 'c'>) =>
  jsonArrayFrom(
    eb
      .selectFrom('catalogue_categories as k')
      .select(['k.id', 'k.slug'])
      .whereRef('k.merchant_id', '=', 'c.merchant_id'),
  );

/** The default shop's listable products for the index, in one query with the version they are at. */
export async function readProductIndex(handle: DbHandle): Promise<ProductIndexRead | undefined> {
  return queryable(handle)
    .selectFrom('catalogue_config as c')
    .select(['c.merchant_id', 'c.content_version'])
    .select(sql<string>`lower(${FOLD_PROBE})`.as('folded_probe'))
    .select((eb) => [
      shopCategories(eb).as('categories'),
      jsonArrayFrom(
        eb
          .selectFrom('catalogue_products as p')
          .select(indexedColumns)
          .whereRef('p.merchant_id', '=', 'c.merchant_id')
          .where(listable),
      ).as('products'),
    ])
    .where('c.merchant_id', '=', (eb) => eb.selectFrom('merchants').select('id').orderBy('id').limit(1))
    .executeTakeFirst();
}

/** Money as text, so JSON keeps it exact; each store's own count of the product, so one query prices the page. */
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
  sql<
    StoreStock[]
  >`(SELECT coalesce(json_agg(json_build_object('inventory', ps.inventory, 'active', s.is_active)), '[]')
    FROM catalogue_product_stores ps JOIN catalogue_stores s ON s.id = ps.store_id
    WHERE ps.product_id = p.id AND s.merchant_id = p.merchant_id)`.as('stores'),
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
> & { image_url: string | null; stores: StoreStock[] };

/**
 * The products of a page by id, read now: stock and prices as they are this moment, and
 * nothing archived or deactivated since the index was read. In no particular order.
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

/** What a page's one query reads beside the shop: its products and what changed since the index's version. */
export interface ShopPageRead {
  shop: ShopConfigRow;
  rows: ListedProductRow[];
  changes: { categories: ProductIndexRead['categories']; products: IndexedProductRow[]; removed: number[] };
}

/** Stand-ins compiled into the page query once, swapped by identity for each request's own values. */
const PAGE_IDS: number[] = [];
const PAGE_SINCE = {} as unknown as number;

function shopPageQuery(handle: DbHandle, ids: number[], since: number | null) {
  /** Only a page whose index is behind needs what changed: otherwise PostgreSQL skips the subquery. */
  const ifChanged = <T>(subquery: Expression<T>) =>
    sql<T | null>`CASE WHEN c.content_version > ${since} THEN ${subquery} END`;
  return queryable(handle)
    .selectFrom('catalogue_config as c')
    .selectAll('c')
    .select((eb) => [
      // From the ids, each found by its key: a filter on the merchant's products let the planner,
      // with no statistics on PGlite, scan all of them.
      jsonArrayFrom(
        eb
          .selectFrom(sql<{ x: number }>`unnest(${sql.val(ids)}::int[])`.as('x'))
          .innerJoin('catalogue_products as p', 'p.id', 'x.x')
          .select(listedColumns)
          .whereRef('p.merchant_id', '=', 'c.merchant_id')
          .where(listable),
      ).as('listed'),
      ifChanged(
        jsonArrayFrom(
          eb
            .selectFrom('catalogue_products as p')
            .select(indexedColumns)
            .whereRef('p.merchant_id', '=', 'c.merchant_id')
            .where(sql<boolean>`p.list_version > ${since}`),
        ),
      ).as('changed'),
      ifChanged(shopCategories(eb)).as('categories'),
      ifChanged(
        eb
          .selectFrom('catalogue_product_removals as r')
          .select(sql<number[]>`coalesce(array_agg(r.product_id), '{}')`.as('ids'))
          .whereRef('r.merchant_id', '=', 'c.merchant_id')
          .where(sql<boolean>`r.list_version > ${since}`)
          .$asScalar(),
      ).as('removed'),
    ])
    .where('c.merchant_id', '=', (eb) => eb.selectFrom('merchants').select('id').orderBy('id').limit(1));
}

type ShopPageRow = NonNullable<Awaited<ReturnType<ReturnType<typeof shopPageQuery>['executeTakeFirst']>>>;

/**
 * Built and compiled once: on PGlite, building and compiling this query cost a third of a
 * list request (0.17 of 0.46 ms in bench/catalogue.ts), more than running it.
 */
let shopPage: CompiledQuery | undefined;

/**
 * The shop (as findDefaultShopConfig) and, in the same query and snapshot, the products of
 * `ids` on sale (as listedProducts) and, when the shop moved past version `since`, the
 * products stamped or removed after it and the categories (a handful): a page costs this one
 * query, also right after most changes.
 */
export async function findDefaultShopWithProducts(
  handle: DbHandle,
  ids: number[],
  since: number | null,
): Promise<ShopPageRead | undefined> {
  shopPage ??= shopPageQuery(handle, PAGE_IDS, PAGE_SINCE).compile();
  const parameters = shopPage.parameters.map((value) =>
    value === PAGE_IDS ? ids : value === PAGE_SINCE ? since : value,
  );
  // The compiled query's rows are this shape: it is shopPageQuery's, with other values.
  const page = CompiledQuery.raw(shopPage.sql, parameters) as CompiledQuery<ShopPageRow>;
  const [found] = (await queryable(handle).executeQuery(page)).rows;
  if (!found) return undefined;
  const { listed, changed, categories, removed, ...shop } = found;
  return {
    shop,
    rows: listed,
    changes: { categories: categories ?? [], products: changed ?? [], removed: removed ?? [] },
  };
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
