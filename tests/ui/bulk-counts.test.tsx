import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BulkUpload, BulkUploadDetail } from '@/domain/contracts/bulk';
import type { BulkMatch, BulkSummary } from '@/domain/contracts/bulk-summary';
import type { UserDetails } from '@/domain/contracts/users';
import { UploadDetailPage } from '@/features/bulk/components/upload-detail-page';
import { UploadsPage } from '@/features/bulk/components/uploads-page';
import { parseRowsSearch } from '@/features/bulk/lib/bulk-search';
import { storeTokens } from '@/lib/auth-storage';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { fakeServer, renderAt } from './bookings-fixtures';

/** A large upload: every count on the bulk pages is written as the reader reads numbers. */
const ID = '3c4d5e6f-7081-4923-a4b5-c6d7e8f90a1b';
const UPLOAD_PATH = `/api/v1/plugins/bulk/uploads/${ID}`;
const UPLOAD: BulkUpload = {
  id: ID,
  file_name: 'rents-2027.csv',
  uploader: 'admin',
  kind: 'one_time',
  state: 'ready',
  rows: 90_000,
  valid: 88_500,
  invalid: 1_500,
  columns: ['amount', 'currency_code', 'customer_name', 'gateways', 'email', 'phone'],
  created_at: '2026-11-27T09:00:00Z',
  validation: null,
};
const DETAIL: BulkUploadDetail = {
  ...UPLOAD,
  rows_page: { count: 0, next: null, previous: null, results: [] },
  dispatch: {
    links: 88_500,
    emails: 88_500,
    sms: 12_000,
    scheduled: 0,
    today: { links: 0, emails: 0, sms: 0 },
  },
  progress: null,
  recurrence: null,
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
  upload_id: '0f1e2d3c-4b5a-4697-8877-665544332211',
  file_name: 'october.csv',
  sent_at: '2026-10-01T06:00:00Z',
  links: 1,
};
const SUMMARY: BulkSummary = {
  currencies: [
    {
      currency: 'KWD',
      requested: { count: 88_500, amount: '2212500.000' },
      to_send: { count: 88_500, amount: '2212500.000' },
      paid: { count: 0, amount: '0.000' },
      outstanding: { count: 0, amount: '0.000' },
      refunded: '0.000',
    },
  ],
};
const ERROR = { row: 3, row_id: 2, column: 'amount', message: 'Enter an amount', value: '' };
const ME = { id: 1, username: 'admin', is_superuser: true, permissions: [] } as unknown as UserDetails;
const page = <T,>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });

function server() {
  return fakeServer((call) => {
    if (call.path === '/api/v1/user/details') return { status: 200, body: ME };
    if (call.path === '/api/v1/plugins/bulk/uploads') return { status: 200, body: page([UPLOAD]) };
    if (call.path === UPLOAD_PATH) return { status: 200, body: DETAIL };
    // 1,211 matches: an Arabic "many" count, so the plural form still follows the number.
    if (call.path === `${UPLOAD_PATH}/matches`) return { status: 200, body: page([MATCH], 1_211) };
    if (call.path === `${UPLOAD_PATH}/summary`) return { status: 200, body: SUMMARY };
    if (call.path === `${UPLOAD_PATH}/errors`) return { status: 200, body: page([ERROR], 1_500) };
    if (call.path === `${UPLOAD_PATH}/dispatch-logs`) return { status: 200, body: page([]) };
    if (call.path === `${UPLOAD_PATH}/reminders`)
      return { status: 200, body: { plan: null, sent: 0, pending_links: 0, next_at: null } };
    return undefined;
  });
}

const openUpload = (lang: 'en' | 'ar') =>
  renderAt(() => <UploadDetailPage id={ID} search={parseRowsSearch({})} />, `/${lang}/bulk/uploads/${ID}`);

const listedCounts = async (caption: string) => {
  const table = await screen.findByRole('table', { name: caption });
  const [, first] = within(table).getAllByRole('row');
  return within(first as HTMLElement)
    .getAllByRole('cell')
    .slice(2, 5)
    .map((cell) => cell.textContent);
};

beforeEach(async () => {
  await applyLanguage('en');
  storeTokens({ access: 'access-token', refresh: 'refresh-token' });
});
afterEach(() => {
  act(() => toaster.remove());
});

describe('counts on the bulk pages', () => {
  it('groups the thousands in English', async () => {
    server();
    openUpload('en');
    expect(
      await screen.findByText(
        'Dispatch creates 88,500 payment links and sends 88,500 emails and 12,000 SMS.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('1,211 rows match links still unpaid from other uploads')).toBeTruthy();
    expect(screen.getByText('1,500 rows have errors')).toBeTruthy();
    expect(screen.getByText('90,000')).toBeTruthy();
    expect(await screen.findAllByText('88,500 requests')).not.toHaveLength(0);
    expect(screen.getByText('88,500 rows still to send')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Dispatch' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Dispatch this upload?' });
    expect(
      within(dialog).getByText(
        'This creates 88,500 payment links and sends 88,500 emails and 12,000 SMS now. ' +
          'Its rows can no longer be corrected. 1,211 rows match links still unpaid from other uploads.',
      ),
    ).toBeTruthy();
  });

  it('groups the thousands in Arabic, with the plural form the number asks for', async () => {
    await applyLanguage('ar');
    server();
    openUpload('ar');
    expect(
      await screen.findByText('الإرسال ينشئ 88,500 رابط دفع ويرسل 88,500 رسالة بريد و12,000 رسالة نصية.'),
    ).toBeTruthy();
    expect(await screen.findByText('1,211 صفًا يطابق روابط غير مدفوعة من ملفات أخرى')).toBeTruthy();
    expect(screen.getByText('1,500 صف بها أخطاء')).toBeTruthy();
    expect(screen.getByText('90,000')).toBeTruthy();
    expect(await screen.findAllByText('88,500 طلب')).not.toHaveLength(0);
    expect(screen.getByText('88,500 صف بانتظار الإرسال')).toBeTruthy();
  });

  it("writes the uploads list's rows, valid and invalid in both languages", async () => {
    server();
    renderAt(() => <UploadsPage search={{}} />, '/en/bulk/uploads');
    expect(await listedCounts('Uploaded files, newest first')).toEqual(['90,000', '88,500', '1,500']);
  });

  it("writes the uploads list's counts in Arabic", async () => {
    await applyLanguage('ar');
    server();
    renderAt(() => <UploadsPage search={{}} />, '/ar/bulk/uploads');
    expect(await listedCounts('الملفات المرفوعة، الأحدث أولًا')).toEqual(['90,000', '88,500', '1,500']);
  });
});
