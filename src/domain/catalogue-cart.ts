/**
 * The catalogue cart (SPEC 3 "Catalogue cart", SPEC 4 "Cart rules") as pure functions over
 * plain data, so the product pages, the cart page, the server's checkout and the tests apply
 * the same rules to what browser storage hands back after a reload or a relaunch. Prices are
 * integer minor units of the cart's one currency (src/domain/money.ts).
 */

import { assertMinor } from './money';
import { unitPrice } from './unit-price';

/** SPEC 3: the browser storage key the cart lives under. */
export const CATALOGUE_CART_KEY = 'cart';

export interface CatalogueCartDetails {
  name_en: string;
  name_ar: string;
  image: string | null;
  price_minor: number;
  discounted_price_minor: number | null;
}

export interface CatalogueCartItem {
  slug: string;
  details: CatalogueCartDetails;
  quantity: number;
  /** Units the shop holds as last seen; null means the product is not stock-counted. */
  inventory: number | null;
}

export interface CatalogueCart {
  items: CatalogueCartItem[];
  /** The one currency of the cart; null while it is empty. */
  currency: string | null;
  terms: { en: string; ar: string } | null;
  decimal_places: number | null;
  labels: Record<string, string>;
}

/** What a product page adds: the product as the customer saw it. */
export interface CatalogueCartInput {
  slug: string;
  details: CatalogueCartDetails;
  inventory: number | null;
  currency: string;
}

export type CatalogueCartRefusal = 'quantity' | 'currency' | 'sold_out' | 'inventory';

export type CatalogueCartResult =
  | { ok: true; cart: CatalogueCart }
  /** `available` comes with 'inventory': the most the line may hold, so the page can offer it. */
  | { ok: false; reason: CatalogueCartRefusal; available?: number };

/** What the shop answers about a product when the cart opens; undefined means it is gone. */
export type CatalogueFreshProduct = { inventory: number | null; details?: CatalogueCartDetails } | undefined;

export interface CatalogueCartChange {
  slug: string;
  kind: 'removed' | 'reduced' | 'repriced';
  /** With 'reduced': the quantity the line was brought down to. */
  quantity?: number;
}

export function emptyCatalogueCart(): CatalogueCart {
  return { items: [], currency: null, terms: null, decimal_places: null, labels: {} };
}

/**
 * SPEC 4: the discounted price applies whenever it is set, even above the price, because the
 * server prices checkout lines the same way (unit-price.ts, as the food menu's); showing a lower
 * figure than the one charged would end in a 409 at checkout.
 */
export function unitPriceMinor(details: CatalogueCartDetails): number {
  return unitPrice(details.price_minor, details.discounted_price_minor);
}

/** Throws rather than return a product rounded by floating point: a wrong total is worse than none. */
export function lineTotalMinor(item: Pick<CatalogueCartItem, 'details' | 'quantity'>): number {
  const unit = unitPriceMinor(item.details);
  assertMinor(unit);
  assertMinor(item.quantity);
  const total = unit * item.quantity;
  assertMinor(total);
  return total;
}

export function cartTotalMinor(cart: CatalogueCart): number {
  return cart.items.reduce((sum, item) => {
    const total = sum + lineTotalMinor(item);
    assertMinor(total);
    return total;
  }, 0);
}

/**
 * Whether a line of `quantity` units fits the stock; a non-positive inventory is sold out, so
 * a product whose count went below zero on the server is never offered.
 */
/** A counted product with no units left (or fewer than none, after a late sale) is sold out. */
export const isSoldOut = (inventory: number | null): boolean => inventory !== null && inventory <= 0;

function stockRefusal(quantity: number, inventory: number | null): CatalogueCartResult | null {
  if (inventory === null) return null;
  if (isSoldOut(inventory)) return { ok: false, reason: 'sold_out' };
  if (quantity > inventory) return { ok: false, reason: 'inventory', available: inventory };
  return null;
}

const isQuantity = (quantity: number) => Number.isSafeInteger(quantity) && quantity > 0;

