import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AppToaster } from '@/components/app-toaster';
import type { OrderDetails } from '@/domain/contracts/food-orders';
import type { OrderRow } from '@/domain/contracts/kitchen';
import { renderWithApp } from './render';

/**
 * The API server is the boundary these tests stand in for: each call gets the answer the test
 * chooses and is recorded with what the page sent (JSON, or the uploaded form).
 */
export interface Call {
  path: string;
  query: URLSearchParams;
  method: string;
  body: unknown;
  form?: FormData;
}
export type Answer = { status: number; body?: unknown };

export function fakeServer(answer: (call: Call) => Answer | undefined): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const parsed = new URL(url, 'http://localhost');
    const call: Call = {
      path: parsed.pathname.replace('/api/v1/plugins/food_ordering', ''),
      query: parsed.searchParams,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      form: init.body instanceof FormData ? init.body : undefined,
    };
    calls.push(call);
    const { status, body } = answer(call) ?? { status: 404, body: { message: 'Not found' } };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

/** The server side of GET /order/stream: tests push `order` events through the open stream. */
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly url: string;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
    queueMicrotask(() => this.onopen?.());
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  static install() {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  }
}

/** Renders inside a real in-memory router (navigation changes its location) with toasts. */
export function renderAt(
  component: (root: { useSearch: () => Record<string, unknown> }) => ReactNode,
  path: string,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({
    validateSearch: (search: Record<string, unknown>) => search,
    component: () => (
      <>
        {component(rootRoute)}
        <AppToaster />
      </>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  renderWithApp(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}

export function orderRow(id: string, overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id,
    number: `10${id.slice(0, 2)}`,
    state: 'received',
    delivery_type: 'delivery',
    customer_name: 'Sara Ali',
    total: '5.750',
    currency_code: 'KWD',
    payment_state: 'cod',
    branch: 'Salmiya',
    created: '2026-06-01T09:00:00Z',
    acknowledged: true,
    ...overrides,
  };
}

export const ORDER_OPTIONS = {
  states: [],
  delivery_types: [],
  branches: [
    { value: 1, label: 'Salmiya' },
    { value: 2, label: 'Kuwait City' },
  ],
  refresh_seconds: 10,
};

export function orderDetails(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    number: '1042',
    state: 'received',
    next_states: ['accepted', 'cancelled'],
    delivery_type: 'delivery',
    branch: { id: 1, name: { en: 'Salmiya', ar: 'السالمية' } },
    delivery_area: { id: 3, name: { en: 'Hawally', ar: 'حولي' } },
    catering_date: null,
    customer: { name: 'Sara Ali', phone: '+96550000001', email: 'sara@example.com' },
    address: {
      address: 'Home',
      area: 'Hawally',
      block: '4',
      street: 'Tunis St',
      avenue: '',
      house_no: '12',
      floor: '',
      office_no: '',
      paci_no: '',
      special_instructions: 'Ring twice',
      delivery_location: null,
    },
    lines: [
      {
        name: { en: 'Machboos Tray', ar: 'صينية مجبوس' },
        quantity: 2,
        size: { en: 'Large', ar: 'كبير' },
        options: [{ group: { en: 'Meat', ar: 'اللحم' }, choice: { en: 'Lamb', ar: 'لحم غنم' } }],
        add_ons: [{ name: { en: 'Extra rice', ar: 'أرز إضافي' }, price: '0.250' }],
        special_instructions: 'No onions',
        line_total: '9.500',
        category: null,
      },
    ],
    subtotal: '9.500',
    discount: '0.950',
    delivery_charges: '0.500',
    service_charges: '0.000',
    total: '9.050',
    currency_code: 'KWD',
    payment: { transaction_id: null, state: 'cod', gateway: 'Cash on delivery', test_payment: false },
    voucher: 'WELCOME10',
    created: '2026-06-01T09:00:00Z',
    acknowledged: false,
    history: [{ state: 'received', actor: null, timestamp: '2026-06-01T09:00:00Z' }],
    ...overrides,
  };
}
