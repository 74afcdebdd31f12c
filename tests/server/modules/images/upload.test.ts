/**
 * The image pipeline (issue 19): uploads are recognised by their bytes, re-encoded as WebP at
 * their kind's widths without anything but pixels, stored once per content, and served under
 * their hash for a year.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { ImageUploadResponse } from '../../../../src/domain/contracts/images.ts';
import { ADMIN, createTestApp, DOOR, login } from '../../helper.ts';
import { injectUpload, socketUpload } from '../../multipart.ts';
import {
  COMMENT_SCRIPT,
  EXIF_SCRIPT,
  HTML,
  jpegWithMetadata,
  picture,
  pngBomb,
  pngWithMetadata,
  SVG,
  XMP_SCRIPT,
} from './image-fixtures.ts';

const app = await createTestApp();
const admin = (await login(app, ADMIN)).access;
const URL = '/api/v1/admin/images';
const MB = 1024 * 1024;

const upload = (
  bytes: Uint8Array,
  options: { kind?: string; name?: string; lang?: string; token?: string } = {},
) =>
  injectUpload(app, {
    url: URL,
    bytes,
    name: options.name ?? 'image.bin',
    fields: options.kind === undefined ? { kind: 'logo' } : options.kind ? { kind: options.kind } : {},
    headers: {
      'accept-language': options.lang ?? 'en',
      ...(options.token === '' ? {} : { authorization: `Bearer ${options.token ?? admin}` }),
    },
  });

const uploaded = async (bytes: Uint8Array, kind = 'logo') => {
  const answer = await upload(bytes, { kind });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as ImageUploadResponse;
};

const media = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const count = async (table: 'images' | 'image_variants') =>
  Number(
    (
      await queryable(app.db)
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const NOT_ACCEPTED = {
  en: 'This is not an image we accept. Upload a JPEG, PNG, WebP, GIF or AVIF image (SVG is not accepted).',
  ar: 'هذه ليست صورة نقبلها. ارفع صورة JPEG أو PNG أو WebP أو GIF أو AVIF (صور SVG غير مقبولة).',
};

describe('POST /api/v1/admin/images', () => {
  it.each(['jpeg', 'png', 'webp', 'gif', 'avif'] as const)(
    're-encodes a %s as WebP at every logo width up to its own',
    async (format) => {
      const body = await uploaded(await picture(500, 250, format));
      const hash = body.url.slice('/media/'.length, -'-384.webp'.length);
      expect(body).toEqual({
        url: `/media/${hash}-384.webp`,
        srcset: [96, 192, 384].map((width) => `/media/${hash}-${width}.webp ${width}w`).join(', '),
        width: 384,
        height: 192,
      });
      for (const width of [96, 192, 384]) {
        const served = await media(`/media/${hash}-${width}.webp`);
        expect(served.statusCode).toBe(200);
        const meta = await sharp(served.rawPayload).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
          format: 'webp',
          width,
          height: width / 2,
        });
      }
    },
  );

  it('never enlarges: a 700 px header image is stored at 640 only', async () => {
    const body = await uploaded(await picture(700, 350, 'jpeg'), 'header');
    expect(body.url).toMatch(/-640\.webp$/);
    expect(body.srcset.split(', ')).toHaveLength(1);
    expect((await media(body.url.replace('-640', '-1280'))).statusCode).toBe(404);
  });

  it('keeps an original narrower than its kind at its own size, under the smallest width', async () => {
    const body = await uploaded(await picture(40, 40, 'png'), 'logo');
    expect(body).toMatchObject({ width: 40, height: 40 });
    expect(body.url).toMatch(/-96\.webp$/);
    expect((await sharp((await media(body.url)).rawPayload).metadata()).width).toBe(40);
  });

  it('takes the first frame of an animated GIF', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 200, height: 400, channels: 3, background } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#ff0000'), await frame('#0000ff')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const stored = (await media((await uploaded(animated)).url)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect({ pages: meta.pages, width: meta.width, height: meta.height }).toEqual({
      pages: undefined,
      width: 192,
      height: 384,
    });
    expect((await sharp(stored).stats()).dominant).toMatchObject({
      r: expect.toSatisfy((r: number) => r > 200),
    });
  });

  it('turns a JPEG upright and keeps none of its EXIF, GPS, XMP or comment', async () => {
    const original = await jpegWithMetadata();
    expect(original.includes(EXIF_SCRIPT) && original.includes(XMP_SCRIPT)).toBe(true);
    const body = await uploaded(original);
    // Orientation 6: the 300×200 original stands 200 wide, so 96 and 192 are made.
    expect(body).toMatchObject({ width: 192, height: 288 });
    for (const url of body.srcset.split(', ').map((entry) => entry.split(' ')[0] ?? '')) {
      const stored = (await media(url)).rawPayload;
      const meta = await sharp(stored).metadata();
      expect({ exif: meta.exif, xmp: meta.xmp, icc: meta.icc, orientation: meta.orientation }).toEqual({
        exif: undefined,
        xmp: undefined,
        icc: undefined,
        orientation: undefined,
      });
      for (const hidden of ['<script', 'Exif', 'GPS', 'xmpmeta', 'ICCP', 'EXIF', 'XMP '])
        expect(stored.includes(hidden), hidden).toBe(false);
    }
  });

  it('keeps none of a PNG’s text chunk, XMP or colour profile (converted to sRGB)', async () => {
    const body = await uploaded(await pngWithMetadata());
    const stored = (await media(body.url)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect({ xmp: meta.xmp, icc: meta.icc, comments: meta.comments }).toEqual({
      xmp: undefined,
      icc: undefined,
      comments: undefined,
    });
    for (const hidden of [COMMENT_SCRIPT, '<script', 'xmpmeta', 'Display P3', 'ICCP'])
      expect(stored.includes(hidden), hidden).toBe(false);
  });

  it.each([
    ['an SVG', SVG, 'logo.svg'],
    ['HTML named .png', HTML, 'logo.png'],
    ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n'), 'logo.png'],
  ])('refuses %s by its content, in the user’s language', async (_, bytes, name) => {
    const before = await count('images');
    for (const lang of ['en', 'ar'] as const) {
      expect(await upload(bytes, { name, lang })).toEqual({
        status: 400,
        body: { file: [NOT_ACCEPTED[lang]] },
      });
    }
    expect(await count('images')).toBe(before);
  });

  it('refuses a PNG whose signature is right but whose data is not', async () => {
    const png = await picture(300, 300, 'png');
    const broken = Buffer.concat([png.subarray(0, 60), Buffer.alloc(400, 7)]);
    expect(await upload(broken)).toEqual({ status: 400, body: { file: [NOT_ACCEPTED.en] } });
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(64 * 1024);
    const started = performance.now();
    expect(await upload(bomb, { lang: 'ar' })).toEqual({
      status: 400,
      body: { file: ['الصورة كبيرة جدًا: 40 ميغابكسل على الأكثر و16383 بكسل لكل ضلع.'] },
    });
    // Decoding 400 MP would take seconds and 1.2 GB; reading a header takes milliseconds.
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it.each([
    ['app.inject', injectUpload],
    ['a socket', socketUpload],
  ] as const)(
    'refuses more than 10 MB with 413 while streaming, storing nothing, through %s',
    async (_, send) => {
      const before = [await count('images'), await count('image_variants')];
      const png = await picture(64, 64, 'png');
      const oversize = Buffer.concat([png, Buffer.alloc(10 * MB + 1 - png.length)]);
      for (const lang of ['en', 'ar'] as const) {
        const answer = await send(app, {
          url: URL,
          bytes: oversize,
          name: 'big.png',
          fields: { kind: 'logo' },
          headers: { authorization: `Bearer ${admin}`, 'accept-language': lang },
        });
        expect(answer).toEqual({
          status: 413,
          body: {
            file: [lang === 'en' ? 'The image is larger than 10 MB.' : 'حجم الصورة أكبر من 10 ميغابايت.'],
          },
        });
      }
      expect([await count('images'), await count('image_variants')]).toEqual(before);
    },
  );

  it('answers the same URL for the same bytes, storing them once', async () => {
    const bytes = await picture(260, 100, 'webp');
    const first = await uploaded(bytes);
    const before = [await count('images'), await count('image_variants')];
    expect(await uploaded(bytes)).toEqual(first);
    expect([await count('images'), await count('image_variants')]).toEqual(before);
  });

  it('logs each upload in the Admin log', async () => {
    const body = await uploaded(await picture(120, 60, 'png'), 'favicon');
    const log = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/activity',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(log.json().results[0]).toMatchObject({ description: 'Uploaded a favicon image' });
    expect(body.url).toMatch(/-32\.webp$/);
  });

  it.each([
    ['no kind', '', { kind: ['This field is required.'] }],
    ['an unknown kind', 'poster', { kind: ['Select a valid choice.'] }],
  ])('refuses %s before reading the file', async (_, kind, errors) => {
    expect(await upload(await picture(100, 100, 'png'), { kind })).toEqual({ status: 400, body: errors });
  });

  it('is for owners: 401 without a token, 403 for staff', async () => {
    const png = await picture(100, 100, 'png');
    expect((await upload(png, { token: '' })).status).toBe(401);
    const door = (await login(app, DOOR)).access;
    expect(await upload(png, { token: door })).toEqual({
      status: 403,
      body: { message: 'You do not have permission to perform this action.' },
    });
  });
});

describe('GET /media/:name', () => {
  it('serves a variant as immutable WebP with an ETag, and 304 for it', async () => {
    const body = await uploaded(await picture(200, 200, 'jpeg'));
    const served = await media(body.url, { 'accept-encoding': 'br, gzip' });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      etag: `"${body.url.slice('/media/'.length)}"`,
    });
    // WebP is compressed already: sent as it is.
    expect(served.headers['content-encoding']).toBeUndefined();
    expect(served.headers['content-security-policy']).toContain("img-src 'self'");
    const again = await media(body.url, { 'if-none-match': String(served.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it.each([
    `/media/${'a'.repeat(64)}-96.webp`,
    '/media/logo.webp',
    `/media/${'A'.repeat(64)}-96.webp`,
    '/media/..%2F..%2Fpackage.json',
  ])('answers 404 for %s', async (url) => {
    const answer = await media(url);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: 'Not found.' });
  });
});
