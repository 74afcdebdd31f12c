import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetails } from '@/domain/contracts/food-orders';
import { OrderConfirmationPage } from '@/features/food-menu/components/order-confirmation-page';
import { menuClient, renderMenuPage } from './food-fixtures';

const TOKEN = 'k3y-Of_The-0rder';
const ORDER: OrderDetails = {
  id: '5f0c3e9a-1b2d-0c4e-7f8a-9b0c1d2e3f4a',
  number: '1042',
  state: 'received',
  next_states: [],
  delivery_type: 'pickup',
  branch: { id: 1, name: { en: 'Salmiya', ar: 'السالمية' } },
  delivery_area: null,
  catering_date: null,
  customer: { name: 'Fatima', phone: '••••••••1234', email: '' },
  address: null,
  lines: [],
  subtotal: '5.500',
  discount: '0.000',
  delivery_charges: '0.000',
  service_charges: '0.000',
  total: '5.500',
  currency_code: 'KWD',
  payment: { transaction_id: null, state: 'paid', gateway: null, test_payment: false },
  voucher: null,
  created: '2026-07-10T10:00:00.000Z',
  acknowledged: false,
};

type Call = { method: string; url: string; body?: unknown };

/** The order API as the server answers it: the order opens with its token, else it is not found. */
function serveOrder(order: OrderDetails = ORDER) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    const sent = (calls.at(-1)?.body ?? {}) as { token?: string };
    const token = new URL(url, 'http://localhost').searchParams.get('token') ?? sent.token;
    if (token !== TOKEN || !url.includes('/1042')) return json(404, { message: 'Order not found' });
    if (url.includes('/order/details/')) return json(200, order);
    return json(201, { message: 'Thank you for rating' });
  });
  return calls;
}

let calls: Call[] = [];
beforeEach(() => {
  calls = serveOrder();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const client = () => {
  const queries = menuClient();
  queries.setDefaultOptions({ queries: { retry: false } });
  return queries;
};

describe('order confirmation', () => {
  it('asks for the order with the token from its link, and sends it with the feedback', async () => {
    renderMenuPage(<OrderConfirmationPage number="1042" token={TOKEN} />, client());
    expect(await screen.findByRole('heading', { name: 'Thank you! Your order is in.' })).toBeTruthy();
    expect(calls[0]?.url).toMatch(new RegExp(`/order/details/1042\\?token=${TOKEN}$`));

    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: expect.stringMatching(/\/order-feedback\/1042$/),
      body: { rating: 5, comment: '', token: TOKEN },
    });
  });

  it('says the order is not found, with nothing to retry, when the link has no token', async () => {
    renderMenuPage(<OrderConfirmationPage number="1042" token="" />, client());
    expect(await screen.findByText('Order not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Order something else' }).getAttribute('href')).toBe(
      '/en/new-menu',
    );
  });

  it('tells the customer an order paid on a test account will not be prepared', async () => {
    vi.unstubAllGlobals();
    serveOrder({
      ...ORDER,
      payment: { transaction_id: 'txn-9', state: 'paid', gateway: 'KNET', test_payment: true },
    });
    renderMenuPage(<OrderConfirmationPage number="1042" token={TOKEN} />, client());
    expect(await screen.findByRole('heading', { name: 'Test order: it will not be prepared' })).toBeTruthy();
    expect(
      screen.getByText('Test payment: paid on a test account, so this order will not be prepared.'),
    ).toBeTruthy();
    expect(screen.queryByText('Paid online')).toBeNull();
  });
});
