import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SmsProviderSettings, SmsProviderUpdate } from '@/domain/contracts/sms-provider';
import { SmsPage } from '@/features/sms/components/sms-page';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { type Call, fakeServer, renderAt } from './bookings-fixtures';

const KEPT: SmsProviderSettings = {
  mode: 'kept',
  url: '',
  method: 'POST',
  content_type: 'json',
  headers: [],
  body_template: '{"to": "{{to}}", "text": "{{text}}", "sender": "{{sender}}"}',
  success_rule: 'status',
  success_text: '',
  success_path: '',
  id_path: '',
  sender: '',
};

/** The provider as the server keeps it: each PUT's header values become "set". */
function provider(initial: SmsProviderSettings) {
  let saved = initial;
  return fakeServer((call: Call) => {
    if (call.path === '/api/v1/admin/sms-provider' && call.method === 'PUT') {
      const body = call.body as SmsProviderUpdate;
      saved = { ...body, headers: body.headers.map(({ name }) => ({ name, set: true as const })) };
      return { status: 200, body: saved };
    }
    if (call.path === '/api/v1/admin/sms-provider') return { status: 200, body: saved };
    if (call.path === '/api/v1/admin/sms-provider/test')
      return {
        status: 200,
        body: {
          outcome: 'sent',
          status: 'HTTP 202',
          provider_id: 'abc-1',
          error: null,
          response: '{"id":"abc-1"}',
        },
      };
    return undefined;
  });
}

const puts = (calls: Call[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => call.body as SmsProviderUpdate);

beforeEach(() => applyLanguage('en'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

describe('SMS page', { timeout: 20_000 }, () => {
  it('sets up the HTTP provider, refusing an unknown variable by name before saving, and never shows a header value again', async () => {
    const calls = provider(KEPT);
    renderAt(() => <SmsPage />, '/en/admin/sms');

    fireEvent.click(await screen.findByRole('radio', { name: /HTTP provider/ }));
    const url = await screen.findByRole('textbox', { name: 'Provider address' });
    fireEvent.change(url, { target: { value: 'https://sms.example.com/send' } });
    const body = screen.getByRole('textbox', { name: 'Body' });
    fireEvent.change(body, {
      target: { value: '{"to": "{{to}}", "text": "{{text}}", "amount": "{{amount}}"}' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add a header' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Header name' }), {
      target: { value: 'Authorization' },
    });
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: 'Bearer secret-1' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('“amount” is not a variable the body can use: use to, text or sender.'),
    ).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);

    fireEvent.change(body, { target: { value: '{"to": "{{to}}", "text": "{{text}}"}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('SMS settings saved.');
    expect(puts(calls)[0]).toMatchObject({
      mode: 'http',
      url: 'https://sms.example.com/send',
      headers: [{ name: 'Authorization', value: 'Bearer secret-1' }],
    });
    // Saved: the value is gone from the page, only "Set" remains.
    const row = document.querySelector('[data-header-row="Authorization"]') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Set')).toBeTruthy());
    expect(document.body.innerHTML).not.toContain('secret-1');
  });

  it('keeps a stored header value unless replaced, and drops a removed header', async () => {
    const calls = provider({
      ...KEPT,
      mode: 'http',
      url: 'https://sms.example.com/send',
      headers: [
        { name: 'Authorization', set: true },
        { name: 'X-Account', set: true },
      ],
    });
    renderAt(() => <SmsPage />, '/en/admin/sms');

    fireEvent.click(await screen.findByRole('button', { name: 'Replace the value of Authorization' }));
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: 'Bearer new' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove the header X-Account' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Sender name' }), { target: { value: 'GulfPay' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('SMS settings saved.');
    expect(puts(calls)[0]?.headers).toEqual([{ name: 'Authorization', value: 'Bearer new' }]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Sender name' }), { target: { value: 'Gulf' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]?.headers).toEqual([{ name: 'Authorization', value: null }]);
  });

  it("sends a test SMS and shows the provider's answer", async () => {
    const calls = provider({ ...KEPT, mode: 'http', url: 'https://sms.example.com/send' });
    renderAt(() => <SmsPage />, '/en/admin/sms');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Phone number' }), {
      target: { value: '+965 5000 1234' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send test SMS' }));
    const answer = await screen.findByRole('status');
    await within(answer).findByText('Accepted by the provider');
    expect(within(answer).getByText('HTTP 202')).toBeTruthy();
    expect(within(answer).getByText('abc-1')).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/test'))?.body).toEqual({ to: '+965 5000 1234' });
  });

  it('speaks Arabic', async () => {
    await applyLanguage('ar');
    provider(KEPT);
    renderAt(() => <SmsPage />, '/ar/admin/sms');
    expect(await screen.findByRole('radio', { name: /مزوّد HTTP/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إرسال رسالة تجريبية' })).toBeTruthy();
  });
});
