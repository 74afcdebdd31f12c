/**
 * A product workbook is measured before exceljs opens it: parts, declared and real inflated
 * bytes, rows. A 735 KB workbook inflating to ~150 MB once took 10 s and 380 MB of memory.
 */
import { describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import { ADMIN, createTestApp, login } from './helper.ts';
import { injectUpload } from './multipart.ts';
import {
  deflatePart,
  SHEET_HEAD,
  SHEET_TAIL,
  sheetRow,
  workbookParts,
  type ZipPart,
  zip,
} from './zip-writer.ts';

const app = await createTestApp();
const admin = (await login(app, ADMIN, '10.7.5.1')).access;

const MB = 1024 * 1024;
const HEADER = sheetRow(1, ['name_en', 'name_ar', 'category', 'price', 'description_en']);
const TOO_LARGE = {
  en: 'The spreadsheet holds more than 32 MB once unpacked; upload fewer products at a time or save them as .csv.',
  ar: 'يتجاوز حجم جدول البيانات 32 ميغابايت بعد فكّ ضغطه؛ ارفع منتجات أقل في كل مرة أو احفظها بصيغة ‎.csv.',
};

const workbook = async (sheet: ZipPart, extra: ZipPart[] = []) =>
  zip([...(await workbookParts()), sheet, ...extra]);

/** ~150 MB of sheet XML: one product whose description is a phrase repeated 4.4 million times. */
const bombSheet = () =>
  deflatePart('xl/worksheets/sheet1.xml', {
    head: `${SHEET_HEAD}${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>`,
    chunk: 'Grilled chicken, garlic sauce. '.repeat(32 * 1024),
    times: 150,
    tail: `</t></is></c></row>${SHEET_TAIL}`,
  });

const itemCount = async () =>
  Number(
    (
      await queryable(app.db)
        .selectFrom('food_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const upload = (bytes: Uint8Array, lang: 'en' | 'ar' = 'en') =>
  injectUpload(app, {
    url: '/api/v1/plugins/food_ordering/upload/product',
    bytes,
    name: 'menu.xlsx',
    headers: { authorization: `Bearer ${admin}`, 'accept-language': lang },
  });

/** The answer, how long it took and how much the process grew while the server read the file. */
async function measured(bytes: Uint8Array, lang: 'en' | 'ar' = 'en') {
  const before = process.memoryUsage();
  const started = performance.now();
  const answer = await upload(bytes, lang);
  const ms = performance.now() - started;
  const after = process.memoryUsage();
  return {
    answer,
    ms,
    heapMb: (after.heapUsed - before.heapUsed) / MB,
    rssMb: (after.rss - before.rss) / MB,
  };
}

describe('product workbook limits', () => {
  it('still imports a workbook within the limits', async () => {
    const before = await itemCount();
    const sheet = await deflatePart('xl/worksheets/sheet1.xml', {
      head: SHEET_HEAD + HEADER,
      chunk: sheetRow(2, ['Kunafa', 'كنافة', 'Grills', '1.250', 'Warm, with syrup']),
      times: 1,
      tail: sheetRow(3, ['Luqaimat', 'لقيمات', 'Grills', '0.750', '']) + SHEET_TAIL,
    });
    const answer = await upload(await workbook(sheet));
    expect(answer).toMatchObject({
      status: 200,
      body: { message: '2 products created.', created: 2, updated: 0 },
    });
    expect(await itemCount()).toBe(before + 2);
  });

  it('refuses a bomb by its declared size at once, in the user language, importing nothing', async () => {
    const sheet = await bombSheet();
    expect(sheet.size).toBeGreaterThan(140 * MB);
    expect(sheet.size / sheet.deflated.length).toBeGreaterThan(200);
    const bytes = await workbook(sheet);
    const before = await itemCount();
    const { answer, ms, heapMb, rssMb } = await measured(bytes);
    expect(answer).toEqual({ status: 400, body: { file: [TOO_LARGE.en] } });
    expect(ms).toBeLessThan(5000);
    expect(heapMb).toBeLessThan(60);
    expect(rssMb).toBeLessThan(60);
    expect((await upload(bytes, 'ar')).body).toEqual({ file: [TOO_LARGE.ar] });
    expect(await itemCount()).toBe(before);
  });

  it('stops inflating a bomb whose directory claims it is small', async () => {
    const sheet = { ...(await bombSheet()), declaredSize: 40_000 };
    const before = await itemCount();
    const { answer, ms, heapMb, rssMb } = await measured(await workbook(sheet));
    expect(answer).toEqual({ status: 400, body: { file: [TOO_LARGE.en] } });
    expect(ms).toBeLessThan(5000);
    expect(heapMb).toBeLessThan(60);
    expect(rssMb).toBeLessThan(60);
    expect(await itemCount()).toBe(before);
  });

  it('refuses a sheet of more rows than an import takes before parsing them', async () => {
    // 300,000 rows (15 MB of XML, within the byte budget): counted while inflating, not parsed.
    const sheet = await deflatePart('xl/worksheets/sheet1.xml', {
      head: SHEET_HEAD + HEADER,
      chunk: '<row><c t="inlineStr"><is><t>Tea</t></is></c></row>'.repeat(1000),
      times: 300,
      tail: SHEET_TAIL,
    });
    const before = await itemCount();
    const { answer, ms, heapMb } = await measured(await workbook(sheet));
    expect(answer).toEqual({
      status: 400,
      body: { file: ['At most 2000 products can be uploaded at once.'] },
    });
    expect(ms).toBeLessThan(5000);
    expect(heapMb).toBeLessThan(60);
    expect(await itemCount()).toBe(before);
  });

  it('refuses a workbook of too many parts, or one cut short, as unreadable', async () => {
    const sheet = await deflatePart('xl/worksheets/sheet1.xml', { head: SHEET_HEAD + HEADER + SHEET_TAIL });
    const parts = await Promise.all(
      Array.from({ length: 200 }, (_, i) => deflatePart(`xl/media/image${i}.png`, { head: 'x' })),
    );
    const unreadable = { file: ['The file could not be read; save it again as .csv (UTF-8) or .xlsx.'] };
    expect(await upload(await workbook(sheet, parts))).toEqual({ status: 400, body: unreadable });
    const whole = await workbook(sheet);
    expect(await upload(whole.subarray(0, whole.length - 30))).toEqual({ status: 400, body: unreadable });
  });
});
