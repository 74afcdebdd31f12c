import { useSyncExternalStore } from 'react';
import { type CatalogueCart, type CatalogueCartResult, emptyCatalogueCart } from '@/domain/catalogue-cart';
import { readKvRows } from '@/lib/kv-rows';

/**
 * The catalogue cart, kept in IndexedDB as the food cart is (kv row `cart`, SPEC 3's key), so a
 * reload, a closed tab or a relaunched home-screen app finds it as it was, with or without a
 * network. The rules that change it live in src/domain/catalogue-cart.ts.
 */
export interface CatalogueCartSnapshot {
  cart: CatalogueCart;
  /** False until IndexedDB has answered; the pages wait for it before they show the cart. */
  loaded: boolean;
}

/** The kv row of src/lib/db.ts KV_KEYS.catalogueCart (the store test checks they match). */
export const CART_ROW = 'cart';

const INITIAL: CatalogueCartSnapshot = { cart: emptyCatalogueCart(), loaded: false };
let snapshot = INITIAL;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function publish(next: CatalogueCartSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** A failed write only loses persistence. Dexie arrives with the first. */
function persist(cart: CatalogueCart): Promise<void> {
  return import('@/lib/db')
    .then(({ KV_KEYS, setKv }) => setKv(KV_KEYS.catalogueCart, cart))
    .catch(() => undefined);
}

/**
 * A change shows once it is stored: a reload, a typed address or a closed tab straight after
 * "Add to cart" finds it. Changes wait their turn, so one stored late never undoes the next.
 */
let lastChange: Promise<unknown> = Promise.resolve();
function inTurn<T>(step: () => Promise<T>): Promise<T> {
  const run = lastChange.then(step);
  lastChange = run.catch(() => undefined);
  return run;
}

async function keep(cart: CatalogueCart): Promise<void> {
  await persist(cart);
  publish({ ...snapshot, cart });
}

/** Reads the stored cart once per page life; later calls share the first read. */
export function loadCatalogueCart(): Promise<void> {
  loading ??= readKvRows([CART_ROW]).then(
    (rows) => {
      // A cart stored by an older version may miss a field: the empty cart's fill it in.
      const cart = { ...emptyCatalogueCart(), ...(rows[CART_ROW] as Partial<CatalogueCart> | undefined) };
      publish({ cart, loaded: true });
    },
    () => {
      // No IndexedDB (a private window in some browsers): the cart lives for this page only.
      publish({ ...snapshot, loaded: true });
    },
  );
  return loading;
}

/**
 * Applies a pure change (src/domain/catalogue-cart.ts) to the stored cart and keeps the result.
 * It waits for IndexedDB first: a change judged against the empty cart of a page still loading
 * would let a second currency in, or a quantity past the stock.
 */
export function updateCatalogueCart(change: (cart: CatalogueCart) => CatalogueCart): Promise<void> {
  return inTurn(async () => {
    await loadCatalogueCart();
    const cart = change(snapshot.cart);
    if (cart !== snapshot.cart) await keep(cart);
  });
}

/** A change the rules may refuse (adding, a new quantity): the refusal is handed back to be said. */
export function tryCatalogueChange(
  apply: (cart: CatalogueCart) => CatalogueCartResult,
): Promise<CatalogueCartResult> {
  return inTurn(async () => {
    await loadCatalogueCart();
    const result = apply(snapshot.cart);
    if (result.ok && result.cart !== snapshot.cart) await keep(result.cart);
    return result;
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  void loadCatalogueCart();
  return () => listeners.delete(listener);
}
const current = () => snapshot;

/** The state right now, for a handler that acts on what an earlier step of it changed. */
export const currentCatalogueCart = current;

export function useCatalogueCart(): CatalogueCartSnapshot {
  return useSyncExternalStore(subscribe, current, current);
}

/** The cart's count of units, none until IndexedDB has answered (as the server drew it). */
export function useCatalogueCartCount(): number {
  const read = () =>
    snapshot.loaded ? snapshot.cart.items.reduce((sum, item) => sum + item.quantity, 0) : 0;
  return useSyncExternalStore(subscribe, read, read);
}

/** Tests start every case from an empty, unloaded store. */
export function resetCatalogueCartForTests() {
  loading = undefined;
  lastChange = Promise.resolve();
  snapshot = INITIAL;
}
