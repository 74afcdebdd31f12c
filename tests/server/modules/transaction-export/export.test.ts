import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { exportBatches } from '../../../../server/modules/transaction-export/batches.ts';
import { exportColumns } from '../../../../server/modules/transaction-export/cells.ts';
import type { TransactionExportOptions } from '../../../../src/domain/contracts/transaction-export.ts';
import { PERMISSIONS, pluginAccessPermission } from '../../../../src/domain/permissions.ts';
import { firstSheet, parseCsv } from '../../export-files.ts';
import { ADMIN, authed, createTestApp, login } from '../../helper.ts';
import { seedTransaction, staffToken } from '../transaction-actions/fixtures.ts';

const app = await createTestApp();
const admin = (await login(app, ADMIN)).access;
const URL = '/api/v1/plugins/payment_request/transaction/export';

const download = (query: string, token = admin) => app.inject(authed(token, { url: `${URL}?${query}` }));

async function workbook(query: string) {
  const res = await download(query);
  expect(res.statusCode).toBe(200);
  const sheet = await firstSheet(res.rawPayload);
  return { res, sheet };
}

// One customer name per test run's rows: the search filter isolates them from other tests' rows.
const base = new Date('2026-03-01T09:00:00Z');
const at = (minutes: number) => new Date(base.getTime() + minutes * 60_000);
const kwd = await seedTransaction(app, {
  amountMinor: 12_500,
  customerName: 'Exportee Khalid',
  createdAt: at(1),
});
const usd = await seedTransaction(app, {
  amountMinor: 4_050,
  currency: 'USD',
  state: 'created',
  customerName: 'Exportee "Q", Noura',
  customerEmail: null,
  createdAt: at(2),
});
const arabic = await seedTransaction(app, {
  amountMinor: 7_000,
  customerName: 'Exportee محمد',
  createdAt: at(3),
});

describe('export options', () => {
  it('lists the formats, languages and the active columns in order', async () => {
    const res = await app.inject(authed(admin, { method: 'OPTIONS', url: URL }));
    expect(res.statusCode).toBe(200);
    const options = res.json<TransactionExportOptions>();
    expect(options.formats.map((f) => f.value)).toEqual(['csv', 'xlsx']);
    expect(options.languages.map((l) => l.value)).toEqual(['en', 'ar']);
    expect(options.fields[0]).toEqual({ name: 'id', label: 'Transaction ID' });
    const ar = await app.inject(
      authed(admin, { method: 'OPTIONS', url: URL, headers: { 'accept-language': 'ar' } }),
    );
    expect(ar.json<TransactionExportOptions>().languages.map((l) => l.display_name)).toEqual([
      'الإنجليزية',
      'العربية',
    ]);
  });
});

describe('CSV export', () => {
  it('holds exactly the filtered rows, newest first, with the active columns and money decimals', async () => {
    const fields = (
      await app.inject(authed(admin, { method: 'OPTIONS', url: URL }))
    ).json<TransactionExportOptions>().fields;
    const res = await download('file_format=csv&q=exportee');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="transactions-payment_request-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['x-export-rows']).toBe('3');
    expect(res.body.startsWith('\ufeff')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual(fields.map((f) => f.label));
    const column = (name: string) => fields.findIndex((f) => f.name === name);
    expect(rows.map((r) => r[column('id')])).toEqual([arabic, usd, kwd]);
    const [, usdRow, kwdRow] = rows;
    expect(kwdRow?.[column('amount')]).toBe('12.500');
    expect(kwdRow?.[column('paid_amount')]).toBe('12.500');
    expect(kwdRow?.[column('state')]).toBe('Paid');
    expect(kwdRow?.[column('gateway')]).toBe('KNET');
    // Asia/Kuwait wall-clock time (UTC+3).
    expect(kwdRow?.[column('created')]).toBe('2026-03-01 12:01:00');
    expect(usdRow?.[column('amount')]).toBe('40.50');
    expect(usdRow?.[column('paid_amount')]).toBe('0.00');
    expect(usdRow?.[column('customer_name')]).toBe('Exportee "Q", Noura');
    expect(usdRow?.[column('customer_email')]).toBe('');
  });

  it('exports only the selected rows, in Arabic with Arabic labels and state names', async () => {
    const res = await download(`file_format=csv&export_type=selected&language=ar&ids=${kwd},${arabic}`);
    expect(res.headers['x-export-rows']).toBe('2');
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header?.slice(0, 3)).toEqual(['رقم المعاملة', 'الحالة', 'بوابة الدفع']);
    expect(rows.map((r) => [r[0], r[1], r[2]])).toEqual([
      [arabic, 'مدفوعة', 'كي نت'],
      [kwd, 'مدفوعة', 'كي نت'],
    ]);
    expect((await download('file_format=csv&export_type=selected')).statusCode).toBe(400);
    expect((await download('file_format=csv&export_type=selected&ids=nope')).statusCode).toBe(400);
  });

  it("over all plugins, names each row's section", async () => {
    const res = await app.inject(
      authed(admin, {
        url: `/api/v1/plugins/all/transaction/export?export_type=selected&ids=${kwd}&language=ar`,
      }),
    );
    expect(res.headers['content-disposition']).toContain('transactions-all-');
    const [header, row] = parseCsv(res.body.slice(1));
    expect(row?.[header?.indexOf('القسم') ?? -1]).toBe('طلبات الدفع');
  });

  it('follows the table headers: a hidden column leaves the file, a moved one moves', async () => {
    await queryable(app.db)
      .insertInto('transaction_fields')
      .values([
        {
          merchant_id: 1,
          plugin: 'event',
          name: 'fee',
          label_en: 'Fee',
          label_ar: 'الرسوم',
          is_active: true,
          position: 0,
        },
        {
          merchant_id: 1,
          plugin: 'event',
          name: 'customer_email',
          label_en: 'E-mail',
          label_ar: 'البريد',
          is_active: false,
          position: 9,
        },
        {
          merchant_id: 1,
          plugin: 'event',
          name: 'amount',
          label_en: 'Total',
          label_ar: 'الإجمالي',
          is_active: true,
          position: -1,
        },
      ])
      .execute();
    const id = await seedTransaction(app, { plugin: 'event', amountMinor: 3_250, customerName: 'Eventgoer' });
    const res = await app.inject(
      authed(admin, { url: '/api/v1/plugins/event/transaction/export?file_format=csv' }),
    );
    const [header, row] = parseCsv(res.body.slice(1));
    expect(header?.[0]).toBe('Total');
    expect(header).not.toContain('Customer email');
    expect(header).not.toContain('E-mail');
    expect(row?.[0]).toBe('3.250');
    expect(row?.[header?.indexOf('Fee') ?? -1]).toBe('0.000');
    expect(row).toContain(id);
  });

  it('neutralises text a spreadsheet would run as a formula', async () => {
    const id = await seedTransaction(app, {
      customerName: '=HYPERLINK("http://evil")',
      customerPhone: '+96550001234',
    });
    const res = await download(`file_format=csv&export_type=selected&ids=${id}`);
    const [, row] = parseCsv(res.body.slice(1));
    expect(row).toContain(`'=HYPERLINK("http://evil")`);
  });
});

