import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StateBadge } from '@/components/transaction-state-badge';
import type { TransactionRow } from '@/domain/contracts/transactions';
import { TransactionsTable } from '@/features/transactions/components/transactions-table';
import { applyLanguage } from '@/lib/i18n';
import { renderWithApp, waitForChecked } from '../render';
import { OPTIONS, renderInRouter, row } from './fixtures';

const ROWS = [
  row('aaaaaaaa-0000-4000-8000-000000000001', {
    state: 'paid',
    txns: [
      {
        id: 'r1',
        kind: 'refund',
        amount: '2.250',
        currency_code: 'KWD',
        created: '2026-03-02T10:00:00Z',
        initiator: 'admin',
        pending: true,
      },
    ],
  }),
  row('bbbbbbbb-0000-4000-8000-000000000002', { state: 'created', amount: '5.000', customer_name: 'Omar' }),
];

function SelectableTable({ rows }: { rows: TransactionRow[] }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <TransactionsTable
      scope="payment_request"
      rows={rows}
      fields={OPTIONS.fields}
      lang="en"
      basePath="/en/payment-request/transactions"
      selected={selected}
      onSelectedChange={setSelected}
    />
  );
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

// Unmount before switching back, so the page does not refetch in English for nothing.
afterEach(async () => {
  cleanup();
  await applyLanguage('en');
});

describe('TransactionsTable', { timeout: 20_000 }, () => {
  it('shows only the active fields, in their order, with money aligned at the end', async () => {
    renderInRouter(<SelectableTable rows={ROWS} />);
    const headers = (await screen.findAllByRole('columnheader')).map((th) => th.textContent);
    expect(headers.filter(Boolean)).toEqual([
      'Select all rows on this page',
      // Named for screen readers (axe: empty-table-header), though its cells hold only the toggle.
      'Child transactions',
      'Transaction ID',
      'State',
      'Amount',
      'Currency',
      'Customer',
    ]);
    const amount = screen.getByText('5.000').closest('td');
    expect(amount?.style.textAlign || getComputedStyle(amount as Element).textAlign).toBe('end');
    expect(screen.queryByText('fatima@example.com')).toBeNull();
  });

  it('links each id to the detail under the list path', async () => {
    const { router } = renderInRouter(<SelectableTable rows={ROWS} />);
    const link = await screen.findByRole('link', { name: 'bbbbbbbb' });
    expect(link.getAttribute('href')).toBe(
      '/en/payment-request/transactions/bbbbbbbb-0000-4000-8000-000000000002',
    );
    fireEvent.click(link);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/en/payment-request/transactions/bbbbbbbb-0000-4000-8000-000000000002',
      ),
    );
  });

  it('selects every row on the page with one box, and shows a partial selection', async () => {
    renderInRouter(<SelectableTable rows={ROWS} />);
    await screen.findByRole('table');
    fireEvent.click(checkbox('Select all rows on this page'));
    await waitForChecked(checkbox('Select transaction aaaaaaaa'));
    expect(checkbox('Select transaction bbbbbbbb').checked).toBe(true);

    fireEvent.click(checkbox('Select transaction bbbbbbbb'));
    await waitFor(() => expect(checkbox('Select transaction bbbbbbbb').checked).toBe(false));
    expect(checkbox('Select all rows on this page').closest('[data-state]')?.getAttribute('data-state')).toBe(
      'indeterminate',
    );
  });

  it('expands a row into its refunds and captures, and says so to screen readers', async () => {
    renderInRouter(<SelectableTable rows={ROWS} />);
    const toggle = await screen.findByRole('button', { name: 'Show child transactions of aaaaaaaa' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Refund')).toBeNull();
    // Only rows with child transactions get the toggle.
    expect(screen.queryByRole('button', { name: 'Show child transactions of bbbbbbbb' })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const children = screen.getByRole('table', { name: 'Child transactions of aaaaaaaa' });
    expect(within(children).getByText('Refund')).toBeTruthy();
    // Asked of the bank, not confirmed yet.
    expect(within(children).getByText('(waiting for the bank)')).toBeTruthy();
    expect(within(children).getByText('2.250')).toBeTruthy();
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeTruthy();
  });

  it('speaks Arabic: headers from the server, states and child kinds from the locale', async () => {
    await applyLanguage('ar');
    renderInRouter(
      <TransactionsTable
        scope="payment_request"
        rows={ROWS}
        fields={[
          { name: 'id', label: 'رقم المعاملة' },
          { name: 'state', label: 'الحالة' },
        ]}
        lang="ar"
        basePath="/ar/payment-request/transactions"
      />,
      { path: '/ar/payment-request/transactions' },
    );
    expect(await screen.findByText('رقم المعاملة')).toBeTruthy();
    expect(screen.getByText('مدفوعة')).toBeTruthy();
    // Without a selection handler there are no checkboxes.
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'عرض المعاملات الفرعية للمعاملة aaaaaaaa' }));
    expect(screen.getByText('استرداد')).toBeTruthy();
  });

  it.each([
    ['en', 'Test', 'Paid'],
    ['ar', 'تجريبي', 'مدفوعة'],
  ] as const)('marks a payment taken on a test account beside its state (%s)', async (lang, test, paid) => {
    await applyLanguage(lang);
    const rows = [
      row('cccccccc-0000-4000-8000-000000000003', { state: 'paid', test_payment: true }),
      row('dddddddd-0000-4000-8000-000000000004', { state: 'paid' }),
    ];
    renderInRouter(
      <TransactionsTable
        scope="payment_request"
        rows={rows}
        fields={[
          { name: 'id', label: 'ID' },
          { name: 'state', label: 'State' },
        ]}
        lang={lang}
        basePath={`/${lang}/payment-request/transactions`}
      />,
      { path: `/${lang}/payment-request/transactions` },
    );
    const testRow = (await screen.findByRole('link', { name: 'cccccccc' })).closest('tr') as HTMLElement;
    expect(within(testRow).getByText(paid)).toBeTruthy();
    expect(within(testRow).getByTestId('test-payment').textContent).toBe(test);
    const liveRow = screen.getByRole('link', { name: 'dddddddd' }).closest('tr') as HTMLElement;
    expect(within(liveRow).queryByTestId('test-payment')).toBeNull();
  });
});

describe('StateBadge', () => {
  it('colours states as SPEC 4 says', () => {
    const states = [
      'created',
      'pending',
      'attempted',
      'paid',
      'failed',
      'canceled',
      'expired',
      'invalid',
      'cod',
    ];
    renderWithApp(
      <div>
        {states.map((state) => (
          <StateBadge key={state} state={state} />
        ))}
      </div>,
    );
    const colour = (label: string) => screen.getByText(label).getAttribute('data-colour');
    expect(colour('Created')).toBe('blue');
    expect(colour('Pending')).toBe('orange');
    expect(colour('Attempted')).toBe('orange');
    expect(colour('Paid')).toBe('green');
    for (const label of ['Failed', 'Canceled', 'Expired', 'Invalid']) expect(colour(label)).toBe('red');
    expect(colour('Cash on delivery')).toBe('black');
  });
});
