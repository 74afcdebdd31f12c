import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BulkRow, BulkUpload, BulkUploadDetail } from '@/domain/contracts/bulk';
import type { UserDetails } from '@/domain/contracts/users';
import { UploadDetailPage } from '@/features/bulk/components/upload-detail-page';
import { UploadsPage } from '@/features/bulk/components/uploads-page';
import { parseRowsSearch } from '@/features/bulk/lib/bulk-search';
import { storeTokens } from '@/lib/auth-storage';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { type Call, fakeServer, renderAt } from './bookings-fixtures';

const ID = '0b9c2e4f-6a7b-4c8d-9e01-2f3a4b5c6d7e';
const CHECKING: BulkUpload = {
  id: ID,
  file_name: 'rents-2027.csv',
  uploader: 'admin',
  kind: 'one_time',
  state: 'validating',
  rows: 0,
  valid: 0,
  invalid: 0,
  columns: [],
  created_at: '2026-11-27T09:00:00Z',
  validation: { checked: 40_000, total: 100_000 },
};
const READY: BulkUpload = { ...CHECKING, state: 'ready', rows: 1, valid: 1, validation: null };
const ROW: BulkRow = {
  id: 1,
  row: 2,
  cells: { amount: '350.000', currency_code: 'KWD', customer_name: 'Flat 4', gateways: 'knet' },
  valid: true,
  errors: [],
  amount: '350.000',
  currency_code: 'KWD',
  customer_name: 'Flat 4',
  next_occurrence_at: null,
};
const ME = { id: 1, username: 'admin', is_superuser: true, permissions: [] } as unknown as UserDetails;
const page = <Row,>(results: Row[]) => ({ count: results.length, next: null, previous: null, results });
const NOTHING_TO_SEND = {
  dispatch: { links: 0, emails: 0, sms: 0, scheduled: 0, today: { links: 0, emails: 0, sms: 0 } },
  progress: null,
  recurrence: null,
};

/** The server checking the file: the first read finds it 40 % through, the next one ready. */
function server(
  end: BulkUploadDetail = { ...READY, ...NOTHING_TO_SEND, failure: null, rows_page: page([ROW]) },
) {
  let reads = 0;
  return fakeServer((call: Call) => {
    if (call.path === '/api/v1/user/details') return { status: 200, body: ME };
    if (call.path === '/api/v1/plugins/bulk/uploads') return { status: 200, body: page([CHECKING]) };
    if (call.path === `/api/v1/plugins/bulk/uploads/${ID}`) {
      reads += 1;
      const checking = { ...CHECKING, ...NOTHING_TO_SEND, failure: null, rows_page: page([]) };
      return { status: 200, body: reads === 1 ? checking : end };
    }
    if (call.path === `/api/v1/plugins/bulk/uploads/${ID}/dispatch-logs`)
      return { status: 200, body: page([]) };
    return undefined;
  });
}

beforeEach(async () => {
  await applyLanguage('en');
  storeTokens({ access: 'access-token', refresh: 'refresh-token' });
});
afterEach(() => {
  act(() => toaster.remove());
});

describe('the check of a received file', () => {
  it('shows in the uploads list how many rows are checked', async () => {
    server();
    renderAt(() => <UploadsPage search={{}} />, '/en/bulk/uploads');
    const table = await screen.findByRole('table', { name: 'Uploaded files, newest first' });
    const line = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(line).getByText('Validating')).toBeTruthy();
    expect(within(line).getByText('Validating: 40,000 of 100,000 rows (40 %)')).toBeTruthy();
    expect(within(line).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
  });

  it('follows the progress on the upload’s page until its rows are in', async () => {
    server();
    renderAt(() => <UploadDetailPage id={ID} search={parseRowsSearch({})} />, `/en/bulk/uploads/${ID}`);
    expect(await screen.findByText('Validating: 40,000 of 100,000 rows (40 %)')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    // Nothing is counted as requested, nor said to be missing, before the rows are in.
    expect(await screen.findByText('Checking every row…')).toBeTruthy();
    expect(screen.queryByText('This upload has no rows left.')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Money' })).toBeNull();
    expect(screen.queryByText('Money')).toBeNull();

    // The page reads the upload again by itself until the check ends.
    expect(await screen.findByText('Flat 4', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Ready')).toBeTruthy();
  });

  it('says in Arabic why a file could not be used', async () => {
    await applyLanguage('ar');
    const reason = 'تعذّرت قراءة الملف؛ احفظه مجددًا بصيغة ‎.csv (UTF-8) أو ‎.xlsx.';
    server({
      ...CHECKING,
      ...NOTHING_TO_SEND,
      state: 'failed',
      validation: null,
      failure: reason,
      rows_page: page([]),
    });
    renderAt(() => <UploadDetailPage id={ID} search={parseRowsSearch({})} />, `/ar/bulk/uploads/${ID}`);
    expect(await screen.findByText(/^جارٍ التحقق: 40.000 من 100.000 صف \(40 ٪\)$/)).toBeTruthy();
    expect(
      await screen.findByText(`تعذّر استخدام الملف: ${reason}`, undefined, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
