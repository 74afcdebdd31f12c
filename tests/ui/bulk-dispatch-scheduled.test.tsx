import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BulkUploadDetail } from '@/domain/contracts/bulk';
import type { UserDetails } from '@/domain/contracts/users';
import { UploadDetailPage } from '@/features/bulk/components/upload-detail-page';
import { parseRowsSearch } from '@/features/bulk/lib/bulk-search';
import { storeTokens } from '@/lib/auth-storage';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { type Call, fakeServer, renderAt } from './bookings-fixtures';

const ID = '6c3e4f2a-3d4e-4f5a-8b12-7c8d9e0f1a23';
const DETAIL: BulkUploadDetail = {
  id: ID,
  file_name: 'rents.csv',
  uploader: 'admin',
  kind: 'recurring',
  state: 'ready',
  rows: 6,
  valid: 6,
  invalid: 0,
  columns: ['amount', 'currency_code', 'customer_name', 'gateways', 'start_date', 'end_date', 'frequency'],
  created_at: '2027-03-10T06:00:00Z',
  validation: null,
  failure: null,
  progress: null,
  rows_page: { count: 0, next: null, previous: null, results: [] },
  // Two rows started before today, one starts today, three after it.
  dispatch: { links: 2, emails: 2, sms: 1, scheduled: 3, today: { links: 1, emails: 1, sms: 0 } },
  recurrence: {
    first_date: '2027-03-01',
    frequencies: ['monthly'],
    occurrence_time: null,
    cancel_unpaid_earlier: false,
    next_occurrence_at: null,
    stopped_at: null,
  },
};
const TIME_LABEL_AR = /وقت إرسال الروابط/;
const SUPERUSER = { id: 1, username: 'admin', is_superuser: true, permissions: [] } as unknown as UserDetails;

function server() {
  return fakeServer((call: Call) => {
    if (call.path === '/api/v1/user/details') return { status: 200, body: SUPERUSER };
    if (call.path === `/api/v1/plugins/bulk/uploads/${ID}`) return { status: 200, body: DETAIL };
    if (call.path === `/api/v1/plugins/bulk/uploads/${ID}/dispatch`) return { status: 202, body: DETAIL };
    return undefined;
  });
}

const open = (lang: string) =>
  renderAt(() => <UploadDetailPage id={ID} search={parseRowsSearch({})} />, `/${lang}/bulk/uploads/${ID}`);

beforeEach(() => {
  // 10:30 in Kuwait: a row starting today goes out now at 09:00, not at 11:00.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-03-10T07:30:00Z'));
  storeTokens({ access: 'access-token', refresh: 'refresh-token' });
  return applyLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  act(() => toaster.remove());
});

describe('the recurring Dispatch confirmation', () => {
  it('states what goes out now and, apart, how many rows are only scheduled, by the time chosen', async () => {
    const calls = server();
    open('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Dispatch' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Dispatch this upload?' });
    expect(
      within(dialog).getByText(/^This creates 3 payment links and sends 3 emails and 1 SMS now\./),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        '3 rows start later: they are only scheduled, each first link goes out on its start date.',
      ),
    ).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Time of day the links go out/), {
      target: { value: '11:00' },
    });
    expect(
      await within(dialog).findByText(/^This creates 2 payment links and sends 2 emails and 1 SMS now\./),
    ).toBeTruthy();
    expect(within(dialog).getByText(/^4 rows start later/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
  });

  it('says it in Arabic with its plural forms', async () => {
    await applyLanguage('ar');
    server();
    open('ar');
    fireEvent.click(await screen.findByRole('button', { name: 'إرسال' }));
    const dialog = await screen.findByRole('alertdialog');
    const later = (count: string) =>
      new RegExp(`^(${count}) صفوف تبدأ لاحقًا: تُجدول فقط، ويُرسل رابط كل منها الأول في تاريخ بدئه\\.$`);
    expect(within(dialog).getByText(later('3|٣'))).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(TIME_LABEL_AR), { target: { value: '11:00' } });
    expect(await within(dialog).findByText(later('4|٤'))).toBeTruthy();
  });
});