describe('XLSX export', () => {
  it('is a workbook Excel readers open, with numbers in the currency decimals', async () => {
    const { res, sheet } = await workbook('file_format=xlsx&q=exportee');
    expect(res.headers['content-disposition']).toMatch(
      /filename="transactions-payment_request-[\d-]+\.xlsx"/,
    );
    expect(res.headers['x-export-rows']).toBe('3');
    expect(sheet.name).toBe('Transactions');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = (label: string) => header.indexOf(label) + 1;
    expect(header[0]).toBe('Transaction ID');
    expect(sheet.rowCount).toBe(4);
    expect([2, 3, 4].map((r) => sheet.getRow(r).getCell(1).value)).toEqual([arabic, usd, kwd]);
    const kwdAmount = sheet.getRow(4).getCell(column('Amount'));
    expect(kwdAmount.value).toBe(12.5);
    expect(kwdAmount.numFmt).toBe('#,##0.000');
    const usdAmount = sheet.getRow(3).getCell(column('Amount'));
    expect(usdAmount.value).toBe(40.5);
    expect(usdAmount.numFmt).toBe('#,##0.00');
    expect(sheet.getRow(3).getCell(column('Customer name')).value).toBe('Exportee "Q", Noura');
  });

  it('in Arabic: right-to-left sheet, Arabic labels, state names and text', async () => {
    const { sheet } = await workbook(`file_format=xlsx&language=ar&export_type=selected&ids=${arabic}`);
    expect(sheet.name).toBe('المعاملات');
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 2)).toEqual(['رقم المعاملة', 'الحالة']);
    const values = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(values).toContain('مدفوعة');
    expect(values).toContain('Exportee محمد');
  });
});

describe('export permissions', () => {
  it('needs view_export_settings and the plugin access; filters need search too', async () => {
    const access = pluginAccessPermission('payment_request');
    const noExport = await staffToken(app, [access, PERMISSIONS.searchTransactions]);
    expect((await download('file_format=csv', noExport)).statusCode).toBe(403);
    expect((await app.inject(authed(noExport, { method: 'OPTIONS', url: URL }))).statusCode).toBe(403);
    const noAccess = await staffToken(app, [PERMISSIONS.viewExportSettings]);
    expect((await download('file_format=csv', noAccess)).statusCode).toBe(403);
    const exporter = await staffToken(app, [access, PERMISSIONS.viewExportSettings]);
    expect((await download('file_format=csv', exporter)).statusCode).toBe(200);
    expect((await download('file_format=csv&q=exportee', exporter)).statusCode).toBe(403);
    expect((await app.inject({ url: `${URL}?file_format=csv` })).statusCode).toBe(401);
  });
});

describe('reading in batches', () => {
  it('reads every row once, in list order, across batches even when times tie', async () => {
    const same = new Date('2025-05-05T05:05:05.123456Z');
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push(await seedTransaction(app, { plugin: 'bulk', createdAt: same }));
    const earlier = await seedTransaction(app, {
      plugin: 'bulk',
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    const source = {
      db: app.db,
      scope: { merchantId: 1, plugins: ['bulk'] as const, deleted: false, createdBy: null, filters: {} },
      ids: null,
      columns: exportColumns([{ name: 'id', label: 'id' }]),
      lang: 'en' as const,
    };
    const batches: string[][] = [];
    for await (const batch of exportBatches(source, 2)) batches.push(batch.map((row) => row[0]?.value ?? ''));
    expect(batches.map((b) => b.length)).toEqual([2, 2, 2]);
    expect(batches.flat()).toEqual([...ids.sort().reverse(), earlier]);
  });
});
