import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRow } from '@/domain/contracts/kitchen';
import { OrdersPage } from '@/features/kitchen/components/orders-page';
import { parseOrderSearch } from '@/features/kitchen/lib/order-search';
import { storeTokens } from '@/lib/auth-storage';
import { getKv, KV_KEYS, setKv } from '@/lib/db';
import { toaster } from '@/lib/toast-store';
import {
  type Call,
  FakeEventSource,
  fakeServer,
  ORDER_OPTIONS,
  orderRow,
  renderAt,
} from './kitchen-fixtures';

/** A kitchen server holding `rows`; acknowledging marks one, as the real server does. */
function kitchen(rows: OrderRow[]) {
  const calls = fakeServer((call) => {
    if (call.path === '/order' && call.method === 'OPTIONS') return { status: 200, body: ORDER_OPTIONS };
    if (call.path === '/order')
      return {
        status: 200,
        body: {
          count: rows.length,
          next: null,
          previous: null,
          results: rows,
          unacknowledged: rows.filter((row) => !row.acknowledged).length,
        },
      };
    const acknowledged = /^\/order\/acknowledge\/(.+)$/.exec(call.path);
    if (acknowledged && call.method === 'POST') {
      const row = rows.find((r) => r.id === acknowledged[1]);
      if (row) row.acknowledged = true;
      return { status: 200, body: {} };
    }
    if (call.path === '/user/details')
      return { status: 200, body: { id: 1, username: 'admin', receive_order_notification: false } };
    return undefined;
  });
  return calls;
}

function renderOrders(path = '/en/food-ordering/orders', onSearch = vi.fn()) {
  return renderAt(
    (root) => (
      <OrdersPage
        search={parseOrderSearch(root.useSearch())}
        basePath="/en/food-ordering/orders"
        onSearch={onSearch}
      />
    ),
    path,
  );
}

const listCalls = (calls: Call[]) => calls.filter((c) => c.path === '/order' && c.method === 'GET');

beforeEach(() => {
  FakeEventSource.install();
  storeTokens({ access: 'token-abc', refresh: 'refresh-abc' });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toaster.remove());
  await setKv(KV_KEYS.unreadNotifications, 0);
});

describe('kitchen orders list', { timeout: 20_000 }, () => {
  it('lists orders with their state, type, customer, total, payment and branch', async () => {
    kitchen([
      orderRow('aa000000', { state: 'preparing', delivery_type: 'pickup', payment_state: 'paid' }),
      orderRow('bb000000', { state: 'cancelled', customer_name: 'Omar Said', branch: null }),
    ]);
    renderOrders();
    const table = await screen.findByRole('table', { name: 'Orders' });
    const [, first, second] = within(table).getAllByRole('row') as HTMLElement[];
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'Open order 10aa' })
        .getAttribute('href'),
    ).toBe('/en/food-ordering/orders/aa000000');
    expect(
      within(first as HTMLElement)
        .getByText('Preparing')
        .getAttribute('data-order-state'),
    ).toBe('preparing');
    expect(within(first as HTMLElement).getByText('Pickup')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Paid')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('5.750 KWD')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Cancelled')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Omar Said')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Cash on delivery')).toBeTruthy();
    expect(
      screen.getByText('All orders acknowledged').closest('[data-alarm]')?.getAttribute('data-alarm'),
    ).toBe('quiet');
  });

  it('rings for unacknowledged orders, counts them into the badge, and stops when acknowledged', async () => {
    const calls = kitchen([orderRow('aa000000', { acknowledged: false }), orderRow('bb000000')]);
    renderOrders();
    const status = await screen.findByText('1 new order is waiting to be acknowledged');
    expect(status.closest('[data-alarm]')?.getAttribute('data-alarm')).toBe('ringing');
    await waitFor(async () => expect(await getKv(KV_KEYS.unreadNotifications, -1)).toBe(1));

    const buttons = screen.getAllByRole('button', { name: 'Acknowledge order 10aa' });
    expect(buttons.length).toBeGreaterThan(0);
    fireEvent.click(buttons[0] as HTMLElement);
    await screen.findByText('All orders acknowledged');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/order/acknowledge/aa000000')).toBe(true);
    await waitFor(async () => expect(await getKv(KV_KEYS.unreadNotifications, -1)).toBe(0));
    expect(screen.queryByRole('button', { name: 'Acknowledge order 10aa' })).toBeNull();
  });

  it('opens the live stream with the token and shows a new order the moment it is announced', async () => {
    const rows = [orderRow('aa000000')];
    const calls = kitchen(rows);
    renderOrders();
    await screen.findByRole('table', { name: 'Orders' });
    const stream = FakeEventSource.opened[0];
    expect(stream?.url).toBe('/api/v1/plugins/food_ordering/order/stream?access_token=token-abc&lang=en');
    await screen.findByText('Live');
    const before = listCalls(calls).length;

    const fresh = orderRow('cc000000', { acknowledged: false, customer_name: 'Noor Hasan' });
    rows.unshift(fresh);
    act(() => stream?.emit('order', fresh));
    await screen.findByText('Noor Hasan');
    expect(listCalls(calls).length).toBeGreaterThan(before);
    await screen.findByText('1 new order is waiting to be acknowledged');
    await waitFor(async () => expect(await getKv(KV_KEYS.unreadNotifications, -1)).toBe(1));
  });

  it('reconnects with the current token after the stream drops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      kitchen([orderRow('aa000000')]);
      renderOrders();
      await screen.findByRole('table', { name: 'Orders' });
      const first = FakeEventSource.opened[0];
      storeTokens({ access: 'token-new', refresh: 'refresh-abc' });
      act(() => first?.onerror?.());
      expect(first?.closed).toBe(true);
      await screen.findByText('Reconnecting…');
      await act(() => vi.advanceTimersByTimeAsync(1_100));
      expect(FakeEventSource.opened[1]?.url).toContain('access_token=token-new');
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the filters to the list and offers branches from the server', async () => {
    const calls = kitchen([orderRow('aa000000', { state: 'ready' })]);
    const onSearch = vi.fn();
    renderOrders('/en/food-ordering/orders?state=ready&branch=2&q=1042&page=2', onSearch);
    await screen.findByRole('table', { name: 'Orders' });
    const query = listCalls(calls).at(-1)?.query;
    expect(query?.get('state')).toBe('ready');
    expect(query?.get('branch')).toBe('2');
    expect(query?.get('q')).toBe('1042');
    expect(query?.get('offset')).toBe('20');

    const filters = screen.getByRole('search', { name: 'Filter orders' });
    const type = within(filters).getByLabelText('Type');
    fireEvent.change(type, { target: { value: 'pickup' } });
    expect(onSearch).toHaveBeenLastCalledWith({
      state: 'ready',
      branch: 2,
      q: '1042',
      delivery_type: 'pickup',
    });
    expect(within(within(filters).getByLabelText('Branch')).getByText('Kuwait City')).toBeTruthy();
  });
});
