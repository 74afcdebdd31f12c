import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import type { AttachmentUploadResponse } from '../../../../src/domain/contracts/integrations.ts';
import { pluginAccessPermission } from '../../../../src/domain/permissions.ts';
import { ADMIN, createTestApp, DOOR, login } from '../../helper.ts';
import { staffToken } from '../transaction-actions/fixtures.ts';

const app = await createTestApp();
const { access } = await login(app, ADMIN);

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A real multipart body, built the way a browser builds it. */
async function upload(
  bytes: Buffer,
  name: string,
  type: string,
  field = 'file',
  token: string | null = access,
  query = '',
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  const headers: Record<string, string> = { 'content-type': request.headers.get('content-type') ?? '' };
  if (token) headers.authorization = `Bearer ${token}`;
  return app.inject({
    method: 'POST',
    url: `/api/v1/attachment/upload${query}`,
    headers: { ...headers, 'accept-language': 'en' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const pathOf = (fileUrl: string) => new URL(fileUrl).pathname;

describe('attachment upload', () => {
  it('stores a PDF and serves it back with its type and name', async () => {
    const res = await upload(PDF, 'Invoice 12.pdf', 'application/pdf');
    expect(res.statusCode).toBe(201);
    const body = res.json<AttachmentUploadResponse>();
    expect(body.original_filename).toBe('Invoice 12.pdf');
    expect(body.file_url).toMatch(/^http:\/\/pay\.test\/api\/v1\/files\/[0-9a-f-]{36}\/Invoice%2012\.pdf$/);

    const file = await app.inject({ url: pathOf(body.file_url) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Invoice%2012.pdf");
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('recognises an image by its bytes, whatever type the browser claimed', async () => {
    const res = await upload(PNG, 'فاتورة.png', 'application/octet-stream');
    expect(res.statusCode).toBe(201);
    const body = res.json<AttachmentUploadResponse>();
    expect(body.original_filename).toBe('فاتورة.png');
    const file = await app.inject({ url: pathOf(body.file_url) });
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('refuses other types, in the field, in the user language', async () => {
    const res = await upload(Buffer.from('<script>alert(1)</script>'), 'evil.pdf', 'application/pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: ['Only PDF, PNG, JPEG or WebP files can be uploaded.'] });

    const form = new FormData();
    form.append('file', new Blob(['text']), 'a.txt');
    const request = new Request('http://local/', { method: 'POST', body: form });
    const arabic = await app.inject({
      method: 'POST',
      url: '/api/v1/attachment/upload',
      headers: {
        authorization: `Bearer ${access}`,
        'accept-language': 'ar',
        'content-type': request.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(arabic.json()).toEqual({ file: ['يمكن رفع ملفات PDF أو PNG أو JPEG أو WebP فقط.'] });
  });

  it('refuses a file over 10 MB (413; every upload route: tests/server/upload-limits.test.ts)', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(big, 'big.pdf', 'application/pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ file: ['The file is larger than 10 MB.'] });
  });

  it('refuses an empty file, a wrong field and a body that is not multipart', async () => {
    expect((await upload(Buffer.alloc(0), 'empty.pdf', 'application/pdf')).json()).toEqual({
      file: ['The file is empty.'],
    });
    const wrongField = await upload(PDF, 'a.pdf', 'application/pdf', 'document');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toHaveProperty('file');
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/attachment/upload',
      headers: { authorization: `Bearer ${access}` },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ file: ['Choose one file to upload (form field "file").'] });
  });

  it('needs a signed-in user; unknown files are 404', async () => {
    expect((await upload(PDF, 'a.pdf', 'application/pdf', 'file', null)).statusCode).toBe(401);
    const missing = await app.inject({ url: '/api/v1/files/00000000-0000-4000-8000-000000000000/a.pdf' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'File not found.' });
  });
});

describe('who may upload', () => {
  const fileCount = async () =>
    Number(
      (
        await queryable(app.db)
          .selectFrom('files')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const send = (token: string, query = '') => upload(PDF, 'a.pdf', 'application/pdf', 'file', token, query);

  it('refuses door staff, who only check tickets in, whatever the purpose', async () => {
    const door = (await login(app, DOOR, '10.6.3.1')).access;
    const before = await fileCount();
    for (const query of ['', '?purpose=payment_request', '?purpose=event']) {
      const res = await send(door, query);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You do not have permission to perform this action.' });
    }
    expect(await fileCount()).toBe(before);
  });

  it("takes the permission of the section the file is for; SPEC's bare call is the payment request's", async () => {
    const events = await staffToken(app, [pluginAccessPermission('event')]);
    expect((await send(events, '?purpose=event')).statusCode).toBe(201);
    expect((await send(events, '?purpose=payment_request')).statusCode).toBe(403);
    expect((await send(events)).statusCode).toBe(403);

    const requests = await staffToken(app, [pluginAccessPermission('payment_request')]);
    expect((await send(requests)).statusCode).toBe(201);
    expect((await send(requests, '?purpose=payment_request')).statusCode).toBe(201);
    expect((await send(requests, '?purpose=event')).statusCode).toBe(403);
  });

  it('refuses a purpose that is not a form taking attachments', async () => {
    expect((await send(access, '?purpose=food_ordering')).statusCode).toBe(400);
  });
});
