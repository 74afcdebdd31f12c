import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCatalogueCart, CATALOGUE_CART_KEY, cartTotalMinor } from '@/domain/catalogue-cart';
import {
  CART_ROW,
  currentCatalogueCart,
  loadCatalogueCart,
  resetCatalogueCartForTests,
  tryCatalogueChange,
} from '@/features/catalogue/cart-store';
import { CartPage } from '@/features/catalogue/components/cart-page';
import { ProductDetailPage } from '@/features/catalogue/components/product-detail-page';
import { cartInput } from '@/features/catalogue/lib/cart-input';
import { db, getKv, KV_KEYS } from '@/lib/db';
import { AMBER, OUD, ROSE, renderShopPage, SHOP_CONFIG } from './catalogue-fixtures';

/** A closed tab or a relaunched home-screen app: nothing in memory, only what IndexedDB kept. */
async function relaunch() {
  resetCatalogueCartForTests();
  await loadCatalogueCart();
  return currentCatalogueCart().cart;
}

/** What IndexedDB holds: a change shows only once it is stored, so it is the page's cart. */
const stored = async () =>
  expect(await getKv(KV_KEYS.catalogueCart, null)).toEqual(currentCatalogueCart().cart);

/** The button once the page answers: drawn disabled until then, like the server's drawing. */
async function addButton(): Promise<HTMLButtonElement> {
  const button = (await screen.findByRole('button', { name: 'Add to cart' })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

beforeEach(async () => {
  await db.kv.clear();
  resetCatalogueCartForTests();
});

afterEach(() => vi.unstubAllGlobals());

describe('the catalogue cart in IndexedDB', () => {
  it("lives in the very row Dexie writes, under SPEC 3's key", () => {
    expect(CART_ROW).toBe(KV_KEYS.catalogueCart);
    expect(CART_ROW).toBe(CATALOGUE_CART_KEY);
  });

  it('keeps two products, one added twice, with the shop settings, across a relaunch', async () => {
    const first = renderShopPage(<ProductDetailPage slug={ROSE.slug} />);
    fireEvent.click(await addButton());
    expect(await screen.findByText(/Added 1 × Taif rose attar/)).toBeTruthy();
    // A reload or a closed tab straight after the confirmation keeps the line.
    await stored();
    fireEvent.click(await addButton());
    await waitFor(() => expect(currentCatalogueCart().cart.items[0]?.quantity).toBe(2));
    first.unmount();
    renderShopPage(<ProductDetailPage slug={OUD.slug} />);
    fireEvent.click(await addButton());
    await waitFor(() => expect(currentCatalogueCart().cart.items).toHaveLength(2));
    await stored();

    const cart = await relaunch();
    expect(cart.items.map((item) => [item.slug, item.quantity])).toEqual([
      ['rose-taif-attar', 2],
      ['royal-oud-oil', 1],
    ]);
    expect(cart).toMatchObject({
      currency: 'KWD',
      decimal_places: 3,
      terms: { en: 'No returns on oud.' },
      labels: { engraving: 'Engraving' },
    });
    // 2 × 15.000 on offer + 45.000
    expect(cartTotalMinor(cart)).toBe(75_000);
  });
});

describe('storing a change', () => {
  it('has stored each change by the time it is applied, however fast they come', async () => {
    const adds = [ROSE, OUD, ROSE].map((product) =>
      tryCatalogueChange((cart) => addToCatalogueCart(cart, cartInput(product, SHOP_CONFIG), 1)),
    );
    const first = await adds[0];
    // Nothing else awaited: a tab closed now still has the line.
    expect(await getKv(KV_KEYS.catalogueCart, null)).toMatchObject({
      items: first?.ok ? first.cart.items : [],
    });
    await Promise.all(adds);
    const cart = await relaunch();
    expect(cart.items.map((item) => [item.slug, item.quantity])).toEqual([
      ['rose-taif-attar', 2],
      ['royal-oud-oil', 1],
    ]);
  });
});

describe('product detail (SPEC 2.7)', () => {
  it('stops the quantity at the stock and says why a larger line is refused', async () => {
    renderShopPage(<ProductDetailPage slug={OUD.slug} />);
    const more = await screen.findByRole('button', { name: 'One more: Quantity of Royal oud oil' });
    fireEvent.click(more);
    fireEvent.click(more);
    expect((more as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(await addButton());
    await waitFor(() => expect(currentCatalogueCart().cart.items[0]?.quantity).toBe(3));
    fireEvent.click(await addButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only 3 left in stock, counting what is already in your cart.',
    );
    expect(currentCatalogueCart().cart.items[0]?.quantity).toBe(3);
  });

  it('cannot add a sold-out product', async () => {
    renderShopPage(<ProductDetailPage slug={AMBER.slug} />);
    const button = (await screen.findByRole('button', { name: 'Add to cart' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Sold out')).toBeTruthy();
  });
});

describe('the cart page', () => {
  it('rechecks the stored lines against the shop and says what changed', async () => {
    for (const [product, quantity] of [
      [OUD, 2],
      [ROSE, 1],
    ] as const)
      await tryCatalogueChange((cart) => addToCatalogueCart(cart, cartInput(product, SHOP_CONFIG), quantity));

    // Since then one oud is left and the rose attar left the shop.
    vi.stubGlobal('fetch', async (url: string) =>
      url.includes(OUD.slug)
        ? Response.json({ ...OUD, inventory: 1 })
        : Response.json({ message: 'Product not found' }, { status: 404 }),
    );
    renderShopPage(<CartPage />, undefined, '/en/catalogue/cart');
    expect(await screen.findByText('Royal oud oil: only 1 left, the quantity was lowered.')).toBeTruthy();
    expect(screen.getByText('Taif rose attar was removed: it is sold out or no longer sold.')).toBeTruthy();
    expect(currentCatalogueCart().cart.items.map((item) => [item.slug, item.quantity])).toEqual([
      ['royal-oud-oil', 1],
    ]);
    expect(screen.getByTestId('cart-total').textContent).toBe('45.000 KWD');
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe(
      '/en/catalogue/checkout',
    );
  });

  it('offers the way back to the list when empty', async () => {
    renderShopPage(<CartPage />, undefined, '/en/catalogue/cart');
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toBeTruthy();
  });
});
