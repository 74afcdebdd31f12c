import { describe, expect, it } from 'vitest';
import { hasKey, moneyVar, translate } from '../../../server/lib/i18n.ts';

const COUNTS = [0, 1, 2, 3, 11, 100];
const each = (lang: 'en' | 'ar', key: string) => COUNTS.map((count) => translate(lang, key, { count }));

describe('server messages with a count', () => {
  it('reads the throttle wait in minutes in the plural form of each language', () => {
    expect(
      each('en', 'throttle.retry_minutes').map((text) => text.replace('Too many attempts. ', '')),
    ).toEqual([
      'Try again in 0 minutes.',
      'Try again in 1 minute.',
      'Try again in 2 minutes.',
      'Try again in 3 minutes.',
      'Try again in 11 minutes.',
      'Try again in 100 minutes.',
    ]);
    expect(
      each('ar', 'throttle.retry_minutes').map((text) => text.replace('محاولات كثيرة جدًا. ', '')),
    ).toEqual([
      'حاول مرة أخرى بعد لحظات.',
      'حاول مرة أخرى بعد دقيقة واحدة.',
      'حاول مرة أخرى بعد دقيقتين.',
      'حاول مرة أخرى بعد 3 دقائق.',
      'حاول مرة أخرى بعد 11 دقيقة.',
      'حاول مرة أخرى بعد 100 دقيقة.',
    ]);
  });

  it('counts the products an upload created', () => {
    expect(each('en', 'kitchen.upload.created')).toEqual([
      '0 products created.',
      '1 product created.',
      '2 products created.',
      '3 products created.',
      '11 products created.',
      '100 products created.',
    ]);
    expect(each('ar', 'kitchen.upload.created')).toEqual([
      'لم يُنشأ أي منتج.',
      'تم إنشاء منتج واحد.',
      'تم إنشاء منتجين.',
      'تم إنشاء 3 منتجات.',
      'تم إنشاء 11 منتجًا.',
      'تم إنشاء 100 منتج.',
    ]);
  });

  it('counts the errors of a refused upload', () => {
    const noProduct = { en: 'no product was created.', ar: 'لم يُنشأ أي منتج.' };
    expect(each('en', 'kitchen.upload.has_errors')).toEqual(
      ['0 errors', '1 error', '2 errors', '3 errors', '11 errors', '100 errors'].map(
        (errors) => `The file has ${errors}; ${noProduct.en}`,
      ),
    );
    expect(each('ar', 'kitchen.upload.has_errors')).toEqual([
      `لا أخطاء في الملف، ولم يُنشأ أي منتج.`,
      ...['خطأ واحد', 'خطآن', '3 أخطاء', '11 خطأً', '100 خطأ'].map(
        (errors) => `في الملف ${errors}؛ ${noProduct.ar}`,
      ),
    ]);
  });

  it('counts the places left on a date', () => {
    expect(each('en', 'events.places_left').slice(1, 3)).toEqual([
      'Only 1 place left for this date',
      'Only 2 places left for this date',
    ]);
    expect(each('ar', 'events.places_left').slice(1)).toEqual([
      'يتبقى مكان واحد فقط لهذا التاريخ',
      'يتبقى مكانان فقط لهذا التاريخ',
      'تبقى 3 أماكن فقط لهذا التاريخ',
      'يتبقى 11 مكانًا فقط لهذا التاريخ',
      'يتبقى 100 مكان فقط لهذا التاريخ',
    ]);
  });
});

describe('catering plates', () => {
  it('names the least plates a tray takes in the plural form of each language', () => {
    const plates = (lang: 'en' | 'ar', count: number) =>
      translate(lang, 'food.plates_below_minimum', { name: 'Trays', count });
    expect(plates('en', 1)).toBe('Trays needs at least 1 plate');
    expect([2, 3, 11, 100].map((count) => plates('ar', count))).toEqual([
      'Trays يتطلب طبقين على الأقل',
      'Trays يتطلب 3 أطباق على الأقل',
      'Trays يتطلب 11 طبقًا على الأقل',
      'Trays يتطلب 100 طبق على الأقل',
    ]);
  });
});

describe('lengths', () => {
  it('counts characters in Arabic by the plural rule, not one word for every number', () => {
    expect(each('ar', 'errors.max_length').slice(1)).toEqual([
      'تأكد من أن هذا الحقل لا يتجاوز حرفًا واحدًا.',
      'تأكد من أن هذا الحقل لا يتجاوز حرفين.',
      'تأكد من أن هذا الحقل لا يتجاوز 3 أحرف.',
      'تأكد من أن هذا الحقل لا يتجاوز 11 حرفًا.',
      'تأكد من أن هذا الحقل لا يتجاوز 100 حرف.',
    ]);
    expect(translate('ar', 'errors.min_length', { count: 8 })).toBe(
      'تأكد من أن هذا الحقل يحتوي على 8 أحرف على الأقل.',
    );
    expect(translate('en', 'errors.min_length', { count: 2 })).toBe(
      'Ensure this field has at least 2 characters.',
    );
  });
});

describe('translate', () => {
  it('writes an amount with the money format of the message language', () => {
    const min = moneyVar(12500, 'KWD');
    expect(translate('en', 'amount.below_min', { min })).toBe('The amount must be at least 12.500 KWD.');
    expect(translate('ar', 'amount.below_min', { min })).toContain('12.500 KWD');
  });

  it('keeps what a variable holds as text, never as a key or a placeholder to fill', () => {
    const name = '{{count}} $t(auth.invalid_credentials)';
    expect(translate('en', 'transactions.field_twice', { name, count: 2 })).toBe(
      `The field "${name}" is listed more than once.`,
    );
  });

  it('keeps a text without variables apart per language', () => {
    expect(translate('en', 'auth.invalid_credentials')).toBe('Unable to log in with provided credentials.');
    expect(translate('ar', 'auth.invalid_credentials')).toBe('تعذر تسجيل الدخول بالبيانات المقدمة.');
    expect(translate('en', 'auth.invalid_credentials')).toBe('Unable to log in with provided credentials.');
  });

  it('writes a variable left out as nothing', () => {
    expect(translate('en', 'transactions.field_twice')).toBe('The field "" is listed more than once.');
  });

  it('answers an unknown key with the key, and knows which keys exist', () => {
    expect(translate('ar', 'no.such.key')).toBe('no.such.key');
    expect(hasKey('auth.invalid_credentials')).toBe(true);
    expect(hasKey('no.such.key')).toBe(false);
  });
});
