import { beforeEach, describe, expect, it } from 'vitest';
import { type CartLineInput, cartCount } from '@/domain/food-cart';
import { addToCart } from '@/domain/food-cart-lines';
import {
  adoptDefaultDeliveryType,
  askChange,
  confirmPendingChange,
  currentFoodState,
  loadFoodStore,
  resetFoodStoreForTests,
  updateCart,
  updateChoices,
} from '@/features/food-menu/cart-store';
import { FOOD_ROWS } from '@/features/food-menu/stored-rows';
import { db, getKv, KV_KEYS } from '@/lib/db';

const KARAK: CartLineInput = {
  item_id: 9,
  category_id: 3,
  name: { en: 'Karak Tea', ar: 'شاي كرك' },
  image: null,
  price: 350,
  price_with_discount: null,
  size: null,
  add_ons: [],
  options: {},
  special_instruction: '',
  quantity: 2,
};

/** A closed tab or a relaunched home-screen app: nothing in memory, only what IndexedDB kept. */
async function relaunch() {
  resetFoodStoreForTests();
  await loadFoodStore();
  return currentFoodState();
}

/** Writes are not awaited by the screen; wait until IndexedDB holds what the page shows. */
async function settled({ choices = true } = {}) {
  await expect.poll(() => getKv(KV_KEYS.foodCart, null)).toEqual(currentFoodState().cart);
  if (choices) await expect.poll(() => getKv(KV_KEYS.foodChoices, null)).toEqual(currentFoodState().choices);
}

beforeEach(async () => {
  await db.kv.clear();
  resetFoodStoreForTests();
});

describe('the food cart in IndexedDB', () => {
  it('reads the very rows Dexie writes', () => {
    expect(FOOD_ROWS).toEqual({ cart: KV_KEYS.foodCart, choices: KV_KEYS.foodChoices });
  });

  it('starts empty when the device has no database yet, without creating one', async () => {
    db.close();
    await db.delete();
    await loadFoodStore();
    expect(currentFoodState()).toMatchObject({ loaded: true, cart: { lines: [] } });
    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain('gulfpay');
    await db.open();
  });

  it('finds the cart and the stored choices as they were after a relaunch', async () => {
    await loadFoodStore();
    updateChoices({ delivery_type: 'pickup' });
    askChange({ field: 'branch', value: 2 });
    updateCart((cart) => addToCart(cart, KARAK));
    await settled();

    const after = await relaunch();
    expect(cartCount(after.cart)).toBe(2);
    expect(after.cart.lines[0]?.name.en).toBe('Karak Tea');
    expect(after.choices).toMatchObject({ delivery_type: 'pickup', branch: 2 });
  });

  it('keeps a change made before IndexedDB answered, on top of what was stored', async () => {
    await loadFoodStore();
    updateCart((cart) => addToCart(cart, KARAK));
    await settled({ choices: false });

    resetFoodStoreForTests();
    // The customer taps before the stored cart has been read.
    updateCart((cart) => addToCart(cart, { ...KARAK, quantity: 1 }));
    await loadFoodStore();
    expect(cartCount(currentFoodState().cart)).toBe(3);
    await settled({ choices: false });
    expect(cartCount((await relaunch()).cart)).toBe(3);
  });

  it('starts a first visit on the restaurant’s default delivery type, and a returning one on its own', async () => {
    await loadFoodStore();
    adoptDefaultDeliveryType('pickup');
    expect(currentFoodState().choices.delivery_type).toBe('pickup');
    // Stored with the customer's first own choice.
    askChange({ field: 'branch', value: 2 });
    await expect.poll(() => getKv(KV_KEYS.foodChoices, null)).toEqual(currentFoodState().choices);

    await relaunch();
    adoptDefaultDeliveryType('catering');
    expect(currentFoodState().choices.delivery_type).toBe('pickup');
  });

  it('stores the emptied cart and the new place when a change is confirmed', async () => {
    await loadFoodStore();
    askChange({ field: 'delivery_area', value: 1 });
    updateCart((cart) => addToCart(cart, KARAK));
    askChange({ field: 'delivery_area', value: 3 });
    expect(currentFoodState().pending).toEqual({ field: 'delivery_area', value: 3 });
    confirmPendingChange();
    await settled();

    const after = await relaunch();
    expect(after.cart.lines).toEqual([]);
    expect(after.choices.delivery_area).toBe(3);
    expect(after.pending).toBeNull();
  });
});
