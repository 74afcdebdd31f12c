import { describe, expect, it } from 'vitest';
import { detailRowKind, shareLinks, shareMessage, sharePhone } from '@/features/transactions/lib/detail-rows';
import { exportProgress, fallbackFilename } from '@/features/transactions/lib/export-progress';
import { moveItem, toFieldsRequest } from '@/features/transactions/schemas/table-headers-schema';

describe('detail rows (SPEC 2.3)', () => {
  const url = 'http://localhost/en/pos/pay/abc';
  it('makes Receipt, Attachment and Tickets rows download links, in both languages', () => {
    expect(detailRowKind({ label: 'Receipt', value: '/api/v1/receipt/1' }, url)).toBe('download');
    expect(detailRowKind({ label: 'Attachment', value: 'https://x.test/a.pdf' }, url)).toBe('download');
    expect(detailRowKind({ label: 'Tickets', value: '/tickets/1' }, url)).toBe('download');
    expect(detailRowKind({ label: 'الإيصال', value: '/api/v1/receipt/1' }, url)).toBe('download');
    expect(detailRowKind({ label: 'المرفق', value: '/files/a.pdf' }, url)).toBe('download');
    expect(detailRowKind({ label: 'Description', value: 'Receipt for March' }, url)).toBe('text');
  });

  it('gives the payment URL row its copy button', () => {
    expect(detailRowKind({ label: 'Payment URL', value: url }, url)).toBe('payment_url');
    expect(detailRowKind({ label: 'Payment URL', value: url }, null)).toBe('text');
  });

  it('shares in the transaction language, not the interface language', () => {
    const share = { message_en: 'Please pay', message_ar: 'يرجى الدفع' };
    expect(shareMessage({ share, language: 'en' })).toBe('Please pay');
    expect(shareMessage({ share, language: 'ar' })).toBe('يرجى الدفع');
    expect(shareMessage({ share: null, language: 'en' })).toBeNull();
  });

  it('addresses WhatsApp and SMS to the customer phone', () => {
    const phone = sharePhone([
      {
        value: 'sms',
        display_name: 'SMS',
        icon: 'sms',
        url: '/x',
        method: 'GET',
        data: { message_en: '', message_ar: '', phone: '+965 5000 0001' },
      },
    ]);
    expect(phone).toBe('+96550000001');
    const links = shareLinks('Pay here: https://x.test/p?a=1&b=2', phone);
    expect(links.whatsapp).toBe(
      'https://wa.me/96550000001?text=Pay%20here%3A%20https%3A%2F%2Fx.test%2Fp%3Fa%3D1%26b%3D2',
    );
    expect(links.sms.startsWith('sms:+96550000001?body=Pay%20here')).toBe(true);
    expect(links.email.startsWith('mailto:?body=Pay%20here')).toBe(true);
  });
});

describe('export progress', () => {
  it('counts CSV rows by their lines (after the header) against X-Export-Rows', () => {
    expect(exportProgress('csv', 200, { bytes: 5000, totalBytes: null, lines: 51 })).toEqual({
      percent: 25,
      rowsDone: 50,
    });
    expect(exportProgress('csv', 0, { bytes: 10, totalBytes: null, lines: 1 })).toEqual({
      percent: 100,
      rowsDone: 0,
    });
  });

  it('uses Content-Length when sent, else stays indeterminate', () => {
    expect(exportProgress('xlsx', 200, { bytes: 300, totalBytes: 1200, lines: 3 }).percent).toBe(25);
    expect(exportProgress('xlsx', 200, { bytes: 300, totalBytes: null, lines: 3 })).toEqual({
      percent: null,
      rowsDone: null,
    });
  });

  it('names the file by scope, date and format when the server does not', () => {
    expect(fallbackFilename('bulk', 'xlsx', new Date('2026-03-01T10:00:00Z'))).toBe(
      'transactions-bulk-2026-03-01.xlsx',
    );
  });
});

describe('table headers order', () => {
  it('moves a field one place and saves the list order as each field order', () => {
    const fields = ['id', 'state', 'amount'].map((name) => ({
      name: name as 'id',
      verbose_name: name,
      label_en: ` ${name} `,
      label_ar: name,
      is_active: name !== 'state',
    }));
    const moved = moveItem(fields, 2, -1);
    expect(moved.map((f) => f.name)).toEqual(['id', 'amount', 'state']);
    expect(moveItem(fields, 0, -1).map((f) => f.name)).toEqual(['id', 'state', 'amount']);
    expect(toFieldsRequest({ fields: moved }).fields).toEqual([
      { name: 'id', label_en: 'id', label_ar: 'id', is_active: true, order: 0 },
      { name: 'amount', label_en: 'amount', label_ar: 'amount', is_active: true, order: 1 },
      { name: 'state', label_en: 'state', label_ar: 'state', is_active: false, order: 2 },
    ]);
  });
});
