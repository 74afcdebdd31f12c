import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryArea } from '@/domain/contracts/food';
import type { CartLineInput } from '@/domain/food-cart';
import { addToCart } from '@/domain/food-cart-lines';
import { deliveryAreasQuery, minOrderQuery } from '@/features/food-menu/api/menu';
import {
  currentFoodState,
  loadFoodStore,
  resetFoodStoreForTests,
  updateCart,
  updateChoices,
} from '@/features/food-menu/cart-store';
import { CheckoutPage } from '@/features/food-menu/components/checkout-page';
import { OrderSummaryPage } from '@/features/food-menu/components/order-summary-page';
import { db } from '@/lib/db';
import { menuClient, renderMenuPage } from './food-fixtures';

const SALMIYA: DeliveryArea = {
  id: 1,
  name: { en: 'Salmiya', ar: 'السالمية' },
  zone_id: 1,
  branch_id: 1,
  delivery_charges: '0.500',
  minimum_order_sum: '3.000',
  working_hours: [],
};

const GRILL: CartLineInput = {
  item_id: 11,
  category_id: 1,
  name: { en: 'Mixed Grill', ar: 'مشاوي مشكلة' },
  image: null,
  price: 4_500,
  price_with_discount: null,
  size: null,
  add_ons: [{ id: 2, name: { en: 'Garlic sauce', ar: 'صوص ثوم' }, price: 200 }],
  options: {},
  special_instruction: '',
  quantity: 1,
};
const TRAY: CartLineInput = {
  ...GRILL,
  item_id: 41,
  category_id: 4,
  name: { en: 'Machboos Tray', ar: 'صينية' },
  price: 2_500,
  add_ons: [],
};
const TRAYS = {
  id: 4,
  name: { en: 'Catering Trays', ar: 'صواني' },
  minimum_number_of_plates: 10,
  service_charges: 5_000,
};

function summaryClient() {
  const client = menuClient();
  client.setQueryData(deliveryAreasQuery().queryKey, [SALMIYA]);
  for (const delivery_type of ['delivery', 'catering'] as const)
    client.setQueryData(minOrderQuery({ delivery_type, delivery_area: 1 }).queryKey, {
      minimum_order_sum: '3.000',
    });
  return client;
}

/**
 * The food API stands in for the server: the opening-hours check (always asked fresh) says
 * open, and voucher activation answers as the real one does.
 */
function serveFoodApi() {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.includes('is-branch-or-delivery-area-work')) return json(200, { working: true, opens_at: null });
    const body = JSON.parse(String(init.body)) as { code: string; subtotal: string };
    calls.push({ url, body });
    return body.code === 'KWD1OFF'
      ? json(200, { code: 'KWD1OFF', discount_type: 'fixed', amount: '1.000' })
      : json(400, { code: ['This voucher code does not exist'] });
  });
  return calls;
}

const row = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;

beforeEach(async () => {
  await db.kv.clear();
  resetFoodStoreForTests();
  await loadFoodStore();
  updateChoices({ delivery_type: 'delivery', delivery_area: 1 });
  serveFoodApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('order summary', () => {
  it('shows line prices, delivery charges and the total, and a voucher the server refuses or accepts', async () => {
    updateCart((cart) => addToCart(cart, { ...GRILL, quantity: 2 }));
    const calls = serveFoodApi();
    renderMenuPage(<OrderSummaryPage />, summaryClient(), '/en/order-summary');
    await screen.findByText('Subtotal');
    expect(within(row('Subtotal')).getByText('9.400 KWD')).toBeTruthy();
    expect(within(row('Delivery charges')).getByText('0.500 KWD')).toBeTruthy();
    expect(within(row('Total')).getByText('9.900 KWD')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Voucher code'), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This voucher code does not exist')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Voucher code'), { target: { value: 'KWD1OFF' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Voucher KWD1OFF applied')).toBeTruthy();
    expect(within(row('Discount')).getByText('−1.000 KWD')).toBeTruthy();
    expect(within(row('Total')).getByText('8.900 KWD')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ body: { code: 'KWD1OFF', subtotal: '9.400' } });
  });

  it('holds checkout back below the minimum order', async () => {
    updateCart((cart) => addToCart(cart, { ...GRILL, price: 1_000, add_ons: [] }));
    renderMenuPage(<OrderSummaryPage />, summaryClient(), '/en/order-summary');
    // English needs no isolates; Arabic gets them from formatMoney (tests/domain/money.test.ts).
    expect(await screen.findByText(/^The minimum order is 3\.000 KWD\./)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More: Quantity of Mixed Grill' }));
    fireEvent.click(screen.getByRole('button', { name: 'More: Quantity of Mixed Grill' }));
    expect(await screen.findByRole('link', { name: 'Checkout' })).toBeTruthy();
  });

  it('keeps catering plates at or above the minimum and drops the category with its last item', async () => {
    updateChoices({ delivery_type: 'catering', delivery_area: 1 });
    updateCart((cart) => addToCart(cart, TRAY, TRAYS));
    renderMenuPage(<OrderSummaryPage />, summaryClient(), '/en/order-summary');
    const fewer = await screen.findByRole('button', { name: 'Fewer: Plates of Catering Trays' });
    expect((fewer as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'More: Plates of Catering Trays' }));
    // 11 plates × 2.500 + 5.000 service charges + 0.500 delivery
    expect(within(row('Total')).getByText('33.000 KWD')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Machboos Tray' }));
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(currentFoodState().cart.catering_categories).toEqual([]);
  });
});

describe('checkout', () => {
  it('says it needs the network when offline', async () => {
    updateCart((cart) => addToCart(cart, { ...GRILL, quantity: 2 }));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderMenuPage(<CheckoutPage detailsStep onDetailsStep={() => {}} />, summaryClient(), '/en/checkout');
    expect(await screen.findByText('Checkout needs a network connection')).toBeTruthy();
    online.mockRestore();
  });
});

describe('delivery type change with a full cart', () => {
  it('asks first: keep leaves everything, change empties the cart and stores the new type', async () => {
    const { OrderSettings } = await import('@/features/food-menu/components/order-settings');
    const { CONFIG } = await import('./food-fixtures');
    updateCart((cart) => addToCart(cart, GRILL));
    renderMenuPage(<OrderSettings config={CONFIG} />, summaryClient());
    fireEvent.click(await screen.findByRole('radio', { name: 'Pickup' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep my cart' }));
    await waitFor(() => expect(currentFoodState().pending).toBeNull());
    expect(currentFoodState().choices).toMatchObject({ delivery_type: 'delivery', delivery_area: 1 });
    expect(currentFoodState().cart.lines).toHaveLength(1);

    fireEvent.click(screen.getByRole('radio', { name: 'Pickup' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change and empty cart' }));
    await waitFor(() => expect(currentFoodState().choices.delivery_type).toBe('pickup'));
    expect(currentFoodState().choices.delivery_area).toBeNull();
    expect(currentFoodState().cart.lines).toEqual([]);
  });
});
