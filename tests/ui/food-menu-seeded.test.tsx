import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner, HeaderConfig, MenuItem } from '@/domain/contracts/food';
import { forgetInlinedMenuForTests } from '@/features/food-menu/api/menu';
import { resetFoodStoreForTests } from '@/features/food-menu/cart-store';
import { MenuPage } from '@/features/food-menu/components/menu-page';
import { CONFIG, GRILLS, MIXED_GRILL, renderMenuPage } from './food-fixtures';

const HEADER: HeaderConfig = { image_url: null, welcome: { en: 'Home-style Kuwaiti food', ar: 'أكل بيتي' } };
const BANNERS: Banner[] = [];
const { sizes: _sizes, options: _options, add_ons: _addOns, ...GRILL_ITEM } = MIXED_GRILL;
const ITEMS: MenuItem[] = [GRILL_ITEM];

/** The page as server/modules/food/prerender.ts sends it: its drawing and its inlined answers. */
function servedPage(at: number) {
  const data = {
    at,
    delivery_type: 'delivery',
    config: CONFIG,
    header: HEADER,
    banners: BANNERS,
    promoted: ITEMS,
    categories: [GRILLS],
    items: ITEMS,
  };
  document.body.innerHTML = `<div id="prerender"><h1>drawn by the server</h1></div><script type="application/json" id="menu-data">${JSON.stringify(data)}</script>`;
}

/** Every request the page makes; the network itself is out of reach in happy-dom. */
let requested: string[] = [];

beforeEach(() => {
  requested = [];
  forgetInlinedMenuForTests();
  resetFoodStoreForTests();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    requested.push(path);
    const body = path.endsWith('menu-page-config') ? CONFIG : path.endsWith('header-config') ? HEADER : [];
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const freshClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const SEEDED = /(menu-page-config|header-config|banners|promoted-items|product_categories|menu-items)$/;

describe('the menu drawn by the server', () => {
  it('shows the inlined menu without asking the server, then takes the place of the drawing', async () => {
    servedPage(Date.now());
    renderMenuPage(<MenuPage />, freshClient());
    expect(await screen.findByRole('heading', { level: 1, name: 'Bait Al Machboos' })).toBeDefined();
    expect(screen.getByText('Home-style Kuwaiti food')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Grills' })).toBeDefined();
    expect(screen.getAllByRole('link', { name: 'Mixed Grill' })).toHaveLength(2);
    await waitFor(() => expect(document.getElementById('prerender')).toBeNull());
    expect(requested.filter((path) => SEEDED.test(path))).toEqual([]);
  });

  it('refreshes a copy kept for longer than the menu stays fresh, while showing it', async () => {
    servedPage(Date.now() - 60 * 60_000);
    renderMenuPage(<MenuPage />, freshClient());
    expect(await screen.findByRole('heading', { level: 1, name: 'Bait Al Machboos' })).toBeDefined();
    await waitFor(() => expect(requested).toContain('/api/v1/plugins/food_ordering/menu-page-config'));
    expect(requested).toContain('/api/v1/plugins/food_ordering/menu-items');
  });

  it('asks the server for what the page was not drawn with', async () => {
    document.body.innerHTML = '';
    renderMenuPage(<MenuPage />, freshClient());
    expect(await screen.findByRole('heading', { level: 1, name: 'Bait Al Machboos' })).toBeDefined();
    expect(requested).toContain('/api/v1/plugins/food_ordering/menu-page-config');
    expect(requested).toContain('/api/v1/plugins/food_ordering/header-config');
  });
});
