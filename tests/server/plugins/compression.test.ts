import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pickEncoding } from '../../../server/plugins/compression.ts';
import { ADMIN, authed, createTestApp, login } from '../helper.ts';

const app = await createTestApp();
const admin = (await login(app, ADMIN)).access;

// The dashboard's sections, asked for on every dashboard page: about 1.6 KB seeded.
const LIST = '/api/v1/plugins/sections';
const list = (acceptEncoding: string) =>
  app.inject(authed(admin, { url: LIST, headers: { 'accept-encoding': acceptEncoding } }));

describe('API answers of 1 KB or more', () => {
  it('travel brotli-compressed to a browser that accepts br, and decode to the same JSON', async () => {
    const plain = await list('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);

    const res = await list('gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('travel gzip-compressed to a client that accepts only gzip', async () => {
    const res = await list('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual((await list('identity')).json());
  });

  it('travel compressed off the main thread when large, and decode to the same JSON', async () => {
    // The API's OpenAPI document: hundreds of KB.
    const page = (acceptEncoding: string) =>
      app.inject({ url: '/api/v1/openapi.json', headers: { 'accept-encoding': acceptEncoding } });
    const plain = await page('identity');
    expect(plain.statusCode).toBe(200);
    // Above the 32 KB compressed on the main thread.
    expect(plain.rawPayload.length).toBeGreaterThan(32 * 1024);
    const br = await page('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gzip = await page('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('keep small answers and errors under 1 KB as they are', async () => {
    const health = await app.inject({ url: '/api/v1/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });
});

describe('choosing the coding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and sends nothing compressed to identity', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5')).toBe('br');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});
