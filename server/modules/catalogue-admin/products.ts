import type { ActivityChange } from '../../../src/domain/contracts/admin-activity.ts';
import type {
  AdminProduct,
  AdminProductQuery,
  ProductPatch,
  ProductRequest,
} from '../../../src/domain/contracts/catalogue-admin.ts';
import { formatAmount, minorFromDb } from '../../../src/domain/money.ts';
import { type DbHandle, inTransaction } from '../../db/handle.ts';
import { messageError } from '../../lib/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { changesOf } from '../branding/service.ts';
import { checkProduct } from './product-checks.ts';
import {
  deleteProduct,
  findProduct,
  type Holding,
  insertProduct,
  knownStores,
  listProducts,
  orderedProducts,
  type ProductRow,
  replaceProductStores,
  slugTaken,
  storesOfProducts,
  updateProduct,
} from './product-repository.ts';
import { categoryExists, findShop } from './repository.ts';

/** The member of staff making a change: the activity history names them. */
export interface Actor {
  merchant_id: number;
  username: string;
}

/** The shop's currency: a merchant without a shop has no catalogue to manage (404). */
export async function shopCurrency(db: DbHandle, merchantId: number): Promise<string> {
  const shop = await findShop(db, merchantId);
  if (!shop) throw messageError(404, 'catalogue.not_installed');
  return shop.currency.trim();
}

function requestOf(row: ProductRow, currency: string, holdings: Holding[]) {
  const discounted = row.discounted_price_minor === null ? null : minorFromDb(row.discounted_price_minor);
  return {
    slug: row.slug,
    name_en: row.name_en,
    name_ar: row.name_ar,
    description_en: row.description_en,
    description_ar: row.description_ar,
    price: formatAmount(minorFromDb(row.price_minor), currency),
    discounted_price: discounted === null ? null : formatAmount(discounted, currency),
    images: row.images,
    inventory: row.inventory,
    is_active: row.is_active,
    required_fields: row.required_fields,
    category_id: row.category_id,
    store_ids: holdings.map((holding) => holding.store_id),
    store_stock: holdings.flatMap(({ store_id, inventory }) =>
      inventory === null ? [] : [{ store_id, inventory }],
    ),
  } satisfies ProductRequest;
}

/** The stores as checked: each with its own count when the product is stocked per store. */
function holdingsOf(request: ProductRequest): Holding[] {
  const counts = new Map((request.store_stock ?? []).map((entry) => [entry.store_id, entry.inventory]));
  return request.store_ids.map((store_id) => ({ store_id, inventory: counts.get(store_id) ?? null }));
}

async function present(db: DbHandle, rows: ProductRow[], currency: string): Promise<AdminProduct[]> {
  const ids = rows.map((row) => row.id);
  const [stores, ordered] = await Promise.all([
    storesOfProducts(db, ids),
    orderedProducts(db, rows[0]?.merchant_id ?? 0, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    ...requestOf(row, currency, stores.get(row.id) ?? []),
    currency_code: currency,
    archived_at: row.archived_at === null ? null : new Date(row.archived_at).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
    ordered: ordered.has(row.id),
  }));
}

export async function productsPage(
  db: DbHandle,
  merchantId: number,
  query: AdminProductQuery,
): Promise<{ count: number; results: AdminProduct[] }> {
  const currency = await shopCurrency(db, merchantId);
  const { count, rows } = await listProducts(db, merchantId, query, query);
  return { count, results: await present(db, rows, currency) };
}

async function productOf(db: DbHandle, merchantId: number, id: number, lock = false): Promise<ProductRow> {
  const row = await findProduct(db, merchantId, id, lock);
  if (!row) throw messageError(404, 'errors.not_found');
  return row;
}

export async function productDetail(db: DbHandle, merchantId: number, id: number): Promise<AdminProduct> {
  const currency = await shopCurrency(db, merchantId);
  const [product] = await present(db, [await productOf(db, merchantId, id)], currency);
  if (!product) throw messageError(404, 'errors.not_found');
  return product;
}

/** Checks `wanted` against the merchant's other products, categories and stores. */
async function checked(trx: DbHandle, merchantId: number, wanted: ProductRequest, current?: ProductRow) {
  const [taken, categoryKnown, stores, currency] = await Promise.all([
    slugTaken(trx, merchantId, wanted.slug, current?.id),
    wanted.category_id === null ? true : categoryExists(trx, merchantId, wanted.category_id),
    knownStores(trx, merchantId, wanted.store_ids),
    shopCurrency(trx, merchantId),
  ]);
  const unknownStores = wanted.store_ids.filter((id) => !stores.includes(id));
  return {
    currency,
    product: checkProduct(wanted, currency, {
      slugTaken: taken,
      categoryKnown,
      unknownStores,
      currentImages: current?.images ?? [],
    }),
  };
}

