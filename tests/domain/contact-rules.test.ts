import { describe, expect, it } from 'vitest';
import { compactPhone, EMAIL_MAX_LENGTH, isEmail, isPhoneNumber } from '../../src/domain/contact-rules';
import { isValidNationalNumber } from '../../src/domain/phone-countries';

describe('isEmail', () => {
  it('accepts the addresses customers have', () => {
    for (const ok of [
      'fatima@example.kw',
      'khalid.alsabah@store.kw',
      'AHMAD@Example.com',
      'a_b%c@example.com',
      'first+tag@mail.example.co.uk',
      'a@b.co',
      'x@xn--mgbaam7a8h.com',
      "o'neil@example.com",
    ]) {
      expect(isEmail(ok), ok).toBe(true);
    }
  });

  it('refuses typing slips, including the one-letter top-level domain the forms once let through', () => {
    for (const bad of [
      'a@b.c',
      'a@b',
      'user@localhost',
      'a@1.22',
      'a b@example.com',
      'a@@example.com',
      '@example.com',
      'a@example..com',
      '.a@example.com',
      'a.@example.com',
      'a..b@example.com',
      'a@-example.com',
      'a@example-.com',
      ' a@example.com',
      '',
    ]) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });

  it('refuses an address longer than can be delivered', () => {
    const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.com`;
    const local = 'l'.repeat(EMAIL_MAX_LENGTH - domain.length - 1);
    expect(isEmail(`${local}@${domain}`)).toBe(true);
    expect(isEmail(`${local}l@${domain}`)).toBe(false);
  });
});

describe('phone numbers', () => {
  it('takes 7 to 15 digits with an optional +, ignoring the separators people type', () => {
    expect(isPhoneNumber('+96550001234')).toBe(true);
    expect(isPhoneNumber('5000 1234')).toBe(true);
    expect(isPhoneNumber('(965) 5000-1234')).toBe(true);
    expect(isPhoneNumber('123456')).toBe(false);
    expect(isPhoneNumber('+1234567890123456')).toBe(false);
    expect(isPhoneNumber('12ab5678')).toBe(false);
    expect(compactPhone(' +965 (5000) 12.34 ')).toBe('+96550001234');
  });

  it('shares its separators with the national-number rule of the country pickers', () => {
    expect(isValidNationalNumber('KW', '(5000) 12.34')).toBe(true);
    expect(isValidNationalNumber('KW', '5000-123')).toBe(false);
  });
});
