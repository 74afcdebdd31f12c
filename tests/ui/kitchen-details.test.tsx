import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetails } from '@/domain/contracts/food-orders';
import { BranchesPage } from '@/features/kitchen/components/branches-page';
import { DuplicateOrder } from '@/features/kitchen/components/duplicate-order';
import { OrderDetailsPage } from '@/features/kitchen/components/order-details';
import { orderIdFromQr } from '@/features/kitchen/lib/order-qr';
import { toaster } from '@/lib/toast-store';
import { fakeServer, orderDetails, renderAt } from './kitchen-fixtures';

const ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const BASE = '/en/food-ordering/orders';

/** One order the server moves through the states it allows, recording each move in the history. */
function orderServer(order: OrderDetails) {
  return fakeServer((call) => {
    if (call.path === `/order/${ID}` && call.method === 'GET') return { status: 200, body: order };
    if (call.path === `/order/change-status/${ID}` && call.method === 'PUT') {
      const { state } = call.body as { state: OrderDetails['state'] };
      if (!order.next_states.includes(state)) return { status: 400, body: { state: ['Not allowed'] } };
      order.state = state;
      order.next_states = state === 'accepted' ? ['preparing', 'cancelled'] : [];
      order.history = [
        ...(order.history ?? []),
        { state, actor: 'admin', timestamp: '2026-06-01T09:05:00Z' },
      ];
      return { status: 200, body: order };
    }
    if (call.path === `/order/duplicate/${ID}` && call.method === 'POST')
      return { status: 200, body: { ...order, id: 'new-order-id', number: '1043' } };
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

describe('order details', { timeout: 20_000 }, () => {
  it('shows what to cook, for whom and where, with totals and payment', async () => {
    orderServer(
      orderDetails({
        payment: { transaction_id: 'txn-77', state: 'paid', gateway: 'KNET', test_payment: false },
      }),
    );
    renderAt(() => <OrderDetailsPage id={ID} basePath={BASE} />, `${BASE}/${ID}`);
    const items = await screen.findByRole('table', { name: 'Items' });
    expect(within(items).getByText('Machboos Tray')).toBeTruthy();
    expect(within(items).getByText('2×')).toBeTruthy();
    expect(within(items).getByText('Size: Large')).toBeTruthy();
    expect(within(items).getByText('Meat: Lamb')).toBeTruthy();
    expect(within(items).getByText('Add-ons: Extra rice')).toBeTruthy();
    expect(within(items).getByText('Instructions: No onions')).toBeTruthy();
    expect(within(items).getByText('Voucher WELCOME10')).toBeTruthy();
    expect(within(items).getByText('9.050 KWD')).toBeTruthy();

    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(within(customer).getByText('+96550000001')).toBeTruthy();
    const address = screen.getByRole('region', { name: 'Address' });
    expect(within(address).getByText('Tunis St')).toBeTruthy();
    expect(within(address).getByText('Ring twice')).toBeTruthy();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Paid')).toBeTruthy();
    expect(within(payment).getByText('KNET')).toBeTruthy();
    expect(within(payment).getByText('txn-77')).toBeTruthy();
  });

  it('shows the day a catering order is for, with no clock time', async () => {
    orderServer(orderDetails({ delivery_type: 'catering', catering_date: '2026-12-03' }));
    renderAt(() => <OrderDetailsPage id={ID} basePath={BASE} />, `${BASE}/${ID}`);
    expect(await screen.findByText('Thu, 3 Dec 2026')).toBeTruthy();
  });

  it('moves the order in one tap, records it in the history and offers the next states', async () => {
    const calls = orderServer(orderDetails());
    renderAt(() => <OrderDetailsPage id={ID} basePath={BASE} />, `${BASE}/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as Accepted' }));
    await screen.findByRole('button', { name: 'Mark as Preparing' });
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ state: 'accepted' });
    const history = screen.getByRole('region', { name: 'Activity history' });
    expect(within(history).getByText('Accepted')).toBeTruthy();
    expect(within(history).getByText('by admin')).toBeTruthy();
    expect(await screen.findByText('Order 1042 is now Accepted')).toBeTruthy();
  });

  it('lists every state the order went through, oldest first, with who moved it', async () => {
    orderServer(
      orderDetails({
        state: 'preparing',
        next_states: ['ready', 'cancelled'],
        history: [
          { state: 'received', actor: null, timestamp: '2026-06-01T09:00:00Z' },
          { state: 'accepted', actor: 'noura', timestamp: '2026-06-01T09:02:00Z' },
          { state: 'preparing', actor: 'admin', timestamp: '2026-06-01T09:04:00Z' },
        ],
      }),
    );
    renderAt(() => <OrderDetailsPage id={ID} basePath={BASE} />, `${BASE}/${ID}`);
    const history = await screen.findByRole('region', { name: 'Activity history' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Received/),
      expect.stringMatching(/^Accepted.*by noura$/),
      expect.stringMatching(/^Preparing.*by admin$/),
    ]);
    // The order arriving by itself names nobody.
    expect(entries[0]?.textContent).not.toContain('by ');
  });

  it('says when a finished order cannot move any more', async () => {
    orderServer(orderDetails({ state: 'completed', next_states: [], address: null }));
    renderAt(() => <OrderDetailsPage id={ID} basePath={BASE} />, `${BASE}/${ID}`);
    expect(await screen.findByText('This order is finished: its state cannot change any more.')).toBeTruthy();
    expect(screen.getByText('No address: the customer collects the order.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Mark as/ })).toBeNull();
  });

  it('duplicates after confirmation and goes to the new order', async () => {
    const calls = orderServer(orderDetails());
    const { router } = renderAt(() => <DuplicateOrder id={ID} basePath={BASE} />, `${BASE}/${ID}/duplicate`);
    expect(await screen.findByRole('heading', { name: 'Duplicate order 1042' })).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/order/duplicate'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/new-order-id`));
    expect(await screen.findByText('Order 1043 created')).toBeTruthy();
  });
});

describe('order QR', () => {
  it('accepts only JSON with an id', () => {
    expect(orderIdFromQr('{"id":"a1b2"}')).toBe('a1b2');
    expect(orderIdFromQr('{"id": 1042}')).toBe('1042');
    expect(orderIdFromQr('1042')).toBeNull();
    expect(orderIdFromQr('{"number":"1042"}')).toBeNull();
    expect(orderIdFromQr('{"id":""}')).toBeNull();
    expect(orderIdFromQr('https://example.com/?id=1')).toBeNull();
    expect(orderIdFromQr('[{"id":1}]')).toBeNull();
  });
});

describe('branches', { timeout: 20_000 }, () => {
  it('lists ten branches a page with links to their details', async () => {
    fakeServer((call) =>
      call.path === '/branches'
        ? {
            status: 200,
            body: Array.from({ length: 12 }, (_, i) => ({
              id: i + 1,
              name: { en: `Branch ${i + 1}`, ar: `فرع ${i + 1}` },
              email: `b${i + 1}@example.com`,
              phone: '+96522000000',
              address: { en: 'Salmiya', ar: 'السالمية' },
              image: null,
              minimum_order_sum: '2.000',
              delivery_time: 45,
              working_hours: [],
              location: null,
            })),
          }
        : undefined,
    );
    renderAt(
      () => <BranchesPage page={2} basePath="/en/food-ordering/branches" />,
      '/en/food-ordering/branches',
    );
    const table = await screen.findByRole('table', { name: 'Branches' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: 'Open branch Branch 11' }).getAttribute('href')).toBe(
      '/en/food-ordering/branches/11',
    );
    expect(within(table).getAllByText('45 minutes')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /page 1/i }).getAttribute('href')).toBe(
      '/en/food-ordering/branches',
    );
  });
});
