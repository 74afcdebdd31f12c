import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCatalogueCart, type CatalogueCart, emptyCatalogueCart } from '@/domain/catalogue-cart';
import type { CartQuote, CatalogueStore } from '@/domain/contracts/catalogue';
import { forgetsCatalogueCart } from '@/features/attempt-result/lib/result-rules';
import {
  currentCatalogueCart,
  resetCatalogueCartForTests,
  updateCatalogueCart,
} from '@/features/catalogue/cart-store';
import { CheckoutPage } from '@/features/catalogue/components/checkout-page';
import { cartInput } from '@/features/catalogue/lib/cart-input';
import { cartFromQuote, serverCheckoutErrors } from '@/features/catalogue/lib/checkout-form';
import { db } from '@/lib/db';
import { applyLanguage } from '@/lib/i18n';
import { OUD, ROSE, renderShopPage, SHOP_CONFIG } from './catalogue-fixtures';
import { payChoice } from './events-fixtures';

const ENGRAVING = { name: 'engraving', label: { en: 'Engraving text', ar: 'نص النقش' } };
const STORES = [
  {
    id: 1,
    name: { en: 'Salmiya store', ar: 'فرع السالمية' },
    address: { en: 'Salem Al Mubarak St', ar: 'شارع سالم المبارك' },
    phone: '+96522000001',
    product_slugs: [OUD.slug, ROSE.slug],
    stock: {},
  },
  {
    id: 2,
    name: { en: 'City store', ar: 'فرع المدينة' },
    address: { en: 'Fahad Al Salem St', ar: 'شارع فهد السالم' },
    phone: '+96522000002',
    product_slugs: [OUD.slug],
    stock: {},
  },
  {
    id: 3,
    name: { en: 'Avenues store', ar: 'فرع الأفنيوز' },
    address: { en: 'The Avenues', ar: 'الأفنيوز' },
    phone: '+96522000003',
    product_slugs: [OUD.slug, ROSE.slug],
    // The rose is counted per store: one left here, and the cart asks for two.
    stock: { [ROSE.slug]: 1 },
  },
] satisfies CatalogueStore[];

/** Cash on collection: checkout answers without a gateway to leave for. */
const cash = (total: string) =>
  payChoice({
    gateway_code: 'cod',
    gateway: 'Cash',
    value: 'cod',
    amount: total,
    base_amount: total,
    button_verb: 'Place order',
    is_default: true,
  });

interface Answer {
  status: number;
  body: unknown;
}

/** The shop's checkout API; `checkout` and `discount` answer as each case says. */
function serveShop(
  answers: {
    checkout?: () => Answer;
    discount?: () => Answer;
    total?: () => string;
    stores?: CatalogueStore[];
  } = {},
) {
  const posts: Record<string, unknown[]> = { checkout: [], discount: [], choices: [] };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const json = ({ status, body }: Answer) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url.includes('/invoice/preqs'))
      return json({
        status: 200,
        body: [
          { product_slug: OUD.slug, required_fields: [ENGRAVING] },
          { product_slug: ROSE.slug, required_fields: [] },
        ],
      });
    if (url.includes('/stores')) return json({ status: 200, body: answers.stores ?? STORES });
    if (url.includes('/pay-choices')) {
      posts.choices?.push(body);
      return json({ status: 200, body: [cash(answers.total?.() ?? '75.000')] });
    }
    if (url.includes('/invoice/discount')) {
      posts.discount?.push(body);
      return json(answers.discount?.() ?? { status: 404, body: {} });
    }
    if (url.includes('/invoice/checkout')) {
      posts.checkout?.push(body);
      return json(
        answers.checkout?.() ?? { status: 201, body: { transaction_id: 't1', redirect_url: null } },
      );
    }
    return json({ status: 404, body: { message: 'not stubbed' } });
  });
  return posts;
}

async function fillCart() {
  await updateCatalogueCart((cart) => {
    let next: CatalogueCart = cart;
    for (const [product, quantity] of [
      [ROSE, 2],
      [OUD, 1],
    ] as const) {
      const result = addToCatalogueCart(next, cartInput(product, SHOP_CONFIG), quantity);
      if (result.ok) next = result.cart;
    }
    return next;
  });
}

