import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_CHUNKS_FILE } from '../../../scripts/route-chunks.ts';
import { fakeDist } from '../drawn-page.ts';
import { createTestApp } from '../helper.ts';

// What the build lists per route, per file of strings and per part of a signed-in start.
const dist = fakeDist([]);
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, ROUTE_CHUNKS_FILE),
  JSON.stringify({
    '/$lang/_dashboard': ['assets/frame.js', 'assets/drawer.js'],
    '/$lang/_dashboard/general-info': ['assets/home.js', 'assets/drawer.js'],
    '/$lang/_dashboard/$section/transactions/': ['assets/transactions.js'],
    '/$lang/forget-password': ['assets/forget.js'],
    'full-theme': ['assets/recipes.js'],
    'dashboard-strings': ['assets/string-loaders.js'],
    'locales/ar/common': ['assets/locale-core-ar.js'],
    'locales/ar/auth': ['assets/auth-ar.js'],
    // The dashboard's copies of every file of strings, all in one file per language.
    'dashboard:locales/ar/common': ['assets/locale-dashboard-ar.js'],
    'dashboard:locales/ar/home': ['assets/locale-dashboard-ar.js'],
    'dashboard:locales/ar/auth': ['assets/locale-dashboard-ar.js'],
    'locales/en/common': ['assets/locale-core-en.js'],
    'locales/en/auth': ['assets/auth-en.js'],
  }),
);
const app = await createTestApp({ staticDir: dist });

const preloaded = (html: string) =>
  [...html.slice(0, html.indexOf('</head>')).matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g)]
    .map((match) => match[1])
    .sort();

describe('a page the app draws in the browser names every chunk it needs in its <head>', () => {
  it("a dashboard page: its routes', the whole theme's and its language's one file of strings, in its direction", async () => {
    const res = await app.inject({ url: '/ar/general-info', headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(preloaded(res.body)).toEqual(
      [
        'assets/frame.js',
        'assets/drawer.js',
        'assets/home.js',
        'assets/recipes.js',
        'assets/string-loaders.js',
        'assets/locale-dashboard-ar.js',
      ].sort(),
    );
    // Its stylesheet is in the page, as on the pages the server draws.
    expect(res.body).toContain('<style>@font-face');
  });

  it('a public page: its route and the strings it loads, not the dashboard theme', async () => {
    const res = await app.inject({ url: '/en/forget-password' });
    expect(res.body).toContain('<html lang="en" dir="ltr">');
    expect(preloaded(res.body)).toEqual([
      'assets/auth-en.js',
      'assets/forget.js',
      'assets/locale-core-en.js',
    ]);
  });

  it('a path outside the two languages gets the app as built, to answer as it does', async () => {
    const res = await app.inject({ url: '/fr/general-info' });
    expect(res.statusCode).toBe(200);
    expect(preloaded(res.body)).toEqual([]);
    expect(res.body).toContain('<link rel="stylesheet"');
  });
});
