import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BulkReminders, BulkTransactionLog } from '@/domain/contracts/bulk-logs';
import type { UserDetails } from '@/domain/contracts/users';
import { ReminderPanel } from '@/features/bulk/components/reminder-panel';
import { TransactionLogsPage } from '@/features/bulk/components/transaction-logs-page';
import { parseTransactionLogSearch } from '@/features/bulk/lib/bulk-search';
import { storeTokens } from '@/lib/auth-storage';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { type Answer, type Call, fakeServer, renderAt } from './bookings-fixtures';

const ID = '7a2d3f1b-2c3d-4e5f-9a01-6b7c8d9e0f12';
const LOGS = `/api/v1/plugins/bulk/uploads/${ID}/dispatch-logs/4/transaction-logs`;
const SUPERUSER = { id: 1, username: 'admin', is_superuser: true, permissions: [] } as unknown as UserDetails;
const VIEWER = {
  id: 2,
  username: 'viewer',
  is_superuser: false,
  permissions: ['access_bulk', 'view_bulkupload'],
} as unknown as UserDetails;

const HUDA: BulkTransactionLog = {
  row_id: 11,
  row: 2,
  customer_name: 'Huda Ali',
  email: 'huda@example.kw',
  phone: null,
  amount: '12.500',
  currency_code: 'KWD',
  transaction_id: '0b7c9e1a-1111-4a2b-8c3d-123456789abc',
  state: 'created',
  failure: null,
  email_status: {
    status: 'failed',
    reason: 'mailbox unavailable',
    messages: 2,
    last_at: '2026-11-27T10:00:00Z',
  },
  sms_status: null,
  reminders: 1,
  last_reminder_at: '2026-11-30T10:00:00Z',
};
const SARA: BulkTransactionLog = {
  ...HUDA,
  row_id: 12,
  row: 3,
  customer_name: 'Sara Nasser',
  email: 'sara@example.kw',
  phone: '+96550000003',
  transaction_id: '0b7c9e1a-2222-4a2b-8c3d-123456789abc',
  state: 'paid',
  email_status: { status: 'sent', reason: null, messages: 1, last_at: '2026-11-27T10:00:00Z' },
  sms_status: { status: 'queued', reason: null, messages: 1, last_at: '2026-11-27T10:00:00Z' },
  reminders: 0,
  last_reminder_at: null,
};
const page = (results: BulkTransactionLog[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

function server(options: { me?: UserDetails; resend?: Answer; logs?: Answer } = {}) {
  return fakeServer((call: Call) => {
    if (call.path === '/api/v1/user/details') return { status: 200, body: options.me ?? SUPERUSER };
    if (call.path === LOGS) return options.logs ?? { status: 200, body: page([HUDA, SARA]) };
    if (call.path === `${LOGS}/11/resend` && call.method === 'POST')
      return options.resend ?? { status: 202, body: HUDA };
    return undefined;
  });
}

const open = (lang = 'en', search: Record<string, unknown> = {}) =>
  renderAt(
    () => <TransactionLogsPage uploadId={ID} dispatchId={4} search={parseTransactionLogSearch(search)} />,
    `/${lang}/bulk/uploads/${ID}/dispatch-logs/4/transaction-logs`,
  );

beforeEach(async () => {
  await applyLanguage('en');
  storeTokens({ access: 'access-token', refresh: 'refresh-token' });
});
afterEach(() => {
  act(() => toaster.remove());
});

describe('a dispatch transaction log', () => {
  it('shows each row state, channel statuses with the reason, reminders and a link to the transaction', async () => {
    server();
    open();
    const table = await screen.findByRole('table', { name: /Each row of this dispatch/ });
    const [, huda, sara] = within(table).getAllByRole('row');
    expect(
      within(huda as HTMLElement)
        .getByText('Created')
        .getAttribute('data-colour'),
    ).toBe('blue');
    expect(
      within(sara as HTMLElement)
        .getByText('Paid')
        .getAttribute('data-colour'),
    ).toBe('green');
    expect(within(huda as HTMLElement).getByText('Failed')).toBeTruthy();
    expect(within(huda as HTMLElement).getByText('mailbox unavailable')).toBeTruthy();
    expect(within(huda as HTMLElement).getByText('2 messages')).toBeTruthy();
    expect(within(huda as HTMLElement).getByText('Not asked')).toBeTruthy();
    expect(within(huda as HTMLElement).getByText(/^1 sent, last /)).toBeTruthy();
    expect(within(sara as HTMLElement).getByText('Queued')).toBeTruthy();
    const link = within(huda as HTMLElement).getByRole('link', { name: 'Open transaction Huda Ali' });
    expect(link.getAttribute('href')).toBe(`/en/transactions/${HUDA.transaction_id}`);
    // A paid link is not offered again.
    expect(within(sara as HTMLElement).queryByRole('button', { name: /Resend/ })).toBeNull();
  });

  it('resends by the channels the customer has, after confirming', async () => {
    const calls = server();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Huda Ali' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Resend the link of row 2' });
    const email = within(dialog).getByRole('checkbox', { name: /Email/ }) as HTMLInputElement;
    const sms = within(dialog).getByRole('checkbox', { name: /SMS/ }) as HTMLInputElement;
    expect(email.checked).toBe(true);
    expect(sms.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { channels: ['email'] },
      ]),
    );
    expect(await screen.findByText('The link to Huda Ali is queued again.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('keeps the dialog open with the server reason when the link is paid meanwhile', async () => {
    server({
      resend: {
        status: 409,
        body: {
          message:
            'This link can no longer be paid (it is paid, cancelled or expired), so it is not sent again.',
        },
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Huda Ali' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await within(dialog).findByText(/can no longer be paid/)).toBeTruthy();
  });

  it('offers no resend to a viewer, and says so when a search finds nothing', async () => {
    server({ me: VIEWER, logs: { status: 200, body: page([]) } });
    open('en', { q: 'nobody' });
    expect(await screen.findByText('No row matches this search or state.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Resend/ })).toBeNull();
  });

  it('reads in Arabic', async () => {
    await applyLanguage('ar');
    server();
    open('ar');
    const table = await screen.findByRole('table', { name: /كل صف من هذا الإرسال/ });
    expect(within(table).getByText('مدفوعة')).toBeTruthy();
    expect(within(table).getByText('رسالتان')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'إعادة الإرسال Huda Ali' })).toBeTruthy();
  });
});

describe('the upload reminders', () => {
  const NONE: BulkReminders = { plan: null, sent: 0, pending_links: 0, next_at: null };
  it('sets a plan and shows what it schedules', async () => {
    const calls = fakeServer((call) => {
      if (call.path === '/api/v1/user/details') return { status: 200, body: SUPERUSER };
      if (call.path === `/api/v1/plugins/bulk/uploads/${ID}/reminders`) {
        if (call.method === 'PUT')
          return {
            status: 200,
            body: {
              plan: { every_days: 3, times: 2, set_by: 'admin', updated_at: '2026-11-27T10:00:00Z' },
              sent: 0,
              pending_links: 5,
              next_at: '2026-11-30T10:00:00Z',
            },
          };
        return { status: 200, body: NONE };
      }
      return undefined;
    });
    renderAt(() => <ReminderPanel uploadId={ID} />, `/en/bulk/uploads/${ID}`);
    expect(await screen.findByText('No reminders are set.')).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: /Every \(days\)/ }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: /At most \(times\)/ }), {
      target: { value: '2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set reminders' }));
    expect(await screen.findByText('Every 3 days, at most 2 times (set by admin).')).toBeTruthy();
    expect(screen.getByText(/0 reminders sent; 5 unpaid links still to remind\. Next on /)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ every_days: 3, times: 2 });
    expect(screen.getByRole('button', { name: 'Stop reminders' })).toBeTruthy();
  });
});
