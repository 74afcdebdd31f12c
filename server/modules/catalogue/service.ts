import { MAX_SLUGS_PER_REQUEST, splitSlugs } from '../../../src/domain/catalogue-rules.ts';
import { availableStock, stockedPerStore } from '../../../src/domain/catalogue-stock.ts';
import type {
  CartQuote,
  CatalogueConfig,
  CatalogueStore,
  DiscountRequest,
  ProductDetail,
  ProductPage,
  ProductPrerequisites,
  ProductQuery,
  ProductSummary,
  UnitConfig,
} from '../../../src/domain/contracts/catalogue.ts';
import type { Banner } from '../../../src/domain/contracts/common.ts';
import { currencyDecimals, formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import type { DbHandle } from '../../db/handle.ts';
import { fieldErrors, messageError, msg } from '../../lib/errors.ts';
import { pageLinks } from '../../lib/schemas.ts';
import { customerAppearance } from '../appearance/service.ts';
import { listPage, type ProductIndexKeeper } from './product-index.ts';
import { presentQuote, priceCart } from './quote.ts';
import {
  findDefaultShopConfig,
  findDefaultShopWithProducts,
  findProducts,
  type ListedProductRow,
  listBanners,
  listCategories,
  listedProducts,
  type ProductRow,
  productStoreStock,
  type ShopConfigRow,
  storesHolding,
} from './repository.ts';

/**
 * Customer endpoints are anonymous and serve the demo merchant's shop (contracts/catalogue.ts);
 * a merchant without a shop has no catalogue: 404.
 */
export async function shopOf(db: DbHandle): Promise<ShopConfigRow> {
  return installed(await findDefaultShopConfig(db));
}

function installed(shop: ShopConfigRow | undefined): ShopConfigRow {
  if (!shop) throw messageError(404, 'catalogue.not_installed');
  return { ...shop, currency: shop.currency.trim() };
}

const localized = (en: string, ar: string) => ({ en, ar });

export async function shopConfig(db: DbHandle): Promise<CatalogueConfig> {
  const shop = await shopOf(db);
  return {
    title: localized(shop.title_en, shop.title_ar),
    appearance: await customerAppearance(db, shop.merchant_id, 'catalogue'),
    currency_code: shop.currency,
    decimal_places: currencyDecimals(shop.currency),
    terms: localized(shop.terms_en, shop.terms_ar),
    labels: shop.labels,
    categories: (await listCategories(db, shop.merchant_id)).map((category) => ({
      slug: category.slug,
      name: localized(category.name_en, category.name_ar),
    })),
  };
}

export async function shopBanners(db: DbHandle): Promise<Banner[]> {
  const shop = await shopOf(db);
  return (await listBanners(db, shop.merchant_id)).map((banner) => ({
    id: banner.id,
    image_url: banner.image_url,
    title: localized(banner.title_en, banner.title_ar),
  }));
}

/** Each category's slug by id: a shop has a handful, read beside the products rather than joined to each. */
async function categorySlugs(db: DbHandle, merchantId: number): Promise<Map<number, string>> {
  return new Map((await listCategories(db, merchantId)).map((category) => [category.id, category.slug]));
}

/** Units each product can still be bought in, by id: a product stocked per store sums its selling stores. */
async function storeStockOf(
  db: DbHandle,
  merchantId: number,
  ids: readonly number[],
): Promise<(id: number, own: number | null) => number | null> {
  const stores = await productStoreStock(db, merchantId, ids);
  return (id, own) =>
    availableStock(
      own,
      stores.filter((store) => store.product_id === id),
    );
}

type SummaryRow = Omit<ListedProductRow, 'stores'>;

function summary(
  row: SummaryRow,
  currency: string,
  slugs: ReadonlyMap<number, string>,
  inventory: number | null,
): ProductSummary {
  const discounted = row.discounted_price_minor === null ? null : minorFromDb(row.discounted_price_minor);
  return {
    slug: row.slug,
    name: localized(row.name_en, row.name_ar),
    price: formatAmount(minorFromDb(row.price_minor), currency),
    discounted_price: discounted === null ? null : formatAmount(discounted, currency),
    image_url: row.image_url,
    category: (row.category_id !== null && slugs.get(row.category_id)) || null,
    inventory,
  };
}

/**
 * A page of the list: its ids and count from the shop's product index, then the page's
 * products read fresh, so stock and prices are always this moment's. While the index is at
 * the shop's version (read in the same query) a page costs that one query.
 */
export async function shopProducts(
  db: DbHandle,
  products: ProductIndexKeeper,
  query: ProductQuery,
  url: string,
): Promise<ProductPage> {
  const { limit, offset } = query;
  const filters = {
    search: query.search?.trim() || undefined,
    category: query.category || undefined,
    sort: query.sort,
  };
  const held = products.peek();
  const guess = held ? listPage(held, filters, { offset, limit }) : null;
  const found = await findDefaultShopWithProducts(db, guess?.ids ?? [], held?.version ?? null);
  const shop = installed(found?.shop);
  const version = { merchantId: shop.merchant_id, version: shop.content_version };
  const caughtUp = held && found ? products.caughtUp(held, version, found.changes) : null;
  const index = caughtUp ?? (await products.whole(db, version));
  const page = index === held && guess ? guess : listPage(index, filters, { offset, limit });
  // Rows read beside the changes are of the same moment: reused while the page holds the same products.
  const sameIds = caughtUp !== null && page.ids.join() === guess?.ids.join();
  const rows = sameIds && found ? found.rows : await listedProducts(db, shop.merchant_id, page.ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  // A product archived since the index was read is left out rather than shown.
  const results = page.ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [summary(row, shop.currency, index.categorySlugs, availableStock(row.inventory, row.stores))]
      : [];
  });
  const { count } = page;
  return { count, ...pageLinks(url, count, limit, offset), results };
}