const box = (name: string | RegExp) => screen.getByRole('textbox', { name });
/** Pay waits for the server's pay choices for what the form holds now (priced after a pause). */
async function payButton() {
  const button = await screen.findByRole('button', { name: 'Place order' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  return button;
}

async function fillForm() {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Your name' }), {
    target: { value: 'Fatima' },
  });
  fireEvent.change(box('Phone number'), { target: { value: '5000 1234' } });
  fireEvent.change(box('Engraving text'), { target: { value: 'F.A.' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Collect from' }), { target: { value: '1' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
}

beforeEach(async () => {
  await db.kv.clear();
  resetCatalogueCartForTests();
  await fillCart();
});
afterEach(() => vi.unstubAllGlobals());

describe('catalogue checkout', () => {
  it('asks for what is missing, in the page language, and sends nothing', async () => {
    const posts = serveShop();
    renderShopPage(<CheckoutPage />, undefined, '/en/catalogue/checkout');
    expect(
      await screen.findByText('Fill in the details for your products to see how you can pay.'),
    ).toBeTruthy();
    // Only the stores holding both products are listed; one short of the rose is not offered.
    const store = screen.getByRole('combobox', { name: 'Collect from' });
    expect(
      within(store)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.hasAttribute('disabled')]),
    ).toEqual([
      ['Choose a store', false],
      ['Salmiya store · Salem Al Mubarak St', false],
      ['Avenues store · The Avenues (out of stock at this store)', true],
    ]);
    fireEvent.change(box('Engraving text'), { target: { value: 'F.A.' } });
    fireEvent.click(await payButton());
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Choose the store you will collect your order from.')).toBeTruthy();
    expect(screen.getByText('Accept the terms and conditions to continue.')).toBeTruthy();
    expect(document.activeElement).toBe(box('Your name'));
    expect(posts.checkout).toHaveLength(0);
  });

  it('says in Arabic which store is out of stock, and when none has the whole order', async () => {
    await applyLanguage('ar');
    try {
      serveShop();
      const { unmount } = renderShopPage(<CheckoutPage />, undefined, '/ar/catalogue/checkout');
      const store = await screen.findByRole('combobox', { name: 'الاستلام من' });
      const avenues = within(store).getByRole('option', {
        name: 'فرع الأفنيوز · الأفنيوز (نفد من هذا الفرع)',
      });
      expect(avenues.hasAttribute('disabled')).toBe(true);
      expect(screen.queryByText('لا يوجد فرع يتوفر فيه كل طلبك. قلّل الكمية أو احذف منتجًا.')).toBeNull();
      unmount();
      // Four roses: no store holding both products has them.
      await updateCatalogueCart((cart) => ({
        ...cart,
        items: cart.items.map((item) => (item.slug === ROSE.slug ? { ...item, quantity: 4 } : item)),
      }));
      vi.unstubAllGlobals();
      serveShop({ stores: STORES.map((store) => ({ ...store, stock: { [ROSE.slug]: 3 } })) });
      renderShopPage(<CheckoutPage />, undefined, '/ar/catalogue/checkout');
      expect(
        await screen.findByText('لا يوجد فرع يتوفر فيه كل طلبك. قلّل الكمية أو احذف منتجًا.'),
      ).toBeTruthy();
    } finally {
      await applyLanguage('en');
    }
  });

  it('sends the cart with the total the server showed, then forgets the cart when nothing is paid online', async () => {
    const posts = serveShop();
    renderShopPage(<CheckoutPage />, undefined, '/en/catalogue/checkout');
    await fillForm();
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toMatch(/75\.000/));
    fireEvent.click(await payButton());
    expect(await screen.findByText('Your order is placed. Pay when you collect it.')).toBeTruthy();
    expect(posts.checkout).toEqual([
      {
        lines: [
          { slug: ROSE.slug, quantity: 2, fields: {} },
          { slug: OUD.slug, quantity: 1, fields: { engraving: 'F.A.' } },
        ],
        store: 1,
        discount_code: null,
        lang: 'en',
        total: '75.000',
        customer: { name: 'Fatima', phone: '+96550001234', email: '' },
        gateway_code: 'cod',
      },
    ]);
    expect(currentCatalogueCart().cart.items).toEqual([]);
  });

  it('applies a code and shows the server’s refusal under the field', async () => {
    let refuse = true;
    serveShop({
      discount: () =>
        refuse
          ? { status: 400, body: { discount_code: ['This code has expired.'] } }
          : {
              status: 200,
              body: {
                lines: [],
                subtotal: '75.000',
                discount: '7.500',
                total: '67.500',
                currency_code: 'KWD',
              },
            },
      total: () => (refuse ? '75.000' : '67.500'),
    });
    renderShopPage(<CheckoutPage />, undefined, '/en/catalogue/checkout');
    await fillForm();
    const code = await screen.findByRole('textbox', { name: 'Discount code' });
    fireEvent.change(code, { target: { value: 'OLD5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This code has expired.')).toBeTruthy();
    refuse = false;
    fireEvent.change(code, { target: { value: 'WELCOME10' } });
    fireEvent.keyDown(code, { key: 'Enter' });
    expect(await screen.findByText(/Code WELCOME10 applied: 7\.500 KWD off\./)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toMatch(/67\.500/));
  });

  it('on a 409 takes the quote as the cart and waits for the customer to confirm the new total', async () => {
    const quote: CartQuote = {
      lines: [
        {
          slug: ROSE.slug,
          name: ROSE.name,
          unit_price: '15.000',
          quantity: 1,
          line_total: '15.000',
          fields: {},
        },
      ],
      subtotal: '15.000',
      discount: '0.000',
      total: '15.000',
      currency_code: 'KWD',
    };
    let conflict = true;
    const posts = serveShop({
      checkout: () =>
        conflict
          ? { status: 409, body: { message: 'Royal oud oil is sold out.', quote } }
          : { status: 201, body: { transaction_id: 't1', redirect_url: null } },
      total: () => (conflict ? '75.000' : '15.000'),
    });
    renderShopPage(<CheckoutPage />, undefined, '/en/catalogue/checkout');
    await fillForm();
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toMatch(/75\.000/));
    fireEvent.click(await payButton());
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Royal oud oil is sold out.'),
    );
    conflict = false;
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toMatch(/15\.000/));
    expect(currentCatalogueCart().cart.items.map((item) => [item.slug, item.quantity])).toEqual([
      [ROSE.slug, 1],
    ]);
    // The customer's inputs are kept.
    expect(box('Your name')).toHaveProperty('value', 'Fatima');
    expect(posts.checkout).toHaveLength(1);
    fireEvent.click(await payButton());
    await screen.findByText('Your order is placed. Pay when you collect it.');
    expect(posts.checkout?.[1]).toMatchObject({ total: '15.000', lines: [{ slug: ROSE.slug, quantity: 1 }] });
  });

  it('says offline that checkout needs the network, and sends an empty cart back to the shop', async () => {
    serveShop();
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    renderShopPage(<CheckoutPage />, undefined, '/en/catalogue/checkout');
    expect(await screen.findByText(/Checkout needs a network connection/)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Products in your order' }).children).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Pay|Place order/ })).toBeNull();
    vi.unstubAllGlobals();
    serveShop();
    await updateCatalogueCart(() => emptyCatalogueCart());
    expect(await screen.findByRole('link', { name: 'Browse the shop' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/en\/catalogue\/product-list$/),
    );
  });
});

