import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentRestrictionResponse } from '@/domain/contracts/customer-payments';
import { RestrictionForm } from '@/features/payment-restriction/components/restriction-form';
import { restrictionSchema } from '@/features/payment-restriction/schemas/restriction-schema';
import { applyLanguage, i18n } from '@/lib/i18n';
import { fakeServer, renderAt } from '../bookings-fixtures';
import { waitForChecked } from '../render';

const SETTINGS: PaymentRestrictionResponse = {
  amounts: { KWD: { min_amount: '1.000', max_amount: '500.000' } },
  all_gateways: false,
  pg_codes: ['knet'],
  available_gateways: [
    { code: 'knet', name: 'KNET', currency: 'KWD' },
    { code: 'card_usd', name: 'Card', currency: 'USD' },
  ],
  currencies: [
    { currency: 'KWD', decimal_places: 3 },
    { currency: 'USD', decimal_places: 2 },
  ],
};

const serverText = (lang: string, key: string) =>
  (
    JSON.parse(
      readFileSync(join(import.meta.dirname, '../../../locales', lang, 'server.json'), 'utf8'),
    ) as Record<string, string>
  )[key];

/** The schema's first message for a path, or null when the values pass. */
async function errorAt(values: object, path: string, lang = 'en') {
  const schema = restrictionSchema(i18n.getFixedT(lang), ['KWD', 'USD']);
  try {
    await schema.validate(values, { abortEarly: false });
    return null;
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return inner.find((item) => item.path === path)?.message ?? null;
  }
}

const values = (amounts: object, gateways: object = { all_gateways: true, pg_codes: [] }) => ({
  amounts: {
    KWD: { min_amount: '', max_amount: '' },
    USD: { min_amount: '', max_amount: '' },
    ...amounts,
  },
  ...gateways,
});

beforeEach(() => applyLanguage('en'));

describe('the payment restriction form rules', () => {
  it("reads each currency in its own decimals, with the server's wording in both languages", async () => {
    await applyLanguage('ar');
    const kwd = values({ KWD: { min_amount: '1.0001', max_amount: '' } });
    expect(await errorAt(kwd, 'amounts.KWD.min_amount')).toBe(
      serverText('en', 'amount.too_many_decimals')?.replace('{{decimals}}', '3'),
    );
    expect(await errorAt(kwd, 'amounts.KWD.min_amount', 'ar')).toBe(
      serverText('ar', 'amount.too_many_decimals')?.replace('{{decimals}}', '3'),
    );
    const usd = values({ USD: { min_amount: '1.001', max_amount: '' } });
    expect(await errorAt(usd, 'amounts.USD.min_amount')).toBe('decimal should be equal or less 2 characters');
    expect(
      await errorAt(values({ USD: { min_amount: '1.5', max_amount: '' } }), 'amounts.USD.min_amount'),
    ).toBe(null);
  });

  it('refuses zero, negatives and a minimum above the maximum; empty is no limit', async () => {
    expect(
      await errorAt(values({ KWD: { min_amount: '0', max_amount: '' } }), 'amounts.KWD.min_amount'),
    ).toBe(serverText('en', 'amount.not_positive'));
    const reversed = values({ KWD: { min_amount: '10', max_amount: '5' } });
    expect(await errorAt(reversed, 'amounts.KWD.max_amount')).toBe(
      serverText('en', 'customer_payment.max_below_min'),
    );
    expect(await errorAt(reversed, 'amounts.KWD.max_amount', 'ar')).toBe(
      serverText('ar', 'customer_payment.max_below_min'),
    );
    expect(await errorAt(values({}), 'amounts.KWD.min_amount')).toBe(null);
  });

  it('needs one gateway at least unless all are allowed (SPEC 5)', async () => {
    const none = values({}, { all_gateways: false, pg_codes: [] });
    expect(await errorAt(none, 'pg_codes')).toBe(serverText('en', 'customer_payment.no_gateway'));
    expect(await errorAt(none, 'pg_codes', 'ar')).toBe(serverText('ar', 'customer_payment.no_gateway'));
    expect(await errorAt(values({}, { all_gateways: false, pg_codes: ['knet'] }), 'pg_codes')).toBe(null);
  });
});

describe('the payment restriction form', () => {
  const render = () =>
    renderAt(
      () => (
        <Suspense fallback="loading">
          <RestrictionForm />
        </Suspense>
      ),
      '/en/customer-payment/payment-restriction',
    );

  it('shows each currency, refuses a wrong amount before sending, and sends the bounds per currency', async () => {
    const calls = fakeServer((call) =>
      call.method === 'PUT'
        ? { status: 200, body: { ...SETTINGS, amounts: { USD: { min_amount: null, max_amount: '100.00' } } } }
        : { status: 200, body: SETTINGS },
    );
    render();
    const usdMax = (await screen.findAllByLabelText('Maximum amount'))[1] as HTMLInputElement;
    expect((screen.getAllByLabelText('Minimum amount')[0] as HTMLInputElement).value).toBe('1.000');
    fireEvent.change(usdMax, { target: { value: '100.001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('decimal should be equal or less 2 characters')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(usdMax, { target: { value: '100' } });
    fireEvent.change(screen.getAllByLabelText('Minimum amount')[0] as HTMLInputElement, {
      target: { value: '' },
    });
    fireEvent.change(screen.getAllByLabelText('Maximum amount')[0] as HTMLInputElement, {
      target: { value: '' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeTruthy());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      amounts: {
        KWD: { min_amount: null, max_amount: null },
        USD: { min_amount: null, max_amount: '100' },
      },
      all_gateways: false,
      pg_codes: ['knet'],
    });
  });

  it("shows the server's field errors under their fields", async () => {
    fakeServer((call) =>
      call.method === 'PUT'
        ? {
            status: 400,
            body: {
              'amounts.USD.min_amount': ['From the server: too small'],
              pg_codes: ['Unknown or inactive gateways: knet.'],
            },
          }
        : { status: 200, body: SETTINGS },
    );
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const usdMin = screen.getAllByLabelText('Minimum amount')[1] as HTMLInputElement;
    expect(await screen.findByText('From the server: too small')).toBeTruthy();
    expect(usdMin.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Unknown or inactive gateways: knet.')).toBeTruthy();
  });

  it('allows every gateway with select-all, and one less from there', async () => {
    const calls = fakeServer(() => ({ status: 200, body: SETTINGS }));
    render();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'All gateways' }));
    // The checkbox reports its change a moment later: wait for the form to show it.
    const card = screen.getByRole('checkbox', { name: 'Card (USD)' }) as HTMLInputElement;
    await waitForChecked(card);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      all_gateways: true,
      pg_codes: [],
    });

    const knet = screen.getByRole('checkbox', { name: 'KNET (KWD)' }) as HTMLInputElement;
    fireEvent.click(knet);
    await waitFor(() => expect(knet.checked).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT')[1]?.body).toMatchObject({
      all_gateways: false,
      pg_codes: ['card_usd'],
    });
  });
});
