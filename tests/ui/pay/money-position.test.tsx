import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PayTransaction } from '@/domain/contracts/payments';
import { PayDetails } from '@/features/pay/components/pay-details';
import { applyLanguage } from '@/lib/i18n';
import { payChoice, renderAt } from '../events-fixtures';
import { serve } from '../transaction-actions/server-stub';

const TRANSACTION: PayTransaction = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  plugin: 'payment_request',
  state: 'created',
  amount: '5.000',
  currency: 'KWD',
  decimal_places: 3,
  extra: {} as PayTransaction['extra'],
  customer_details: { 'اسم العميل': 'فاطمة' },
  merchant_details: { التاجر: 'متجر جلف باي' },
  unit_details: {} as PayTransaction['unit_details'],
  terms: { terms_en: null, terms_ar: null },
  pay_choices: [
    payChoice({ amount: '5.000', base_amount: '5.000' }),
    payChoice({
      gateway_code: 'kpay',
      gateway: 'KPay',
      value: 'kpay',
      fee: '0.150',
      amount: '5.150',
      base_amount: '5.000',
      is_default: true,
    }),
  ],
  details: null,
  valid_for_payment: true,
  has_editable_amount: false,
  description: '',
  attachment_url: null,
  attachment_name: null,
  remarks: [],
  expiration_time: null,
  country_code: 'KW',
  additional_phone_number: null,
  disclaimer: null,
  disclaimer_message: null,
  next_url: null,
};

/** One amount as every money text on the page must read: isolated, amount first, then the code. */
const ISOLATED = /^\u2068\d[\d,]*\.\d{3} KWD\u2069$/;

afterEach(async () => {
  await applyLanguage('en');
});

describe('money on the Arabic pay page', () => {
  it('puts the currency code in one place in the fee line, the choices and the total', async () => {
    await applyLanguage('ar');
    serve(() => ({ status: 404, body: { message: 'not stubbed' } }));
    renderAt(`/ar/pos/pay/${TRANSACTION.id}`, () => <PayDetails scope="pos" transaction={TRANSACTION} />);

    // The line's own text is the word "fee"; its amount is a child kept on one line.
    const fee = await screen.findByText(/^رسوم$/);
    expect(fee.textContent).toBe('رسوم \u20680.150 KWD\u2069');
    const feeAmount = fee.textContent?.slice('رسوم '.length) ?? '';
    expect(feeAmount).toMatch(ISOLATED);

    const total = document.querySelector('[aria-live="polite"]');
    expect(total?.textContent).toBe('\u20685.150 KWD\u2069');
    expect(screen.getAllByText('\u20685.150 KWD\u2069').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('\u20685.000 KWD\u2069')).toBeTruthy();
  });
});
