import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountMinor,
  currencyDecimals,
  formatAmount,
  formatAmountGrouped,
  formatApiMoney,
  formatMoney,
  groupDecimal,
  minorFromDb,
  parseAmount,
  parseDecimal,
} from '../../src/domain/money';

describe('currencyDecimals', () => {
  it('gives three decimals to the dinar-family currencies, none to yen and won, two otherwise', () => {
    for (const code of ['KWD', 'BHD', 'OMR', 'JOD', 'IQD', 'LYD', 'TND'])
      expect(currencyDecimals(code)).toBe(3);
    for (const code of ['JPY', 'KRW']) expect(currencyDecimals(code)).toBe(0);
    for (const code of ['SAR', 'AED', 'USD', 'EUR', 'QAR']) expect(currencyDecimals(code)).toBe(2);
    expect(currencyDecimals('kwd')).toBe(3);
  });
});

describe('parseAmount', () => {
  it('reads decimal strings into minor units', () => {
    expect(parseAmount('12.5', 'KWD')).toEqual({ ok: true, minor: 12_500 });
    expect(parseAmount('12.500', 'KWD')).toEqual({ ok: true, minor: 12_500 });
    expect(parseAmount('0.001', 'KWD')).toEqual({ ok: true, minor: 1 });
    expect(parseAmount(' 7 ', 'USD')).toEqual({ ok: true, minor: 700 });
    expect(parseAmount('.5', 'USD')).toEqual({ ok: true, minor: 50 });
    expect(parseAmount('1500', 'JPY')).toEqual({ ok: true, minor: 1500 });
    expect(parseAmount('12.10', 'USD')).toEqual({ ok: true, minor: 1210 });
  });

  it('reads JSON numbers through their decimal text, not float arithmetic', () => {
    expect(parseAmount(0.3, 'KWD')).toEqual({ ok: true, minor: 300 });
    expect(parseAmount(1.005, 'KWD')).toEqual({ ok: true, minor: 1005 });
    expect(parseAmount(19.99, 'USD')).toEqual({ ok: true, minor: 1999 });
  });

  it('refuses zero, negatives, text and empty input as not a valid positive number', () => {
    for (const bad of ['0', '0.000', '-1', 'abc', '', '.', '1.2.3', '1e3', '12,5', 'NaN']) {
      const result = parseAmount(bad, 'KWD');
      expect(result.ok, bad).toBe(false);
      if (!result.ok) expect(result.error.message).toBe('Must be valid positive number');
    }
    expect(parseAmount(Number.NaN, 'KWD').ok).toBe(false);
    expect(parseAmount(1e21, 'KWD').ok).toBe(false);
  });

  it('refuses more decimals than the currency has, naming the limit', () => {
    const kwd = parseAmount('1.2345', 'KWD');
    expect(kwd).toEqual({
      ok: false,
      error: {
        key: 'too_many_decimals',
        decimals: 3,
        message: 'decimal should be equal or less 3 characters',
      },
    });
    const usd = parseAmount('1.234', 'USD');
    expect(!usd.ok && usd.error.message).toBe('decimal should be equal or less 2 characters');
    expect(parseAmount('5.5', 'JPY').ok).toBe(false);
  });

  it('refuses amounts of a billion major units or more', () => {
    expect(parseAmount('999999999.999', 'KWD').ok).toBe(true);
    expect(parseAmount('1000000000', 'KWD').ok).toBe(false);
  });
});

describe('formatAmount', () => {
  it('writes the currency decimals', () => {
    expect(formatAmount(12_500, 'KWD')).toBe('12.500');
    expect(formatAmount(1, 'KWD')).toBe('0.001');
    expect(formatAmount(5, 'USD')).toBe('0.05');
    expect(formatAmount(1500, 'JPY')).toBe('1500');
    expect(formatAmount(-250, 'USD')).toBe('-2.50');
    expect(formatAmountGrouped(1_234_567_500, 'KWD')).toBe('1,234,567.500');
  });

  it('round-trips with parseAmount for every positive amount (1000 cases per currency)', () => {
    for (const currency of ['KWD', 'USD', 'JPY']) {
      const max = 10 ** (9 + currencyDecimals(currency)) - 1;
      fc.assert(
        fc.property(fc.integer({ min: 1, max }), (minor) => {
          const back = parseAmount(formatAmount(minor, currency), currency);
          return back.ok && back.minor === minor;
        }),
        { numRuns: 1000 },
      );
    }
  });
});

describe('minorFromDb', () => {
  it('accepts the string, number and bigint forms of BIGINT', () => {
    expect(minorFromDb('12500')).toBe(12_500);
    expect(minorFromDb(12_500n)).toBe(12_500);
    expect(minorFromDb(7)).toBe(7);
    expect(() => minorFromDb('9007199254740993')).toThrow(RangeError);
  });
});

describe('parseDecimal and amountMinor', () => {
  it('reads unsigned decimal text with a number of decimals, zero included', () => {
    expect(parseDecimal('0', 3)).toEqual({ ok: true, minor: 0 });
    expect(parseDecimal('12.5', 3)).toEqual({ ok: true, minor: 12_500 });
    expect(parseDecimal('1.10', 1)).toEqual({ ok: true, minor: 11 });
    expect(parseDecimal('1.125', 2)).toEqual({ ok: false, error: 'too_many_decimals' });
    expect(parseDecimal('1000000000', 3)).toEqual({ ok: false, error: 'too_large' });
    for (const bad of ['', '.', '-1', '1,5', '1e3', ' 1']) {
      expect(parseDecimal(bad, 3), bad).toEqual({ ok: false, error: 'not_a_number' });
    }
  });

  it('reads API amounts, signed, with anything missing or unreadable as zero', () => {
    expect(amountMinor('0.225', 'KWD')).toBe(225);
    expect(amountMinor('-1.500', 'KWD')).toBe(-1500);
    expect(amountMinor('0.000', 'KWD')).toBe(0);
    expect(amountMinor(null, 'KWD')).toBe(0);
    expect(amountMinor('abc', 'KWD')).toBe(0);
    expect(amountMinor('12.50', 'USD')).toBe(1250);
  });
});

describe('formatMoney', () => {
  it('writes the grouped amount, then the ISO code, with the currency decimals', () => {
    expect(formatMoney(5_150, 'KWD', 'en')).toBe('5.150 KWD');
    expect(formatMoney(1_234_567_500, 'kwd', 'en')).toBe('1,234,567.500 KWD');
    expect(formatMoney(1999, 'USD', 'en')).toBe('19.99 USD');
    expect(formatMoney(1500, 'JPY', 'en')).toBe('1,500 JPY');
    expect(formatMoney(-1000, 'KWD', 'en')).toBe('\u22121.000 KWD');
    expect(formatApiMoney('12500.000', 'KWD', 'en')).toBe('12,500.000 KWD');
  });

  it('puts the code in the same place in Arabic, isolated so Arabic words around it cannot reorder it', () => {
    expect(formatMoney(5_150, 'KWD', 'ar')).toBe('\u20685.150 KWD\u2069');
    expect(formatMoney(-1000, 'KWD', 'ar')).toBe('\u2068\u22121.000 KWD\u2069');
    // A fee line and a total: the same text around the amount, whatever surrounds it.
    const fee = `رسوم ${formatMoney(150, 'KWD', 'ar')}`;
    expect(fee.endsWith('\u20680.150 KWD\u2069')).toBe(true);
  });

  it('groups decimal text without touching its decimals', () => {
    expect(groupDecimal('1234567.500')).toBe('1,234,567.500');
    expect(groupDecimal('-1000')).toBe('-1,000');
  });
});
