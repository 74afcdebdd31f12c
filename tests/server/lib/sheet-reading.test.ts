import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheetFile } from '../../../server/lib/sheet-file.ts';
import type { XlsxLimits } from '../../../server/lib/xlsx-limits.ts';
import { xlsxRows } from '../../../server/lib/xlsx-rows.ts';
import { ZipRefused } from '../../../server/lib/zip-entries.ts';
import { deflatePart, SHEET_HEAD, SHEET_TAIL, sheetRow, workbookParts, zip } from '../zip-writer.ts';

const MB = 1024 * 1024;
const LIMITS: XlsxLimits = {
  maxRows: 100_000,
  maxInflatedBytes: 128 * MB,
  messages: { tooLarge: 'bulk.file.xlsx_too_large', tooManyRows: 'bulk.file.too_many_rows', unreadable: 'x' },
};

const cellsOf = (sheet: Awaited<ReturnType<typeof readSheetFile>>) =>
  sheet.rows.map((row) => [row.row, row.values]);

describe('the streaming XLSX reader', () => {
  it('reads what Excel shows: shared strings, numbers, dates, booleans, formulas and rich text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Fees');
    workbook.addWorksheet('Notes').addRow(['not read']);
    sheet.addRow(['Name', 'Amount', 'Expiry', 'Start', 'Paid', 'Double', 'Note']);
    sheet.addRow([
      'فاطمة الصباح',
      12.5,
      new Date(Date.UTC(2031, 11, 31, 23, 59)),
      new Date(Date.UTC(2027, 0, 1)),
      true,
      { formula: 'B2*2', result: 25 },
      { richText: [{ text: 'Term ', font: { bold: true } }, { text: '2 & 3' }] },
    ]);
    sheet.getCell('C2').numFmt = 'yyyy-mm-dd hh:mm';
    sheet.getCell('D2').numFmt = 'dd/mm/yyyy';
    sheet.getRow(5).getCell(1).value = 'after a gap';
    sheet.getRow(5).getCell(3).value = 0.125;
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());

    expect(cellsOf(await readSheetFile(bytes, 'xlsx', LIMITS))).toEqual([
      [
        2,
        {
          name: 'فاطمة الصباح',
          amount: '12.5',
          expiry: '2031-12-31 23:59',
          start: '2027-01-01',
          paid: 'true',
          double: '25',
          note: 'Term 2 & 3',
        },
      ],
      [5, { name: 'after a gap', amount: '', expiry: '0.125', start: '', paid: '', double: '', note: '' }],
    ]);
  });

  it('reads inline strings, escaped text and cells without a reference, leaving phonetic guides out', async () => {
    const strings = await deflatePart('xl/sharedStrings.xml', {
      head: `<?xml version="1.0" encoding="UTF-8"?><sst count="2" uniqueCount="2"><si><t>KWD</t></si><si><r><t>Kuwait</t></r><rPh sb="0" eb="1"><t>クウェート</t></rPh></si></sst>`,
    });
    const sheet = await deflatePart('xl/worksheets/sheet1.xml', {
      head: `${SHEET_HEAD}${sheetRow(1, ['name', 'currency', 'city'])}`,
      tail: `<row r="2"><c t="inlineStr"><is><t>Fish &amp; chips &#1601;</t></is></c><c t="s"><v>0</v></c><c t="s"><v>1</v></c></row><row r="3"/><row r="4"><c r="C4" t="inlineStr"><is><r><t xml:space="preserve">Umm </t></r><r><t>Ali</t></r></is></c></row>${SHEET_TAIL}`,
    });
    const bytes = zip([...(await workbookParts()), sheet, strings]);

    expect(cellsOf(await readSheetFile(bytes, 'xlsx', LIMITS))).toEqual([
      [2, { name: 'Fish & chips ف', currency: 'KWD', city: 'Kuwait' }],
      [4, { name: '', currency: '', city: 'Umm Ali' }],
    ]);
  });

  it('reads rows whose XML and Arabic text are cut between inflated chunks', async () => {
    const count = 5_000;
    const rows = Array.from({ length: count }, (_, i) =>
      sheetRow(i + 2, [`عميل رقم ${i}`, `${i}.500`, 'knet, card']),
    ).join('');
    const sheet = await deflatePart('xl/worksheets/sheet1.xml', {
      head: `${SHEET_HEAD}${sheetRow(1, ['name', 'amount', 'gateways'])}${rows}`,
      tail: SHEET_TAIL,
    });
    expect(sheet.size).toBeGreaterThan(10 * 64 * 1024);
    const read = await readSheetFile(zip([...(await workbookParts()), sheet]), 'xlsx', LIMITS);
    expect(read.rows).toHaveLength(count);
    expect(read.rows[count - 1]).toEqual({
      row: count + 1,
      values: { name: `عميل رقم ${count - 1}`, amount: `${count - 1}.500`, gateways: 'knet, card' },
    });
    expect(read.rows.every((row, i) => row.values.name === `عميل رقم ${i}`)).toBe(true);
  });

  it('hands out the first rows of a bomb, then refuses a row too large to hold', async () => {
    const sheet = await deflatePart('xl/worksheets/sheet1.xml', {
      head: `${SHEET_HEAD}${sheetRow(1, ['description'])}<row r="2"><c r="A2" t="inlineStr"><is><t>`,
      chunk: 'School fees, term two. '.repeat(46 * 1024),
      times: 140,
      tail: `</t></is></c></row>${SHEET_TAIL}`,
    });
    const rows = xlsxRows(zip([...(await workbookParts()), sheet]), 32 * MB);
    expect((await rows.next()).value).toEqual({ row: 1, cells: ['description'] });
    const refusal = await rows.next().catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(ZipRefused);
    expect((refusal as ZipRefused).reason).toBe('too_large');
  });

  it('stops a sheet of many small rows once its inflated bytes pass the budget', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => sheetRow(i + 1, [`Customer ${i}`])).join('');
    const sheet = await deflatePart('xl/worksheets/sheet1.xml', {
      head: `${SHEET_HEAD}${rows}`,
      tail: SHEET_TAIL,
    });
    const read: number[] = [];
    const reading = (async () => {
      for await (const row of xlsxRows(zip([...(await workbookParts()), sheet]), 256 * 1024))
        read.push(row.row);
    })();
    await expect(reading).rejects.toEqual(new ZipRefused('too_large'));
    expect(read.length).toBeGreaterThan(0);
    expect(read.length).toBeLessThan(20_000);
  });
});

describe('the CSV reader', () => {
  it('keeps quoted line breaks, doubled quotes, CRLF and Arabic whole across megabyte pieces', async () => {
    const filler = `${'x'.repeat(60)}\r\n`.repeat(Math.ceil(MB / 62) - 1);
    const text = `\uFEFFname,note \r\n${filler}"نورة ""المطيري""","line one\r\nline two"\r\nlast,row`;
    const sheet = await readSheetFile(new TextEncoder().encode(text), 'csv', LIMITS);
    expect(sheet.headers).toEqual(['name', 'note']);
    const lastTwo = sheet.rows.slice(-2);
    expect(lastTwo.map((row) => row.values)).toEqual([
      { name: 'نورة "المطيري"', note: 'line one\r\nline two' },
      { name: 'last', note: 'row' },
    ]);
    const fillerRows = filler.split('\r\n').length - 1;
    expect(lastTwo.map((row) => row.row)).toEqual([fillerRows + 2, fillerRows + 3]);
  });
});
