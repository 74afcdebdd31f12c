import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardStatistics } from '@/domain/contracts/dashboard';
import type { UserDetails } from '@/domain/contracts/users';
import { averageSizeQuery } from '@/features/home/api/get-average-size';
import { recentActionsQuery, recentOrdersQuery } from '@/features/home/api/get-recent';
import { statisticsQuery } from '@/features/home/api/get-statistics';
import { GeneralInfo } from '@/features/home/components/general-info';
import type { HomeSearch } from '@/features/home/lib/period';
import { applyLanguage } from '@/lib/i18n';
import type { Lang } from '@/lib/lang-path';
import { userDetailsQuery } from '@/lib/shared-queries';
import { renderWithApp } from '../render';
import { ACTIONS, ADMIN, AVERAGE, CLERK, EMPTY_STATISTICS, RECENT, STATISTICS } from './home-data';

const YEAR = 2026;

function Home({ initial }: { initial: HomeSearch }) {
  const [search, setSearch] = useState(initial);
  return (
    <>
      <output data-testid="search">{JSON.stringify(search)}</output>
      <GeneralInfo search={search} onSearchChange={setSearch} />
    </>
  );
}

/**
 * The page over a query cache already holding the API's answers; anything not in it fails as
 * it would offline (happy-dom has no server), which is how the error states are reached.
 */
