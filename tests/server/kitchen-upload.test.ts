import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import { parseCsv } from '../../server/lib/sheet-file.ts';
import type { ProductUploadError, ProductUploadRow } from '../../src/domain/contracts/kitchen';
import { PERMISSIONS } from '../../src/domain/permissions.ts';
import { ADMIN, createTestApp, DOOR, login } from './helper.ts';
import { call, staffToken } from './kitchen-fixtures.ts';

const app = await createTestApp();
/** An address the image pipeline gives (the only kind a sheet may carry). */
const MEDIA = `/media/${'a'.repeat(64)}-640.webp`;
const admin = (await login(app, ADMIN, '10.7.4.1')).access;

/** A real multipart body, built the way a browser builds it. */
async function upload(bytes: Uint8Array, name: string, lang = 'en', token = admin) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return call(app, token, {
    method: 'POST',
    url: '/upload/product',
    headers: { 'content-type': request.headers.get('content-type') ?? '', 'accept-language': lang },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const csvFile = (rows: string[][]) => new TextEncoder().encode(rows.map((row) => row.join(',')).join('\r\n'));

async function xlsxFile(rows: (string | number)[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const itemCount = async () =>
  Number(
    (
      await queryable(app.db)
        .selectFrom('food_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const item = (name: string) =>
  queryable(app.db).selectFrom('food_items').selectAll().where('name_en', '=', name).executeTakeFirst();

/** The downloadable error report, as a merchant's spreadsheet would read it. */
async function report(url: string): Promise<string[][]> {
  const res = await app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  return parseCsv(res.body).filter((row) => row.some(Boolean));
}

describe('product bulk create', () => {
  it('creates every product of a valid CSV, with categories by name or id and optional columns', async () => {
    const before = await itemCount();
    const categories = await queryable(app.db)
      .selectFrom('food_categories')
      .select(['id', 'name_en', 'name_ar'])
      .orderBy('id')
      .execute();
    const [first, second] = categories;
    const res = await upload(
      csvFile([
        [
          'name_en',
          'name_ar',
          'category',
          'price',
          'discounted_price',
          'description_en',
          'available',
          'image_url',
        ],
        ['Lentil Soup', 'شوربة عدس', first?.name_en ?? '', '1.250', '', '"Warm, with lemon"', 'yes', ''],
        ['Falafel Wrap', 'لفافة فلافل', String(second?.id), '0.900', '0.750', '', 'no', MEDIA],
        ['Mint Lemonade', 'ليمون بالنعناع', second?.name_ar ?? '', '0.300', '', '', '', ''],
      ]),
      'menu.csv',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: '3 products created.', created: 3, updated: 0 });
    expect(res.json().rows.map((row: ProductUploadRow) => row.outcome)).toEqual([
      'created',
      'created',
      'created',
    ]);
    expect(await itemCount()).toBe(before + 3);
    expect(await item('Lentil Soup')).toMatchObject({
      category_id: first?.id,
      price_minor: expect.anything(),
      description_en: 'Warm, with lemon',
      available: true,
    });
    const wrap = await item('Falafel Wrap');
    expect(Number(wrap?.price_minor)).toBe(900);
    expect(Number(wrap?.discounted_price_minor)).toBe(750);
    expect(wrap).toMatchObject({
      available: false,
      images: [MEDIA],
      category_id: second?.id,
    });
  });

  it('creates nothing when any row is wrong, listing every problem and a CSV report of them', async () => {
    const before = await itemCount();
    const res = await upload(
      csvFile([
        ['name_en', 'name_ar', 'category', 'price', 'discounted_price', 'available'],
        ['Good Row', 'صف سليم', 'Grills', '2.000', '', ''],
        ['', 'بلا اسم', 'Nowhere', '1.2345', '', ''],
        ['Dear Discount', 'خصم غال', 'Grills', '1.000', '1.500', 'maybe'],
        ['Free Food', 'مجاني', 'Grills', '0', '', ''],
      ]),
      'menu.csv',
    );
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: ProductUploadError[]; errors_file: string }>();
    expect(body.message).toBe('The file has 6 errors; no product was created.');
    expect(body.errors.map((error) => [error.row, error.field])).toEqual([
      [3, 'name_en'],
      [3, 'category'],
      [3, 'price'],
      [4, 'discounted_price'],
      [4, 'available'],
      [5, 'price'],
    ]);
    expect(body.errors[1]?.message).toContain('Nowhere');
    expect(body.errors[2]?.message).toBe('decimal should be equal or less 3 characters');
    expect(await itemCount()).toBe(before);
    expect(await item('Good Row')).toBeUndefined();
    const lines = await report(body.errors_file);
    expect(lines[0]).toEqual(['Row', 'Column', 'Problem']);
    expect(lines.slice(1)).toEqual(
      body.errors.map((error) => [String(error.row), error.field, error.message]),
    );
  });

  it('tells one product and one error in the singular, in English and Arabic', async () => {
    const header = ['name_en', 'name_ar', 'category', 'price'];
    const one = (name: string, price = '1.000') => csvFile([header, [name, 'صنف واحد', 'Grills', price]]);
    expect((await upload(one('Single Skewer'), 'menu.csv')).json()).toMatchObject({
      message: '1 product created.',
      created: 1,
    });
    expect((await upload(one('Single Kebab'), 'menu.csv', 'ar')).json()).toMatchObject({
      message: 'تم إنشاء منتج واحد.',
      created: 1,
    });
    const refused = await upload(one('Free Skewer', '0'), 'menu.csv', 'ar');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('في الملف خطأ واحد؛ لم يُنشأ أي منتج.');
  });

  it('reads an Excel workbook the same way, all or nothing, with the report in Arabic', async () => {
    const before = await itemCount();
    const header = ['name_en', 'name_ar', 'category', 'price'];
    const good = await upload(
      await xlsxFile([
        header,
        ['Date Maamoul', 'معمول تمر', 'Drinks & Desserts', 0.75],
        ['Saffron Milk', 'حليب زعفران', 'Drinks & Desserts', '1.100'],
      ]),
      'menu.xlsx',
    );
    expect(good.statusCode, good.body).toBe(200);
    expect(Number((await item('Date Maamoul'))?.price_minor)).toBe(750);
    expect(await itemCount()).toBe(before + 2);

    const bad = await upload(
      await xlsxFile([header, ['Only English', '', 'Drinks & Desserts', 1]]),
      'menu.xlsx',
      'ar',
    );
    expect(bad.statusCode).toBe(400);
    const body = bad.json<{ errors: ProductUploadError[]; errors_file: string }>();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({ row: 2, field: 'name_ar' });
    expect((await report(body.errors_file))[0]).toEqual(['الصف', 'العمود', 'المشكلة']);
    expect(await itemCount()).toBe(before + 2);
  });

  it('refuses files that are not product sheets', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const renamed = await upload(png, 'menu.csv');
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ file: ['Upload a .csv or .xlsx file.'] });
    const noColumns = await upload(
      csvFile([
        ['title', 'cost'],
        ['Tea', '1'],
      ]),
      'menu.csv',
    );
    expect(noColumns.json()).toEqual({
      file: ['The file lacks the columns: name_en, name_ar, category, price. Start from the template.'],
    });
    const empty = await upload(csvFile([['name_en', 'name_ar', 'category', 'price']]), 'menu.csv');
    expect(empty.json()).toEqual({ file: ['The file has no products.'] });
    const door = (await login(app, DOOR, '10.7.4.2')).access;
    expect((await upload(csvFile([['name_en']]), 'menu.csv', 'en', door)).statusCode).toBe(403);
  });

  it('offers templates with the required or all columns that upload as they are', async () => {
    const required = await call(app, admin, {
      method: 'GET',
      url: '/upload/product/template?type=required_fields',
    });
    expect(required.statusCode).toBe(200);
    expect(required.headers['content-disposition']).toContain('products-required_fields.csv');
    const requiredRows = parseCsv(required.body);
    expect(requiredRows[0]).toEqual(['sku', 'name_en', 'name_ar', 'category', 'price']);
    const all = await call(app, admin, { method: 'GET', url: '/upload/product/template?type=all_fields' });
    const allRows = parseCsv(all.body);
    expect(allRows[0]).toEqual([
      'sku',
      'name_en',
      'name_ar',
      'category',
      'price',
      'description_en',
      'description_ar',
      'discounted_price',
      'image_url',
      'available',
    ]);
    const uploaded = await upload(new TextEncoder().encode(all.body), 'products-all_fields.csv');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(await item('Chicken Shawarma')).toMatchObject({
      sku: 'SHAWARMA-1',
      name_ar: 'شاورما دجاج',
      available: true,
    });
  });
});

describe('product upload by sku', () => {
  const header = ['sku', 'name_en', 'name_ar', 'category', 'price', 'image_url'];
  const sku = (value: string) =>
    queryable(app.db).selectFrom('food_items').selectAll().where('sku', '=', value).executeTakeFirst();

  it('updates the dish of a known sku, creates the others, and says so row by row', async () => {
    const tikka = await item('Chicken Tikka');
    const before = await itemCount();
    const res = await upload(
      csvFile([
        header,
        [(tikka?.sku ?? '').toLowerCase(), 'Chicken Tikka', 'تكة دجاج', 'Grills', '3.500', ''],
        ['', 'Kebab Plate', 'صحن كباب', 'Grills', '2.500', ''],
        ['KUNAFA-9', 'Kunafa', 'كنافة', 'Drinks & Desserts', '1.500', MEDIA],
      ]),
      'menu.csv',
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; rows: ProductUploadRow[] }>();
    expect(body.message).toBe('2 created, 1 product updated.');
    expect(body.rows).toEqual([
      { row: 2, sku: (tikka?.sku ?? '').toLowerCase(), outcome: 'updated', errors: [] },
      { row: 3, sku: '', outcome: 'created', errors: [] },
      { row: 4, sku: 'KUNAFA-9', outcome: 'created', errors: [] },
    ]);
    expect(await itemCount()).toBe(before + 2);
    const updated = await item('Chicken Tikka');
    expect(Number(updated?.price_minor)).toBe(3500);
    // A blank picture keeps the dish's own; columns left out keep their values.
    expect(updated?.images).toEqual(tikka?.images);
    expect(updated?.description_en).toBe(tikka?.description_en);
    const kebab = await item('Kebab Plate');
    expect(kebab?.sku).toBe(`DISH-${kebab?.id}`);
    expect((await sku('KUNAFA-9'))?.images).toEqual([MEDIA]);
  });

  it('refuses a file whose sku is repeated or whose picture is not the pipeline’s, writing nothing', async () => {
    const before = await itemCount();
    const res = await upload(
      csvFile([
        header,
        ['KUNAFA-9', 'Kunafa', 'كنافة', 'Drinks & Desserts', '9.000', ''],
        ['NEW-1', 'Basbousa', 'بسبوسة', 'Drinks & Desserts', '1.000', ''],
        ['new-1', 'Basbousa 2', 'بسبوسة ٢', 'Drinks & Desserts', '1.000', ''],
        ['NEW-2', 'Umm Ali', 'أم علي', 'Drinks & Desserts', '1.000', 'https://img.example/u.jpg'],
      ]),
      'menu.csv',
    );
    expect(res.statusCode).toBe(400);
    const body = res.json<{ rows: ProductUploadRow[]; errors: ProductUploadError[] }>();
    expect(body.rows.map((row) => [row.row, row.outcome])).toEqual([
      [2, 'updated'],
      [3, 'refused'],
      [4, 'refused'],
      [5, 'refused'],
    ]);
    expect(body.rows[1]?.errors).toEqual([
      { field: 'sku', message: 'The sku NEW-1 is on more than one row; keep one.' },
    ]);
    expect(body.rows[3]?.errors[0]?.field).toBe('image_url');
    expect(await itemCount()).toBe(before);
    expect(Number((await sku('KUNAFA-9'))?.price_minor)).toBe(1500);
  });

  it('is open to whoever manages the menu, and logged', async () => {
    const manager = await staffToken(app, [PERMISSIONS.changeMenu]);
    const res = await upload(
      csvFile([header, ['KUNAFA-9', 'Kunafa', 'كنافة', 'Drinks & Desserts', '1.750', '']]),
      'menu.csv',
      'en',
      manager.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const log = await queryable(app.db)
      .selectFrom('activity_log')
      .select(['actor', 'params'])
      .where('action', '=', 'activity.menu_ops_upload')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ actor: manager.username, params: { created: '0', updated: '1' } });
  });
});
