import { describe, expect, it } from 'vitest';
import {
  isValidNationalNumber,
  nationalDigits,
  orderPhoneCountries,
  PHONE_COUNTRIES,
  toE164,
} from '@/domain/phone-countries';

describe('phone countries', () => {
  it('puts the preferred countries first, in their order', () => {
    const { preferred, others } = orderPhoneCountries(['KW', 'US'], 'en');
    expect(preferred.map((c) => c.code)).toEqual(['KW', 'US']);
    expect(others.some((c) => c.code === 'KW' || c.code === 'US')).toBe(false);
    expect(preferred.length + others.length).toBe(PHONE_COUNTRIES.length);
    const names = others.map((c) => c.name_en);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('has one entry per country, each with a calling code and a length', () => {
    expect(new Set(PHONE_COUNTRIES.map((c) => c.code)).size).toBe(PHONE_COUNTRIES.length);
    for (const country of PHONE_COUNTRIES) {
      expect(country.dial).toMatch(/^[1-9]\d{0,2}$/);
      expect(country.lengths.length).toBeGreaterThan(0);
    }
  });

  it('ignores spacing and a trunk 0, and checks the length per country', () => {
    expect(nationalDigits(' 0 7700-900 123')).toBe('7700900123');
    expect(isValidNationalNumber('GB', '07700 900123')).toBe(true);
    expect(isValidNationalNumber('KW', '9876 5432')).toBe(true);
    expect(isValidNationalNumber('KW', '98765432 1')).toBe(false);
    expect(isValidNationalNumber('SA', '512345678')).toBe(true);
    expect(isValidNationalNumber('XX', '12345678')).toBe(false);
  });

  it('writes numbers in the E.164 form the server accepts', () => {
    expect(toE164('KW', '9876 5432')).toBe('+96598765432');
    expect(toE164('US', '(202) 555-0143')).toBe('+12025550143');
    for (const country of PHONE_COUNTRIES) {
      const national = '5'.repeat(Math.max(...country.lengths));
      expect(toE164(country.code, national)).toMatch(/^\+?[0-9]{7,15}$/);
    }
  });
});
