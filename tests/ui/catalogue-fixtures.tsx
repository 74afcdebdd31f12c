import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { CatalogueConfig, ProductDetail } from '@/domain/contracts/catalogue';
import {
  prerequisitesQuery,
  productQuery,
  shopConfigQuery,
  storesQuery,
} from '@/features/catalogue/api/shop';
import { renderWithApp } from './render';

export const SHOP_CONFIG: CatalogueConfig = {
  title: { en: 'Dar Al Hadaya', ar: 'دار الهدايا' },
  appearance: { theme: 'default', show_social_links: true, show_language_button: true, variables: {} },
  currency_code: 'KWD',
  decimal_places: 3,
  terms: { en: 'No returns on oud.', ar: 'لا إرجاع للعود.' },
  labels: { engraving: 'Engraving' },
  categories: [{ slug: 'perfumes', name: { en: 'Perfumes', ar: 'عطور' } }],
};

const product = (slug: string, en: string, more: Partial<ProductDetail> = {}): ProductDetail => ({
  slug,
  name: { en, ar: `${en} (ar)` },
  price: '10.000',
  discounted_price: null,
  image_url: null,
  category: 'perfumes',
  inventory: null,
  description: { en: `${en}, from our shop.`, ar: 'من متجرنا.' },
  images: [],
  required_fields: [],
  ...more,
});

export const OUD = product('royal-oud-oil', 'Royal oud oil', { price: '45.000', inventory: 3 });
export const ROSE = product('rose-taif-attar', 'Taif rose attar', {
  price: '18.750',
  discounted_price: '15.000',
});
export const AMBER = product('amber-mukhallat', 'Amber mukhallat', { inventory: 0 });

/** The shop's answers, as the server's drawing or the API would give them; nothing refetches. */
export function shopClient(products: ProductDetail[] = [OUD, ROSE, AMBER]) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  client.setQueryData(shopConfigQuery().queryKey, SHOP_CONFIG);
  for (const entry of products) {
    client.setQueryData(productQuery(entry.slug).queryKey, entry);
    client.setQueryData(prerequisitesQuery([entry.slug]).queryKey, [
      { product_slug: entry.slug, required_fields: entry.required_fields },
    ]);
    client.setQueryData(storesQuery([entry.slug]).queryKey, []);
  }
  return client;
}

/** Renders a shop page in a real (memory) router, so its links and navigations work. */
export function renderShopPage(ui: ReactNode, client = shopClient(), path = '/en/catalogue/product-list') {
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
