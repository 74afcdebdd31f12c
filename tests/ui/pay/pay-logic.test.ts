import { describe, expect, it } from 'vitest';
import type { PayChoice } from '@/domain/contracts/payments';
import { amountMinor } from '@/domain/money';
import { defaultChoiceCode, keepOrDefault } from '@/domain/pay-choices';
import {
  isSuccessful,
  retryExpired,
  returnsToCatalogue,
  safeNextUrl,
} from '@/features/attempt-result/lib/result-rules';
import { splitTable } from '@/features/attempt-result/lib/split-table';
import { validateCustomer } from '@/features/pay/schemas/customer-rules';
import { createIntentKeys } from '@/lib/intent-keys';

describe('details values split into tables by ~ and : (SPEC 2.5)', () => {
  it('makes rows at ~ and two cells at the first :', () => {
    expect(splitTable('Order 1042~Item:Abaya~Size:M')).toEqual([
      ['Order 1042'],
      ['Item', 'Abaya'],
      ['Size', 'M'],
    ]);
  });

  it('keeps a time inside a cell', () => {
    expect(splitTable('Slot:10:30~Seats:2')).toEqual([
      ['Slot', '10:30'],
      ['Seats', '2'],
    ]);
  });

  it('leaves values without ~ as plain text (a time, a URL)', () => {
    expect(splitTable('22/11/2026, 10:30')).toBeNull();
    expect(splitTable('https://shop.example/x')).toBeNull();
  });

  it('skips empty rows', () => {
    expect(splitTable('a:1~~ ~b:2')).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
  });
});

describe('idempotency key per payment intent', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('reuses the key when the same payment is sent again (double click, retry)', () => {
    const keys = createIntentKeys(counter());
    const first = keys.keyFor({ gateway_code: 'knet', amount: '12.500' });
    expect(keys.keyFor({ gateway_code: 'knet', amount: '12.500' })).toBe(first);
  });

  it('makes a new key for another gateway or amount, which the server would refuse under the old one', () => {
    const keys = createIntentKeys(counter());
    const knet = keys.keyFor({ gateway_code: 'knet' });
    const kpay = keys.keyFor({ gateway_code: 'kpay' });
    expect(kpay).not.toBe(knet);
    expect(keys.keyFor({ gateway_code: 'kpay', amount: '13' })).not.toBe(kpay);
  });

  it('uses real random UUIDs by default', () => {
    expect(createIntentKeys().keyFor({})).toMatch(/^[0-9a-f-]{36}$/);
  });
});

const choice = (gateway_code: string, fee: string, extra: Partial<PayChoice> = {}): PayChoice => ({
  gateway_code,
  gateway: gateway_code.toUpperCase(),
  value: gateway_code,
  logo_url: null,
  amount: '10.000',
  base_amount: '10.000',
  fee,
  delivery_charges: '0.000',
  currency_code: 'KWD',
  button_verb: 'Pay',
  is_default: false,
  best_choice: false,
  test_mode: false,
  ...extra,
});

describe('the pay choice selected at first', () => {
  it('follows the server mark', () => {
    expect(defaultChoiceCode([choice('knet', '0.000'), choice('card', '0.300', { is_default: true })])).toBe(
      'card',
    );
  });

  it('falls back to SPEC 4: the KPay choice carrying a fee, else the lowest fee', () => {
    expect(
      defaultChoiceCode([choice('knet', '0.000'), choice('kpay', '0.225'), choice('card', '0.100')]),
    ).toBe('kpay');
    expect(defaultChoiceCode([choice('card', '0.300'), choice('amex', '0.100')])).toBe('amex');
    expect(defaultChoiceCode([])).toBeNull();
  });

  it('keeps the customer own pick while it is still offered', () => {
    const list = [choice('knet', '0.000'), choice('kpay', '0.225', { is_default: true })];
    expect(keepOrDefault(list, 'knet')).toBe('knet');
    expect(keepOrDefault(list, 'gone')).toBe('kpay');
  });

  it('reads decimal strings as minor units without floats', () => {
    expect(amountMinor('0.225', 'KWD')).toBe(225);
    expect(amountMinor('12.500', 'KWD')).toBe(12500);
    expect(amountMinor('0.000', 'KWD')).toBe(0);
  });
});

describe('the result page', () => {
  it('sends a catalogue customer whose payment did not go through back to the checkout (SPEC 2.5)', () => {
    expect(returnsToCatalogue({ state: 'failed', transaction_type: 'catalogue' })).toBe(true);
    expect(returnsToCatalogue({ state: 'success', transaction_type: 'catalogue' })).toBe(false);
    expect(returnsToCatalogue({ state: 'failed', transaction_type: 'payment_request' })).toBe(false);
  });

  it('counts success, cod and paid as successful', () => {
    expect(['success', 'cod', 'paid'].every((s) => isSuccessful(s as never))).toBe(true);
    expect(['failed', 'canceled', 'pending', 'expired'].some((s) => isSuccessful(s as never))).toBe(false);
  });

  it('follows `next` only to web pages', () => {
    expect(safeNextUrl('https://shop.example/thanks', 'http://localhost')).toBe(
      'https://shop.example/thanks',
    );
    expect(safeNextUrl('/en/general-info', 'http://localhost')).toBe('http://localhost/en/general-info');
    expect(safeNextUrl('javascript:alert(1)', 'http://localhost')).toBeNull();
    expect(safeNextUrl(undefined, 'http://localhost')).toBeNull();
  });

  it('turns Try again into the expiry alert once the deadline has passed', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(retryExpired({ expired: false, expiration_time: '2026-11-22T09:59:59Z' }, now)).toBe(true);
    expect(retryExpired({ expired: false, expiration_time: '2026-11-22T10:30:00Z' }, now)).toBe(false);
    expect(retryExpired({ expired: false, expiration_time: null }, now)).toBe(false);
    expect(retryExpired({ expired: true, expiration_time: null }, now)).toBe(true);
  });
});

describe('customer payment form', () => {
  const messages = { required: 'This field is required', email: 'Enter valid email address' };
  const base = {
    amount: '5',
    customer_name: 'Khalid',
    customer_phone: '',
    customer_email: '',
    description: '',
  };

  it('needs an amount and a name; email is optional but must look like one', () => {
    expect(validateCustomer(base, messages)).toEqual({});
    expect(validateCustomer({ ...base, amount: '', customer_name: ' ' }, messages)).toEqual({
      amount: messages.required,
      customer_name: messages.required,
    });
    expect(validateCustomer({ ...base, customer_email: 'khalid@' }, messages)).toEqual({
      customer_email: messages.email,
    });
  });
});