async function productBySlug(db: DbHandle, slug: string): Promise<{ shop: ShopConfigRow; row: ProductRow }> {
  const shop = await shopOf(db);
  const [row] = await findProducts(db, shop.merchant_id, [slug]);
  if (!row) throw messageError(404, 'catalogue.product_not_found');
  return { shop, row };
}

const requiredFields = (row: ProductRow) =>
  row.required_fields.map((field) => ({
    name: field.name,
    label: localized(field.label_en, field.label_ar),
  }));

export async function shopProduct(db: DbHandle, slug: string): Promise<ProductDetail> {
  const { shop, row } = await productBySlug(db, slug);
  const [slugs, stockOf] = await Promise.all([
    categorySlugs(db, shop.merchant_id),
    storeStockOf(db, shop.merchant_id, [row.id]),
  ]);
  return {
    ...summary(
      { ...row, image_url: row.images[0] ?? null },
      shop.currency,
      slugs,
      stockOf(row.id, row.inventory),
    ),
    description: localized(row.description_en, row.description_ar),
    images: row.images,
    required_fields: requiredFields(row),
  };
}

export async function unitConfig(db: DbHandle, slug: string): Promise<UnitConfig> {
  const { shop, row } = await productBySlug(db, slug);
  return {
    currency_code: shop.currency,
    decimal_places: currencyDecimals(shop.currency),
    inventory: (await storeStockOf(db, shop.merchant_id, [row.id]))(row.id, row.inventory),
  };
}

/** The products a `product_slugs` list names; an unknown slug is a 400 naming it, not a silent gap. */
async function namedProducts(
  db: DbHandle,
  list: string,
): Promise<{ shop: ShopConfigRow; rows: ProductRow[] }> {
  const slugs = splitSlugs(list);
  if (slugs.length === 0 || slugs.length > MAX_SLUGS_PER_REQUEST) {
    throw fieldErrors({ product_slugs: [msg('catalogue.slug_count', { max: MAX_SLUGS_PER_REQUEST })] });
  }
  const shop = await shopOf(db);
  const found = await findProducts(db, shop.merchant_id, slugs);
  const bySlug = new Map(found.map((row) => [row.slug, row]));
  const missing = slugs.filter((slug) => !bySlug.has(slug));
  if (missing.length > 0) {
    throw fieldErrors({ product_slugs: [msg('catalogue.products_unknown', { slugs: missing.join(', ') })] });
  }
  return { shop, rows: slugs.map((slug) => bySlug.get(slug) as ProductRow) };
}

export async function prerequisites(db: DbHandle, list: string): Promise<ProductPrerequisites> {
  const { rows } = await namedProducts(db, list);
  return rows.map((row) => ({ product_slug: row.slug, required_fields: requiredFields(row) }));
}

/** The stores holding the products, with each one's own units of the products stocked per store. */
export async function storesFor(db: DbHandle, list: string): Promise<CatalogueStore[]> {
  const { shop, rows } = await namedProducts(db, list);
  const slugOf = new Map(rows.map((row) => [row.id, row.slug]));
  const [held, all] = await Promise.all([
    storesHolding(db, shop.merchant_id, [...slugOf.keys()]),
    productStoreStock(db, shop.merchant_id, [...slugOf.keys()]),
  ]);
  const perStore = new Set(
    rows
      .filter((row) => stockedPerStore(all.filter((store) => store.product_id === row.id)))
      .map((row) => row.id),
  );
  const stores = new Map<number, CatalogueStore>();
  for (const row of held) {
    const store = stores.get(row.id) ?? {
      id: row.id,
      name: localized(row.name_en, row.name_ar),
      address: localized(row.address_en, row.address_ar),
      phone: row.phone,
      product_slugs: [],
      stock: {},
    };
    const slug = slugOf.get(row.product_id) ?? '';
    store.product_slugs.push(slug);
    if (perStore.has(row.product_id)) store.stock[slug] = row.store_inventory ?? 0;
    stores.set(row.id, store);
  }
  return [...stores.values()];
}

export { cartPayChoices, placeCatalogueOrder } from './checkout.ts';

/** The cart priced with a code; `guard` wraps the code's lookup alone (the caller throttles guessing). */
export async function cartWithCode(
  db: DbHandle,
  body: DiscountRequest,
  guard: <T>(lookup: () => Promise<T>) => Promise<T>,
): Promise<CartQuote> {
  const shop = await shopOf(db);
  const priced = await guard(() => priceCart(db, shop, body));
  return presentQuote(priced, shop.currency);
}

export { shopPages } from './prerender.ts';
