import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttentionOrders } from '@/domain/contracts/catalogue';
import { AttentionPage } from '@/features/catalogue-attention/components/attention-page';
import { applyLanguage } from '@/lib/i18n';
import { serve } from './transaction-actions/server-stub';
import { renderInRouter } from './transactions/fixtures';

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
    lines: [
      { slug: 'incense-burner', name: { en: 'Brass incense burner', ar: 'مبخرة نحاسية' }, quantity: 1 },
    ],
  },
]);

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

describe('needs attention', { timeout: 20_000 }, () => {
  it('lists flagged orders with their customer, total and lines, each opening its transaction', async () => {
    const calls = serve(() => ({ status: 200, body: FLAGGED }));
    renderInRouter(<AttentionPage search={{}} />, { path: '/en/catalogue/needs-attention' });
    const table = await screen.findByRole('table', { name: 'Orders that need attention' });
    expect(calls[0]?.url).toContain('/plugins/catalogue/order/needs-attention?limit=10&offset=0');
    expect(within(table).getByText('Fatima Al-Sabah')).toBeTruthy();
    expect(within(table).getByText('9.800 KWD')).toBeTruthy();
    expect(within(table).getByText('Brass incense burner × 1')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Open transaction eeeeeeee' }).getAttribute('href')).toBe(
      `/en/catalogue/transactions/${ID}`,
    );
  });

  it('asks for the page in the URL', async () => {
    const calls = serve(() => ({ status: 200, body: page(FLAGGED.results, 21) }));
    renderInRouter(<AttentionPage search={{ page: 3 }} />, { path: '/en/catalogue/needs-attention?page=3' });
    await screen.findByRole('table');
    expect(calls[0]?.url).toContain('limit=10&offset=20');
  });

  it('says when nothing needs attention, in Arabic too', async () => {
    await applyLanguage('ar');
    serve(() => ({ status: 200, body: page([]) }));
    renderInRouter(<AttentionPage search={{}} />, { path: '/ar/catalogue/needs-attention' });
    expect(await screen.findByText('لا شيء يحتاج إلى متابعتك')).toBeTruthy();
  });

  it('shows the Arabic names, with the total isolated, and a skeleton while loading', async () => {
    await applyLanguage('ar');
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    renderInRouter(<AttentionPage search={{}} />, { path: '/ar/catalogue/needs-attention' });
    expect(await screen.findByRole('status', { busy: true })).toBeTruthy();
    answer(new Response(JSON.stringify(FLAGGED), { headers: { 'Content-Type': 'application/json' } }));
    const table = await screen.findByRole('table', { name: 'طلبات بحاجة إلى متابعة' });
    expect(within(table).getByText('مبخرة نحاسية × 1')).toBeTruthy();
    expect(within(table).getByText('\u20689.800 KWD\u2069')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'فتح المعاملة eeeeeeee' })).toBeTruthy();
  });
});
