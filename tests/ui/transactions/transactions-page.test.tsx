import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  CurrencyStatistics,
  TransactionListOptions,
  TransactionRow,
} from '@/domain/contracts/transactions';
import { listQuery } from '@/features/transactions/api/list';
import { listOptionsQuery } from '@/features/transactions/api/options';
import { statisticsQuery } from '@/features/transactions/api/statistics';
import { TransactionsPage } from '@/features/transactions/components/transactions-page';
import { type ListSearch, parseListSearch } from '@/features/transactions/lib/list-search';
import { applyLanguage } from '@/lib/i18n';
import { renderWithApp, waitForChecked } from '../render';
import { OPTIONS, row, testQueryClient } from './fixtures';

const STATISTICS: CurrencyStatistics[] = [
  { currency_code: 'KWD', total_generated: '1500.250', total_received: '1200.000', net_balance: '1100.500' },
  { currency_code: 'USD', total_generated: '40.00', total_received: '30.00', net_balance: '25.00' },
];

const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => row(`${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`));

/**
 * The page as its route shows it: the URL's search is the page's search, and the query
 * cache holds what the server would answer for exactly that search (nothing is fetched).
 */
function renderPage({
  path = '/en/payment-request/transactions',
  options = OPTIONS,
  lang = 'en',
  deleted = false,
  answers = [] as { search: ListSearch; count: number; exact?: boolean; results: TransactionRow[] }[],
}) {
  const client = testQueryClient();
  client.setQueryData(listOptionsQuery('payment_request', lang).queryKey, options);
  for (const answer of answers) {
    client.setQueryData(listQuery('payment_request', deleted, answer.search, lang).queryKey, {
      count: answer.count,
      count_exact: answer.exact ?? true,
      next: null,
      previous: null,
      results: answer.results,
    });
    client.setQueryData(statisticsQuery('payment_request', answer.search).queryKey, STATISTICS);
  }
  const rootRoute = createRootRoute({
    validateSearch: parseListSearch,
    component: () => (
      <TransactionsPage
        scope="payment_request"
        deleted={deleted}
        search={rootRoute.useSearch()}
        basePath="/en/payment-request/transactions"
      />
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
  return router;
}

// Unmount before switching back, so the page does not refetch in English for nothing.
afterEach(async () => {
  cleanup();
  await applyLanguage('en');
});

describe('TransactionsPage', { timeout: 20_000 }, () => {
  it('shows the statistics per currency, the rows and a paginator of up to ten pages', async () => {
    const router = renderPage({
      answers: [
        { search: {}, count: 135, results: rows(10) },
        { search: { page: 3 }, count: 135, results: rows(10) },
      ],
    });
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    expect(within(stats).getByText('Total generated')).toBeTruthy();
    expect(within(stats).getByText('1500.250')).toBeTruthy();
    expect(within(stats).getByText('25.00')).toBeTruthy();
    expect(screen.getByText('1–10 of 135')).toBeTruthy();

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    const links = within(pages).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '→']);
    expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(pages).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 3 }));
  });

  it('says "more than" when the server stopped counting a wide search', async () => {
    renderPage({
      path: '/en/payment-request/transactions?q=fatima',
      answers: [{ search: { q: 'fatima' }, count: 1000, exact: false, results: rows(10) }],
    });
    expect(await screen.findByText('1–10 of more than 1,000')).toBeTruthy();
  });

  it('offers only the page sizes the total exceeds and puts the choice in the URL', async () => {
    const router = renderPage({
      answers: [
        { search: {}, count: 60, results: rows(10) },
        { search: { per_page: 50 }, count: 60, results: rows(50) },
      ],
    });
    const group = await screen.findByRole('radiogroup', { name: 'Rows per page' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['10', '50', 'all']);
    fireEvent.click(within(group).getByText('50'));
    await waitFor(() => expect(router.state.location.search).toEqual({ per_page: 50 }));
  });

  it('says there are no transactions, or none matching once filtered', async () => {
    renderPage({ answers: [{ search: {}, count: 0, results: [] }] });
    expect(await screen.findByText('No transactions')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('says none match when a filter is applied', async () => {
    renderPage({
      path: '/en/payment-request/transactions?state=%5B%22failed%22%5D',
      answers: [{ search: { state: ['failed'] }, count: 0, results: [] }],
    });
    expect(await screen.findByText('No transactions match')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Filters/ }).textContent).toContain('1');
  });

  it('filters by the chosen states through the panel, showing only non-empty choice lists', async () => {
    const router = renderPage({
      answers: [
        { search: {}, count: 3, results: rows(3) },
        { search: { state: ['paid'], created_after: '2026-03-05' }, count: 1, results: rows(1) },
      ],
    });
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const panel = screen.getByRole('form', { name: 'Filter transactions' });
    expect(within(panel).getByRole('group', { name: 'State' })).toBeTruthy();
    expect(within(panel).getByRole('group', { name: 'Currency' })).toBeTruthy();
    expect(within(panel).queryByRole('group', { name: 'Created by' })).toBeNull();

    const created = within(panel).getByRole('group', { name: 'Created' });
    const [from, to] = within(created).getAllByDisplayValue('') as HTMLInputElement[];
    fireEvent.change(from as HTMLInputElement, { target: { value: '2026-03-05' } });
    await waitFor(() => expect(to?.min).toBe('2026-03-05'));

    const paid = within(panel).getByRole('checkbox', { name: 'Paid' }) as HTMLInputElement;
    fireEvent.click(paid);
    await waitForChecked(paid);
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ state: ['paid'], created_after: '2026-03-05' }),
    );
  });

  it("finds a bulk upload's transactions by the upload's file name", async () => {
    const upload = '5b1c2d3e-4f50-4a61-8b72-9c8d7e6f5a41';
    const router = renderPage({
      options: {
        ...OPTIONS,
        filters: { ...OPTIONS.filters, bulks: [{ value: upload, display_name: 'november.csv' }] },
      },
      answers: [
        { search: {}, count: 3, results: rows(3) },
        { search: { bulk: [upload] }, count: 1, results: rows(1) },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('form', { name: 'Filter transactions' });
    const bulk = within(panel).getByRole('group', { name: 'Bulk' });
    const file = within(bulk).getByRole('checkbox', { name: 'november.csv' }) as HTMLInputElement;
    fireEvent.click(file);
    await waitForChecked(file);
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ bulk: [upload] }));
    expect(await screen.findByText('1–1 of 1')).toBeTruthy();
  });

  it('sends the search text 500 ms after the last keystroke', async () => {
    const router = renderPage({
      answers: [
        { search: {}, count: 3, results: rows(3) },
        { search: { q: 'fatima' }, count: 1, results: rows(1) },
      ],
    });
    const box = await screen.findByRole('searchbox', { name: 'Search transactions' });
    fireEvent.change(box, { target: { value: 'fati' } });
    fireEvent.change(box, { target: { value: 'fatima' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(router.state.location.search).toEqual({});
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'fatima' }));
  });

  it('hides statistics, search and filters from a user without those permissions', async () => {
    const options: TransactionListOptions = {
      ...OPTIONS,
      can: { statistics: false, search: false, export: false, table_headers: false },
    };
    renderPage({ options, answers: [{ search: {}, count: 3, results: rows(3) }] });
    await screen.findByRole('table');
    expect(screen.queryByRole('region', { name: 'Statistics' })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
    // No table action and no export: nothing to select rows for.
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows the deleted list in Arabic without statistics', async () => {
    await applyLanguage('ar');
    renderPage({
      lang: 'ar',
      deleted: true,
      path: '/ar/payment-request/deleted-transactions',
      answers: [{ search: {}, count: 0, results: [] }],
    });
    expect(await screen.findByText('لا توجد معاملات')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'الإحصاءات' })).toBeNull();
  });
});
