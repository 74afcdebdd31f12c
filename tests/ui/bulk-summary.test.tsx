import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BulkUploadDetail } from '@/domain/contracts/bulk';
import type { BulkMatch, BulkSummary } from '@/domain/contracts/bulk-summary';
import type { UserDetails } from '@/domain/contracts/users';
import { UploadDetailPage } from '@/features/bulk/components/upload-detail-page';
import { parseRowsSearch } from '@/features/bulk/lib/bulk-search';
import { storeTokens } from '@/lib/auth-storage';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { fakeServer, renderAt } from './bookings-fixtures';

const ID = '5b1c2d3e-4f50-4a61-8b72-9c8d7e6f5a41';
const OTHER = '0f1e2d3c-4b5a-4697-8877-665544332211';
const UPLOAD = `/api/v1/plugins/bulk/uploads/${ID}`;
const DETAIL: BulkUploadDetail = {
  id: ID,
  file_name: 'november.csv',
  uploader: 'admin',
  kind: 'one_time',
  state: 'ready',
  rows: 3,
  valid: 3,
  invalid: 0,
  columns: ['amount', 'currency_code', 'customer_name', 'gateways', 'email'],
  created_at: '2026-11-27T09:00:00Z',
  rows_page: { count: 0, next: null, previous: null, results: [] },
  dispatch: { links: 3, emails: 3, sms: 0, scheduled: 0, today: { links: 0, emails: 0, sms: 0 } },
  progress: null,
  recurrence: null,
  validation: null,
  failure: null,
};
const MATCH: BulkMatch = {
  row: 2,
  row_id: 11,
  customer_name: 'Fatima Al-Sabah',
  email: 'fatima@example.kw',
  phone: null,
  amount: '25.000',
  currency_code: 'KWD',
  transaction_id: 'a1b2c3d4-0000-4000-8000-000000000001',
  upload_id: OTHER,
  file_name: 'october.csv',
  sent_at: '2026-10-01T06:00:00Z',
  links: 1,
};
const SUMMARY: BulkSummary = {
  currencies: [
    {
      currency: 'KWD',
      requested: { count: 4, amount: '1042.750' },
      to_send: { count: 0, amount: '0.000' },
      paid: { count: 1, amount: '10.500' },
      outstanding: { count: 2, amount: '1027.000' },
      refunded: '2.500',
    },
    {
      currency: 'USD',
      requested: { count: 1, amount: '99.99' },
      to_send: { count: 1, amount: '99.99' },
      paid: { count: 0, amount: '0.00' },
      outstanding: { count: 0, amount: '0.00' },
      refunded: '0.00',
    },
  ],
};
const SUPERUSER = { id: 1, username: 'admin', is_superuser: true, permissions: [] } as unknown as UserDetails;
const page = <T,>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });

function server(options: { matches?: BulkMatch[]; summary?: BulkSummary | 'fails' } = {}) {
  const matches = options.matches ?? [
    MATCH,
    { ...MATCH, row: 3, row_id: 12, customer_name: 'Omar', links: 2 },
  ];
  return fakeServer((call) => {
    if (call.path === '/api/v1/user/details') return { status: 200, body: SUPERUSER };
    if (call.path === UPLOAD) return { status: 200, body: DETAIL };
    if (call.path === `${UPLOAD}/matches`) return { status: 200, body: page(matches) };
    if (call.path === `${UPLOAD}/summary`) {
      const summary = options.summary ?? SUMMARY;
      return summary === 'fails'
        ? { status: 500, body: { message: 'Something went wrong.' } }
        : { status: 200, body: summary };
    }
    if (call.path === `${UPLOAD}/dispatch-logs`) return { status: 200, body: page([]) };
    if (call.path === `${UPLOAD}/reminders`)
      return { status: 200, body: { plan: null, sent: 0, pending_links: 0, next_at: null } };
    if (call.path === `${UPLOAD}/dispatch` && call.method === 'POST')
      return { status: 202, body: { ...DETAIL, state: 'dispatching' } };
    return undefined;
  });
}

