import { describe, expect, it } from 'vitest';
import { I18n } from '@/lib/i18n-runtime';
import arPaymentRequest from '../../locales/ar/payment-request.json';
import arActions from '../../locales/ar/transaction-actions.json';
import enPaymentRequest from '../../locales/en/payment-request.json';
import enActions from '../../locales/en/transaction-actions.json';

/** The dashboard's counted texts, read as a person reads them, in both languages. */
const i18n = new I18n({ lng: 'en', fallbackLng: 'en', defaultNS: 'common' });
i18n.addResourceBundle('en', 'transaction-actions', enActions);
i18n.addResourceBundle('en', 'payment-request', enPaymentRequest);
i18n.addResourceBundle('ar', 'transaction-actions', arActions);
i18n.addResourceBundle('ar', 'payment-request', arPaymentRequest);

describe('texts that count', () => {
  it("says an export's progress in the singular, dual and plural", () => {
    const en = i18n.getFixedT('en', 'transaction-actions');
    const ar = i18n.getFixedT('ar', 'transaction-actions');
    expect(en('export.progress_rows', { done: 1, count: 1 })).toBe('1 of 1 row');
    expect(en('export.progress_rows', { done: 2, count: 5 })).toBe('2 of 5 rows');
    expect(ar('export.progress_rows', { done: 1, count: 1 })).toBe('1 من صف واحد');
    expect(ar('export.progress_rows', { done: 1, count: 2 })).toBe('1 من صفّين');
    expect(ar('export.progress_rows', { done: 2, count: 5 })).toBe('2 من 5 صفوف');
    expect(ar('export.progress_rows', { done: 2, count: 20 })).toBe('2 من 20 صفًّا');
    expect(ar('export.progress_bytes_rows', { size: '1 KB', count: 100 })).toBe('تم استلام 1 KB (100 صف)');
  });

  it('says a length limit in the singular and plural', () => {
    const en = i18n.getFixedT('en');
    const ar = i18n.getFixedT('ar');
    expect(en('transaction-actions:headers.max_length', { count: 40 })).toBe('At most 40 characters');
    expect(ar('transaction-actions:headers.max_length', { count: 40 })).toBe('بحد أقصى 40 حرفًا');
    expect(ar('payment-request:errors.max_length', { count: 5 })).toBe('يجب ألا يزيد عن 5 أحرف');
    expect(en('payment-request:errors.max_length', { count: 1 })).toBe('Must be 1 character or less');
  });
});
