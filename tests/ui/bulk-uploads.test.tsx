import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BulkErrorPage, BulkRow, BulkUpload, BulkUploadDetail } from '@/domain/contracts/bulk';
import type { UserDetails } from '@/domain/contracts/users';
import { UploadDetailPage } from '@/features/bulk/components/upload-detail-page';
import { UploadsPage } from '@/features/bulk/components/uploads-page';
import { parseRowsSearch } from '@/features/bulk/lib/bulk-search';
import { storeTokens } from '@/lib/auth-storage';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { type Call, fakeServer, renderAt } from './bookings-fixtures';
import { FakeXhr } from './fake-xhr';

const ID = '6f1c2e0a-1b2c-4d3e-8f40-5a6b7c8d9e01';
const UPLOAD: BulkUpload = {
  id: ID,
  file_name: 'school-fees.csv',
  uploader: 'admin',
  kind: 'one_time',
  state: 'ready',
  rows: 3,
  valid: 1,
  invalid: 2,
  columns: ['amount', 'currency_code', 'customer_name', 'gateways', 'email'],
  created_at: '2026-11-27T09:00:00Z',
  validation: null,
};
const row = (id: number, overrides: Partial<BulkRow> = {}): BulkRow => ({
  id,
  row: id + 1,
  cells: {
    amount: '12.500',
    currency_code: 'KWD',
    customer_name: `Parent ${id}`,
    gateways: 'knet',
    email: '',
  },
  valid: true,
  errors: [],
  amount: '12.500',
  currency_code: 'KWD',
  customer_name: `Parent ${id}`,
  next_occurrence_at: null,
  ...overrides,
});
const BAD_AMOUNT = row(2, {
  cells: { amount: '12.5001', currency_code: 'KWD', customer_name: 'Parent 2', gateways: 'knet', email: '' },
  valid: false,
  errors: [
    {
      column: 'amount',
      key: 'too_many_decimals',
      params: { decimals: 3 },
      message: 'decimal should be equal or less 3 characters',
    },
  ],
  amount: null,
});
const ERRORS: BulkErrorPage = {
  count: 2,
  next: null,
  previous: null,
  results: [
    {
      row: 3,
      row_id: 2,
      column: 'amount',
      message: 'decimal should be equal or less 3 characters',
      value: '12.5001',
    },
    {
      row: 4,
      row_id: 3,
      column: 'gateways',
      message: 'No gateway "visa" (use the codes of your gateways)',
      value: 'visa',
    },
  ],
};
const ME = { id: 1, username: 'admin', is_superuser: true, permissions: [] } as unknown as UserDetails;
const page = <Row,>(results: Row[]) => ({ count: results.length, next: null, previous: null, results });

const IDLE = {
  dispatch: { links: 1, emails: 1, sms: 0, scheduled: 0, today: { links: 0, emails: 0, sms: 0 } },
  progress: null,
  recurrence: null,
  failure: null,
};

function server(detail: BulkUploadDetail = { ...UPLOAD, ...IDLE, rows_page: page([row(1), BAD_AMOUNT]) }) {
  return fakeServer((call: Call) => {
    if (call.path === '/api/v1/user/details') return { status: 200, body: ME };
    if (call.path === '/api/v1/plugins/bulk/uploads') return { status: 200, body: page([UPLOAD]) };
    if (call.path === `/api/v1/plugins/bulk/uploads/${ID}`) return { status: 200, body: detail };
    if (call.path === `/api/v1/plugins/bulk/uploads/${ID}/errors`) return { status: 200, body: ERRORS };
    if (call.path === `/api/v1/plugins/bulk/uploads/${ID}/rows/2` && call.method === 'PATCH') {
      const amount = (call.body as { cells: Record<string, string> }).cells.amount;
      return {
        status: 200,
        body: amount === '12.500' ? row(2) : { ...BAD_AMOUNT, cells: { ...BAD_AMOUNT.cells, amount } },
      };
    }
    return undefined;
  });
}

