import { describe, expect, it } from 'vitest';
import { kuwaitDateTimeLocal, parseKuwaitDateTimeLocal } from '@/domain/business-time';
import {
  initialValues,
  type PaymentRequestValues,
  paymentRequestSchema,
  toCreateRequest,
} from '@/features/payment-request/schemas/payment-request-schema';
import { applyLanguage, i18n, loadNamespaces } from '@/lib/i18n';
import { OPTIONS } from './form-options';

const NOW = Date.parse('2026-03-01T09:00:00Z');
// The schema's messages are read when it is built, as the form does once its page has loaded.
await loadNamespaces('en', 'all');
const schema = paymentRequestSchema(i18n.t, OPTIONS, () => NOW);

const valid = (overrides: Partial<PaymentRequestValues> = {}): PaymentRequestValues => ({
  ...initialValues(OPTIONS, 'en'),
  amount: '12.500',
  customer_name: 'Fatima',
  pg_codes: ['knet'],
  ...overrides,
});

/** The first message the staff member would see under `field`, or undefined when valid. */
async function errorOf(values: PaymentRequestValues, field: keyof PaymentRequestValues) {
  try {
    await schema.validateAt(field, values);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('payment request form rules', () => {
  it('accepts a complete request', async () => {
    await expect(schema.isValid(valid())).resolves.toBe(true);
  });

  it.each(['', '0', '0.000', '-5', 'abc', '1,5', '.'])(
    'refuses the amount %j as not positive',
    async (amount) => {
      const expected = amount === '' ? 'This field is required' : 'Must be valid positive number';
      expect(await errorOf(valid({ amount }), 'amount')).toBe(expected);
    },
  );

  it('allows three decimals for KWD and refuses a fourth', async () => {
    expect(await errorOf(valid({ amount: '1.125' }), 'amount')).toBeUndefined();
    expect(await errorOf(valid({ amount: '1.1255' }), 'amount')).toBe(
      'decimal should be equal or less 3 characters',
    );
  });

  it('allows two decimals for USD and refuses a third', async () => {
    expect(await errorOf(valid({ currency_code: 'USD', amount: '9.99' }), 'amount')).toBeUndefined();
    expect(await errorOf(valid({ currency_code: 'USD', amount: '9.999' }), 'amount')).toBe(
      'decimal should be equal or less 2 characters',
    );
  });

  it('checks the phone against the chosen country and leaves it optional', async () => {
    expect(await errorOf(valid({ customer_phone: '' }), 'customer_phone')).toBeUndefined();
    expect(await errorOf(valid({ customer_phone: '5000 1234' }), 'customer_phone')).toBeUndefined();
    expect(await errorOf(valid({ customer_phone: '5000123' }), 'customer_phone')).toBe(
      'Enter valid phone number',
    );
    expect(await errorOf(valid({ customer_phone: '5000abcd' }), 'customer_phone')).toBe(
      'Enter valid phone number',
    );
    // Eight digits are a whole Kuwaiti number but not a whole US one.
    expect(await errorOf(valid({ phone_country: 'US', customer_phone: '50001234' }), 'customer_phone')).toBe(
      'Enter valid phone number',
    );
    expect(
      await errorOf(valid({ phone_country: 'US', customer_phone: '(202) 555-0143' }), 'customer_phone'),
    ).toBeUndefined();
  });

  it('leaves the email optional but checks its pattern', async () => {
    expect(await errorOf(valid({ customer_email: '' }), 'customer_email')).toBeUndefined();
    expect(await errorOf(valid({ customer_email: 'a@b.co' }), 'customer_email')).toBeUndefined();
    expect(await errorOf(valid({ customer_email: 'a@b' }), 'customer_email')).toBe(
      'Enter valid email address',
    );
  });

  it('needs at least one gateway', async () => {
    expect(await errorOf(valid({ pg_codes: [] }), 'pg_codes')).toBe(
      'one gateway at least should be selected.',
    );
  });

  it('needs a customer name within the server limit', async () => {
    expect(await errorOf(valid({ customer_name: '  ' }), 'customer_name')).toBe('This field is required');
    expect(await errorOf(valid({ customer_name: 'x'.repeat(151) }), 'customer_name')).toBe(
      'Must be 150 characters or less',
    );
  });

  it('takes the expiration as Kuwait time and refuses a time already past', async () => {
    expect(parseKuwaitDateTimeLocal('2026-03-01T12:30')?.toISOString()).toBe('2026-03-01T09:30:00.000Z');
    expect(kuwaitDateTimeLocal(new Date(NOW))).toBe('2026-03-01T12:00');
    expect(await errorOf(valid({ expiration_time: '2026-03-01T12:30' }), 'expiration_time')).toBeUndefined();
    expect(await errorOf(valid({ expiration_time: '2026-03-01T11:59' }), 'expiration_time')).toBe(
      'The expiration time must be in the future.',
    );
  });

  it('shows the rules in Arabic when the page is Arabic', async () => {
    await applyLanguage('ar');
    try {
      const arabic = paymentRequestSchema(i18n.t, OPTIONS, () => NOW);
      await expect(arabic.validateAt('pg_codes', valid({ pg_codes: [] }))).rejects.toThrow(
        'يجب اختيار بوابة دفع واحدة على الأقل.',
      );
    } finally {
      await applyLanguage('en');
    }
  });
});

describe('the request sent to the server', () => {
  it('sends the phone in E.164 with its country, and empty optional fields as null', () => {
    const body = toCreateRequest(valid({ customer_phone: '5000 1234', expiration_time: '2026-03-02T10:00' }));
    expect(body).toMatchObject({
      amount: '12.500',
      currency_code: 'KWD',
      customer_phone: '+96550001234',
      country_code: 'KW',
      customer_email: null,
      expiration_time: '2026-03-02T07:00:00.000Z',
      pg_codes: ['knet'],
      attachment_url: null,
      multicheckout: null,
      language: 'en',
    });
  });

  it('sends the multicheckout settings only when one is used', () => {
    const body = toCreateRequest(valid({ capture_delivery_address: true, first_popup_ar: 'أهلًا' }));
    expect(body.multicheckout).toEqual({
      capture_delivery_address: true,
      capture_delivery_location: false,
      first_popup: { en: '', ar: 'أهلًا' },
      second_popup: null,
    });
  });
});