describe('checkout rules', () => {
  it('puts the server’s field errors under their fields', () => {
    const cart = currentCatalogueCart().cart;
    expect(
      serverCheckoutErrors(
        {
          'lines[1].fields': ['Engraving text is required'],
          email: ['Enter valid email address'],
          gateway_code: ['Invalid choice'],
        },
        cart,
      ),
    ).toEqual({
      fields: { email: 'Enter valid email address' },
      products: { [OUD.slug]: 'Engraving text is required' },
      other: 'Invalid choice',
    });
  });

  it('takes a quote’s quantities and prices, dropping what it leaves out', () => {
    const cart = currentCatalogueCart().cart;
    const next = cartFromQuote(cart, {
      lines: [
        {
          slug: ROSE.slug,
          name: ROSE.name,
          unit_price: '16.000',
          quantity: 1,
          line_total: '16.000',
          fields: {},
        },
      ],
      subtotal: '16.000',
      discount: '0.000',
      total: '16.000',
      currency_code: 'KWD',
    });
    expect(next.items).toHaveLength(1);
    expect(next.items[0]).toMatchObject({
      slug: ROSE.slug,
      quantity: 1,
      details: { price_minor: 16_000, discounted_price_minor: null },
    });
  });

  it('forgets the cart only after a successful catalogue payment', () => {
    expect(forgetsCatalogueCart({ state: 'success', transaction_type: 'catalogue' })).toBe(true);
    expect(forgetsCatalogueCart({ state: 'failed', transaction_type: 'catalogue' })).toBe(false);
    expect(forgetsCatalogueCart({ state: 'success', transaction_type: 'food' })).toBe(false);
  });
});