const columnsOf = ({ request, price_minor, discounted_price_minor }: ReturnType<typeof checkProduct>) => ({
  slug: request.slug,
  category_id: request.category_id,
  name_en: request.name_en,
  name_ar: request.name_ar,
  description_en: request.description_en,
  description_ar: request.description_ar,
  price_minor,
  discounted_price_minor,
  images: JSON.stringify(request.images),
  inventory: request.inventory,
  required_fields: JSON.stringify(request.required_fields),
  is_active: request.is_active,
});

async function log(
  trx: DbHandle,
  actor: Actor,
  action: string,
  row: ProductRow,
  changes: ActivityChange[] = [],
) {
  await recordActivity(trx, {
    merchantId: actor.merchant_id,
    actor: actor.username,
    action: `activity.catalogue_product_${action}`,
    plugin: 'catalogue',
    params: { name: row.name_en, slug: row.slug, changes },
  });
}

export function createProduct(db: DbHandle, actor: Actor, input: ProductRequest): Promise<AdminProduct> {
  return inTransaction(db, async (trx) => {
    const { product } = await checked(trx, actor.merchant_id, input);
    const id = await insertProduct(trx, actor.merchant_id, columnsOf(product));
    await replaceProductStores(trx, id, holdingsOf(product.request));
    const row = await productOf(trx, actor.merchant_id, id);
    await log(trx, actor, 'created', row, changesOf({}, product.request));
    return productDetail(trx, actor.merchant_id, id);
  });
}

/** Changes the fields sent; the whole product is checked again (a new price against the kept discount). */
export function editProduct(
  db: DbHandle,
  actor: Actor,
  id: number,
  patch: ProductPatch,
): Promise<AdminProduct> {
  return inTransaction(db, async (trx) => {
    const current = await productOf(trx, actor.merchant_id, id, true);
    const currency = await shopCurrency(trx, actor.merchant_id);
    const before = requestOf(current, currency, (await storesOfProducts(trx, [id])).get(id) ?? []);
    const { product } = await checked(trx, actor.merchant_id, { ...before, ...patch }, current);
    const sent = Object.fromEntries(
      Object.keys(patch).map((field) => [field, product.request[field as keyof ProductRequest]]),
    );
    const changes = changesOf(normalised(before), normalised(sent));
    if (changes.length === 0) return productDetail(trx, actor.merchant_id, id);
    await updateProduct(trx, id, columnsOf(product));
    if (patch.store_ids || patch.store_stock)
      await replaceProductStores(trx, id, holdingsOf(product.request));
    await log(trx, actor, 'edited', await productOf(trx, actor.merchant_id, id), changes);
    return productDetail(trx, actor.merchant_id, id);
  });
}

/** Lists and objects compared by their JSON: the activity history logs only real changes. */
const normalised = (values: Partial<ProductRequest>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(values).map(([field, value]) => [
      field,
      value !== null && typeof value === 'object' ? JSON.stringify(value) : value,
    ]),
  );

/** Takes a product out of the shop (or brings it back) and keeps it for the orders that hold it. */
export function setArchived(
  db: DbHandle,
  actor: Actor,
  id: number,
  archived: boolean,
): Promise<AdminProduct> {
  return inTransaction(db, async (trx) => {
    const current = await productOf(trx, actor.merchant_id, id, true);
    if ((current.archived_at !== null) !== archived) {
      await updateProduct(trx, id, { archived_at: archived ? new Date().toISOString() : null });
      await log(trx, actor, archived ? 'archived' : 'restored', current);
    }
    return productDetail(trx, actor.merchant_id, id);
  });
}

/**
 * Deletes a product no order holds; one an order holds is archived instead (409 says so), so
 * an old order keeps what it sold. The row is locked first: a checkout taking its stock waits.
 */
export function removeProduct(db: DbHandle, actor: Actor, id: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    const current = await productOf(trx, actor.merchant_id, id, true);
    if ((await orderedProducts(trx, actor.merchant_id, [id])).has(id))
      throw messageError(409, 'catalogue_admin.product_ordered');
    await deleteProduct(trx, id);
    await log(trx, actor, 'deleted', current);
  });
}