const open = (lang = 'en') =>
  renderAt(() => <UploadDetailPage id={ID} search={parseRowsSearch({})} />, `/${lang}/bulk/uploads/${ID}`);

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

beforeEach(async () => {
  await applyLanguage('en');
  storeTokens({ access: 'access-token', refresh: 'refresh-token' });
});
afterEach(() => {
  act(() => toaster.remove());
});

describe("an upload's rows matching other uploads' unpaid links", () => {
  it('warns with the count and the list, repeats it in the confirmation, and still dispatches', async () => {
    const calls = server();
    open();
    expect(await screen.findByText('2 rows match links still unpaid from other uploads')).toBeTruthy();
    const list = screen.getByRole('table', { name: 'Rows matching links still unpaid from other uploads' });
    const [first] = within(list).getAllByRole('row').slice(1);
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'october.csv' })
        .getAttribute('href'),
    ).toBe(`/en/bulk/uploads/${OTHER}`);
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'The unpaid link matching row 2' })
        .getAttribute('href'),
    ).toBe(`/en/bulk/transactions/${MATCH.transaction_id}`);
    expect(cells(list).map((line) => line.slice(0, 4))).toEqual([
      ['2', 'Fatima Al-Sabahfatima@example.kw', '25.000 KWD', 'october.csv'],
      ['3', 'Omarfatima@example.kw', '25.000 KWD', 'october.csv'],
    ]);
    expect(screen.getByText('and 1 more')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Dispatch' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Dispatch this upload?' });
    expect(
      within(dialog).getByText(
        'This creates 3 payment links and sends 3 emails and 0 SMS now. Its rows can no longer be corrected. 2 rows match links still unpaid from other uploads.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
        `${UPLOAD}/dispatch`,
      ]),
    );
  });

  it('shows no warning and a plain confirmation when no row matches', async () => {
    server({ matches: [] });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Dispatch' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Dispatch this upload?' });
    expect(within(dialog).queryByText(/match links still unpaid/)).toBeNull();
    expect(screen.queryByText(/match links still unpaid/)).toBeNull();
  });

  it('warns in Arabic with its plural forms', async () => {
    await applyLanguage('ar');
    server({ matches: [MATCH] });
    open('ar');
    expect(await screen.findByText('صف واحد يطابق رابطًا غير مدفوع من ملف آخر')).toBeTruthy();
    const list = screen.getByRole('table', { name: 'الصفوف المطابقة لروابط غير مدفوعة من ملفات أخرى' });
    expect(within(list).getByRole('link', { name: 'october.csv' }).getAttribute('href')).toBe(
      `/ar/bulk/uploads/${OTHER}`,
    );
  });
});

describe("an upload's money summary", () => {
  it('shows requested, paid, outstanding and refunded per currency with their counts', async () => {
    server();
    open();
    const table = await screen.findByRole('table', {
      name: 'Money requested, paid and outstanding per currency',
    });
    expect(cells(table)).toEqual([
      ['KWD', '1,042.750 KWD4 requests', '10.500 KWD1 request', '1,027.000 KWD2 requests', '2.500 KWD'],
      [
        'USD1 row still to send',
        '99.99 USD1 request',
        '0.00 USD0 requests',
        '0.00 USD0 requests',
        '0.00 USD',
      ],
    ]);
  });

  it('reads it in Arabic, each amount isolated with its code', async () => {
    await applyLanguage('ar');
    server();
    open('ar');
    const table = await screen.findByRole('table', { name: 'المبالغ المطلوبة والمدفوعة والمستحقة لكل عملة' });
    const [kwd] = cells(table);
    expect(kwd?.[1]).toBe('\u20681,042.750 KWD\u20694 طلبات');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['العملة', 'المطلوب', 'المدفوع', 'المستحق', 'المُسترد']);
  });

  it('says when nothing is requested', async () => {
    server({ summary: { currencies: [] } });
    open();
    expect(await screen.findByText('No valid row yet: nothing is requested.')).toBeTruthy();
  });

  it('offers a retry when it cannot be read', async () => {
    server({ summary: 'fails' });
    open();
    expect(await screen.findByRole('button', { name: /try again/i })).toBeTruthy();
  });
});
