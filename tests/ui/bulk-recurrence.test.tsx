import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BulkRow, BulkUpload, BulkUploadDetail } from '@/domain/contracts/bulk';
import type { BulkDispatchLog } from '@/domain/contracts/bulk-dispatch';
import type { BulkRecurrence, BulkWithdrawal } from '@/domain/contracts/bulk-recurrence';
import type { UserDetails } from '@/domain/contracts/users';
import { UploadDetailPage } from '@/features/bulk/components/upload-detail-page';
import { parseRowsSearch } from '@/features/bulk/lib/bulk-search';
import { storeTokens } from '@/lib/auth-storage';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { type Call, fakeServer, renderAt } from './bookings-fixtures';
import { waitForChecked } from './render';

const ID = '5b2d3f1b-2c3d-4e5f-9a01-6b7c8d9e0f34';
const UPLOAD: BulkUpload = {
  id: ID,
  file_name: 'fees.csv',
  uploader: 'admin',
  kind: 'recurring',
  state: 'ready',
  rows: 1,
  valid: 1,
  invalid: 0,
  columns: ['amount', 'currency_code', 'customer_name', 'gateways', 'start_date', 'end_date', 'frequency'],
  created_at: '2026-11-27T09:00:00Z',
  validation: null,
};
const ROW: BulkRow = {
  id: 41,
  row: 2,
  cells: { customer_name: 'Huda' },
  valid: true,
  errors: [],
  amount: '30.000',
  currency_code: 'KWD',
  customer_name: 'Huda',
  next_occurrence_at: '2026-12-27T06:00:00.000Z',
};
const RECURRENCE: BulkRecurrence = {
  first_date: '2026-11-27',
  frequencies: ['monthly', 'weekly'],
  occurrence_time: '09:00',
  cancel_unpaid_earlier: false,
  next_occurrence_at: '2026-12-27T06:00:00.000Z',
  stopped_at: null,
};
const LOG: BulkDispatchLog = {
  id: 7,
  started_by: 'admin',
  started_at: '2026-11-27T10:00:00Z',
  finished_at: '2026-11-27T10:00:02Z',
  total: 1,
  created: 1,
  emails: 0,
  sms: 0,
  failed: 0,
  kind: 'occurrence',
  occurrence_at: '2026-11-27T06:00:00.000Z',
  scheduled: 0,
};
const SUPERUSER = { id: 1, username: 'admin', is_superuser: true, permissions: [] } as unknown as UserDetails;
const WITHDRAWAL: BulkWithdrawal = { unpaid: 2, pending: 1, paid: 1 };

function server(state: 'ready' | 'dispatched') {
  const detail = (): BulkUploadDetail => ({
    ...UPLOAD,
    state,
    rows_page: { count: 1, next: null, previous: null, results: [ROW] },
    dispatch:
      state === 'ready'
        ? { links: 1, emails: 0, sms: 0, scheduled: 0, today: { links: 0, emails: 0, sms: 0 } }
        : { links: 0, emails: 0, sms: 0, scheduled: 0, today: { links: 0, emails: 0, sms: 0 } },
    progress: state === 'ready' ? null : { done: 1, total: 1 },
    failure: null,
    recurrence:
      state === 'ready' ? { ...RECURRENCE, occurrence_time: null, next_occurrence_at: null } : RECURRENCE,
  });
  return fakeServer((call: Call) => {
    if (call.path === '/api/v1/user/details') return { status: 200, body: SUPERUSER };
    if (call.path === `/api/v1/plugins/bulk/uploads/${ID}`) return { status: 200, body: detail() };
    if (call.path === `/api/v1/plugins/bulk/uploads/${ID}/dispatch`) return { status: 202, body: UPLOAD };
    if (call.path === `/api/v1/plugins/bulk/uploads/${ID}/dispatch-logs`) {
      const logs = state === 'ready' ? [] : [LOG];
      return { status: 200, body: { count: logs.length, next: null, previous: null, results: logs } };
    }
    if (call.path.endsWith('/withdraw')) return { status: 200, body: WITHDRAWAL };
    if (call.path.endsWith('/stop-recurrence')) return { status: 204, body: null };
    return undefined;
  });
}

