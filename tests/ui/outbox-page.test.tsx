import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxListItem, OutboxMessage } from '@/domain/contracts/outbox';
import { OutboxPage } from '@/features/outbox/components/outbox-page';
import { parseOutboxSearch } from '@/features/outbox/lib/outbox-search';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { type Answer, type Call, fakeServer, renderAt } from './bookings-fixtures';

const RESET: OutboxMessage = {
  id: 7,
  channel: 'email',
  recipient: 'door@demo.gulfpay.test',
  subject: 'Reset your Gulf Pay password',
  status: 'kept',
  attempts: 1,
  created_at: '2026-03-01T09:00:00Z',
  sent_at: null,
  // Markup in a body is text to read, never HTML to render.
  body: 'Open <b>this link</b>:\nhttp://localhost/en/reset-password?username=door&token=abc',
  last_error: null,
  provider_status: null,
  provider_message_id: null,
  resent_from: null,
};
const SMS: OutboxListItem = {
  id: 6,
  channel: 'sms',
  recipient: '+96550000001',
  subject: '',
  status: 'failed',
  attempts: 5,
  created_at: '2026-02-28T09:00:00Z',
  sent_at: null,
  provider_status: 'HTTP 503',
  provider_message_id: null,
  resent_from: null,
};
const { body: _body, last_error: _error, ...RESET_ROW } = RESET;

const page = (results: OutboxListItem[], count = results.length) => ({
  status: 200,
  body: { count, next: null, previous: null, results },
});

function server(list: (call: Call) => Answer = () => page([RESET_ROW, SMS])) {
  return fakeServer((call) => {
    if (call.path === '/api/v1/admin/outbox') return list(call);
    if (call.path === '/api/v1/admin/outbox/7') return { status: 200, body: RESET };
    return undefined;
  });
}

const renderOutbox = (path = '/en/admin/outbox') =>
  renderAt((root) => <OutboxPage search={parseOutboxSearch(root.useSearch())} />, path);

beforeEach(() => applyLanguage('en'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

describe('Outbox page', { timeout: 20_000 }, () => {
  it('lists emails and SMS with recipient, subject, status and attempts', async () => {
    server();
    renderOutbox();
    const table = await screen.findByRole('table', { name: 'Outgoing messages' });
    const [, email, sms] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(email as HTMLElement).getByText('door@demo.gulfpay.test')).toBeTruthy();
    expect(within(email as HTMLElement).getByText('Reset your Gulf Pay password')).toBeTruthy();
    expect(
      within(email as HTMLElement)
        .getByText('Kept')
        .getAttribute('data-status'),
    ).toBe('kept');
    expect(within(sms as HTMLElement).getByText('SMS')).toBeTruthy();
    expect(within(sms as HTMLElement).getByText('No subject')).toBeTruthy();
    expect(within(sms as HTMLElement).getByText('Failed')).toBeTruthy();
    expect(within(sms as HTMLElement).getByText('5')).toBeTruthy();
  });

  it('opens a message and shows its body as text, markup and all', async () => {
    const calls = server();
    renderOutbox();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Open the message to door@demo.gulfpay.test' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Message to door@demo.gulfpay.test' });
    const body = await within(dialog).findByText(/reset-password\?username=door&token=abc/);
    expect(body.textContent).toBe(RESET.body);
    expect(body.querySelector('b')).toBeNull();
    expect(calls.some((call) => call.path === '/api/v1/admin/outbox/7')).toBe(true);
  });

  it('filters by channel and status at once and searches after typing stops', async () => {
    const calls = server((call) => page(call.query.get('channel') === 'sms' ? [SMS] : [RESET_ROW, SMS]));
    const { router } = renderOutbox();
    await screen.findByRole('table', { name: 'Outgoing messages' });

    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: 'sms' } });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ channel: 'sms' }));
    await waitFor(() => expect(screen.queryByText('door@demo.gulfpay.test')).toBeNull());
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ channel: 'sms', status: 'failed' }),
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search messages' }), {
      target: { value: '+9655' },
    });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: '+9655' }));
    const last = calls.filter((call) => call.path === '/api/v1/admin/outbox').at(-1);
    expect(Object.fromEntries(last?.query ?? [])).toMatchObject({
      channel: 'sms',
      status: 'failed',
      q: '+9655',
    });
  });

  it("shows an SMS's provider answer and resends a message as a new copy", async () => {
    const SENT: OutboxMessage = {
      ...RESET,
      id: 8,
      channel: 'sms',
      recipient: '+96550000002',
      subject: '',
      status: 'sent',
      body: 'Pay here',
      provider_status: 'HTTP 200',
      provider_message_id: 'msg-42',
    };
    const { body: _sentBody, last_error: _sentError, ...SENT_ROW } = SENT;
    const COPY = { ...SENT_ROW, id: 9, status: 'pending' as const, attempts: 0, resent_from: 8 };
    let resent = false;
    const calls = fakeServer((call) => {
      if (call.path === '/api/v1/admin/outbox') return page(resent ? [COPY, SENT_ROW] : [SENT_ROW]);
      if (call.path === '/api/v1/admin/outbox/8') return { status: 200, body: SENT };
      if (call.path === '/api/v1/admin/outbox/8/resend') {
        resent = true;
        return { status: 201, body: COPY };
      }
      return undefined;
    });
    renderOutbox();
    const table = await screen.findByRole('table', { name: 'Outgoing messages' });
    expect(within(table).getByText('HTTP 200 · msg-42')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Open the message to +96550000002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message to +96550000002' });
    expect(await within(dialog).findByText('msg-42')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await screen.findByText('Queued again as message #9.');
    expect(
      calls.some((call) => call.method === 'POST' && call.path === '/api/v1/admin/outbox/8/resend'),
    ).toBe(true);
    await waitFor(() => expect(within(table).getAllByText('+96550000002')).toHaveLength(2));
  });

  it('says when there is nothing, and offers a retry when the list fails', async () => {
    let fail = true;
    server(() => (fail ? { status: 500, body: { message: 'Something went wrong.' } } : page([])));
    renderOutbox();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await applyLanguage('ar');
    server();
    renderOutbox('/ar/admin/outbox');
    const table = await screen.findByRole('table', { name: 'الرسائل الصادرة' });
    expect(within(table).getByText('محفوظة')).toBeTruthy();
    expect(within(table).getByText('رسالة نصية')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'البحث في الرسائل' })).toBeTruthy();
  });
});
