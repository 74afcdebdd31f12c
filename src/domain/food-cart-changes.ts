/**
 * What changed between the cart a customer saw and the menu at checkout (issue 23): checkout
 * never charges a price the customer was not shown, and tells them what changed instead.
 * Prices are integer minor units.
 */
import type { Unavailability } from './food-availability';

export type CartChangeKind = 'price' | Unavailability;

/** A line as the customer's cart priced it; null when the cart sent no price. */
export interface SeenLine {
  menu_item: number;
  unit_price: number | null;
}

/** The same line as the menu prices it now: its unit price, or why it cannot be ordered. */
export interface QuotedLine {
  menu_item: number;
  unit_price: number | null;
  unavailable: Unavailability | null;
}

export interface CartChange {
  menu_item: number;
  kind: CartChangeKind;
  old_price: number | null;
  new_price: number | null;
}

/** Line by line (a dish may be in the cart twice, in two sizes); one change per dish and kind. */
export function cartChanges(seen: readonly SeenLine[], quoted: readonly QuotedLine[]): CartChange[] {
  const changes: CartChange[] = [];
  const known = new Set<string>();
  seen.forEach((line, index) => {
    const now = quoted[index];
    const change: CartChange | null = !now
      ? { menu_item: line.menu_item, kind: 'gone', old_price: line.unit_price, new_price: null }
      : now.unavailable
        ? { menu_item: line.menu_item, kind: now.unavailable, old_price: line.unit_price, new_price: null }
        : line.unit_price !== null && now.unit_price !== null && line.unit_price !== now.unit_price
          ? {
              menu_item: line.menu_item,
              kind: 'price',
              old_price: line.unit_price,
              new_price: now.unit_price,
            }
          : null;
    if (!change) return;
    const key = `${change.menu_item}:${change.kind}:${change.new_price}`;
    if (known.has(key)) return;
    known.add(key);
    changes.push(change);
  });
  return changes;
}
