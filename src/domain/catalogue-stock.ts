/**
 * Stock per store (issue 21), one rule for the shop, its checkout and the management pages.
 * A product is stocked per store when its store rows carry numbers: then each store sells
 * only its own units and the product's own count is not used. Otherwise the product has one
 * count (null: unlimited) that every store sells from.
 */

/** A store's row for a product: its own count (null: not counted there) and whether it sells now. */
export interface StoreStock {
  inventory: number | null;
  active: boolean;
}

export const stockedPerStore = (stores: readonly Pick<StoreStock, 'inventory'>[]): boolean =>
  stores.some((store) => store.inventory !== null);

/**
 * Units a customer can still buy: per store, the sum over the stores that sell now (sold out
 * when each is at 0 or none sells); otherwise the product's own count (null: unlimited).
 */
export function availableStock(
  productInventory: number | null,
  stores: readonly StoreStock[],
): number | null {
  if (!stockedPerStore(stores)) return productInventory;
  return stores.reduce((sum, store) => sum + (store.active ? (store.inventory ?? 0) : 0), 0);
}

/**
 * Whether a store can hand over the cart's lines: every product stocked there has at least the
 * quantity asked. `stock` is the store's units by slug, for its products stocked per store only.
 */
export function storeCanServe(
  stock: Readonly<Record<string, number>>,
  lines: readonly { slug: string; quantity: number }[],
): boolean {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.slug, (wanted.get(line.slug) ?? 0) + line.quantity);
  return [...wanted].every(([slug, quantity]) => stock[slug] === undefined || (stock[slug] ?? 0) >= quantity);
}
