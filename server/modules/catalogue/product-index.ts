import type { CatalogueSortKey } from '../../../src/domain/catalogue-rules.ts';
import { minorFromDb } from '../../../src/domain/money.ts';
import type { DbHandle } from '../../db/handle.ts';
import { FOLD_PROBE, type IndexedProductRow, type ProductIndexRead, readProductIndex } from './repository.ts';
import { mended } from './sorted-lists.ts';

/**
 * The shop's listable products in memory (issue 21): filtering, search, order and count of the
 * product list without asking the database, which on PGlite answers one query at a time.
 * 10,000 products cost about 2.3 MB of heap (two folded names, four numbers and a place in
 * two orders each), plus the lists kept per version below.
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
  /** Newest first (id descending among equal times). */
  newest: readonly IndexedProduct[];
  /** Cheapest first (id ascending among equal prices); price_desc reads it backwards. */
  cheapest: readonly IndexedProduct[];
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
const idOf = (product: IndexedProduct) => product.id;

const indexed = (row: IndexedProductRow): IndexedProduct => ({
  id: row.id,
  categoryId: row.category_id,
  nameEn: row.name_en,
  nameAr: row.name_ar,
  price: minorFromDb(row.price_minor),
  createdUs: Number(row.created_us),
});

const categoryMaps = (categories: ProductIndexRead['categories']) => ({
  categoryIds: new Map(categories.map((category) => [category.slug, category.id])),
  categorySlugs: new Map(categories.map((category) => [category.id, category.slug])),
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
  return {
    merchantId: read.merchant_id,
    version: read.content_version,
    newest: [...all].sort(byNewest),
    cheapest: all.sort(byPrice),
    ...categoryMaps(read.categories),
    fold: folder(read.folded_probe),
  };
}

/** What changed since an index's version, read in one snapshot with the version it reached. */
export interface IndexChanges {
  version: number;
  categories: ProductIndexRead['categories'];
  /** Every product stamped after the index's version, listable or not. */
  products: IndexedProductRow[];
  /** Products that left the shop since: a row above (moved back) outweighs its removal. */
  removed: number[];
}

/**
 * `index` with `changes`: each changed product out, the listable ones back in, spliced into the
 * orders (a change is usually a product or two: no pass over all of them but one copy).
 */
export function applyChanges(index: ProductIndex, changes: IndexChanges): ProductIndex {
  const changed = new Set([...changes.removed, ...changes.products.map((row) => row.id)]);
  const added = changes.products.filter((row) => row.listable).map(indexed);
  const next = {
    ...index,
    version: changes.version,
    newest: mended(index.newest, changed, idOf, added, byNewest),
    cheapest: mended(index.cheapest, changed, idOf, added, byPrice),
    ...categoryMaps(changes.categories),
  };
  const prior = memos.get(index);
  // Lists are kept by category id, not slug: a renamed category's lists stay right.
  if (prior) derivations.set(next, { lists: prior.lists, changed, added });
  return next;
}

/**
 * Each list's matching products, per index, so a search or category is scanned once per
 * version: at most MEMO_LISTS lists and MEMO_PRODUCTS places held (twice that with their
 * newest orders), the least recently used going first.
 */
const MEMO_LISTS = 500;
const MEMO_PRODUCTS = 500_000;
const memos = new WeakMap<ProductIndex, { lists: Map<string, readonly IndexedProduct[]>; held: number }>();

/**
 * What an index was made of: the lists kept for the one before it and the change between, so
 * after a change a list is mended (its changed products out, matching new ones merged in)
 * rather than scanned again. Only the lists are held, not the index before: no chain forms.
 */
const derivations = new WeakMap<
  ProductIndex,
  {
    lists: ReadonlyMap<string, readonly IndexedProduct[]>;
    changed: ReadonlySet<number>;
    added: IndexedProduct[];
  }
>();

/**
 * A mended list's change and the newest order of the list it was mended from, so that order is
 * mended too rather than drawn from the whole index again. Holds that order alone, not the
 * list before: no chain of versions forms.
 */
const newestSources = new WeakMap<
  readonly IndexedProduct[],
  { newest: readonly IndexedProduct[]; changed: ReadonlySet<number>; added: IndexedProduct[] }
>();

function matching(
  index: ProductIndex,
  categoryId: number | undefined,
  term: string,
): readonly IndexedProduct[] {
  const key = `${categoryId ?? ''}:${term}`;
  let memo = memos.get(index);
  if (!memo) {
    memo = { lists: new Map(), held: 0 };
    memos.set(index, memo);
  }
  const found = memo.lists.get(key);
  if (found) {
    memo.lists.delete(key);
    memo.lists.set(key, found);
    return found;
  }
  const matches = (product: IndexedProduct) =>
    (categoryId === undefined || product.categoryId === categoryId) &&
    (term === '' || product.nameEn.includes(term) || product.nameAr.includes(term));
  const derivation = derivations.get(index);
  const before = derivation?.lists.get(key);
  // In the cheapest order: price_desc reads it backwards, newest keeps its own (matchingNewest).
  let list: readonly IndexedProduct[];
  if (derivation && before) {
    const added = derivation.added.filter(matches);
    list = mended(before, derivation.changed, idOf, added, byPrice);
    const newest = newestMemos.get(before);
    if (list !== before && newest) newestSources.set(list, { newest, changed: derivation.changed, added });
  } else {
    list = index.cheapest.filter(matches);
  }
  memo.lists.set(key, list);
  memo.held += list.length;
  for (const [oldest, dropped] of memo.lists) {
    if (memo.lists.size <= MEMO_LISTS && memo.held <= MEMO_PRODUCTS) break;
    memo.lists.delete(oldest);
    memo.held -= dropped.length;
  }
  return list;
}

/**
 * A list's products in the order asked (price_desc as cheapest first, read backwards by
 * listPage), kept per index version: a change that cannot touch a list leaves it the same array.
 */
export function orderedList(index: ProductIndex, filters: ListFilters): readonly IndexedProduct[] {
  const categoryId = filters.category === undefined ? undefined : index.categoryIds.get(filters.category);
  if (filters.category !== undefined && categoryId === undefined) return [];
  const term = filters.search ? index.fold(filters.search) : '';
  const filtered = categoryId !== undefined || term !== '';
  const cheapest = filtered ? matching(index, categoryId, term) : index.cheapest;
  return filters.sort !== 'newest' ? cheapest : filtered ? matchingNewest(index, cheapest) : index.newest;
}

/** The ids of a page of the list and how many products the list has. */
export function listPage(
  index: ProductIndex,
  filters: ListFilters,
  page: { offset: number; limit: number },
): { count: number; ids: number[] } {
  const order = orderedList(index, filters);
  const count = order.length;
  const backwards = filters.sort === 'price_desc';
  const from = backwards ? Math.max(count - page.offset - page.limit, 0) : page.offset;
  const to = backwards ? Math.max(count - page.offset, 0) : page.offset + page.limit;
  const ids = order.slice(from, to).map((product) => product.id);
  return { count, ids: backwards ? ids.reverse() : ids };
}

const newestMemos = new WeakMap<readonly IndexedProduct[], readonly IndexedProduct[]>();

/** A filtered list newest first, kept beside its cheapest order (and dropped with it). */
function matchingNewest(index: ProductIndex, cheapest: readonly IndexedProduct[]): readonly IndexedProduct[] {
  let newest = newestMemos.get(cheapest);
  if (!newest) {
    const source = newestSources.get(cheapest);
    if (source) {
      newest = mended(source.newest, source.changed, idOf, source.added, byNewest);
      newestSources.delete(cheapest);
    } else {
      const members = new Set(cheapest);
      newest = index.newest.filter((product) => members.has(product));
    }
    newestMemos.set(cheapest, newest);
  }
  return newest;
}

/**
 * The shop's index kept in step with the database across instances. Each request reads the
 * shop's content_version and the products stamped since the index's version in its one query
 * (`caughtUp`); the whole index is read on first use or when the version wrapped (`whole`),
 * concurrent requests sharing that read.
 */
export function productIndex() {
  let index: ProductIndex | null = null;
  let reading: Promise<ProductIndex> | null = null;

  async function readWhole(db: DbHandle): Promise<ProductIndex> {
    const all = await readProductIndex(db);
    if (!all) throw new Error('catalogue: no shop to index');
    return buildIndex(all);
  }

  const refresh = (db: DbHandle) => {
    reading ??= readWhole(db)
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
    /**
     * `held` brought to the shop's version with the changes read beside it, or null when they
     * cannot tell (another shop, the version wrapped): then read `whole`.
     */
    caughtUp(
      held: ProductIndex,
      shop: { merchantId: number; version: number },
      changes: Omit<IndexChanges, 'version'>,
    ): ProductIndex | null {
      if (held.merchantId !== shop.merchantId) return null;
      if (held.version === shop.version) return held;
      // Versions only grow, but for a wrap (see 20261128000300).
      if (shop.version < held.version) return null;
      if (index?.merchantId === shop.merchantId && index.version === shop.version) return index;
      const next = applyChanges(held, { ...changes, version: shop.version });
      if (index === held) index = next;
      return next;
    },
    /** The whole index at the shop's `version` (or a later one), read once for concurrent requests. */
    async whole(db: DbHandle, shop: { merchantId: number; version: number }): Promise<ProductIndex> {
      const first = await refresh(db);
      // A read already under way may have started before this version committed: one more starts after.
      return first.merchantId === shop.merchantId && first.version === shop.version ? first : refresh(db);
    },
  };
}

export type ProductIndexKeeper = ReturnType<typeof productIndex>;
