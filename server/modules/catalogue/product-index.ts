import type { CatalogueSortKey } from '../../../src/domain/catalogue-rules.ts';
import { minorFromDb } from '../../../src/domain/money.ts';
import type { DbHandle } from '../../db/handle.ts';
import { FOLD_PROBE, type IndexedProductRow, type ProductIndexRead, readProductIndex } from './repository.ts';

/**
 * The shop's listable products in memory (issue 21): filtering, search, order and count of the
 * product list without asking the database, which on PGlite answers one query at a time.
 * About 10,000 products cost a few MB (see README, bench:catalogue): two folded names, four
 * numbers and two orders of ids each.
 *
 * An index is never changed once built: a request pages the one it was handed while a newer
 * one is read.
 */
export interface IndexedProduct {
  id: number;
  categoryId: number | null;
  /** Names as the database's lower() folds them: ILIKE's matching is a substring of these. */
  nameEn: string;
  nameAr: string;
  /** The price paid (discounted or not), in minor units. */
  price: number;
  /** Creation time in microseconds, as the database orders it. */
  createdUs: number;
}

export interface ProductIndex {
  merchantId: number;
  version: number;
  products: ReadonlyMap<number, IndexedProduct>;
  /** Ids newest first (id descending among equal times). */
  newest: Int32Array;
  /** Ids cheapest first (id ascending among equal prices); price_desc reads it backwards. */
  cheapest: Int32Array;
  categoryIds: ReadonlyMap<string, number>;
  categorySlugs: ReadonlyMap<number, string>;
  /** What a customer types, folded as the database folds the names. */
  fold: (text: string) => string;
}

export interface ListFilters {
  search?: string;
  category?: string;
  sort: CatalogueSortKey;
}

const byNewest = (a: IndexedProduct, b: IndexedProduct) => b.createdUs - a.createdUs || b.id - a.id;
const byPrice = (a: IndexedProduct, b: IndexedProduct) => a.price - b.price || a.id - b.id;

/** `kept` (already in `order`) and `added` (sorted here) merged into one order. */
function merged(
  kept: Int32Array,
  products: ReadonlyMap<number, IndexedProduct>,
  added: IndexedProduct[],
  order: (a: IndexedProduct, b: IndexedProduct) => number,
): Int32Array {
  added.sort(order);
  const out = new Int32Array(kept.length + added.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < kept.length || j < added.length) {
    const next = added[j];
    const keptProduct = i < kept.length ? products.get(kept[i] as number) : undefined;
    if (next && (!keptProduct || order(next, keptProduct) < 0)) {
      out[k++] = next.id;
      j++;
    } else {
      out[k++] = kept[i++] as number;
    }
  }
  return out;
}

const indexed = (row: IndexedProductRow): IndexedProduct => ({
  id: row.id,
  categoryId: row.category_id,
  nameEn: row.name_en,
  nameAr: row.name_ar,
  price: minorFromDb(row.price_minor),
  createdUs: Number(row.created_us),
});

const categoryMaps = (read: ProductIndexRead) => ({
  categoryIds: new Map(read.categories.map((category) => [category.slug, category.id])),
  categorySlugs: new Map(read.categories.map((category) => [category.id, category.slug])),
});

/** Per character, as PostgreSQL's lower() does; a C-locale database folds ASCII only. */
function folder(foldedProbe: string): (text: string) => string {
  const unicode = foldedProbe !== FOLD_PROBE;
  return (text) =>
    [...text]
      .map((c) => {
        if (!unicode) return c >= 'A' && c <= 'Z' ? c.toLowerCase() : c;
        const lower = c.toLowerCase();
        return [...lower].length === 1 ? lower : c;
      })
      .join('');
}

export function buildIndex(read: ProductIndexRead): ProductIndex {
  const all = read.products.filter((row) => row.listable).map(indexed);
  const products = new Map(all.map((product) => [product.id, product]));
  return {
    merchantId: read.merchant_id,
    version: read.content_version,
    products,
    newest: Int32Array.from([...all].sort(byNewest).map((product) => product.id)),
    cheapest: Int32Array.from(all.sort(byPrice).map((product) => product.id)),
    ...categoryMaps(read),
    fold: folder(read.folded_probe),
  };
}

