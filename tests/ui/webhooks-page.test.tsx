import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebhookEndpoint, WebhookEventDetail } from '@/domain/contracts/webhooks';
import { WebhooksPage } from '@/features/webhooks/components/webhooks-page';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { type Call, fakeServer, renderAt } from './bookings-fixtures';

const SHOP: WebhookEndpoint = {
  id: 3,
  url: 'https://shop.example.com/hooks',
  description: 'Shop',
  event_types: ['transaction.paid', 'transaction.refunded'],
  plugins: null,
  enabled: true,
  previous_secret_expires_at: null,
  created_at: '2026-11-27T08:00:00Z',
};
const EVENT: WebhookEventDetail = {
  id: 41,
  event_id: 'evt_abc',
  event_type: 'transaction.paid',
  target: 'endpoint',
  endpoint_id: 3,
  endpoint_description: 'Shop',
  transaction_id: '5b0c0000-0000-4000-8000-000000000001',
  url: SHOP.url,
  status: 'failed',
  attempts: 1,
  next_attempt_at: null,
  last_error: 'HTTP 410',
  created_at: '2026-11-27T09:00:00Z',
  delivered_at: null,
  body: '{"event_id":"evt_abc","type":"transaction.paid"}',
  attempts_log: [
    {
      attempt: 1,
      url: SHOP.url,
      request_headers: { 'x-gulfpay-event-id': 'evt_abc', 'x-gulfpay-signature': 't=1,v1=ab' },
      status_code: 410,
      response_body: '<b>gone</b>',
      duration_ms: 12,
      error: 'HTTP 410',
      created_at: '2026-11-27T09:00:01Z',
    },
  ],
};
const { body: _body, attempts_log: _attempts, ...EVENT_ROW } = EVENT;
const page = (results: unknown[]) => ({
  status: 200,
  body: { count: results.length, next: null, previous: null, results },
});

function server(endpoints: WebhookEndpoint[] = [SHOP]) {
  return fakeServer((call: Call) => {
    if (call.path === '/api/v1/admin/webhook-endpoints' && call.method === 'GET') return page(endpoints);
    if (call.path === '/api/v1/admin/webhook-endpoints' && call.method === 'POST')
      return { status: 201, body: { endpoint: { ...SHOP, id: 4 }, secret: 'whsec_shown_once' } };
    if (call.path === '/api/v1/admin/webhook-endpoints/3/roll-secret')
      return { status: 200, body: { endpoint: SHOP, secret: 'whsec_rolled' } };
    if (call.path === '/api/v1/admin/webhook-events') return page([EVENT_ROW]);
    if (call.path === '/api/v1/admin/webhook-events/41') return { status: 200, body: EVENT };
    if (call.path === '/api/v1/admin/webhook-events/41/resend')
      return { status: 200, body: { ...EVENT_ROW, status: 'pending' } };
    return undefined;
  });
}

/** happy-dom's own window size, which its media queries (Chakra's breakpoints) follow. */
const setViewport = (width: number, height: number) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height });

const renderPage = (path = '/en/admin/webhooks') => renderAt(() => <WebhooksPage />, path);

beforeEach(() => applyLanguage('en'));