const open = (lang = 'en') =>
  renderAt(() => <UploadDetailPage id={ID} search={parseRowsSearch({})} />, `/${lang}/bulk/uploads/${ID}`);
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

beforeEach(async () => {
  await applyLanguage('en');
  storeTokens({ access: 'access-token', refresh: 'refresh-token' });
});
afterEach(() => {
  act(() => toaster.remove());
});

describe('a recurring upload', () => {
  it('sets the schedule in the dispatch confirmation: time of day and the cancel-earlier option', async () => {
    const calls = server('ready');
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Dispatch' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Dispatch this upload?' });
    expect(within(dialog).getByText(/Each row recurs on its own start date/)).toBeTruthy();
    expect(within(dialog).getByText(/^First date .*2026; frequency: monthly, weekly\.$/)).toBeTruthy();
    const time = within(dialog).getByLabelText(/Time of day the links go out/) as HTMLInputElement;
    expect(time.value).toBe('09:00');
    fireEvent.change(time, { target: { value: '07:30' } });
    const option = within(dialog).getByRole('checkbox', {
      name: 'Cancel the unpaid earlier link when the next one goes out',
    }) as HTMLInputElement;
    fireEvent.click(option);
    await waitForChecked(option);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({
      path: `/api/v1/plugins/bulk/uploads/${ID}/dispatch`,
      body: { occurrence_time: '07:30', cancel_unpaid_earlier: true },
    });
  });

  it('shows the next occurrence and stops the whole recurrence or one row after a confirmation', async () => {
    const calls = server('dispatched');
    open();
    expect(await screen.findByText('Recurring links')).toBeTruthy();
    expect(screen.getByText('Stay open when the next one goes out')).toBeTruthy();
    expect(await screen.findByText(/^Occurrence of .*2026/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Stop the recurrence of row 2' }));
    const rowDialog = await screen.findByRole('alertdialog', { name: 'Stop the recurrence of row 2?' });
    fireEvent.click(within(rowDialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(posts(calls).map((call) => call.path)).toEqual([
        `/api/v1/plugins/bulk/uploads/${ID}/rows/41/stop-recurrence`,
      ]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Stop recurrence' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Stop this upload's recurrence?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(posts(calls).at(-1)?.path).toBe(`/api/v1/plugins/bulk/uploads/${ID}/stop-recurrence`),
    );
  });

  it('withdraws the upload’s links after stating how many are canceled and how many stay', async () => {
    const calls = server('dispatched');
    open();
    const [uploadWide] = await screen.findAllByRole('button', { name: 'Withdraw links' });
    fireEvent.click(uploadWide as HTMLElement);
    const dialog = await screen.findByRole('alertdialog', { name: "Withdraw this upload's links?" });
    expect(
      await within(dialog).findByText(
        '2 unpaid links will be canceled and their pay pages will say so. 1 paid link and 1 link being paid right now stay as they are.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(posts(calls).map((call) => call.path)).toEqual([`/api/v1/plugins/bulk/uploads/${ID}/withdraw`]),
    );
    expect(await screen.findByText('2 links canceled.')).toBeTruthy();
  });

  it('withdraws one occurrence from its log line, in Arabic', async () => {
    await applyLanguage('ar');
    const calls = server('dispatched');
    open('ar');
    const line = await screen.findByRole('button', { name: /سحب روابط الإرسال في/ });
    fireEvent.click(line);
    const dialog = await screen.findByRole('alertdialog', { name: 'سحب روابط هذا الإرسال؟' });
    expect(await within(dialog).findByText(/سيُلغى رابطان غير مدفوعين/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'نعم' }));
    await waitFor(() =>
      expect(posts(calls).map((call) => call.path)).toEqual([
        `/api/v1/plugins/bulk/uploads/${ID}/dispatch-logs/7/withdraw`,
      ]),
    );
  });
});
