import { describe, expect, it } from 'vitest';
import { dirOf, langOfPath, retryPathWithLang, switchLangPath } from '@/lib/lang-path';

describe('switchLangPath', () => {
  it('replaces only the language segment, keeping route, params, query and hash', () => {
    expect(switchLangPath('/en/user/password', 'ar')).toBe('/ar/user/password');
    expect(switchLangPath('/en/reset-password?username=door&token=a%2Fb', 'ar')).toBe(
      '/ar/reset-password?username=door&token=a%2Fb',
    );
    expect(switchLangPath('/ar/event/bookings/12#top', 'en')).toBe('/en/event/bookings/12#top');
  });

  it('handles the language root', () => {
    expect(switchLangPath('/en', 'ar')).toBe('/ar/');
    expect(switchLangPath('/en/', 'ar')).toBe('/ar/');
  });

  it('does not touch a later segment that looks like a language', () => {
    expect(switchLangPath('/en/catalogue/product-detail/ar', 'ar')).toBe('/ar/catalogue/product-detail/ar');
  });
});

describe('retryPathWithLang', () => {
  it('puts /en in front of a path with no language', () => {
    expect(retryPathWithLang('/foo/bar')).toBe('/en/foo/bar');
    expect(retryPathWithLang('/login?next=1')).toBe('/en/login?next=1');
  });

  it('gives up on a path that already has a language (a real 404)', () => {
    expect(retryPathWithLang('/en/no-such-page')).toBeUndefined();
    expect(retryPathWithLang('/ar/x')).toBeUndefined();
  });
});

describe('language helpers', () => {
  it('reads the language of a path and its direction', () => {
    expect(langOfPath('/ar/help')).toBe('ar');
    expect(langOfPath('/fr/help')).toBeUndefined();
    expect(dirOf('ar')).toBe('rtl');
    expect(dirOf('en')).toBe('ltr');
  });
});
