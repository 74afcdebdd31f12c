import { describe, expect, it } from 'vitest';
import { amountToSend, checkRefundAmount, refundDecimals } from '@/features/transactions/lib/refund-amount';

describe('refund amount rules (SPEC 5)', () => {
  it('accepts an empty amount and sends it as null: everything available', () => {
    expect(checkRefundAmount('', 'KWD', '12.500')).toBeNull();
    expect(checkRefundAmount('   ', 'KWD', '12.500')).toBeNull();
    expect(amountToSend('  ')).toBeNull();
    expect(amountToSend(' 4.250 ')).toBe('4.250');
  });

  it('refuses more than the available amount, and takes exactly all of it', () => {
    expect(checkRefundAmount('12.501', 'KWD', '12.500')).toEqual({ key: 'too_much' });
    expect(checkRefundAmount('13', 'KWD', '12.500')).toEqual({ key: 'too_much' });
    expect(checkRefundAmount('12.5', 'KWD', '12.500')).toBeNull();
    expect(checkRefundAmount('0.001', 'KWD', '12.500')).toBeNull();
  });

  it('allows three decimals for KWD and two for USD', () => {
    expect(checkRefundAmount('1.125', 'KWD', '5.000')).toBeNull();
    expect(checkRefundAmount('1.1255', 'KWD', '5.000')).toEqual({ key: 'decimals', decimals: 3 });
    expect(checkRefundAmount('1.12', 'USD', '5.00')).toBeNull();
    expect(checkRefundAmount('1.125', 'USD', '5.00')).toEqual({ key: 'decimals', decimals: 2 });
    // Trailing zeros add no precision.
    expect(checkRefundAmount('1.100', 'USD', '5.00')).toBeNull();
  });

  it('allows three decimals when the currency is unknown', () => {
    expect(refundDecimals(undefined)).toBe(3);
    expect(refundDecimals('')).toBe(3);
    expect(checkRefundAmount('1.125', '', '5.000')).toBeNull();
    expect(checkRefundAmount('1.1255', null, '5.000')).toEqual({ key: 'decimals', decimals: 3 });
  });

  it('wants a positive number', () => {
    for (const input of ['0', '0.000', '-1', 'abc', '.', '1e3', '1,5']) {
      expect(checkRefundAmount(input, 'KWD', '100.000')).toEqual({ key: 'not_positive' });
    }
  });
});
