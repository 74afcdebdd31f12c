import { dehydrate, QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner, HeaderConfig, MenuItem } from '@/domain/contracts/food';
import {
  bannersQuery,
  categoriesQuery,
  headerConfigQuery,
  menuConfigQuery,
  menuItemsQuery,
  promotedQuery,
} from '@/features/food-menu/api/menu';
import { resetFoodStoreForTests } from '@/features/food-menu/cart-store';
import { MenuPage } from '@/features/food-menu/components/menu-page';
import { payConfigQuery, payTransactionQuery } from '@/features/pay/api/pay-page';
import { PayPage } from '@/features/pay/components/pay-page';
import { ApiError } from '@/lib/api-client';
import { hydrateServerQueries } from '@/ssr/hydrate-queries';
import { queryDataScript } from '@/ssr/query-data';
import { CONFIG, GRILLS, MIXED_GRILL, renderMenuPage } from './food-fixtures';
import { PAY_CONFIG, TRANSACTION } from './pay/pay-fixtures';

const HEADER: HeaderConfig = { image_url: null, welcome: { en: 'Home-style Kuwaiti food', ar: 'أكل بيتي' } };
const BANNERS: Banner[] = [];
const { sizes: _sizes, options: _options, add_ons: _addOns, ...GRILL_ITEM } = MIXED_GRILL;
const ITEMS: MenuItem[] = [GRILL_ITEM];

/** The menu as the server sends it (src/ssr/menu-page.ts): its drawing and the cache it was drawn from. */
function servedPage(at: number) {
  const server = new QueryClient();
  const answers: [readonly unknown[], unknown][] = [
    [menuConfigQuery().queryKey, CONFIG],
    [headerConfigQuery().queryKey, HEADER],
    [bannersQuery().queryKey, BANNERS],
    [promotedQuery('delivery').queryKey, ITEMS],
    [categoriesQuery('delivery').queryKey, [GRILLS]],
    [menuItemsQuery({ delivery_type: 'delivery' }).queryKey, ITEMS],
  ];
  for (const [queryKey, data] of answers) server.setQueryData(queryKey, data, { updatedAt: at });
  document.body.innerHTML = `<div id="root"><h1>drawn by the server</h1></div>${queryDataScript(dehydrate(server))}`;
}

/** A browser's cache after main.tsx took the served page over. */
function handedOver(): QueryClient {
  const client = freshClient();
  expect(hydrateServerQueries(client)).toBe(true);
  return client;
}

const PAY_PATH = /\/transaction\/pay\//;

/** Every request the page makes; the network itself is out of reach in happy-dom. */
let requested: string[] = [];

