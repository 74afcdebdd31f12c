import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { addDays, kuwaitToday } from '@/domain/business-time';
import type { EventDetail, Ticket } from '@/domain/contracts/events';
import type { PayChoice, UnitDetails } from '@/domain/contracts/payments';
import { renderWithApp } from './render';

/** A calendar day `offset` days from today in Kuwait, so the fixtures never fall in the past. */
export const day = (offset: number): string => addDays(kuwaitToday(), offset);

export function ticket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: 1,
    name: 'Standard',
    name_en: 'Standard',
    name_ar: 'عادي',
    price: '15.000',
    start_time: '18:00',
    end_time: '23:00',
    quantity: 200,
    dates: [day(1), day(2), day(3)],
    remaining_qty_per_date: {},
    ...overrides,
  };
}

/** Shaped like the demo's gulf-tech-summit as GET /events/{slug} sends it. */
export function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 1,
    slug: 'gulf-tech-summit',
    title: 'Gulf Tech Summit',
    title_en: 'Gulf Tech Summit',
    title_ar: 'قمة الخليج للتقنية',
    image_url: null,
    venue: 'Mishref',
    currency_code: 'KWD',
    is_free: false,
    price_from: '15.000',
    first_date: day(1),
    last_date: day(3),
    sale_starts_at: null,
    on_sale: true,
    sold_out: false,
    description: 'Talks and demos.',
    tickets: [ticket()],
    extra_fields: [
      { name: 'company', label_en: 'Company', label_ar: 'الشركة', required: true, type: 'text' },
    ],
    phone: { enabled: true, required: false },
    attachment: { enabled: false, required: false },
    unit_details: unitDetails(),
    appearance: { theme: 'default', show_social_links: true, show_language_button: true, variables: {} },
    feedback_open: false,
    ...overrides,
  };
}

/** A merchant's header as the pay and event pages read it: a title, no links, no colour. */
export function unitDetails(overrides: Partial<UnitDetails> = {}): UnitDetails {
  return {
    logo_url: null,
    title_en: 'Demo',
    title_ar: 'تجريبي',
    website: null,
    twitter_url: null,
    instagram_url: null,
    facebook_url: null,
    show_unit_title: true,
    header_color: 'transparent',
    header_image_url: null,
    header_image_link: null,
    ...overrides,
  };
}

export function payChoice(overrides: Partial<PayChoice>): PayChoice {
  return {
    gateway_code: 'knet',
    gateway: 'KNET',
    value: 'knet',
    logo_url: null,
    amount: '15.000',
    base_amount: '15.000',
    fee: '0.000',
    delivery_charges: '0.000',
    currency_code: 'KWD',
    button_verb: 'Pay with KNET',
    is_default: false,
    best_choice: false,
    test_mode: false,
    ...overrides,
  };
}

/** Renders a page at `path` in a memory router, with a fresh query cache that does not retry. */
export function renderAt(path: string, page: () => ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({ component: page });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  renderWithApp(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
