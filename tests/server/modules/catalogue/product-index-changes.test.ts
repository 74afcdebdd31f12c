import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  buildIndex,
  type ListFilters,
  orderedList,
  type ProductIndex,
} from '../../../../server/modules/catalogue/product-index.ts';
import type { IndexedProductRow } from '../../../../server/modules/catalogue/repository.ts';

/**
 * An index brought up to a change (applyChanges, and the lists mended from the ones kept for
 * the version before) must list exactly what an index built from scratch on the changed
 * products lists; a list the change cannot touch is kept, not built again.
 */
const CATEGORIES = [
  { id: 1, slug: 'perfumes' },
  { id: 2, slug: 'dates' },
];
const WORDS = ['saffron', 'oud', 'rose', 'زعفران', 'عود'];

const row = (id: number, n: number): IndexedProductRow => ({
  id,
  category_id: n % 3 === 0 ? null : (n % 2) + 1,
  name_en: `${WORDS[n % 3]} ${n % 7}`,
  name_ar: `${WORDS[3 + (n % 2)]} ${n % 5}`,
  // Few distinct prices and times: ties are broken by id.
  price_minor: String(100 + (n % 6) * 50),
  created_us: String(1_700_000_000_000_000 + (n % 9) * 1_000_000),
  listable: n % 11 !== 0,
});

const built = (rows: Map<number, IndexedProductRow>, version: number) =>
  buildIndex({
    merchant_id: 1,
    content_version: version,
    folded_probe: 'à',
    categories: CATEGORIES,
    products: [...rows.values()],
  });

const LISTS: ListFilters[] = ['newest', 'price_asc', 'price_desc'].flatMap((sort) =>
  [undefined, 'perfumes', 'dates'].flatMap((category) =>
    [undefined, 'saffron', 'oud', 'عود', 'o', ' 3'].map((search) => ({
      sort: sort as ListFilters['sort'],
      category,
      search,
    })),
  ),
);

const ids = (index: ProductIndex, filters: ListFilters) => orderedList(index, filters).map((p) => p.id);

/** One change: a product's fields redrawn, a product removed, or a new one. */
const change = fc.oneof(
  fc.record({ kind: fc.constant('edit' as const), id: fc.integer({ min: 1, max: 60 }), n: fc.nat(500) }),
  fc.record({ kind: fc.constant('remove' as const), id: fc.integer({ min: 1, max: 60 }) }),
  fc.record({ kind: fc.constant('add' as const), n: fc.nat(500) }),
);

describe('the product index after a change', () => {
  it('lists exactly what an index read whole would, for small and large changes alike', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(change, { minLength: 1, maxLength: 45 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.nat(LISTS.length - 1), { maxLength: 20 }),
        (versions, asked) => {
          const rows = new Map(Array.from({ length: 60 }, (_, n) => [n + 1, row(n + 1, n)]));
          let index = built(rows, 1);
          let nextId = 61;
          for (const [step, changes] of versions.entries()) {
            // Lists asked before the change are mended after it; the others are scanned.
            for (const at of asked) orderedList(index, LISTS[at] as ListFilters);
            const products = new Map<number, IndexedProductRow>();
            const removed: number[] = [];
            for (const one of changes) {
              if (one.kind === 'remove') {
                rows.delete(one.id);
                products.delete(one.id);
                removed.push(one.id);
              } else {
                const id = one.kind === 'add' ? nextId++ : one.id;
                rows.set(id, row(id, one.n));
                products.set(id, row(id, one.n));
              }
            }
            const version = step + 2;
            index = applyChanges(index, {
              version,
              categories: CATEGORIES,
              products: [...products.values()],
              removed,
            });
            const fresh = built(rows, version);
            for (const filters of LISTS) expect(ids(index, filters)).toEqual(ids(fresh, filters));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('keeps the very lists a change cannot touch, and mends the ones it does', () => {
    const rows = new Map(Array.from({ length: 60 }, (_, n) => [n + 1, row(n + 1, n)]));
    const before = built(rows, 1);
    const saffron: ListFilters = { sort: 'newest', search: 'saffron' };
    const oud: ListFilters = { sort: 'price_asc', search: 'oud' };
    const kept = orderedList(before, saffron);
    const touched = orderedList(before, oud);
    // Product 2 is an "oud" product: its new price moves it within the oud list alone.
    expect(touched.map((p) => p.id)).toContain(2);
    expect(kept.map((p) => p.id)).not.toContain(2);
    const repriced = { ...row(2, 1), price_minor: '1' };
    rows.set(2, repriced);
    const after = applyChanges(before, {
      version: 2,
      categories: CATEGORIES,
      products: [repriced],
      removed: [],
    });

    expect(orderedList(after, saffron)).toBe(kept);
    expect(orderedList(after, oud)).not.toBe(touched);
    expect(ids(after, oud)[0]).toBe(2);
    expect(ids(after, oud)).toEqual(ids(built(rows, 2), oud));
    // The whole shop's orders hold every product: both are mended, not kept.
    expect(ids(after, { sort: 'price_asc' })[0]).toBe(2);
  });
});