afterEach(() => {
  setViewport(1024, 768);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

describe('Webhooks page', { timeout: 20_000 }, () => {
  it('lists endpoints and the delivery log, with the developers’ links', async () => {
    server();
    renderPage();
    const endpoints = await screen.findByRole('list', { name: 'Endpoints' });
    expect(within(endpoints).getByText(SHOP.url)).toBeTruthy();
    expect(within(endpoints).getByText(/2 event types · All plugins/)).toBeTruthy();
    const log = await screen.findByRole('table', { name: 'Webhook events, newest first' });
    expect(within(log).getByText('Failed').getAttribute('data-status')).toBe('failed');
    expect(screen.queryByRole('list', { name: 'Webhook events, newest first' })).toBeNull();
    expect(screen.getByRole('link', { name: 'OpenAPI document (JSON)' }).getAttribute('href')).toBe(
      '/api/v1/openapi.json',
    );
    expect(screen.getByRole('link', { name: 'Integration guide' })).toBeTruthy();
  });

  it('shows a new endpoint’s secret once, and refuses a script address before sending', async () => {
    const calls = server([]);
    renderPage();
    await screen.findByText('No endpoints yet. Add one to receive events.');
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    const url = within(dialog).getByLabelText(/Endpoint URL/);
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(
      await within(dialog).findByText('Only web addresses starting with https:// or http:// can be used.'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(url, { target: { value: 'https://shop.example.com/hooks' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const secret = await screen.findByRole('alertdialog', { name: 'Signing secret' });
    expect(within(secret).getByText('whsec_shown_once')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      url: 'https://shop.example.com/hooks',
      description: '',
      event_types: ['transaction.paid', 'transaction.failed'],
      plugins: null,
      enabled: true,
    });
    fireEvent.click(within(secret).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByText('whsec_shown_once')).toBeNull());
  });

  it('rolls the signing secret with the overlap chosen; the new one stays until copied and closed', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const calls = server();
    renderPage();
    const endpoints = await screen.findByRole('list', { name: 'Endpoints' });
    fireEvent.click(within(endpoints).getByRole('button', { name: 'Roll secret of Shop' }));
    const roll = await screen.findByRole('alertdialog', { name: 'Roll the signing secret' });
    expect(within(roll).getByRole<HTMLInputElement>('radio', { name: 'For 24 hours' }).checked).toBe(true);
    const threeDays = within(roll).getByRole<HTMLInputElement>('radio', { name: 'For 3 days' });
    fireEvent.click(threeDays);
    await waitFor(() =>
      expect(threeDays.closest('[data-part="item"]')?.getAttribute('data-state')).toBe('checked'),
    );
    fireEvent.click(within(roll).getByRole('button', { name: 'Roll secret' }));

    const shown = await screen.findByRole('alertdialog', { name: 'Signing secret' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ overlap_hours: 72 });
    expect(within(shown).getByText('whsec_rolled').getAttribute('dir')).toBe('ltr');
    // A slip of the keyboard must not lose what is never shown again.
    fireEvent.keyDown(shown, { key: 'Escape' });
    expect(screen.getByRole('alertdialog', { name: 'Signing secret' })).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Copy the Secret' }));
    await screen.findByText('Copied to clipboard');
    expect(writeText).toHaveBeenCalledWith('whsec_rolled');
    fireEvent.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByText('whsec_rolled')).toBeNull());
  });

  it('opens the roll dialog at the default overlap again after a cancelled choice', async () => {
    server();
    renderPage();
    const endpoints = await screen.findByRole('list', { name: 'Endpoints' });
    const open = () =>
      fireEvent.click(within(endpoints).getByRole('button', { name: 'Roll secret of Shop' }));
    open();
    let roll = await screen.findByRole('alertdialog', { name: 'Roll the signing secret' });
    const threeDays = within(roll).getByRole<HTMLInputElement>('radio', { name: 'For 3 days' });
    fireEvent.click(threeDays);
    await waitFor(() => expect(threeDays.checked).toBe(true));
    fireEvent.click(within(roll).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Roll the signing secret' })).toBeNull(),
    );

    open();
    roll = await screen.findByRole('alertdialog', { name: 'Roll the signing secret' });
    expect(within(roll).getByRole<HTMLInputElement>('radio', { name: 'For 24 hours' }).checked).toBe(true);
    expect(within(roll).getByRole<HTMLInputElement>('radio', { name: 'For 3 days' }).checked).toBe(false);
  });

  it('opens an event with its request and answer as text, and resends it', async () => {
    const calls = server();
    renderPage();
    const log = await screen.findByRole('table', { name: 'Webhook events, newest first' });
    fireEvent.click(within(log).getByRole('button', { name: 'Open transaction.paid to Shop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Event transaction.paid' });
    expect(await within(dialog).findByText('evt_abc')).toBeTruthy();
    expect(within(dialog).getByLabelText('Request headers').textContent).toContain(
      'x-gulfpay-event-id: evt_abc',
    );
    expect(within(dialog).getByLabelText('Response (first kilobyte)').textContent).toBe('<b>gone</b>');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('The event will be sent again with the same event ID.')).toBeTruthy();
    expect(
      calls.some((call) => call.path === '/api/v1/admin/webhook-events/41/resend' && call.method === 'POST'),
    ).toBe(true);
  });

  it('gives a phone one card per event, a transaction’s own address whole and left to right', async () => {
    const longUrl =
      'https://merchant.example.com/orders/2026/11/27/callbacks/payment-status?ref=ORD-99812345';
    const ownUrl = {
      ...EVENT_ROW,
      id: 42,
      target: 'transaction',
      endpoint_id: null,
      endpoint_description: null,
      url: longUrl,
    };
    fakeServer((call: Call) => {
      if (call.path === '/api/v1/admin/webhook-endpoints') return page([SHOP]);
      if (call.path === '/api/v1/admin/webhook-events') return page([ownUrl]);
      if (call.path === '/api/v1/admin/webhook-events/42')
        return { status: 200, body: { ...EVENT, ...ownUrl } };
      return undefined;
    });
    // happy-dom applies the media queries: at 414 px the table gives way to cards.
    setViewport(414, 896);
    renderPage();
    const cards = await screen.findByRole('list', { name: 'Webhook events, newest first' });
    expect(screen.queryByRole('table', { name: 'Webhook events, newest first' })).toBeNull();
    const [card] = within(cards).getAllByRole('listitem');
    const address = within(card as HTMLElement).getByText(longUrl);
    expect(address.getAttribute('dir')).toBe('ltr');
    expect(within(card as HTMLElement).getByText("The transaction's own webhook_url")).toBeTruthy();
    expect(
      within(card as HTMLElement)
        .getByText('Failed')
        .getAttribute('data-status'),
    ).toBe('failed');
    fireEvent.click(
      within(card as HTMLElement).getByRole('button', { name: `Open transaction.paid to ${longUrl}` }),
    );
    expect(await screen.findByRole('dialog', { name: 'Event transaction.paid' })).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    applyLanguage('ar');
    server();
    renderPage('/ar/admin/webhooks');
    expect(await screen.findByRole('heading', { name: 'نقاط الاستقبال' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'سجل الإرسال' })).toBeTruthy();
    expect(screen.getByText(/نوعا حدث/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'إضافة نقطة استقبال' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getByRole('textbox', { name: /عنوان نقطة الاستقبال/ })
        .getAttribute('dir'),
    ).toBe('ltr');
  });
});
