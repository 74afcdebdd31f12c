/**
 * Lists kept in an order (the product index's, catalogue/product-index.ts) brought up to date
 * after a change without sorting them again.
 */
export type Order<T> = (a: T, b: T) => number;

/** Above this many changed products a list is rebuilt in one pass rather than spliced product by product. */
const SPLICED_AT_MOST = 32;

/** `kept` (already in order) and `added` (sorted here) merged into one order. */
export function merged<T>(kept: readonly T[], added: T[], order: Order<T>): T[] {
  added.sort(order);
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < kept.length || j < added.length) {
    const next = added[j];
    const old = kept[i];
    if (next !== undefined && (old === undefined || order(next, old) < 0)) {
      out.push(next);
      j++;
    } else {
      out.push(old as T);
      i++;
    }
  }
  return out;
}

/** Where `item` goes in `list` (in `order`): after every item before it. */
function insertionPoint<T>(list: readonly T[], item: T, order: Order<T>): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (order(list[middle] as T, item) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * `list` without the items `changed` names and with `added` (the changed items that belong in
 * it) in their places. The very same array when the change touches none of it: a list neither
 * holding nor gaining a changed item is provably what it was, and whatever was kept beside it
 * (its other order) stays right too.
 */
export function mended<T>(
  list: readonly T[],
  changed: ReadonlySet<number>,
  idOf: (item: T) => number,
  added: readonly T[],
  order: Order<T>,
): readonly T[] {
  const leaving = list.some((item) => changed.has(idOf(item)));
  if (!leaving && added.length === 0) return list;
  const kept = leaving ? list.filter((item) => !changed.has(idOf(item))) : list.slice();
  if (added.length > SPLICED_AT_MOST) return merged(kept, [...added], order);
  for (const item of added) kept.splice(insertionPoint(kept, item, order), 0, item);
  return kept;
}
