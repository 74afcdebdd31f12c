import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../server/lib/sheet-file.ts';
import type { BulkErrorPage, BulkUpload, BulkUploadDetail } from '../../../../src/domain/contracts/bulk.ts';
import { PERMISSIONS } from '../../../../src/domain/permissions.ts';
import { ADMIN, createTestApp, DOOR, login } from '../../helper.ts';
import { deflatePart, SHEET_HEAD, SHEET_TAIL, sheetRow, workbookParts, zip } from '../../zip-writer.ts';
import { staffWith } from '../catalogue-admin/fixtures.ts';
import { bulkClient, csvFile, DISPATCH_HEADER, stored, UPLOADS, xlsxFile } from './fixtures.ts';

const app = await createTestApp();
const admin = bulkClient(app, (await login(app, ADMIN, '10.22.0.1')).access);

const FORMULA_NAME = '=HYPERLINK("http://evil.test","x")';
/** Two valid rows (2 and 6) and three with errors, one of them holding a formula as its name. */
const MIXED = [
  [...DISPATCH_HEADER, 'expiry', 'description'],
  [
    '12.500',
    'KWD',
    'Fatima Al-Sabah',
    'fatima@example.kw',
    '+96550000000',
    'yes',
    'no',
    'knet',
    '',
    'Term 2',
  ],
  ['1.2345', 'KWD', 'Khalid', '', '', 'yes', 'no', 'knet', '', ''],
  ['5', 'USD', FORMULA_NAME, '', '', 'no', 'no', 'bitcoin', '', ''],
  ['7.25', 'SAR', 'Noura', 'noura@example', '', 'no', 'no', 'knet', '2020-01-01', ''],
  ['3.000', 'KWD', 'Ahmad', '', '5000 0000', 'no', 'yes', 'knet, card', '', '+SUM(A1:A2)'],
];

const ERRORS_EN = [
  { row: 3, column: 'amount', message: 'decimal should be equal or less 3 characters', value: '1.2345' },
  { row: 3, column: 'email', message: 'An email is needed to send the link by email', value: '' },
  {
    row: 4,
    column: 'gateways',
    message: 'No gateway "bitcoin" (use the codes of your gateways)',
    value: 'bitcoin',
  },
  { row: 5, column: 'email', message: 'Enter valid email address', value: 'noura@example' },
  { row: 5, column: 'expiry', message: 'The expiration time must be in the future.', value: '2020-01-01' },
];
const ERRORS_AR = [
  'يجب ألا تزيد المنازل العشرية عن 3',
  'يلزم بريد إلكتروني لإرسال الرابط بالبريد',
  'لا توجد بوابة "bitcoin" (استخدم رموز بواباتك)',
  'أدخل عنوان بريد إلكتروني صالحًا',
  'يجب أن يكون وقت الانتهاء في المستقبل.',
];

async function errorTable(id: string, lang = 'en') {
  const res = await admin.send('GET', `${UPLOADS}/${id}/errors?limit=100`, lang);
  expect(res.statusCode).toBe(200);
  return res.json<BulkErrorPage>();
}

/** The activity history as the admin reads it, newest first. */
async function recentActions(lang = 'en'): Promise<string[]> {
  const res = await admin.send('GET', '/api/v1/user/actions?limit=10', lang);
  return res.json<{ results: { description: string }[] }>().results.map((entry) => entry.description);
}

const withoutIds = (page: BulkErrorPage) => page.results.map(({ row_id: _, ...line }) => line);

async function uploadMixed(bytes: Uint8Array, name: string): Promise<BulkUpload> {
  const answer = await admin.upload(bytes, name);
  expect(answer.status).toBe(201);
  return answer.body as BulkUpload;
}

