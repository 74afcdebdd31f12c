import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminGateway, GatewayMethodList } from '@/domain/contracts/gateways-admin';
import { GatewaysPage } from '@/features/gateways-admin/components/gateways-page';
import { applyLanguage } from '@/lib/i18n';
import { toaster } from '@/lib/toast-store';
import { type Call, fakeServer, renderAt } from './bookings-fixtures';

const MF: AdminGateway = {
  code: 'mf',
  adapter: 'myfatoorah',
  name_en: 'MyFatoorah',
  name_ar: 'ماي فاتورة',
  logo_url: null,
  button_verb_en: 'Pay with MyFatoorah',
  button_verb_ar: 'ادفع عبر ماي فاتورة',
  fee_fixed: '0.000',
  fee_percent: '0',
  fee_payer: 'customer',
  currency: 'KWD',
  plugins: null,
  is_active: false,
  mode: 'test',
  provider_method: null,
  position: 0,
  credentials: [
    { name: 'api_token', secret: true, required: true, set: true, value: null },
    { name: 'webhook_secret', secret: true, required: false, set: false, value: null },
    { name: 'base_url', secret: false, required: false, set: false, value: null },
  ],
  webhook_url: 'https://pay.example.com/api/v1/gateways/webhook/abc',
  in_use: false,
};

const METHODS: GatewayMethodList = {
  amount: '10.000',
  currency: 'KWD',
  results: [
    {
      method: '1',
      code: 'kn',
      name_en: 'KNET',
      name_ar: 'كي نت',
      image_url: null,
      fee: '0.250',
      total: '10.250',
    },
    {
      method: '2',
      code: 'vm',
      name_en: 'VISA/MASTER',
      name_ar: 'فيزا / ماستر',
      image_url: 'https://demo.myfatoorah.com/imgs/payment-methods/vm.png',
      fee: '0.250',
      total: '10.250',
    },
  ],
};

function server(methods: Array<{ status: number; body: unknown }>) {
  return fakeServer((call: Call) => {
    if (call.path === '/api/v1/admin/gateways' && call.method === 'GET')
      return { status: 200, body: { results: [MF], live_refusal: null } };
    if (call.path === '/api/v1/admin/gateways/mf/methods') return methods.shift();
    if (call.path === '/api/v1/admin/gateways/mf' && call.method === 'PATCH')
      return { status: 200, body: MF };
    return undefined;
  });
}

async function openDialog(lang: 'en' | 'ar') {
  renderAt(() => <GatewaysPage />, `/${lang}/admin/gateways`);
  const edit = lang === 'en' ? 'Edit MyFatoorah' : 'تعديل ماي فاتورة';
  fireEvent.click(await screen.findByRole('button', { name: edit }));
  return screen.findByRole('dialog', { name: edit });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

describe("a MyFatoorah gateway's payment method", { timeout: 20_000 }, () => {
  beforeEach(() => applyLanguage('en'));

  it("loads the account's methods after an error, and choosing one fills the default names", async () => {
    const calls = server([
      { status: 502, body: { message: "MyFatoorah could not be asked for the account's payment methods." } },
      { status: 200, body: METHODS },
    ]);
    const dialog = await openDialog('en');
    const load = within(dialog).getByRole('button', { name: "Load the account's methods" });
    fireEvent.click(load);
    const failed = await within(dialog).findByRole('alert');
    expect(failed.textContent).toBe("MyFatoorah could not be asked for the account's payment methods.");
    fireEvent.click(load);
    const card = await within(dialog).findByRole('radio', { name: /VISA\/MASTER/ });
    expect(within(dialog).getByText("MyFatoorah's fee for 10.000 KWD:")).toBeTruthy();
    expect(within(dialog).getAllByText('Fee 0.250 KWD, total 10.250 KWD')).toHaveLength(2);
    fireEvent.click(card);
    // Ark reports the choice after the click.
    await waitFor(() =>
      expect((within(dialog).getByLabelText(/Name in English/) as HTMLInputElement).value).toBe(
        'VISA/MASTER',
      ),
    );
    expect((within(dialog).getByLabelText(/Name in Arabic/) as HTMLInputElement).value).toBe('فيزا / ماستر');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Gateway saved.');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      provider_method: '2',
      name_en: 'VISA/MASTER',
      name_ar: 'فيزا / ماستر',
    });
  });

  it('shows the methods in Arabic and keeps names the owner typed', async () => {
    applyLanguage('ar');
    server([{ status: 200, body: METHODS }]);
    const dialog = await openDialog('ar');
    fireEvent.change(within(dialog).getByLabelText(/الاسم بالإنجليزية/), { target: { value: 'Cards' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'تحميل طرق الدفع في الحساب' }));
    const card = await within(dialog).findByRole('radio', { name: /فيزا \/ ماستر/ });
    fireEvent.click(card);
    await waitFor(() =>
      expect(card.closest('[data-part="item"]')?.getAttribute('data-state')).toBe('checked'),
    );
    expect((within(dialog).getByLabelText(/الاسم بالإنجليزية/) as HTMLInputElement).value).toBe('Cards');
    expect(
      within(dialog).getAllByText('الرسوم \u20680.250 KWD\u2069، والإجمالي \u206810.250 KWD\u2069'),
    ).toHaveLength(2);
  });
});

describe("a MyFatoorah gateway's fee", { timeout: 20_000 }, () => {
  it.each([
    {
      lang: 'en' as const,
      listed: "MyFatoorah's fee for the chosen method",
      hint: /it is MyFatoorah's own fee for the chosen method/,
      fixed: /Fixed fee/,
    },
    {
      lang: 'ar' as const,
      listed: 'رسوم ماي فاتورة لطريقة الدفع المختارة',
      hint: /تكون هي رسوم ماي فاتورة نفسها لطريقة الدفع المختارة/,
      fixed: /رسوم ثابتة/,
    },
  ])(
    "is MyFatoorah's own, with no fee of the owner's to set ($lang)",
    async ({ lang, listed, hint, fixed }) => {
      applyLanguage(lang);
      server([]);
      const dialog = await openDialog(lang);
      expect(screen.getByText(listed, { exact: false })).toBeTruthy();
      expect(within(dialog).getByText(hint)).toBeTruthy();
      expect(within(dialog).queryByLabelText(fixed)).toBeNull();
    },
  );
});
