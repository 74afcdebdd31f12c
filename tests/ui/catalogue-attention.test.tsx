import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/app-toaster';
import type { AttentionOrders } from '@/domain/contracts/catalogue';
import { AttentionPage } from '@/features/catalogue-attention/components/attention-page';
import { applyLanguage } from '@/lib/i18n';
import { userDetailsQuery } from '@/lib/shared-queries';
import { CLERK } from './home/home-data';
import { serve, toastType } from './transaction-actions/server-stub';
import { renderInRouter, testQueryClient } from './transactions/fixtures';

const ID = 'eeeeeeee-0000-4000-8000-000000000005';
const page = (results: AttentionOrders['results'], count = results.length): AttentionOrders => ({
  count,
  next: null,
  previous: null,
  results,
});
const FLAGGED = page([
  {
    transaction_id: ID,
    created: '2026-03-01T09:00:00Z',
    customer_name: 'Fatima Al-Sabah',
    total: '9.800',
    currency_code: 'KWD',
    store: { en: 'Salmiya store', ar: 'متجر السالمية' },
    lines: [
      { slug: 'incense-burner', name: { en: 'Brass incense burner', ar: 'مبخرة نحاسية' }, quantity: 1 },
    ],
  },
]);

const READER = { ...CLERK, permissions: ['access_catalogue'] };
const STOCK_KEEPER = { ...CLERK, permissions: ['access_catalogue', 'change_product'] };

/** The page as a member with `user`'s permissions sees it, toasts included. */
function renderPage(search: { page?: number } = {}, path = '/en/catalogue/needs-attention', user = READER) {
  const client = testQueryClient();
  client.setQueryData(userDetailsQuery().queryKey, user);
  renderInRouter(
    <>
      <AttentionPage search={search} />
      <AppToaster />
    </>,
    { path, client },
  );
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

describe('needs attention', { timeout: 20_000 }, () => {
  it('lists flagged orders with their customer, total and lines, each opening its transaction', async () => {
    const calls = serve(() => ({ status: 200, body: FLAGGED }));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Orders that need attention' });
    expect(calls[0]?.url).toContain('/plugins/catalogue/order/needs-attention?limit=10&offset=0');
    expect(within(table).getByText('Fatima Al-Sabah')).toBeTruthy();
    expect(within(table).getByText('9.800 KWD')).toBeTruthy();
    expect(within(table).getByText('Brass incense burner × 1')).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Salmiya store' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Open transaction eeeeeeee' }).getAttribute('href')).toBe(
      `/en/catalogue/transactions/${ID}`,
    );
  });

  it('asks for the page in the URL', async () => {
    const calls = serve(() => ({ status: 200, body: page(FLAGGED.results, 21) }));
    renderPage({ page: 3 }, '/en/catalogue/needs-attention?page=3');
    await screen.findByRole('table');
    expect(calls[0]?.url).toContain('limit=10&offset=20');
  });

  it('says when nothing needs attention, in Arabic too', async () => {
    await applyLanguage('ar');
    serve(() => ({ status: 200, body: page([]) }));
    renderPage({}, '/ar/catalogue/needs-attention');
    expect(await screen.findByText('لا شيء يحتاج إلى متابعتك')).toBeTruthy();
  });

  it('shows the Arabic names, with the total isolated, and a skeleton while loading', async () => {
    await applyLanguage('ar');
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    renderPage({}, '/ar/catalogue/needs-attention');
    expect(await screen.findByRole('status', { busy: true })).toBeTruthy();
    answer(new Response(JSON.stringify(FLAGGED), { headers: { 'Content-Type': 'application/json' } }));
    const table = await screen.findByRole('table', { name: 'طلبات بحاجة إلى متابعة' });
    expect(within(table).getByText('مبخرة نحاسية × 1')).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'متجر السالمية' })).toBeTruthy();
    expect(within(table).getByText('\u20689.800 KWD\u2069')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'فتح المعاملة eeeeeeee' })).toBeTruthy();
  });
});

describe('settling a flagged order', { timeout: 20_000 }, () => {
  it('takes the stock for an order and drops it from the list, saying so', async () => {
    let settled = false;
    const calls = serve((call) => {
      if (call.method === 'POST') {
        settled = true;
        return { status: 200, body: { message: 'The stock is taken: the order is ready to send.' } };
      }
      return { status: 200, body: settled ? page([]) : FLAGGED };
    });
    renderPage({}, undefined, STOCK_KEEPER);
    fireEvent.click(await screen.findByRole('button', { name: 'Take stock for order eeeeeeee' }));
    expect(await screen.findByText('The stock is taken: the order is ready to send.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.url).toContain(
      `/plugins/catalogue/order/needs-attention/${ID}/take-stock`,
    );
    expect(await screen.findByText('Nothing needs your attention')).toBeTruthy();
  });

  it('shows the server’s refusal when the stock is still short, keeping the order listed', async () => {
    serve((call) =>
      call.method === 'POST'
        ? { status: 409, body: { message: 'There is still not enough Brass incense burner in stock.' } }
        : { status: 200, body: FLAGGED },
    );
    renderPage({}, undefined, STOCK_KEEPER);
    fireEvent.click(await screen.findByRole('button', { name: 'Take stock for order eeeeeeee' }));
    const toast = await screen.findByText('There is still not enough Brass incense burner in stock.');
    expect(toastType(toast)).toBe('error');
    expect(screen.getByRole('table', { name: 'Orders that need attention' })).toBeTruthy();
  });

  it('closes an order only after the member confirms', async () => {
    const calls = serve((call) =>
      call.method === 'POST'
        ? { status: 200, body: { message: 'The order is closed and has left the list.' } }
        : { status: 200, body: FLAGGED },
    );
    renderPage({}, undefined, STOCK_KEEPER);
    fireEvent.click(await screen.findByRole('button', { name: 'Close order eeeeeeee' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close order eeeeeeee?' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.url).toContain(`/needs-attention/${ID}/close`),
    );
    expect(await screen.findByText('The order is closed and has left the list.')).toBeTruthy();
  });

  it('offers no settling to staff who may only see the orders', async () => {
    serve(() => ({ status: 200, body: FLAGGED }));
    renderPage();
    await screen.findByRole('table', { name: 'Orders that need attention' });
    expect(screen.queryByRole('button', { name: /Take stock/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });
});
