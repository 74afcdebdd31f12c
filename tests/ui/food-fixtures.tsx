import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { MenuConfig, MenuItemDetail, ProductCategory } from '@/domain/contracts/food';
import { categoriesQuery, menuConfigQuery, menuItemQuery } from '@/features/food-menu/api/menu';
import { renderWithApp } from './render';

export const CONFIG: MenuConfig = {
  title: { en: 'Bait Al Machboos', ar: 'بيت المجبوس' },
  logo_url: null,
  header_color: 'ffffff',
  appearance: { theme: 'default', show_social_links: true, show_language_button: true, variables: {} },
  currency_code: 'KWD',
  delivery_types: ['delivery', 'pickup', 'catering'],
  default_delivery_type: 'delivery',
  order_refresh_seconds: 10,
};

export const GRILLS: ProductCategory = {
  id: 1,
  name: { en: 'Grills', ar: 'مشاوي' },
  image_url: null,
  minimum_number_of_plates: 1,
  service_charges: '0.000',
  is_catering: false,
};
export const TRAYS: ProductCategory = {
  id: 4,
  name: { en: 'Catering Trays', ar: 'صواني الولائم' },
  image_url: null,
  minimum_number_of_plates: 10,
  service_charges: '5.000',
  is_catering: true,
};

const text = (en: string, ar = en) => ({ en, ar });

export const MIXED_GRILL: MenuItemDetail = {
  id: 11,
  category_id: 1,
  name: text('Mixed Grill', 'مشاوي مشكلة'),
  description: text('Lamb kebab, shish tawook and lamb chops'),
  price: '4.500',
  price_with_discount: null,
  images: [],
  promoted: true,
  available: true,
  sold_out_today: false,
  sizes: [
    { id: 1, name: text('Regular'), price: '4.500', price_with_discount: null },
    { id: 2, name: text('Family'), price: '9.000', price_with_discount: '8.250' },
  ],
  options: [
    {
      id: 1,
      name: text('Spice level'),
      required: true,
      items: [
        { id: 1, name: text('Mild'), price: '0.000' },
        { id: 2, name: text('Spicy'), price: '0.000' },
      ],
    },
  ],
  add_ons: [
    { id: 1, name: text('Extra bread'), price: '0.150' },
    { id: 2, name: text('Garlic sauce'), price: '0.200' },
  ],
};

export const MACHBOOS_TRAY: MenuItemDetail = {
  id: 41,
  category_id: 4,
  name: text('Machboos Tray'),
  description: text('Priced per plate'),
  price: '2.500',
  price_with_discount: null,
  images: [],
  promoted: false,
  available: true,
  sold_out_today: false,
  sizes: [],
  options: [],
  add_ons: [],
};

/** The menu's answers, as the service worker or the API would give them; nothing refetches. */
export function menuClient(items: MenuItemDetail[] = [MIXED_GRILL, MACHBOOS_TRAY]) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  client.setQueryData(menuConfigQuery().queryKey, CONFIG);
  client.setQueryData(categoriesQuery('delivery').queryKey, [GRILLS]);
  client.setQueryData(categoriesQuery('catering').queryKey, [TRAYS]);
  for (const item of items) client.setQueryData(menuItemQuery(item.id).queryKey, item);
  return client;
}

/** Renders a menu page in a real (memory) router, so its links and navigations work. */
export function renderMenuPage(ui: ReactNode, client = menuClient(), path = '/en/new-menu') {
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
