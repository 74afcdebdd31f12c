import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BulkRowContext, checkBulkRow } from '../../src/domain/bulk-rows';
import { amountRule, expiryRule, phoneRule, recurrenceRule } from '../../src/domain/payment-request-rules';

const NOW = new Date('2026-11-27T10:00:00Z');
const ONE_TIME: BulkRowContext = { kind: 'one_time', gateways: ['knet', 'card'], country: 'KW', now: NOW };
const RECURRING: BulkRowContext = { ...ONE_TIME, kind: 'recurring' };

const good = {
  amount: '12.500',
  currency_code: 'KWD',
  customer_name: 'Fatima Al-Sabah',
  gateways: 'knet, card',
  email: 'fatima@example.kw',
  phone: '5000 0000',
  send_email: 'yes',
  send_sms: 'نعم',
  expiry: '2026-12-31 18:00',
  language: 'Arabic',
};

describe('a bulk row', () => {
  it('keeps a valid row as the dispatch will bill it', () => {
    expect(checkBulkRow(good, ONE_TIME)).toEqual({
      errors: [],
      fields: {
        amount_minor: 12500,
        currency_code: 'KWD',
        language: 'ar',
        customer_name: 'Fatima Al-Sabah',
        email: 'fatima@example.kw',
        phone: '+96550000000',
        send_email: true,
        send_sms: true,
        description: '',
        expiry: '2026-12-31T15:00:00.000Z',
        gateways: ['knet', 'card'],
        start_date: null,
        end_date: null,
        frequency: null,
      },
    });
  });

  it('names each bad column with its key and params', () => {
    const { fields, errors } = checkBulkRow(
      {
        amount: '1.2345',
        currency_code: 'KWD',
        customer_name: '',
        gateways: 'knet bitcoin',
        send_email: 'yes',
        send_sms: 'maybe',
        phone: '123',
        expiry: '2026-01-01',
      },
      ONE_TIME,
    );
    expect(fields).toBeNull();
    expect(errors).toEqual([
      { column: 'amount', key: 'too_many_decimals', params: { decimals: 3 } },
      { column: 'customer_name', key: 'required' },
      { column: 'send_sms', key: 'invalid_yes_no', params: { value: 'maybe' } },
      { column: 'email', key: 'email_required' },
      { column: 'phone', key: 'invalid_phone' },
      { column: 'expiry', key: 'expiry_not_future' },
      { column: 'gateways', key: 'unknown_gateway', params: { code: 'bitcoin' } },
    ]);
  });

  it('asks a phone only when SMS is asked, and a known currency', () => {
    expect(checkBulkRow({ ...good, phone: '', send_sms: 'no' }, ONE_TIME).errors).toEqual([]);
    expect(checkBulkRow({ ...good, phone: '', send_sms: 'yes' }, ONE_TIME).errors).toEqual([
      { column: 'phone', key: 'phone_required' },
    ]);
    expect(checkBulkRow({ ...good, currency_code: 'XYZ' }, ONE_TIME).errors).toEqual([
      { column: 'currency_code', key: 'unknown_currency', params: { code: 'XYZ' } },
    ]);
  });

  it('checks a recurring row’s dates and frequency', () => {
    const row = {
      ...good,
      expiry: '2027-02-10',
      start_date: '2027-02-01',
      end_date: '2027-01-01',
      frequency: 'daily',
    };
    expect(checkBulkRow(row, RECURRING).errors).toEqual([
      { column: 'end_date', key: 'start_after_end' },
      { column: 'frequency', key: 'unknown_frequency', params: { value: 'daily' } },
    ]);
    const fine = checkBulkRow({ ...row, end_date: '2027-12-31', frequency: 'Monthly' }, RECURRING);
    expect(fine.fields).toMatchObject({
      start_date: '2027-02-01',
      end_date: '2027-12-31',
      frequency: 'monthly',
    });
  });

  it('wants a recurring row’s expiry after its start date, whatever the time of day it goes out', () => {
    const row = { ...good, start_date: '2027-02-01', end_date: '2027-12-31', frequency: 'monthly' };
    for (const expiry of ['2027-01-31 23:59', '2027-02-01', '2027-02-01 23:59'])
      expect(checkBulkRow({ ...row, expiry }, RECURRING).errors).toEqual([
        { column: 'expiry', key: 'expiry_before_start' },
      ]);
    expect(checkBulkRow({ ...row, expiry: '2027-02-02 00:00' }, RECURRING).fields?.expiry).toBe(
      '2027-02-01T21:00:00.000Z',
    );
    expect(checkBulkRow({ ...row, expiry: '' }, RECURRING).fields?.expiry).toBeNull();
    // A one-time row has no start: its expiry only has to be in the future.
    expect(checkBulkRow({ ...good, expiry: '2026-11-28' }, ONE_TIME).errors).toEqual([]);
  });
});

describe('the shared payment request rules', () => {
  it('reads any amount with the currency’s decimals in exact minor units', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999 }),
        fc.integer({ min: 0, max: 999 }),
        (whole, fraction) => {
          const text = `${whole}.${String(fraction).padStart(3, '0')}`;
          expect(amountRule(text, 'KWD')).toEqual({ ok: true, minor: whole * 1000 + fraction });
        },
      ),
    );
  });

  it('refuses amounts that are not positive', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 0 }), (value) => {
        expect(amountRule(String(value), 'USD')).toEqual({
          ok: false,
          error: { key: 'amount_not_positive' },
        });
      }),
    );
  });

  it('orders any two dates the same way as the calendar', () => {
    const day = fc
      .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (a, b) => {
        const errors = recurrenceRule(a, b, 'weekly');
        expect(errors.end_date?.key === 'start_after_end').toBe(a > b);
      }),
    );
  });

  it('takes international numbers as given and national ones in the country', () => {
    expect(phoneRule('+44 20 7946 0958', 'KW')).toEqual({ ok: true, e164: '+442079460958' });
    expect(phoneRule('9000-0000', 'KW')).toEqual({ ok: true, e164: '+96590000000' });
    expect(phoneRule('12', 'KW')).toEqual({ ok: false, error: { key: 'invalid_phone' } });
  });

  it('reads an expiry in Kuwait time and refuses the past and nonsense', () => {
    expect(expiryRule('2026-11-27T13:01', NOW)).toEqual({
      ok: true,
      instant: new Date('2026-11-27T10:01:00Z'),
    });
    expect(expiryRule('2026-11-27 12:59', NOW)).toEqual({ ok: false, error: { key: 'expiry_not_future' } });
    expect(expiryRule('next week', NOW)).toEqual({
      ok: false,
      error: { key: 'invalid_date', params: { value: 'next week' } },
    });
  });
});
