import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminGateway } from '@/domain/contracts/gateways-admin';
import { GatewaysPage } from '@/features/gateways-admin/components/gateways-page';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { type Call, fakeServer, renderAt } from './bookings-fixtures';

const KPAY: AdminGateway = {
  code: 'kpay',
  adapter: 'sandbox',
  name_en: 'KPay',
  name_ar: 'كي باي',
  logo_url: null,
  button_verb_en: 'Pay with KPay',
  button_verb_ar: 'ادفع عبر كي باي',
  fee_fixed: '0.100',
  fee_percent: '1',
  fee_payer: 'customer',
  currency: 'KWD',
  plugins: null,
  is_active: true,
  mode: 'test',
  provider_method: null,
  position: 0,
  credentials: [],
  webhook_url: null,
  in_use: true,
};
const KNET: AdminGateway = {
  ...KPAY,
  code: 'knet-bank',
  adapter: 'knet',
  name_en: 'KNET Bank',
  name_ar: 'كي نت البنك',
  fee_fixed: '0.000',
  fee_percent: '0',
  plugins: ['payment_request'],
  position: 1,
  in_use: false,
  credentials: [
    { name: 'tranportal_id', secret: false, required: true, set: true, value: '70118400' },
    { name: 'tranportal_password', secret: true, required: true, set: true, value: null },
    { name: 'resource_key', secret: true, required: true, set: false, value: null },
    { name: 'base_url', secret: false, required: false, set: false, value: null },
  ],
};

function server(
  results: AdminGateway[] = [KPAY, KNET],
  patchAnswer?: { status: number; body: unknown },
  live_refusal: string | null = 'no_secrets_key',
) {
  return fakeServer((call: Call) => {
    if (call.path === '/api/v1/admin/gateways' && call.method === 'GET')
      return { status: 200, body: { results, live_refusal } };
    if (call.path === '/api/v1/admin/gateways' && call.method === 'POST') return { status: 201, body: KNET };
    if (call.path === '/api/v1/admin/gateways/order')
      return { status: 200, body: { results: [...results].reverse(), live_refusal: 'no_secrets_key' } };
    if (call.path === '/api/v1/admin/gateways/knet-bank' && call.method === 'PATCH')
      return patchAnswer ?? { status: 200, body: KNET };
    if (call.path === '/api/v1/admin/gateways/knet-bank/test')
      return { status: 200, body: { ok: false, message: 'The provider refused the connection: bad key' } };
    return undefined;
  });
}

const renderPage = (path = '/en/admin/gateways') => renderAt(() => <GatewaysPage />, path);

beforeEach(() => applyLanguage('en'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

describe('Gateways page', { timeout: 20_000 }, () => {
  it('lists gateways in pay-page order with their state, and moves one up', async () => {
    const calls = server();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Gateways' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['KPay', 'KNET Bank']);
    expect(within(items[1] as HTMLElement).getByText('Test mode')).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByText('Test mode')).toBeNull();
    expect(
      within(items[0] as HTMLElement).queryByRole('button', { name: 'Test the connection of KPay' }),
    ).toBeNull();
    expect(screen.getByRole('button', { name: 'Move KPay up' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Move KNET Bank up' }));
    await screen.findByText('Order saved.');
    expect(calls.find((call) => call.path.endsWith('/order'))?.body).toEqual({
      codes: ['knet-bank', 'kpay'],
    });
  });

  it('keeps secrets empty, says which are set, and sends a blank secret to keep it', async () => {
    const calls = server();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit KNET Bank' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit KNET Bank' });
    const password = within(dialog).getByLabelText(/Tranportal password/) as HTMLInputElement;
    expect(password.value).toBe('');
    expect(password.type).toBe('password');
    expect(within(dialog).getByText('Set')).toBeTruthy();
    expect(within(dialog).getByText('Not set')).toBeTruthy();
    expect((within(dialog).getByLabelText(/Tranportal ID/) as HTMLInputElement).value).toBe('70118400');
    expect(within(dialog).getByText(/set SECRETS_KEY in its environment first/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Live mode (real money)')).toHaveProperty('disabled', true);
    expect(within(dialog).queryByLabelText('Currency')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/Terminal resource key/), {
      target: { value: 'R3s0urceKey16chr' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Gateway saved.');
    const sent = calls.find((call) => call.method === 'PATCH')?.body as Record<string, unknown>;
    expect(sent.credentials).toEqual({
      tranportal_id: '70118400',
      tranportal_password: '',
      resource_key: 'R3s0urceKey16chr',
      base_url: '',
    });
    expect(sent).toMatchObject({ mode: 'test', plugins: ['payment_request'] });
  });

  it("shows the server's refusal of live mode without a complete account in the dialog", async () => {
    // This server allows live mode, but not with the resource key still unset.
    server(
      [KPAY, KNET],
      { status: 400, body: { credentials: ["Fill in the provider's account first: resource_key."] } },
      null,
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit KNET Bank' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit KNET Bank' });
    fireEvent.click(within(dialog).getByLabelText('Live mode (real money)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const refusal = await within(dialog).findByText("Fill in the provider's account first: resource_key.");
    expect(refusal.getAttribute('role')).toBe('alert');
  });

  it('tells the result of a connection test beside the gateway', async () => {
    server();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Test the connection of KNET Bank' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Connection failed: The provider refused the connection: bad key');
  });

  it('reads in Arabic, and says when there are none', async () => {
    applyLanguage('ar');
    server([]);
    renderPage('/ar/admin/gateways');
    expect(
      await screen.findByText('لا توجد بوابات دفع بعد. أضف بوابة ليتمكن العملاء من الدفع.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إضافة بوابة' })).toBeTruthy();
  });

  it('adds a gateway, then opens it for its details', async () => {
    const calls = server();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add gateway' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a gateway' });
    fireEvent.change(within(dialog).getByLabelText(/Provider/), { target: { value: 'knet' } });
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'Bad Code' } });
    fireEvent.change(within(dialog).getByLabelText('Name in English'), { target: { value: 'KNET Bank' } });
    fireEvent.change(within(dialog).getByLabelText('Name in Arabic'), { target: { value: 'كي نت البنك' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(/Use 1 to 32 lower-case letters/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'knet-bank' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('dialog', { name: 'Edit KNET Bank' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a gateway' })).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      adapter: 'knet',
      code: 'knet-bank',
      name_en: 'KNET Bank',
      name_ar: 'كي نت البنك',
    });
  });
});
