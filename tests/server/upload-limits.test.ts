/**
 * Every upload route refuses a file over its limit with 413, in the user's language, and keeps
 * nothing of it: through app.inject (the body arrives whole) and through a real socket (the
 * body streams in chunks, where a cut on a chunk boundary used to pass as a whole file).
 */
import { describe, expect, it } from 'vitest';
import { queryable } from '../../server/db/handle.ts';
import { ADMIN, createTestApp, login } from './helper.ts';
import { injectUpload, socketUpload, type Upload } from './multipart.ts';

const app = await createTestApp({ trustProxy: true });
const admin = (await login(app, ADMIN, '10.8.0.1')).access;

const MB = 1024 * 1024;
/** The cut used to slip through in 1 to 3 tries of 5. */
const TRIES = 5;
const TRANSPORTS = [
  ['app.inject', injectUpload],
  ['a socket', socketUpload],
] as const;

let uploads = 0;
/** Each booking upload from its own address: the per-address rate limit is tested elsewhere. */
const nextAddress = () => {
  uploads += 1;
  return `10.9.${Math.floor(uploads / 250)}.${(uploads % 250) + 1}`;
};

/** A PDF of exactly `size` bytes: its type passes, only its size can refuse it. */
function pdfOf(size: number): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return bytes;
}

/**
 * A valid product sheet of exactly `size` bytes, ~3 KB a row, required columns first: any cut
 * of it is still a valid sheet, so a truncated upload would be imported, not refused.
 */
function productCsv(size: number): Uint8Array {
  const encoder = new TextEncoder();
  const header = 'name_en,name_ar,category,price,description_en,description_ar\r\n';
  const row = (i: number) => `Dish ${i},طبق ${i},Grills,1.000,${'x'.repeat(1500)},${'و'.repeat(740)}\r\n`;
  let text = header;
  let bytes = encoder.encode(header).length;
  for (let i = 1; bytes + encoder.encode(row(i)).length <= size; i += 1) {
    text += row(i);
    bytes += encoder.encode(row(i)).length;
  }
  // A blank line is no product: it only brings the file to its size.
  return encoder.encode(text + ' '.repeat(size - bytes));
}

const count = async (table: 'files' | 'food_items') =>
  Number(
    (
      await queryable(app.db)
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

interface Route {
  name: string;
  url: string;
  limit: number;
  file: (size: number) => Uint8Array;
  table: 'files' | 'food_items';
  tooLarge: { en: string; ar: string };
  signedIn: boolean;
}

const ATTACHMENT_TOO_LARGE = { en: 'The file is larger than 10 MB.', ar: 'حجم الملف أكبر من 10 ميغابايت.' };
const ROUTES: Route[] = [
  {
    name: 'staff attachment',
    url: '/api/v1/attachment/upload?purpose=payment_request',
    limit: 10 * MB,
    file: pdfOf,
    table: 'files',
    tooLarge: ATTACHMENT_TOO_LARGE,
    signedIn: true,
  },
  {
    name: 'booking attachment',
    url: '/api/v1/plugins/event/booking/attachment/gulf-tech-summit',
    limit: 10 * MB,
    file: pdfOf,
    table: 'files',
    tooLarge: ATTACHMENT_TOO_LARGE,
    signedIn: false,
  },
  {
    name: 'product sheet',
    url: '/api/v1/plugins/food_ordering/upload/product',
    limit: 5 * MB,
    file: productCsv,
    table: 'food_items',
    tooLarge: { en: 'The file is larger than 5 MB.', ar: 'حجم الملف أكبر من 5 ميغابايت.' },
    signedIn: true,
  },
];

const request = (route: Route, bytes: Uint8Array, lang: 'en' | 'ar'): Upload => ({
  url: route.url,
  bytes,
  name: route.table === 'food_items' ? 'menu.csv' : 'scan.pdf',
  address: nextAddress(),
  headers: {
    'accept-language': lang,
    ...(route.signedIn ? { authorization: `Bearer ${admin}` } : {}),
  },
});

describe.each(ROUTES)('$name upload', (route) => {
  it.each(TRANSPORTS)('refuses one byte over the limit with 413, every time, through %s', async (_, send) => {
    const before = await count(route.table);
    const bytes = route.file(route.limit + 1);
    for (let i = 0; i < TRIES; i++) {
      const lang = i % 2 ? 'ar' : 'en';
      const answer = await send(app, request(route, bytes, lang));
      expect(answer).toEqual({ status: 413, body: { file: [route.tooLarge[lang]] } });
    }
    expect(await count(route.table)).toBe(before);
  });

  it('refuses a file whose cut falls exactly between two pieces of the body', async () => {
    const before = await count(route.table);
    const upload = { ...request(route, route.file(route.limit + 1), 'en'), splitFileAt: route.limit };
    const answer = await injectUpload(app, upload);
    expect(answer).toEqual({ status: 413, body: { file: [route.tooLarge.en] } });
    expect(await count(route.table)).toBe(before);
  });

  it.each(TRANSPORTS)('refuses a 20 MB file with 413 through %s', async (_, send) => {
    const before = await count(route.table);
    const bytes = route.file(20 * MB);
    for (let i = 0; i < 2; i++) {
      const answer = await send(app, request(route, bytes, 'en'));
      expect(answer).toEqual({ status: 413, body: { file: [route.tooLarge.en] } });
    }
    expect(await count(route.table)).toBe(before);
  });

  it('takes a file of exactly the limit, streamed over a socket', async () => {
    const before = await count(route.table);
    const answer = await socketUpload(app, request(route, route.file(route.limit), 'en'));
    // The product upload answers 200 (it may update dishes), the attachments 201.
    expect([200, 201], JSON.stringify(answer.body)).toContain(answer.status);
    expect(await count(route.table)).toBeGreaterThan(before);
  });
});

describe('the reported product sheet', () => {
  it.each(TRANSPORTS)(
    'refuses a valid 5.74 MB sheet of ~2,000 rows, importing none, through %s',
    async (_, send) => {
      const sheet = productCsv(Math.round(5.74 * 1000 * 1000));
      expect(new TextDecoder().decode(sheet).split('\r\n').length).toBeGreaterThan(1900);
      const before = await count('food_items');
      for (let i = 0; i < TRIES; i++) {
        const answer = await send(app, request(ROUTES[2] as Route, sheet, 'en'));
        expect(answer.status).toBe(413);
      }
      expect(await count('food_items')).toBe(before);
    },
  );
});