beforeEach(() => {
  requested = [];
  resetFoodStoreForTests();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    requested.push(path);
    const body = path.endsWith('menu-page-config')
      ? CONFIG
      : path.endsWith('header-config')
        ? HEADER
        : PAY_PATH.test(path)
          ? init?.method === 'OPTIONS'
            ? PAY_CONFIG
            : TRANSACTION
          : [];
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
  it('shows the answers the server drew with, without asking again', async () => {
    servedPage(Date.now());
    renderMenuPage(<MenuPage />, handedOver());
    expect(await screen.findByRole('heading', { level: 1, name: 'Bait Al Machboos' })).toBeDefined();
    expect(screen.getByText('Home-style Kuwaiti food')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Grills' })).toBeDefined();
    // Named by what they show (the dish's name, then its price), as a person reads them.
    expect(screen.getAllByRole('link', { name: /^Mixed Grill/ })).toHaveLength(2);
    expect(requested.filter((path) => SEEDED.test(path))).toEqual([]);
  });

  it('refreshes a copy kept for longer than the menu stays fresh, while showing it', async () => {
    servedPage(Date.now() - 60 * 60_000);
    renderMenuPage(<MenuPage />, handedOver());
    expect(await screen.findByRole('heading', { level: 1, name: 'Bait Al Machboos' })).toBeDefined();
    await waitFor(() => expect(requested).toContain('/api/v1/plugins/food_ordering/menu-page-config'));
    expect(requested).toContain('/api/v1/plugins/food_ordering/menu-items');
  });

  it('asks the server for what the page was not drawn with', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const client = freshClient();
    expect(hydrateServerQueries(client)).toBe(false);
    renderMenuPage(<MenuPage />, client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bait Al Machboos' })).toBeDefined();
    expect(requested).toContain('/api/v1/plugins/food_ordering/menu-page-config');
    expect(requested).toContain('/api/v1/plugins/food_ordering/header-config');
  });
});

describe('a refusal the server drew', () => {
  it("is the pay page's own message at once, as the ApiError it tells apart, not asked again", async () => {
    const server = new QueryClient();
    const refused = new ApiError(404, { message: 'Transaction not found' }, 'HTTP 404');
    for (const { queryKey } of [
      payTransactionQuery('pos', 'gone', 'en'),
      payConfigQuery('pos', 'gone', 'en'),
    ])
      await server.prefetchQuery({ queryKey, queryFn: () => Promise.reject(refused), retry: false });
    const dehydrated = dehydrate(server, { shouldDehydrateQuery: () => true });
    document.body.innerHTML = `<div id="root"><h1>drawn by the server</h1></div>${queryDataScript(dehydrated)}`;
    const client = handedOver();
    expect(client.getQueryState(payTransactionQuery('pos', 'gone', 'en').queryKey)?.error).toBeInstanceOf(
      ApiError,
    );
    renderMenuPage(
      <PayPage scope="pos" transactionId="gone" detailsStep={false} onDetailsStep={() => undefined} />,
      client,
      '/en/pos/pay/gone',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction not found' })).toBeDefined();
    // Mounted and not asked again: the server has just answered, and the skeleton would flash.
    expect(requested).toEqual([]);
  });
});

/** The pay page as the server sends it, its answers read `at` by the server's clock. */
function servedPayPage(at: number) {
  const server = new QueryClient();
  server.setQueryData(payTransactionQuery('pos', TRANSACTION.id, 'en').queryKey, TRANSACTION, {
    updatedAt: at,
  });
  server.setQueryData(payConfigQuery('pos', TRANSACTION.id, 'en').queryKey, PAY_CONFIG, { updatedAt: at });
  document.body.innerHTML = `<div id="root"><h1>drawn by the server</h1></div>${queryDataScript(dehydrate(server))}`;
}

const renderPayPage = (client: QueryClient) =>
  renderMenuPage(
    <PayPage
      scope="pos"
      transactionId={TRANSACTION.id}
      detailsStep={false}
      onDetailsStep={() => undefined}
    />,
    client,
    `/en/pos/pay/${TRANSACTION.id}`,
  );

describe('a payment the server drew', () => {
  it('is not asked for again as the page comes alive: the server has just answered', async () => {
    servedPayPage(Date.now());
    renderPayPage(handedOver());
    expect(await screen.findByRole('button', { name: /^Pay with/ })).toBeDefined();
    expect(screen.getByText('KPay')).toBeDefined();
    expect(requested.filter((path) => PAY_PATH.test(path))).toEqual([]);
  });

  it('is asked for again when the drawing was kept for longer than a visit (a copy from cache)', async () => {
    servedPayPage(Date.now() - 60_000);
    renderPayPage(handedOver());
    expect(await screen.findByRole('button', { name: /^Pay with/ })).toBeDefined();
    await waitFor(() => expect(requested.filter((path) => PAY_PATH.test(path)).length).toBeGreaterThan(0));
  });

  it("is never fresher than its arrival here, whatever the server's clock says", () => {
    const ahead = Date.now() + 60 * 60_000;
    servedPayPage(ahead);
    const state = handedOver().getQueryState(payTransactionQuery('pos', TRANSACTION.id, 'en').queryKey);
    expect(state?.dataUpdatedAt).toBeLessThanOrEqual(Date.now());
  });
});
