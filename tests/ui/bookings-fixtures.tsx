import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AppToaster } from '@/components/app-toaster';
import type { BookingDetails, BookingRow, DashboardEventDetail } from '@/domain/contracts/bookings';
import { renderWithApp } from './render';

/**
 * The API server is the one boundary these tests stand in for: each call gets the answer
 * the test chooses (JSON, or a file with headers) and is recorded with what the page sent.
 */
export interface Call {
  path: string;
  query: URLSearchParams;
  method: string;
  body: unknown;
}
export type Answer = { status: number; body?: unknown; file?: { text: string; type: string; name: string } };

export function fakeServer(answer: (call: Call) => Answer | undefined): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const parsed = new URL(url, 'http://localhost');
    const call: Call = {
      path: parsed.pathname.replace('/api/v1/plugins/event', ''),
      query: parsed.searchParams,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const { status, body, file } = answer(call) ?? { status: 404, body: { message: 'Not found' } };
    if (file)
      return new Response(file.text, {
        status,
        headers: { 'Content-Type': file.type, 'Content-Disposition': `attachment; filename="${file.name}"` },
      });
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
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

export function bookingRow(id: string, overrides: Partial<BookingRow> = {}): BookingRow {
  return {
    id,
    event: 'Community Iftar',
    event_id: 2,
    ticket: 'General',
    quantity: 2,
    full_name: 'Sara Ali',
    is_free: true,
    email: 'sara@example.com',
    event_date: '2026-03-12',
    created: '2026-03-01T09:00:00Z',
    customer_phone: '+96550000001',
    status: 'paid',
    attended: 1,
    fields: {},
    ...overrides,
  };
}

export const iftar: DashboardEventDetail = {
  id: 2,
  slug: 'community-iftar',
  title: 'Community Iftar',
  is_free: true,
  currency_code: 'KWD',
  tickets: [
    {
      id: 11,
      name: 'General',
      name_en: 'General',
      name_ar: 'عام',
      price: '0.000',
      start_time: '18:00',
      end_time: '21:00',
      quantity: 100,
      dates: ['2099-03-12', '2099-03-13'],
      remaining_qty_per_date: {
        '2099-03-12': { status: 'available', remaining_quantity: 10 },
        '2099-03-13': { status: 'soldOut', remaining_quantity: 0 },
      },
    },
  ],
  extra_fields: [
    { name: 'company', label_en: 'Company', label_ar: 'الشركة', required: true, type: 'text' },
    { name: 'badge', label_en: 'Badge name', label_ar: 'اسم الشارة', required: false, type: 'text' },
  ],
  phone: { enabled: false, required: false },
  attachment: { enabled: false, required: false },
  gateways: [],
};

export const BOOKING_ID = 'a1b2c3d4-0000-4000-8000-000000000001';

export function bookingDetails(overrides: Partial<BookingDetails> = {}): BookingDetails {
  return {
    id: BOOKING_ID,
    event: 'Community Iftar',
    event_id: 2,
    event_slug: 'community-iftar',
    event_date: '2099-03-12',
    created: '2026-03-01T09:00:00Z',
    email: 'sara@example.com',
    customer_first_name: 'Sara',
    customer_last_name: 'Ali',
    customer_phone: null,
    attachment_url: '/media/attachments/id.pdf',
    is_free: true,
    status: 'paid',
    current_ticket: { id: 11, name: 'General' },
    tickets_url: `/api/v1/plugins/event/tickets/${BOOKING_ID}?token=t`,
    fields: [{ name: 'company', label: 'Company', value: 'Acme' }],
    items: [
      {
        ticket: { id: 11, name: 'General', start_time: '18:00', end_time: '21:00' },
        quantity: 2,
        status: 'paid',
        payment_transaction: null,
      },
      {
        ticket: { id: 11, name: 'General', start_time: '18:00', end_time: '21:00' },
        quantity: 1,
        status: 'pending_payment',
        payment_transaction: 'f0e1d2c3-0000-4000-8000-000000000009',
      },
      {
        ticket: { id: 11, name: 'General', start_time: '18:00', end_time: '21:00' },
        quantity: 1,
        status: 'cancel',
        payment_transaction: null,
      },
    ],
    members: [
      {
        number: 'K7Q2-1',
        is_purchased: true,
        is_qr_scanned: true,
        scanned_at: '2099-03-12T16:04:00Z',
        gate: 'Gate 2',
      },
      { number: 'K7Q2-2', is_purchased: true, is_qr_scanned: false, scanned_at: null, gate: null },
    ],
    ...overrides,
  };
}
