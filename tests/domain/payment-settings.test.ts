import { describe, expect, it } from 'vitest';
import {
  areaLines,
  areaListErrors,
  isDefaultCountry,
  PAYMENT_SETTINGS_LIMITS,
} from '../../src/domain/payment-settings';

describe('areaLines', () => {
  it('reads one area per line, dropping blank lines and outer spaces', () => {
    expect(areaLines(' Salmiya \n\n  Hawally\r\n')).toEqual(['Salmiya', 'Hawally']);
    expect(areaLines('')).toEqual([]);
  });
});

describe('areaListErrors', () => {
  it('accepts two lists of the same length with names in each', () => {
    expect(areaListErrors(['Salmiya', 'Hawally'], ['السالمية', 'حولي'])).toEqual({});
  });

  it('reports a length mismatch on the Arabic list, only when both lists are otherwise fine', () => {
    expect(areaListErrors(['Salmiya', 'Hawally'], ['السالمية'])).toEqual({
      kuwait_areas_ar: 'count_mismatch',
    });
    expect(areaListErrors(['Salmiya', 'Salmiya'], ['السالمية'])).toEqual({ kuwait_areas_en: 'duplicate' });
  });

  it('refuses empty lists, blank, repeated (whatever the case) and too long names, and too many', () => {
    expect(areaListErrors([], [])).toEqual({ kuwait_areas_en: 'empty', kuwait_areas_ar: 'empty' });
    expect(areaListErrors(['Salmiya', ' '], ['a', 'b'])).toEqual({ kuwait_areas_en: 'blank' });
    expect(areaListErrors(['Salmiya', 'SALMIYA'], ['a', 'b'])).toEqual({ kuwait_areas_en: 'duplicate' });
    const long = 'x'.repeat(PAYMENT_SETTINGS_LIMITS.area_name + 1);
    expect(areaListErrors(['Salmiya'], [long])).toEqual({ kuwait_areas_ar: 'too_long' });
    const many = Array.from({ length: PAYMENT_SETTINGS_LIMITS.areas + 1 }, (_, i) => `Area ${i}`);
    expect(areaListErrors(many, ['a'])).toEqual({ kuwait_areas_en: 'too_many' });
  });
});

describe('isDefaultCountry', () => {
  it("accepts the phone fields' countries only", () => {
    expect(isDefaultCountry('KW')).toBe(true);
    expect(isDefaultCountry('SA')).toBe(true);
    expect(isDefaultCountry('ZZ')).toBe(false);
    expect(isDefaultCountry('kw')).toBe(false);
  });
});