/** `index` with the products `read` since its version: each changed one out, the listable ones back in. */
export function applyChanges(index: ProductIndex, read: ProductIndexRead): ProductIndex {
  const changed = new Set(read.products.map((row) => row.id));
  const products = new Map(index.products);
  for (const id of changed) products.delete(id);
  const added = read.products.filter((row) => row.listable).map(indexed);
  const keep = (order: Int32Array) => order.filter((id) => !changed.has(id));
  const newest = keep(index.newest);
  const cheapest = keep(index.cheapest);
  for (const product of added) products.set(product.id, product);
  return {
    ...index,
    version: read.content_version,
    products,
    newest: merged(newest, products, [...added], byNewest),
    cheapest: merged(cheapest, products, added, byPrice),
    ...categoryMaps(read),
  };
}

/** The ids of a page of the list and how many products the list has. */
export function listPage(
  index: ProductIndex,
  filters: ListFilters,
  page: { offset: number; limit: number },
): { count: number; ids: number[] } {
  const order = filters.sort === 'newest' ? index.newest : index.cheapest;
  const backwards = filters.sort === 'price_desc';
  const categoryId = filters.category === undefined ? undefined : index.categoryIds.get(filters.category);
  if (filters.category !== undefined && categoryId === undefined) return { count: 0, ids: [] };
  const term = filters.search ? index.fold(filters.search) : '';
  const matches = (id: number) => {
    const product = index.products.get(id) as IndexedProduct;
    if (categoryId !== undefined && product.categoryId !== categoryId) return false;
    return term === '' || product.nameEn.includes(term) || product.nameAr.includes(term);
  };
  if (categoryId === undefined && term === '') {
    const from = backwards ? Math.max(order.length - page.offset - page.limit, 0) : page.offset;
    const to = backwards ? Math.max(order.length - page.offset, 0) : page.offset + page.limit;
    const ids = [...order.subarray(from, to)];
    return { count: order.length, ids: backwards ? ids.reverse() : ids };
  }
  const ids: number[] = [];
  let count = 0;
  for (let n = 0; n < order.length; n++) {
    const id = order[backwards ? order.length - 1 - n : n] as number;
    if (!matches(id)) continue;
    if (count >= page.offset && count < page.offset + page.limit) ids.push(id);
    count++;
  }
  return { count, ids };
}

/**
 * The shop's index kept in step with the database across instances: the caller reads the shop's
 * content_version in its own query; when it differs from the index's, `current` reads only
 * the products stamped since (all of them on first use, after a product left the shop, or when
 * the version wrapped). Concurrent requests share one read.
 */
export function productIndex() {
  let index: ProductIndex | null = null;
  let reading: Promise<ProductIndex> | null = null;

  async function read(db: DbHandle): Promise<ProductIndex> {
    const held = index;
    const changes = held ? await readProductIndex(db, held.version) : undefined;
    const whole =
      !held ||
      !changes ||
      changes.merchant_id !== held.merchantId ||
      // Versions only grow, but for a wrap (see 20261128000300).
      changes.content_version < held.version ||
      (changes.removed_version > held.version && changes.removed_version <= changes.content_version);
    if (held && changes && !whole) return applyChanges(held, changes);
    const all = await readProductIndex(db, null);
    if (!all) throw new Error('catalogue: no shop to index');
    return buildIndex(all);
  }

  const refresh = (db: DbHandle) => {
    reading ??= read(db)
      .then((fresh) => {
        index = fresh;
        return fresh;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };

  return {
    /** The index as last read, if any: a page's ids are taken from it before the shop's version is known. */
    peek: (): ProductIndex | null => index,
    /** The index at the shop's `version` (or a later one). */
    async current(db: DbHandle, shop: { merchantId: number; version: number }): Promise<ProductIndex> {
      const atVersion = (found: ProductIndex | null) =>
        found?.merchantId === shop.merchantId && found.version === shop.version;
      if (atVersion(index)) return index as ProductIndex;
      const first = await refresh(db);
      // A read already under way may have started before this version committed: one more starts after.
      return atVersion(first) ? first : refresh(db);
    },
  };
}

export type ProductIndexKeeper = ReturnType<typeof productIndex>;