describe('uploading a file of payment requests', () => {
  it('keeps every row of a mixed CSV and gives the exact error table in English and Arabic', async () => {
    const upload = await uploadMixed(csvFile(MIXED), 'fees.csv');
    expect(upload).toMatchObject({
      file_name: 'fees.csv',
      uploader: ADMIN.username,
      kind: 'one_time',
      state: 'ready',
      rows: 5,
      valid: 2,
      invalid: 3,
      columns: MIXED[0],
    });
    expect(upload.id).toMatch(/^[0-9a-f-]{36}$/);

    const en = await errorTable(upload.id);
    expect(en.count).toBe(5);
    expect(withoutIds(en)).toEqual(ERRORS_EN);
    const ar = await errorTable(upload.id, 'ar');
    expect(withoutIds(ar)).toEqual(ERRORS_EN.map((line, i) => ({ ...line, message: ERRORS_AR[i] })));

    const list = await admin.send('GET', `${UPLOADS}?limit=10`);
    expect(list.json().results[0]).toMatchObject({ id: upload.id, rows: 5, valid: 2, invalid: 3 });
  });

  it('reads the same file saved as XLSX the same way', async () => {
    const upload = await uploadMixed(await xlsxFile(MIXED), 'fees.xlsx');
    expect(upload).toMatchObject({ rows: 5, valid: 2, invalid: 3 });
    expect(withoutIds(await errorTable(upload.id))).toEqual(ERRORS_EN);
  });

  it('lists the rows in file order, searchable, each valid one with its amount as its currency writes it', async () => {
    const upload = await uploadMixed(csvFile(MIXED), 'fees.csv');
    const detail = (await admin.send('GET', `${UPLOADS}/${upload.id}?limit=2`)).json<BulkUploadDetail>();
    expect(detail.rows_page.count).toBe(5);
    expect(detail.rows_page.next).not.toBeNull();
    expect(detail.rows_page.results.map((row) => [row.row, row.valid, row.amount])).toEqual([
      [2, true, '12.500'],
      [3, false, null],
    ]);
    const found = (await admin.send('GET', `${UPLOADS}/${upload.id}?q=NOURA`)).json<BulkUploadDetail>();
    expect(found.rows_page.results.map((row) => row.row)).toEqual([5]);
    const valid = (await admin.send('GET', `${UPLOADS}/${upload.id}?valid=true`)).json<BulkUploadDetail>();
    expect(valid.rows_page.results.map((row) => [row.row, row.amount, row.currency_code])).toEqual([
      [2, '12.500', 'KWD'],
      [6, '3.000', 'KWD'],
    ]);
  });

  it('stores formula cells as text and neutralises them in the CSV error report', async () => {
    const upload = await uploadMixed(csvFile(MIXED), 'fees.csv');
    const detail = (await admin.send('GET', `${UPLOADS}/${upload.id}?q=hyperlink`)).json<BulkUploadDetail>();
    expect(detail.rows_page.results[0]?.cells.customer_name).toBe(FORMULA_NAME);

    const res = await admin.send('GET', `${UPLOADS}/${upload.id}/error-report?file_format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const report = parseCsv(res.body).filter((row) => row.some(Boolean));
    expect(report[0]).toEqual([...(MIXED[0] ?? []), 'errors']);
    expect(report.slice(1).map((row) => row.at(-1))).toEqual([
      'amount: decimal should be equal or less 3 characters; email: An email is needed to send the link by email',
      'gateways: No gateway "bitcoin" (use the codes of your gateways)',
      'email: Enter valid email address; expiry: The expiration time must be in the future.',
    ]);
    expect(report[2]?.[2]).toBe(`'${FORMULA_NAME}`);
    // A phone number keeps its "+": it is a number, not a formula.
    expect(report[1]?.slice(0, 3)).toEqual(['1.2345', 'KWD', 'Khalid']);
  });

  it('gives the error report as XLSX with the formula as plain text and the errors column in Arabic', async () => {
    const upload = await uploadMixed(csvFile(MIXED), 'fees.csv');
    const res = await app.inject({
      method: 'GET',
      url: `${UPLOADS}/${upload.id}/error-report?file_format=xlsx`,
      headers: {
        authorization: `Bearer ${(await login(app, ADMIN, '10.22.0.2')).access}`,
        'accept-language': 'ar',
      },
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(11).text).toBe('الأخطاء');
    const name = sheet?.getRow(3).getCell(3);
    expect(name?.type).toBe(ExcelJS.ValueType.String);
    expect(name?.value).toBe(FORMULA_NAME);
    expect(sheet?.getRow(3).getCell(11).text).toBe('gateways: لا توجد بوابة "bitcoin" (استخدم رموز بواباتك)');
  });
});

describe('a recurring file', () => {
  it('checks each row’s dates and frequency too', async () => {
    const header = [
      'amount',
      'currency_code',
      'customer_name',
      'gateways',
      'start_date',
      'end_date',
      'frequency',
    ];
    const answer = await admin.upload(
      csvFile([
        header,
        ['25', 'KWD', 'Rent, flat 4', 'knet', '2027-01-31', '2027-12-31', 'Monthly'],
        ['25', 'KWD', 'Rent, flat 5', 'knet', '2027-03-01', '2027-02-01', 'daily'],
      ]),
      'rents.csv',
      { kind: 'recurring' },
    );
    expect(answer).toMatchObject({ status: 201, body: { kind: 'recurring', rows: 2, valid: 1, invalid: 1 } });
    const { id } = answer.body as BulkUpload;
    expect(withoutIds(await errorTable(id))).toEqual([
      {
        row: 3,
        column: 'end_date',
        message: 'The end date must not be before the start date',
        value: '2027-02-01',
      },
      {
        row: 3,
        column: 'frequency',
        message: '"daily" is not a frequency (weekly, monthly, quarterly or yearly)',
        value: 'daily',
      },
    ]);
    const oneTime = await admin.upload(
      csvFile([header.slice(0, 4), ['25', 'KWD', 'Rent', 'knet']]),
      'rents.csv',
      {
        kind: 'recurring',
      },
    );
    expect(oneTime).toEqual({
      status: 400,
      body: {
        file: ['The file lacks the columns: start_date, end_date, frequency. Start from a sample file.'],
      },
    });
  });

  it('answers 404 for an upload that does not exist', async () => {
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000'])
      expect((await admin.send('GET', `${UPLOADS}/${id}`)).statusCode).toBe(404);
  });
});

describe('a file that cannot be taken', () => {
  const MB = 1024 * 1024;

  it('refuses a CSV over 50 MB and an XLSX over 20 MB while they stream, keeping nothing', async () => {
    const before = await stored(app);
    const bigCsv = new Uint8Array(50 * MB + 1).fill(0x61);
    expect(await admin.upload(bigCsv, 'big.csv')).toEqual({
      status: 413,
      body: { file: ['A .csv file can be at most 50 MB.'] },
    });
    const bigXlsx = new Uint8Array(20 * MB + 1);
    bigXlsx.set([0x50, 0x4b, 0x03, 0x04]);
    expect(await admin.upload(bigXlsx, 'big.xlsx', { lang: 'ar' })).toEqual({
      status: 413,
      body: { file: ['لا يزيد حجم ملف ‎.xlsx عن 20 ميغابايت؛ احفظ الملفات الأكبر بصيغة ‎.csv.'] },
    });
    expect(await stored(app)).toEqual(before);
  });

  it('refuses a disguised file by its content, in the user language, keeping nothing', async () => {
    const before = await stored(app);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await admin.upload(png, 'fees.csv')).toEqual({
      status: 400,
      body: { file: ['Upload a .csv or .xlsx file.'] },
    });
    expect(await admin.upload(csvFile(MIXED), 'fees.xlsx', { lang: 'ar' })).toEqual({
      status: 400,
      body: { file: ['ارفع ملف ‎.csv أو ‎.xlsx.'] },
    });
    expect(
      await admin.upload(
        csvFile([
          ['name', 'price'],
          ['Tea', '1'],
        ]),
        'menu.csv',
      ),
    ).toEqual({
      status: 400,
      body: {
        file: [
          'The file lacks the columns: amount, currency_code, customer_name, gateways. Start from a sample file.',
        ],
      },
    });
    expect(await stored(app)).toEqual(before);
  });

  it('stops inflating a zip bomb whose directory claims it is small, keeping nothing', async () => {
    const header = sheetRow(1, ['amount', 'currency_code', 'customer_name', 'gateways']);
    const sheet = await deflatePart('xl/worksheets/sheet1.xml', {
      head: `${SHEET_HEAD}${header}<row r="2"><c r="A2" t="inlineStr"><is><t>`,
      chunk: 'School fees, term two. '.repeat(46 * 1024),
      times: 140,
      tail: `</t></is></c></row>${SHEET_TAIL}`,
    });
    expect(sheet.size).toBeGreaterThan(128 * MB);
    const bomb = zip([...(await workbookParts()), { ...sheet, declaredSize: 40_000 }]);
    const before = await stored(app);
    expect(await admin.upload(bomb, 'fees.xlsx')).toEqual({
      status: 400,
      body: {
        file: [
          'The spreadsheet holds more than 128 MB once unpacked; upload fewer rows at a time or save it as .csv.',
        ],
      },
    });
    expect(await stored(app)).toEqual(before);
  });
});

describe('correcting an upload before dispatch', () => {
  it('re-checks an edited row with the same rule, and the counts follow', async () => {
    const upload = await uploadMixed(csvFile(MIXED), 'fees.csv');
    const [line] = (await errorTable(upload.id)).results;
    const rowId = line?.row_id;

    const still = await admin.send('PATCH', `${UPLOADS}/${upload.id}/rows/${rowId}`, 'en', {
      cells: { amount: '1.234' },
    });
    expect(still.statusCode).toBe(200);
    expect(still.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'An email is needed to send the link by email',
    ]);

    const fixed = await admin.send('PATCH', `${UPLOADS}/${upload.id}/rows/${rowId}`, 'en', {
      cells: { email: 'khalid@example.kw' },
    });
    expect(fixed.json()).toMatchObject({ row: 3, valid: true, amount: '1.234', errors: [] });
    const after = (await admin.send('GET', `${UPLOADS}/${upload.id}?limit=1`)).json<BulkUploadDetail>();
    expect(after).toMatchObject({ rows: 5, valid: 3, invalid: 2 });
    expect((await errorTable(upload.id)).results.map((l) => l.row)).toEqual([4, 5, 5]);
    expect(await recentActions()).toEqual(
      expect.arrayContaining([
        'Corrected row 3 of the bulk file fees.csv',
        'Uploaded the bulk file fees.csv: 5 rows, 2 valid, 3 with errors',
      ]),
    );

    const unknown = await admin.send('PATCH', `${UPLOADS}/${upload.id}/rows/${rowId}`, 'en', {
      cells: { colour: 'red' },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('leaves a deleted row out of the counts and the error table', async () => {
    const upload = await uploadMixed(csvFile(MIXED), 'fees.csv');
    const bitcoin = (await errorTable(upload.id)).results.find((l) => l.row === 4);
    const res = await admin.send('DELETE', `${UPLOADS}/${upload.id}/rows/${bitcoin?.row_id}`);
    expect(res.json()).toMatchObject({ rows: 4, valid: 2, invalid: 2 });
    expect((await errorTable(upload.id)).results.map((l) => l.row)).toEqual([3, 3, 5, 5]);
    expect((await admin.send('DELETE', `${UPLOADS}/${upload.id}/rows/${bitcoin?.row_id}`)).statusCode).toBe(
      404,
    );
  });

  it('replaces the rows with a corrected file whole, and keeps them when the new file is refused', async () => {
    const upload = await uploadMixed(csvFile(MIXED), 'fees.csv');
    const refused = await admin.reimport(upload.id, csvFile([['amount'], ['1']]), 'fixed.csv');
    expect(refused.statusCode).toBe(400);
    const kept = (await admin.send('GET', `${UPLOADS}/${upload.id}`)).json<BulkUploadDetail>();
    expect(kept).toMatchObject({ file_name: 'fees.csv', rows: 5, valid: 2, invalid: 3 });

    const corrected = MIXED.map((row, i) => {
      if (i === 2) return ['1.234', 'KWD', 'Khalid', 'khalid@example.kw', '', 'yes', 'no', 'knet', '', ''];
      if (i === 4) return ['7.25', 'SAR', 'Noura', 'noura@example.com', '', 'no', 'no', 'knet', '', ''];
      return row;
    });
    const res = await admin.reimport(upload.id, await xlsxFile(corrected), 'fees-fixed.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: upload.id,
      file_name: 'fees-fixed.xlsx',
      rows: 5,
      valid: 4,
      invalid: 1,
    });
    expect(withoutIds(await errorTable(upload.id))).toEqual([ERRORS_EN[2]]);
  });
});

describe('samples', () => {
  it('offers required and all columns, one-time and recurring, whose example row imports as valid', async () => {
    const expected = {
      one_time: {
        required: ['amount', 'currency_code', 'customer_name', 'gateways'],
        all: [
          'amount',
          'currency_code',
          'customer_name',
          'gateways',
          'language',
          'email',
          'phone',
          'send_email',
          'send_sms',
          'description',
          'expiry',
        ],
      },
    };
    for (const kind of ['one_time', 'recurring'] as const) {
      for (const fields of ['required', 'all'] as const) {
        for (const format of ['csv', 'xlsx'] as const) {
          const res = await admin.send(
            'GET',
            `/api/v1/plugins/bulk/samples?kind=${kind}&fields=${fields}&file_format=${format}`,
          );
          expect(res.statusCode).toBe(200);
          const bytes = new Uint8Array(res.rawPayload);
          if (format === 'csv') {
            const header = parseCsv(res.body)[0] ?? [];
            const base = expected.one_time[fields];
            expect(header).toEqual(
              kind === 'recurring' ? [...base, 'start_date', 'end_date', 'frequency'] : base,
            );
          }
          const answer = await admin.upload(bytes, `sample.${format}`, { kind });
          expect(answer.status).toBe(201);
          expect(answer.body).toMatchObject({ kind, rows: 1, valid: 1, invalid: 0 });
        }
      }
    }
  });
});

describe('who may', () => {
  it('refuses staff without the bulk permissions with 403, whatever they ask', async () => {
    const upload = await uploadMixed(csvFile(MIXED), 'fees.csv');
    const door = bulkClient(app, (await login(app, DOOR, '10.22.0.3')).access);
    const reader = bulkClient(
      app,
      await staffWith(app, 'bulk-reader', ['access_bulk', PERMISSIONS.viewBulkUploads], '10.22.0.4'),
    );
    const noSection = bulkClient(
      app,
      await staffWith(
        app,
        'bulk-no-section',
        [PERMISSIONS.viewBulkUploads, PERMISSIONS.addBulkUploads],
        '10.22.0.5',
      ),
    );
    const before = await stored(app);
    for (const client of [door, noSection]) {
      expect((await client.send('GET', UPLOADS)).statusCode).toBe(403);
      expect((await client.send('GET', `${UPLOADS}/${upload.id}/errors`)).statusCode).toBe(403);
      expect((await client.upload(csvFile(MIXED), 'fees.csv')).status).toBe(403);
    }
    expect((await reader.send('GET', UPLOADS)).statusCode).toBe(200);
    expect((await reader.send('GET', `${UPLOADS}/${upload.id}/error-report`)).statusCode).toBe(200);
    expect((await reader.upload(csvFile(MIXED), 'fees.csv')).status).toBe(403);
    expect((await reader.reimport(upload.id, csvFile(MIXED), 'fees.csv')).statusCode).toBe(403);
    const [line] = (await errorTable(upload.id)).results;
    expect(
      (
        await reader.send('PATCH', `${UPLOADS}/${upload.id}/rows/${line?.row_id}`, 'en', {
          cells: { amount: '1' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await reader.send('DELETE', `${UPLOADS}/${upload.id}/rows/${line?.row_id}`)).statusCode).toBe(
      403,
    );
    expect(await stored(app)).toEqual(before);
  });
});