/**
 * SPEC 4: an identical line (same slug) raises its quantity, quantity 0 or less is not added
 * and null means one. One shop, one currency: an empty cart takes the product's, a non-empty
 * cart refuses any other. The line's whole quantity, not just the units added, must fit the
 * inventory. An accepted add refreshes the line's details and inventory with what the customer
 * just saw on the product page.
 */
export function addToCatalogueCart(
  cart: CatalogueCart,
  input: CatalogueCartInput,
  quantity: number | null,
): CatalogueCartResult {
  const adding = quantity ?? 1;
  if (!isQuantity(adding)) return { ok: false, reason: 'quantity' };
  const empty = cart.items.length === 0;
  if (!empty && cart.currency !== input.currency) return { ok: false, reason: 'currency' };
  const existing = cart.items.find((item) => item.slug === input.slug);
  const lineQuantity = (existing?.quantity ?? 0) + adding;
  if (!Number.isSafeInteger(lineQuantity)) return { ok: false, reason: 'quantity' };
  const refusal = stockRefusal(lineQuantity, input.inventory);
  if (refusal) return refusal;
  const line: CatalogueCartItem = {
    slug: input.slug,
    details: input.details,
    quantity: lineQuantity,
    inventory: input.inventory,
  };
  const items = existing
    ? cart.items.map((item) => (item === existing ? line : item))
    : [...cart.items, line];
  return { ok: true, cart: { ...cart, items, currency: empty ? input.currency : cart.currency } };
}

/** The last item going takes the currency with it, so the next shop visit may start afresh. */
export function removeFromCatalogueCart(cart: CatalogueCart, slug: string): CatalogueCart {
  const items = cart.items.filter((item) => item.slug !== slug);
  if (items.length === cart.items.length) return cart;
  return { ...cart, items, currency: items.length === 0 ? null : cart.currency };
}

/**
 * The cart page's quantity field: 0 or less removes the line; a quantity above the stock is
 * refused, not clamped, so the customer sees why their number did not stick.
 */
export function setCatalogueQuantity(
  cart: CatalogueCart,
  slug: string,
  quantity: number,
): CatalogueCartResult {
  if (!Number.isSafeInteger(quantity)) return { ok: false, reason: 'quantity' };
  if (quantity <= 0) return { ok: true, cart: removeFromCatalogueCart(cart, slug) };
  const existing = cart.items.find((item) => item.slug === slug);
  if (!existing) return { ok: true, cart };
  const refusal = stockRefusal(quantity, existing.inventory);
  if (refusal) return refusal;
  return {
    ok: true,
    cart: { ...cart, items: cart.items.map((item) => (item === existing ? { ...item, quantity } : item)) },
  };
}

/**
 * When the cart opens, the stored lines meet the shop's current stock and prices: a product
 * gone or sold out leaves, a quantity above the inventory comes down to it, and new details
 * replace the stored ones. Each change is reported so the page can tell the customer before
 * checkout rather than have the server answer 409.
 */
export function recheckInventory(
  cart: CatalogueCart,
  fresh: Record<string, CatalogueFreshProduct>,
): { cart: CatalogueCart; changes: CatalogueCartChange[] } {
  const changes: CatalogueCartChange[] = [];
  const items: CatalogueCartItem[] = [];
  for (const item of cart.items) {
    // Own keys only: a slug such as "constructor" must not find Object.prototype's.
    const product = Object.hasOwn(fresh, item.slug) ? fresh[item.slug] : undefined;
    if (!product || isSoldOut(product.inventory)) {
      changes.push({ slug: item.slug, kind: 'removed' });
      continue;
    }
    const details = product.details ?? item.details;
    let quantity = item.quantity;
    if (product.inventory !== null && quantity > product.inventory) {
      quantity = product.inventory;
      changes.push({ slug: item.slug, kind: 'reduced', quantity });
    }
    if (unitPriceMinor(details) !== unitPriceMinor(item.details)) {
      changes.push({ slug: item.slug, kind: 'repriced' });
    }
    items.push({ slug: item.slug, details, quantity, inventory: product.inventory });
  }
  return { cart: { ...cart, items, currency: items.length === 0 ? null : cart.currency }, changes };
}
