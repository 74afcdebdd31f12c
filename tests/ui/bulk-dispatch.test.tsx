import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BulkUpload, BulkUploadDetail } from '@/domain/contracts/bulk';
import type { BulkDispatchLog } from '@/domain/contracts/bulk-dispatch';
import type { UserDetails } from '@/domain/contracts/users';
import { UploadDetailPage } from '@/features/bulk/components/upload-detail-page';
import { parseRowsSearch } from '@/features/bulk/lib/bulk-search';
import { storeTokens } from '@/lib/auth-storage';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { type Call, fakeServer, renderAt } from './bookings-fixtures';

const ID = '7a2d3f1b-2c3d-4e5f-9a01-6b7c8d9e0f12';
const UPLOAD: BulkUpload = {
  id: ID,
  file_name: 'rents.csv',
  uploader: 'admin',
  kind: 'one_time',
  state: 'ready',
  rows: 3,
  valid: 3,
  invalid: 0,
  columns: ['amount', 'currency_code', 'customer_name', 'gateways', 'email'],
  created_at: '2026-11-27T09:00:00Z',
  validation: null,
};
const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };
const LOG: BulkDispatchLog = {
  id: 1,
  started_by: 'admin',
  started_at: '2026-11-27T10:00:00Z',
  finished_at: '2026-11-27T10:00:04Z',
  total: 3,
  created: 3,
  emails: 2,
  sms: 1,
  failed: 0,
  kind: 'dispatch',
  occurrence_at: null,
  scheduled: 0,
};
const SUPERUSER = { id: 1, username: 'admin', is_superuser: true, permissions: [] } as unknown as UserDetails;

/** The server as the upload moves: ready, dispatching (one row done), dispatched. */
function server(options: { me?: UserDetails; dispatch?: BulkUploadDetail['dispatch'] } = {}) {
  let stage: 'ready' | 'dispatching' | 'dispatched' = 'ready';
  const detail = (): BulkUploadDetail => ({
    ...UPLOAD,
    state: stage,
    failure: null,
    rows_page: EMPTY_PAGE,
    recurrence: null,
    dispatch:
      stage === 'ready'
        ? (options.dispatch ?? {
            links: 3,
            emails: 2,
            sms: 1,
            scheduled: 0,
            today: { links: 0, emails: 0, sms: 0 },
          })
        : { links: 0, emails: 0, sms: 0, scheduled: 0, today: { links: 0, emails: 0, sms: 0 } },
    progress: { ready: null, dispatching: { done: 1, total: 3 }, dispatched: { done: 3, total: 3 } }[stage],
  });
  let readsWhileDispatching = 0;
  const calls = fakeServer((call: Call) => {
    if (call.path === '/api/v1/user/details') return { status: 200, body: options.me ?? SUPERUSER };
    if (call.path === `/api/v1/plugins/bulk/uploads/${ID}`) {
      // The second read while dispatching finds it done.
      if (stage === 'dispatching') {
        readsWhileDispatching += 1;
        if (readsWhileDispatching > 1) stage = 'dispatched';
      }
      return { status: 200, body: detail() };
    }
    if (call.path === `/api/v1/plugins/bulk/uploads/${ID}/dispatch` && call.method === 'POST') {
      stage = 'dispatching';
      return { status: 202, body: { ...UPLOAD, state: 'dispatching' } };
    }
    if (call.path === `/api/v1/plugins/bulk/uploads/${ID}/dispatch-logs`) {
      const logs =
        stage === 'ready' ? [] : [{ ...LOG, finished_at: stage === 'dispatched' ? LOG.finished_at : null }];
      return { status: 200, body: { count: logs.length, next: null, previous: null, results: logs } };
    }
    if (call.path === `/api/v1/plugins/bulk/uploads/${ID}/reminders`)
      return { status: 200, body: { plan: null, sent: 0, pending_links: 0, next_at: null } };
    return undefined;
  });
  return calls;
}

const open = (lang = 'en') =>
  renderAt(() => <UploadDetailPage id={ID} search={parseRowsSearch({})} />, `/${lang}/bulk/uploads/${ID}`);

beforeEach(async () => {
  await applyLanguage('en');
  storeTokens({ access: 'access-token', refresh: 'refresh-token' });
});
afterEach(() => {
  act(() => toaster.remove());
});

describe('dispatching an upload', () => {
  it('confirms what goes out, follows the progress to the end and logs the dispatch', async () => {
    const calls = server();
    open();
    expect(
      await screen.findByText('Dispatch creates 3 payment links and sends 2 emails and 1 SMS.'),
    ).toBeTruthy();
    expect(screen.getByText('Not dispatched yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Dispatch' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Dispatch this upload?' });
    expect(
      within(dialog).getByText(
        'This creates 3 payment links and sends 2 emails and 1 SMS now. Its rows can no longer be corrected.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
        `/api/v1/plugins/bulk/uploads/${ID}/dispatch`,
      ]),
    );

    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('33');
    expect(screen.getByText('Sending: 1 of 3 rows (33 %)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dispatch' })).toBeNull();

    // The page reads the upload again by itself until the dispatch ends.
    expect(
      await screen.findByText('Dispatched: 3 of 3 rows (100 %)', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    // The log is read again once the dispatch ends, so it shows its duration.
    await waitFor(() => {
      const log = screen.getByRole('table', { name: 'Each dispatch of this upload, newest first' });
      const lines = within(log).getAllByRole('row').slice(1);
      expect(
        lines.map((line) =>
          within(line)
            .getAllByRole('cell')
            .slice(1)
            .map((cell) => cell.textContent),
        ),
      ).toEqual([
        [
          'admin',
          '3',
          '2',
          '1',
          '0',
          '4 seconds',
          expect.stringMatching(/^Transaction log/),
          'Withdraw links',
        ],
      ]);
    });
    const log = screen.getByRole('link', { name: /^Transaction log/ });
    expect(log.getAttribute('href')).toBe(`/en/bulk/uploads/${ID}/dispatch-logs/1/transaction-logs`);
    expect(screen.getByText('Dispatched')).toBeTruthy();
  });

  it('counts in Arabic with its plural forms', async () => {
    await applyLanguage('ar');
    server({
      dispatch: { links: 2, emails: 0, sms: 11, scheduled: 0, today: { links: 0, emails: 0, sms: 0 } },
    });
    open('ar');
    expect(
      await screen.findByText(/الإرسال ينشئ رابطَي دفع ويرسل لا رسائل بريد و.+ رسالة نصية\./),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByRole('alertdialog', { name: 'إرسال هذا الملف؟' })).toBeTruthy();
    expect(screen.getByText('سجل الإرسال')).toBeTruthy();
  });

  it('offers no Dispatch to a member without dispatch_bulkupload', async () => {
    server({
      me: {
        id: 2,
        username: 'viewer',
        is_superuser: false,
        permissions: ['access_bulk', 'view_bulkupload'],
      } as unknown as UserDetails,
    });
    open();
    expect(await screen.findByText('Not dispatched yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dispatch' })).toBeNull();
  });
});
