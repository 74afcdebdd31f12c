import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helper.ts';

// A stand-in for `vite build` output, so the test does not depend on a build.
const dist = mkdtempSync(join(tmpdir(), 'gulfpay-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1);');
const bigScript = `export const words = ${JSON.stringify('gulf pay '.repeat(500))};`;
writeFileSync(join(dist, 'assets', 'main-Ef56Gh78.js'), bigScript);
writeFileSync(join(dist, 'assets', 'main-Ef56Gh78.js.br'), brotliCompressSync(bigScript));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = await createTestApp({ staticDir: dist });
const apiOnly = await createTestApp();

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*(https:|\*|unsafe-inline|unsafe-eval)/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('health', () => {
  it('answers ok', async () => {
    const res = await app.inject({ url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('security headers', () => {
  it('are on API answers, errors included', async () => {
    expectSecurityHeaders((await app.inject({ url: '/api/v1/health' })).headers);
    expectSecurityHeaders((await app.inject({ url: '/api/v1/nope' })).headers);
  });

  it('are on the app page', async () => {
    expectSecurityHeaders((await app.inject({ url: '/en/login' })).headers);
  });
});

describe('serving the PWA', () => {
  it('falls back to index.html for client routes, never cached without revalidation', async () => {
    for (const url of ['/', '/en/login', '/ar/payment-request/transactions?page=2']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the service worker uncached and hashed assets as immutable', async () => {
    const sw = await app.inject({ url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the pre-compressed file to browsers that accept it, the plain one to others', async () => {
    const compressed = await app.inject({
      url: '/assets/main-Ef56Gh78.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(bigScript.length / 10);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(bigScript);
    const plain = await app.inject({
      url: '/assets/main-Ef56Gh78.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await app.inject({ url: '/api/v1/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
    const ar = await app.inject({ url: '/api/v1/does-not-exist', headers: { 'accept-language': 'ar' } });
    expect(ar.json()).toEqual({ message: 'غير موجود.' });
  });

  it('runs the API alone when there is no build', async () => {
    expect((await apiOnly.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
    const page = await apiOnly.inject({ url: '/en/login' });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ message: 'Not found.' });
  });
});

describe('OpenAPI', () => {
  it('documents every API route from the route schemas', async () => {
    const res = await app.inject({ url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /api/v1/health',
        'POST /api/v1/user/token/',
        'POST /api/v1/user/token/refresh/',
        'POST /api/v1/user/forgot_password',
        'POST /api/v1/user/reset_password',
        'GET /api/v1/user/details',
        'POST /api/v1/user/change_password',
        'PATCH /api/v1/user/update-user/{id}',
        'GET /api/v1/user/actions',
        'GET /api/v1/config/',
        'GET /api/v1/plugins/installed',
        'GET /api/v1/plugins/sections',
        'GET /api/v1/plugins/transaction-fields/check/{type}/',
        'OPTIONS /api/v1/dashboard/help',
        'POST /api/v1/dashboard/help',
        'POST /api/v1/plugins/code_pairing/verify-referer',
        'POST /api/v1/plugins/code_pairing/validate',
      ]),
    );
    expect(operations.some((op) => op.includes('openapi.json'))).toBe(false);
  });
});
