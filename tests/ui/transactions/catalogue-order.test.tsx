import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueOrderSummary } from '@/domain/catalogue-order';
import type { TransactionDetail as Detail } from '@/domain/contracts/transactions';
import { detailQuery } from '@/features/transactions/api/detail';
import { TransactionDetail } from '@/features/transactions/components/transaction-detail';
import { TransactionsTable } from '@/features/transactions/components/transactions-table';
import { applyLanguage } from '@/lib/i18n';
import type { Lang } from '@/lib/lang-path';
import { serve } from '../transaction-actions/server-stub';
import { OPTIONS, renderInRouter, row, testQueryClient } from './fixtures';

const ID = 'cccccccc-0000-4000-8000-000000000003';
const ORDER: CatalogueOrderSummary = {
  lines: [
    {
      slug: 'date-syrup',
      name: { en: 'Date syrup', ar: 'دبس التمر' },
      quantity: 2,
      unit_price: '2.600',
      line_total: '5.200',
    },
    {
      slug: 'oud',
      name: { en: 'Oud perfume', ar: 'عطر عود' },
      quantity: 1,
      unit_price: '12.500',
      line_total: '12.500',
    },
  ],
  subtotal: '17.700',
  discount: '1.770',
  discount_code: 'EID10',
  store: { id: 1, name: { en: 'Salmiya store', ar: 'فرع السالمية' } },
};
const REFUND = {
  id: 'r1',
  kind: 'refund' as const,
  amount: '2.600',
  currency_code: 'KWD',
  created: '2026-03-02T10:00:00Z',
  initiator: 'admin',
  pending: false,
};
// What formatMoney writes in Arabic: the amount and code inside first-strong isolates.
const ar = (text: string) => `\u2068${text}\u2069`;

// jsdom's accessible names put spaces around the <bdi> that isolates the code; browsers do not.
const TEXT = {
  en: {
    toggle: 'Show the order of cccccccc',
    both: 'Show the order and child transactions of aaaaaaaa',
    caption: 'Order of cccccccc',
    product: 'Date syrup',
    store: 'Salmiya store',
    money: (text: string) => text,
    discount: /^Discount \(\s?EID10\s?\)$/,
    heading: 'Order',
    total: 'Total',
  },
  ar: {
    toggle: 'عرض طلب المعاملة cccccccc',
    both: 'عرض الطلب والمعاملات الفرعية للمعاملة aaaaaaaa',
    caption: 'طلب المعاملة cccccccc',
    product: 'دبس التمر',
    store: 'فرع السالمية',
    money: ar,
    discount: /^الخصم \(\s?EID10\s?\)$/,
    heading: 'الطلب',
    total: 'الإجمالي',
  },
} as const;

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

const catalogueRow = (id: string, txns = [] as (typeof REFUND)[]) =>
  row(id, { plugin: 'catalogue', amount: '15.930', extra: { order: ORDER }, txns });

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  const text = TEXT[lang];

  describe(`catalogue order (${lang})`, { timeout: 20_000 }, () => {
    it("expands a catalogue transaction's row into its order lines, discount and store", async () => {
      await applyLanguage(lang);
      renderInRouter(
        <TransactionsTable
          scope="catalogue"
          rows={[catalogueRow(ID), row('dddddddd-0000-4000-8000-000000000004', { plugin: 'catalogue' })]}
          fields={OPTIONS.fields}
          lang={lang}
          basePath={`/${lang}/catalogue/transactions`}
        />,
        { path: `/${lang}/catalogue/transactions` },
      );
      const toggle = await screen.findByRole('button', { name: text.toggle });
      // A transaction without an order or child transactions has nothing to expand.
      expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(1);
      expect(screen.queryByText(text.product)).toBeNull();

      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeTruthy();
      const lines = screen.getByRole('table', { name: text.caption });
      const syrup = within(lines).getByText(text.product).closest('tr') as HTMLElement;
      expect(within(syrup).getByText('2')).toBeTruthy();
      expect(within(syrup).getByText(text.money('2.600 KWD'))).toBeTruthy();
      expect(within(syrup).getByText(text.money('5.200 KWD'))).toBeTruthy();
      expect(within(lines).getByRole('rowheader', { name: text.discount })).toBeTruthy();
      expect(within(lines).getByText(text.money('\u22121.770 KWD'))).toBeTruthy();
      expect(within(lines).getByText(text.store)).toBeTruthy();
    });

    it('shows both the order and the money movements when the transaction has both', async () => {
      await applyLanguage(lang);
      renderInRouter(
        <TransactionsTable
          scope="catalogue"
          rows={[catalogueRow('aaaaaaaa-0000-4000-8000-000000000001', [REFUND])]}
          fields={OPTIONS.fields}
          lang={lang}
          basePath={`/${lang}/catalogue/transactions`}
        />,
        { path: `/${lang}/catalogue/transactions` },
      );
      fireEvent.click(await screen.findByRole('button', { name: text.both }));
      expect(screen.getByText(text.product)).toBeTruthy();
      expect(screen.getByText(lang === 'en' ? 'Refund' : 'استرداد')).toBeTruthy();
    });

    it("shows the order's lines, subtotal, discount, total and store on the detail page", async () => {
      await applyLanguage(lang);
      const client = testQueryClient();
      const detail: Detail = {
        id: ID,
        plugin: 'catalogue',
        state: 'paid',
        test_payment: false,
        currency_code: 'KWD',
        details: [{ label: 'ID', value: ID }],
        payment_url: null,
        language: lang,
        share: null,
        extra: { order: ORDER },
        actions: [],
        txns: [],
      };
      client.setQueryData(detailQuery('catalogue', false, ID, lang).queryKey, detail);
      // The detail is seeded; its history is always asked for again, and has nothing yet.
      serve(() => ({ status: 200, body: { count: 0, next: null, previous: null, results: [] } }));
      renderInRouter(
        <TransactionDetail
          scope="catalogue"
          deleted={false}
          id={ID}
          listLabel="Transactions"
          listHref={`/${lang}/catalogue/transactions`}
        />,
        { path: `/${lang}/catalogue/transactions/${ID}`, client },
      );
      const section = await screen.findByRole('region', { name: text.heading });
      const syrup = within(section).getByText(text.product).closest('tr') as HTMLElement;
      expect(within(syrup).getByText('2')).toBeTruthy();
      expect(within(syrup).getByText(text.money('5.200 KWD'))).toBeTruthy();
      expect(within(section).getByText(text.money('17.700 KWD'))).toBeTruthy();
      expect(within(section).getByRole('rowheader', { name: text.discount })).toBeTruthy();
      const total = within(section).getByRole('rowheader', { name: text.total }).closest('tr') as HTMLElement;
      expect(within(total).getByText(text.money('15.930 KWD'))).toBeTruthy();
      expect(within(section).getByText(text.store)).toBeTruthy();
    });
  });
}
