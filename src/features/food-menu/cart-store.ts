import { useSyncExternalStore } from 'react';
import type { DeliveryType } from '@/domain/contracts/food';
import {
  type ChoiceChange,
  cartCount,
  confirmChange,
  DEFAULT_CHOICES,
  declineChange,
  EMPTY_CART,
  type FoodCart,
  type FoodChoices,
  type MenuState,
  requestChange,
} from '@/domain/food-cart';
import { readKvRows } from '@/lib/kv-rows';
import type { MenuPlace } from './api/menu';
import { placeParams } from './lib/place';
import { FOOD_ROWS } from './stored-rows';

/**
 * The cart and the stored choices, kept in IndexedDB (kv rows food_cart and food_choices) so
 * a closed tab or a relaunched home-screen app finds them as they were, with or without a
 * network. The pending change of the confirmation modal is screen state and is not stored.
 */
export interface FoodStoreSnapshot extends MenuState {
  /** False until IndexedDB has answered; the menu waits for it before it shows the cart. */
  loaded: boolean;
  /** Nothing was stored yet: the menu's own default delivery type may still apply. */
  fresh: boolean;
}

const INITIAL: FoodStoreSnapshot = {
  cart: EMPTY_CART,
  choices: DEFAULT_CHOICES,
  pending: null,
  loaded: false,
  fresh: false,
};
let snapshot = INITIAL;
let loading: Promise<void> | undefined;
/** Changes made before IndexedDB answered, replayed on what it hands back so none is lost. */
let early: ((state: MenuState) => MenuState)[] = [];
const listeners = new Set<() => void>();

function publish(next: FoodStoreSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** Reads the stored cart once per page life; later calls share the first read. */
export function loadFoodStore(): Promise<void> {
  loading ??= readKvRows([FOOD_ROWS.cart, FOOD_ROWS.choices]).then(
    (rows) => {
      const cart = (rows[FOOD_ROWS.cart] as FoodCart | undefined) ?? EMPTY_CART;
      const choices = (rows[FOOD_ROWS.choices] as Partial<FoodChoices> | undefined) ?? {};
      // Stored choices from an older version may miss a field: the defaults fill it in.
      const stored: MenuState = { cart, choices: { ...DEFAULT_CHOICES, ...choices }, pending: null };
      const next = early.reduce((state, change) => change(state), stored);
      early = [];
      publish({
        ...next,
        loaded: true,
        fresh: rows[FOOD_ROWS.choices] === undefined && next.choices === stored.choices,
      });
      persist(stored, next);
    },
    () => {
      // No IndexedDB (a private window in some browsers): the cart lives for this page only.
      early = [];
      publish({ ...snapshot, loaded: true, fresh: snapshot.choices === DEFAULT_CHOICES });
    },
  );
  return loading;
}

/**
 * Writes come after the screen has changed; a failed write only loses persistence. Dexie
 * arrives with the first one, so it stays out of the menu's first load.
 */
function persist(previous: MenuState, next: MenuState) {
  const cart = previous.cart !== next.cart;
  const choices = previous.choices !== next.choices;
  if (!cart && !choices) return;
  void import('@/lib/db')
    .then(({ KV_KEYS, setKv }) =>
      Promise.all([
        cart && setKv(KV_KEYS.foodCart, next.cart),
        choices && setKv(KV_KEYS.foodChoices, next.choices),
      ]),
    )
    .catch(() => undefined);
}

/** Applies a pure change (src/domain/food-cart.ts) to the whole menu state and stores it. */
export function updateMenuState(change: (state: MenuState) => MenuState) {
  const previous = snapshot;
  const next = change(previous);
  if (next === previous) return;
  publish({ ...next, loaded: previous.loaded, fresh: previous.fresh && next.choices === previous.choices });
  if (previous.loaded) persist(previous, next);
  else early.push(change);
}

export const updateCart = (change: (cart: FoodCart) => FoodCart) =>
  updateMenuState((state) => {
    const cart = change(state.cart);
    return cart === state.cart ? state : { ...state, cart };
  });

export const updateChoices = (change: Partial<FoodChoices>) =>
  updateMenuState((state) => ({ ...state, choices: { ...state.choices, ...change } }));

/**
 * A first visit starts on the delivery type the restaurant set as its default. Not written
 * yet: it is stored with the customer's first own change, so a visit that changes nothing
 * never loads Dexie.
 */
export function adoptDefaultDeliveryType(type: DeliveryType) {
  if (!snapshot.loaded || !snapshot.fresh) return;
  publish({ ...snapshot, choices: { ...snapshot.choices, delivery_type: type }, fresh: false });
}

export const askChange = (change: ChoiceChange) => updateMenuState((state) => requestChange(state, change));
export const confirmPendingChange = () => updateMenuState(confirmChange);
export const declinePendingChange = () => updateMenuState(declineChange);

function subscribe(listener: () => void) {
  listeners.add(listener);
  void loadFoodStore();
  return () => listeners.delete(listener);
}
const current = () => snapshot;

/** The state right now, for a handler that acts on what an earlier step of it changed. */
export const currentFoodState = current;

export function useFoodStore(): FoodStoreSnapshot {
  return useSyncExternalStore(subscribe, current, current);
}

/**
 * One value read from the store (a primitive, or a part the store keeps as it is): its
 * component is drawn again only when that value changes, not on every change to the store.
 * The menu's dishes were all drawn again when IndexedDB answered, a 300 ms task on a phone.
 */
export function useFoodStoreValue<T>(select: (state: FoodStoreSnapshot) => T): T {
  const read = () => select(snapshot);
  return useSyncExternalStore(subscribe, read, read);
}

/** The cart's count of dishes, none until IndexedDB has answered. */
export const useCartCount = (): number =>
  useFoodStoreValue((state) => (state.loaded ? cartCount(state.cart) : 0));

/**
 * The store as the menu shows it: until IndexedDB answers, a first visit's choices, on the
 * restaurant's default delivery type (adoptDefaultDeliveryType). The server draws the menu
 * that way too (src/ssr/menu-page.ts), so the browser's first render matches its drawing.
 */
export function useMenuStore(defaultType: DeliveryType): FoodStoreSnapshot {
  const store = useFoodStore();
  if (store.loaded || store.choices.delivery_type === defaultType) return store;
  return { ...store, choices: { ...store.choices, delivery_type: defaultType } };
}

/** The delivery type the menu shows (see useMenuStore), as a value of its own. */
export const useMenuDeliveryType = (defaultType: DeliveryType): DeliveryType =>
  useFoodStoreValue((state) => (state.loaded ? state.choices.delivery_type : defaultType));

/**
 * The place whose menu is shown (see MenuPlace): none until IndexedDB answers, as the server
 * draws a first visit. Read as two numbers, so a change elsewhere in the store draws nothing.
 */
export function useMenuPlace(type: DeliveryType): MenuPlace {
  const branch = useFoodStoreValue((state) => (state.loaded ? state.choices.branch : null));
  const area = useFoodStoreValue((state) => (state.loaded ? state.choices.delivery_area : null));
  const chosen = { ...DEFAULT_CHOICES, delivery_type: type, branch, delivery_area: area };
  const { delivery_type: _type, ...place } = placeParams(chosen) ?? { delivery_type: type };
  return place;
}

/** Tests start every case from an empty, unloaded store. */
export function resetFoodStoreForTests() {
  loading = undefined;
  early = [];
  snapshot = INITIAL;
}