const lastUpload = () => {
  const sent = FakeXhr.sent.at(-1);
  if (!sent) throw new Error('no file was sent');
  return sent;
};

beforeEach(async () => {
  await applyLanguage('en');
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  storeTokens({ access: 'access-token', refresh: 'refresh-token' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toaster.remove());
});

describe('the bulk uploads page', () => {
  it('lists the uploads, sends a file with a progress bar and opens what it became', async () => {
    server();
    const { router } = renderAt(() => <UploadsPage search={{}} />, '/en/bulk/uploads');
    const table = await screen.findByRole('table', { name: 'Uploaded files, newest first' });
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['school-fees.csv', 'admin', '3', '1', '2', 'Ready', expect.any(String)]);

    fireEvent.change(screen.getByRole('combobox', { name: 'Requests in the file' }), {
      target: { value: 'recurring' },
    });
    const file = new File(['amount,currency_code\n'], 'rents.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText(/^File/), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(lastUpload().method).toBe('POST');
    expect(lastUpload().url).toBe('/api/v1/plugins/bulk/uploads?kind=recurring');
    expect((lastUpload().body?.get('file') as File | undefined)?.name).toBe('rents.csv');
    lastUpload().progress(40, 100);
    expect(screen.getByText('Sending the file: 40 %')).toBeTruthy();
    lastUpload().progress(100, 100);
    expect(screen.getByText('Checking every row…')).toBeTruthy();
    await lastUpload().respond(201, { ...UPLOAD, id: ID });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/bulk/uploads/${ID}`));
  });

  it('says under the field what the server refused about the file, in the user’s language', async () => {
    server();
    renderAt(() => <UploadsPage search={{}} />, '/en/bulk/uploads');
    fireEvent.click(await screen.findByRole('button', { name: 'Upload and check' }));
    expect(await screen.findByText('Choose a file to upload.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^File/), {
      target: { files: [new File(['x'], 'fees.csv', { type: 'text/csv' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await lastUpload().respond(400, {
      message: 'The file lacks the columns: gateways. Start from a sample file.',
    });
    expect(
      await screen.findByText('The file lacks the columns: gateways. Start from a sample file.'),
    ).toBeTruthy();
  });
});

describe('an upload under review', () => {
  it('shows its error table and corrects a row in place until it passes', async () => {
    const calls = server();
    renderAt(() => <UploadDetailPage id={ID} search={parseRowsSearch({})} />, `/en/bulk/uploads/${ID}`);
    const errors = await screen.findByRole('table', { name: 'Errors by row and column' });
    expect(
      within(errors)
        .getAllByRole('row')
        .slice(1)
        .map((line) =>
          within(line)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['3', 'amount', 'decimal should be equal or less 3 characters', '12.5001'],
      ['4', 'gateways', 'No gateway "visa" (use the codes of your gateways)', 'visa'],
    ]);
    expect(screen.getByText('2 rows have errors')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Correct row 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct row 3' });
    const amount = within(dialog).getByRole('textbox', { name: 'amount' });
    expect((amount as HTMLInputElement).value).toBe('12.5001');
    expect(within(dialog).getByText('decimal should be equal or less 3 characters')).toBeTruthy();

    fireEvent.change(amount, { target: { value: '1.2345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and check' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
        { cells: { amount: '1.2345' } },
      ]),
    );
    // Still wrong: the dialog stays with the server's answer beside the cell.
    expect(screen.getByRole('dialog', { name: 'Correct row 3' })).toBeTruthy();

    fireEvent.change(amount, { target: { value: '12.500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and check' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Correct row 3' })).toBeNull());
  });

  it('speaks Arabic, plural forms included', async () => {
    await applyLanguage('ar');
    server();
    renderAt(() => <UploadDetailPage id={ID} search={parseRowsSearch({})} />, `/ar/bulk/uploads/${ID}`);
    expect(await screen.findByText('صفان بهما أخطاء')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'الأخطاء حسب الصف والعمود' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'صحّح الصف 3' })).toBeTruthy();
  });
});
