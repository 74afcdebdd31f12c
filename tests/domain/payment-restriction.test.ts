import { describe, expect, it } from 'vitest';
import { boundErrorField, checkBounds, gatewaysChosen } from '../../src/domain/payment-restriction.ts';

describe('payment restriction bounds', () => {
  it("reads each bound in its currency's minor units; empty or null is no bound", () => {
    expect(checkBounds({ min_amount: '1.5', max_amount: '500' }, 'KWD')).toEqual({
      minMinor: 1_500,
      maxMinor: 500_000,
      errors: {},
    });
    expect(checkBounds({ min_amount: ' ', max_amount: null }, 'USD')).toEqual({
      minMinor: null,
      maxMinor: null,
      errors: {},
    });
    expect(checkBounds({ min_amount: '100', max_amount: null }, 'JPY').minMinor).toBe(100);
  });

  it('refuses more decimals than the currency has', () => {
    expect(checkBounds({ min_amount: '1.001', max_amount: '1.0001' }, 'KWD').errors).toEqual({
      max_amount: { key: 'too_many_decimals', decimals: 3 },
    });
    expect(checkBounds({ min_amount: '1.001', max_amount: null }, 'USD').errors).toEqual({
      min_amount: { key: 'too_many_decimals', decimals: 2 },
    });
  });

  it('refuses zero, negatives, text and amounts too large', () => {
    for (const text of ['0', '-1', 'abc', '1e3', '1234567890']) {
      expect(checkBounds({ min_amount: text, max_amount: null }, 'KWD').errors).toEqual({
        min_amount: { key: 'not_positive' },
      });
    }
  });

  it('refuses a minimum above the maximum, and allows them equal', () => {
    expect(checkBounds({ min_amount: '10', max_amount: '9.999' }, 'KWD').errors).toEqual({
      max_amount: { key: 'max_below_min' },
    });
    expect(checkBounds({ min_amount: '10', max_amount: '10.000' }, 'KWD').errors).toEqual({});
  });

  it('names the field as the API and the form do', () => {
    expect(boundErrorField('KWD', 'max_amount')).toBe('amounts.KWD.max_amount');
  });
});

describe('allowed gateways', () => {
  it('needs one at least unless every gateway is allowed', () => {
    expect(gatewaysChosen(false, [])).toBe(false);
    expect(gatewaysChosen(false, ['knet'])).toBe(true);
    expect(gatewaysChosen(true, [])).toBe(true);
  });
});