function renderHome({
  lang = 'en',
  user = ADMIN,
  statistics = STATISTICS,
  search = { year: YEAR },
}: {
  lang?: Lang;
  user?: UserDetails;
  statistics?: DashboardStatistics | null;
  search?: HomeSearch;
} = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnMount: false } } });
  client.setQueryData(userDetailsQuery().queryKey, user);
  if (statistics) client.setQueryData(statisticsQuery({ period: 'day' }, lang).queryKey, statistics);
  client.setQueryData(averageSizeQuery(YEAR).queryKey, AVERAGE);
  client.setQueryData(recentOrdersQuery(lang).queryKey, RECENT);
  client.setQueryData(recentActionsQuery().queryKey, ACTIONS);
  const rootRoute = createRootRoute({ component: () => <Home initial={search} /> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [`/${lang}/general-info`] }),
  });
  return renderWithApp(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const card = (name: string) => screen.getByRole('region', { name });

afterEach(() => applyLanguage('en'));

describe('GeneralInfo', { timeout: 20_000 }, () => {
  it('shows the three figures with their growth, and GMV per currency, never summed', async () => {
    await applyLanguage('en');
    renderHome();
    const total = await screen.findByRole('region', { name: 'Total transactions' });
    expect(within(total).getByText('1,234')).toBeTruthy();
    expect(within(total).getByText('up 12.5% on the previous period')).toBeTruthy();

    const gmv = card('GMV');
    expect(within(gmv).getByText('12,345.500 KWD')).toBeTruthy();
    expect(within(gmv).getByText('1,000.00 USD')).toBeTruthy();
    expect(within(gmv).getByText('down 4% on the previous period')).toBeTruthy();

    const rate = card('Overall success rate');
    expect(within(rate).getByText('87.5%')).toBeTruthy();
    expect(within(rate).getByText('nothing in the previous period to compare with')).toBeTruthy();
  });

  it('gives every chart a summary and its figures as a table', async () => {
    await applyLanguage('en');
    renderHome();
    const share = await screen.findByRole('group', {
      name: "Share of the period's transactions by payment gateway",
    });
    const shareTable = within(share).getByRole('table');
    expect(within(shareTable).getByRole('rowheader', { name: 'KNET' })).toBeTruthy();
    expect(within(shareTable).getByText('800')).toBeTruthy();

    const success = screen.getByRole('group', { name: /Success rate of each payment gateway/ });
    expect(within(success).getByText('91.5%')).toBeTruthy();

    const average = screen.getByRole('group', {
      name: 'Average paid transaction per month in 2026, by currency',
    });
    const januaryRow = within(average).getByRole('rowheader', { name: 'Jan' }).closest('tr') as HTMLElement;
    expect(within(januaryRow).getByText('15.250')).toBeTruthy();

    const products = card('Product-wise sales');
    expect(within(products).getByText('9,000.000 KWD')).toBeTruthy();
  });

  it('lists recent orders with their state colour, money actions linking to the transaction', async () => {
    await applyLanguage('en');
    renderHome();
    const orders = await screen.findByRole('region', { name: 'Recent orders' });
    const paid = within(orders).getByText('Paid');
    expect(paid.getAttribute('data-colour')).toBe('green');
    expect(within(orders).getByText('Failed').getAttribute('data-colour')).toBe('red');
    const paidRow = paid.closest('tr') as HTMLElement;
    expect(within(paidRow).getByTestId('test-payment').textContent).toBe('Test');
    expect(
      within(within(orders).getByText('Failed').closest('tr') as HTMLElement).queryByTestId('test-payment'),
    ).toBeNull();
    const refund = within(orders).getByRole('link', { name: 'Refund: transaction PR-1001' });
    expect(refund.getAttribute('href')).toBe('/en/payment-request/transactions/PR-1001');
    expect(within(orders).getByRole('link', { name: 'EV-77' }).getAttribute('href')).toBe(
      '/en/event/transactions/EV-77',
    );
    expect(within(orders).getByRole('button', { name: 'Email: transaction PR-1001' })).toBeTruthy();

    const actions = card('Recent actions');
    expect(within(actions).getByText('Refunded 5.000 KWD on PR-0999')).toBeTruthy();
  });

  it('shows staff without the statistics permission only the recent lists', async () => {
    await applyLanguage('en');
    renderHome({ user: CLERK });
    expect(await screen.findByRole('region', { name: 'Recent orders' })).toBeTruthy();
    expect(screen.queryByText('Total transactions')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Report period' })).toBeNull();
  });

  it('says so when the period has no data', async () => {
    await applyLanguage('en');
    renderHome({ statistics: EMPTY_STATISTICS });
    const share = await screen.findByRole('region', { name: 'Transactions per gateway' });
    expect(within(share).getByText('No data for this period')).toBeTruthy();
    expect(within(card('GMV')).getByText('No payments')).toBeTruthy();
  });

  it('offers to try again when the statistics cannot be loaded', async () => {
    await applyLanguage('en');
    renderHome({ statistics: null });
    const retries = await screen.findAllByRole('button', { name: 'Try again' });
    expect(retries.length).toBeGreaterThan(0);
    expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
  });

  it('opens a custom range whose To cannot be before From', async () => {
    await applyLanguage('en');
    renderHome();
    const period = (await screen.findByRole('combobox', { name: 'Report period' })) as HTMLSelectElement;
    expect(period.value).toBe('day');
    fireEvent.change(period, { target: { value: 'custom' } });
    const from = (await screen.findByLabelText('From')) as HTMLInputElement;
    const to = screen.getByLabelText('To') as HTMLInputElement;
    expect(to.min).toBe(from.value);

    fireEvent.change(from, { target: { value: '2099-01-10' } });
    await waitFor(() => expect(to.value).toBe('2099-01-10'));
    expect(to.min).toBe('2099-01-10');
    expect(JSON.parse(screen.getByTestId('search').textContent ?? '{}')).toMatchObject({
      period: 'custom',
      date_after: '2099-01-10',
      date_before: '2099-01-10',
    });
  });

  it('changes the year of the average-size chart from a list of ten', async () => {
    await applyLanguage('en');
    renderHome();
    const year = (await screen.findByRole('combobox', { name: 'Year' })) as HTMLSelectElement;
    expect(year.options).toHaveLength(10);
    expect(year.value).toBe('2026');
    fireEvent.change(year, { target: { value: '2024' } });
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('search').textContent ?? '{}')).toMatchObject({ year: 2024 }),
    );
  });

  it('speaks Arabic, growth and states included', async () => {
    await applyLanguage('ar');
    renderHome({ lang: 'ar' });
    const total = await screen.findByRole('region', { name: 'إجمالي المعاملات' });
    expect(within(total).getByText('ارتفاع بنسبة 12.5% عن الفترة السابقة')).toBeTruthy();
    expect(within(card('أحدث الطلبات')).getByText('مدفوعة')).toBeTruthy();
    expect(within(card('أحدث الطلبات')).getByTestId('test-payment').textContent).toBe('تجريبي');
    expect(screen.getByRole('combobox', { name: 'فترة التقرير' })).toBeTruthy();
  });
});
