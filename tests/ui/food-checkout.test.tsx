import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart } from '@/domain/food-cart-lines';
import { minOrderQuery } from '@/features/food-menu/api/menu';
import {
  loadFoodStore,
  resetFoodStoreForTests,
  updateCart,
  updateChoices,
} from '@/features/food-menu/cart-store';
import { CheckoutPage } from '@/features/food-menu/components/checkout-page';
import { db } from '@/lib/db';
import { payChoice } from './events-fixtures';
import { menuClient, renderMenuPage } from './food-fixtures';

const COD = payChoice({
  gateway_code: 'cod',
  gateway: 'Cash on delivery',
  value: 'cod',
  amount: '4.500',
  base_amount: '4.500',
  is_default: true,
});

/** The food API: open, one way to pay, and a checkout that answers as `checkout` says. */
function serveFoodApi(checkout: () => { status: number; body: unknown }) {
  const posts: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.includes('is-branch-or-delivery-area-work')) return json(200, { working: true, opens_at: null });
    if (url.includes('/pay-choices')) return json(200, [COD]);
    if (url.includes('/min-order')) return json(200, { minimum_order_sum: '0.000' });
    if (url.endsWith('/checkout')) {
      posts.push(JSON.parse(String(init.body)));
      const answer = checkout();
      return json(answer.status, answer.body);
    }
    return json(404, { message: 'not stubbed' });
  });
  return posts;
}

function renderCheckout() {
  const client = menuClient();
  client.setQueryData(minOrderQuery({ delivery_type: 'pickup', branch: 1 }).queryKey, {
    minimum_order_sum: '0.000',
  });
  renderMenuPage(<CheckoutPage detailsStep onDetailsStep={() => {}} />, client, '/en/checkout');
}

async function fillCustomer(email: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Your name' }), {
    target: { value: 'Fatima' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'Phone number' }), { target: { value: '5000 1234' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: email } });
  fireEvent.click(await screen.findByRole('button', { name: 'Place order' }));
}

const emailField = () => screen.getByRole('textbox', { name: 'Email' });

beforeEach(async () => {
  await db.kv.clear();
  resetFoodStoreForTests();
  await loadFoodStore();
  updateChoices({ delivery_type: 'pickup', branch: 1 });
  updateCart((cart) =>
    addToCart(cart, {
      item_id: 11,
      category_id: 1,
      name: { en: 'Mixed Grill', ar: 'مشاوي مشكلة' },
      image: null,
      price: 4_500,
      price_with_discount: null,
      size: null,
      add_ons: [],
      options: {},
      special_instruction: '',
      quantity: 1,
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('food checkout: the customer email', { timeout: 20_000 }, () => {
  it('is judged by the one email rule before anything is sent ("a@b.c" is a slip)', async () => {
    const posts = serveFoodApi(() => ({ status: 201, body: {} }));
    renderCheckout();
    await fillCustomer('a@b.c');
    expect(await screen.findByText('Enter valid email address')).toBeTruthy();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(posts).toHaveLength(0);
  });

  it("shows the server's verdict under the email field", async () => {
    const posts = serveFoodApi(() => ({ status: 400, body: { email: ['Enter valid email address'] } }));
    renderCheckout();
    await fillCustomer('fatima@example.kw');
    await waitFor(() => expect(emailField().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter valid email address')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(posts).toHaveLength(1);
  });
});

describe('food checkout: a cart the menu changed under', { timeout: 20_000 }, () => {
  const CHANGED = {
    message: 'Your order changed since you added it: check the changes and the new total',
    changes: [
      {
        menu_item: 11,
        name: { en: 'Mixed Grill', ar: 'مشاوي مشكلة' },
        kind: 'price',
        old_price: '4.500',
        new_price: '5.000',
      },
    ],
    quote: {
      lines: [{ menu_item: 11, available: true, price: '5.000', price_with_discount: null }],
      subtotal: '5.000',
      discount: '0.000',
      delivery_charges: '0.000',
      service_charges: '0.000',
      total: '5.000',
    },
  };

  it('sends the prices it shows, tells what changed, takes the new price and places the order with it', async () => {
    let answered = false;
    const posts = serveFoodApi(() => {
      if (answered)
        return { status: 201, body: { order_number: '1001', order_id: 'x', token: 't', redirect_url: null } };
      answered = true;
      return { status: 409, body: CHANGED };
    });
    renderCheckout();
    await fillCustomer('fatima@example.kw');
    expect(await screen.findByText('Your order changed')).toBeTruthy();
    expect(screen.getByText('Mixed Grill: now 5.000 KWD (was 4.500 KWD)')).toBeTruthy();
    expect(posts[0]).toMatchObject({ total: '4.500', lines: [{ unit_price: '4.500' }] });

    // The pay choices are asked again for the cart at its new price before it can be placed.
    const button = screen.getByRole('button', { name: 'Place order' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]).toMatchObject({ total: '5.000', lines: [{ unit_price: '5.000' }] });
  });
});
