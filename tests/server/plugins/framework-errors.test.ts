import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helper.ts';

const app = await createTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

/** Bytes straight onto a socket: what Node's HTTP parser refuses never reaches `inject`. */
function raw(request: string): Promise<{ status: number; contentType: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString();
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({
        status: Number(head.split(' ')[1]),
        contentType: /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '',
        body,
      });
    });
  });
}

const get = (url: string, lang = 'en'): Promise<LightMyRequestResponse> =>
  app.inject({ url, headers: { 'accept-language': lang } });

describe('errors raised before a route is chosen answer in the one error shape', () => {
  it('malformed percent-encoding in the path: 400 with a message, in the caller’s language', async () => {
    const en = await get('/api/v1/plugins/event/events/%E0%A4%A');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ message: 'The address is not valid: it has a malformed percent-encoding.' });
    const ar = await get('/api/v1/plugins/event/events/%zz', 'ar');
    expect(ar.statusCode).toBe(400);
    expect(ar.json()).toEqual({ message: 'العنوان غير صالح: ترميز النسبة المئوية فيه تالف.' });
  });

  it('a path segment longer than any route takes: 414 with a message', async () => {
    const res = await get(`/api/v1/plugins/event/events/${'x'.repeat(256)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'The address is too long.' });
  });

  it('a segment as long as a route accepts (a 255-character file name) reaches the route', async () => {
    const res = await get(`/api/v1/files/00000000-0000-4000-8000-000000000000/${'n'.repeat(255)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'File not found.' });
  });

  it('a request line past the header limit: 431 with a message', async () => {
    const res = await raw(`GET /api/v1/health?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: pay.test\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.contentType).toContain('application/json');
    expect(JSON.parse(res.body)).toEqual({ message: 'The request headers are too large.' });
  });

  it('a request the HTTP parser cannot read: 400 with a message', async () => {
    const res = await raw('GET /api/v1/health HTTP/1.1\r\nHost: pay.test\r\nBad\u0000Header: 1\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ message: 'The request could not be understood.' });
  });
});
