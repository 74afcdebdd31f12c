import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { TransactionListOptions, TransactionRow } from '@/domain/contracts/transactions';
import { renderWithApp } from '../render';

export const OPTIONS: TransactionListOptions = {
  filters: {
    states: [
      { value: 'paid', display_name: 'Paid' },
      { value: 'failed', display_name: 'Failed' },
    ],
    gateways: [{ value: 'knet', display_name: 'KNET' }],
    currencies: [
      { value: 'KWD', display_name: 'KWD' },
      { value: 'USD', display_name: 'USD' },
    ],
    created_by: [],
    units: [],
    bulks: [],
    product_types: [],
  },
  fields: [
    { name: 'id', label: 'Transaction ID' },
    { name: 'state', label: 'State' },
    { name: 'amount', label: 'Amount' },
    { name: 'currency_code', label: 'Currency' },
    { name: 'customer_name', label: 'Customer' },
  ],
  table_actions: [],
  can: { statistics: true, search: true, export: false, table_headers: true },
};

export function row(id: string, overrides: Partial<TransactionRow> = {}): TransactionRow {
  return {
    id,
    plugin: 'payment_request',
    state: 'paid',
    test_payment: false,
    gateway_code: 'knet',
    gateway_name: 'KNET',
    pg_codes: ['knet'],
    amount: '12.500',
    original_amount: '12.500',
    paid_amount: '12.500',
    fee: '0.000',
    paid_attempt_fee: '0.000',
    currency_code: 'KWD',
    customer_name: 'Fatima Al-Sabah',
    customer_email: 'fatima@example.com',
    customer_phone: '+96550000000',
    description: 'Order',
    unit: null,
    initiator: 'admin',
    created: '2026-03-01T09:00:00Z',
    state_changed_at: '2026-03-01T09:05:00Z',
    deleted_at: null,
    delivery_location: null,
    extra: null,
    actions: [],
    txns: [],
    ...overrides,
  };
}

/** Tests read only what they seed: nothing refetches, nothing retries. */
export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
}

/** Renders inside a real router (links navigate in memory) and a query client. */
export function renderInRouter(
  ui: ReactNode,
  { path = '/en/payment-request/transactions', client = testQueryClient() } = {},
) {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = renderWithApp(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}
