import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Branding } from '../../../../src/domain/contracts/branding.ts';
import { fakeDist } from '../../drawn-page.ts';
import { ADMIN, authed, createTestApp, DOOR, login } from '../../helper.ts';
import { createRequest } from '../payments/fixtures.ts';
import { adminCall, entryCount, lastEntry, media } from './fixtures.ts';

const dist = fakeDist([]);
const index = join(dist, 'index.html');
writeFileSync(
  index,
  readFileSync(index, 'utf8').replace(
    '</title>',
    '</title>\n    <link rel="icon" href="/icons/favicon.svg" type="image/svg+xml" />',
  ),
);
const app = await createTestApp({ staticDir: dist });
const admin = (await login(app, ADMIN)).access;
const call = adminCall(app);

const SEEDED: Branding = (await call(admin, 'GET', 'branding')).json<Branding>();
const MEDIA_URL = /^\/media\/[0-9a-f]{64}-\d+\.webp$/;

describe('merchant branding', () => {
  it('reads what the demo seed wrote through the same checks', async () => {
    expect(SEEDED).toEqual({
      title_en: 'Gulf Pay Demo Store',
      title_ar: 'متجر جلف باي التجريبي',
      subheader: 'Payments made simple',
      logo_url: expect.stringMatching(MEDIA_URL),
      favicon_url: expect.stringMatching(MEDIA_URL),
    });
    // The demo's logo went through the pipeline, and customers' browsers can fetch it.
    const logo = await app.inject({ url: SEEDED.logo_url ?? '' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/webp');
  });

  it('is for owners only', async () => {
    const door = (await login(app, DOOR)).access;
    expect((await call(door, 'GET', 'branding')).statusCode).toBe(403);
    expect((await call(door, 'PUT', 'branding', SEEDED)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/v1/admin/branding' })).statusCode).toBe(401);
  });

  it('refuses blank titles and images that did not come through the pipeline, per field, in both languages', async () => {
    const bad = {
      ...SEEDED,
      title_en: '   ',
      title_ar: '',
      logo_url: 'https://evil.example/logo.png',
      favicon_url: '/icons/favicon.svg',
    };
    const en = await call(admin, 'PUT', 'branding', bad);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      title_en: ['Enter a title.'],
      title_ar: ['Enter a title.'],
      logo_url: ['Upload the image here: only images uploaded to Gulf Pay can be shown to customers.'],
      favicon_url: ['Upload the image here: only images uploaded to Gulf Pay can be shown to customers.'],
    });
    const ar = await call(admin, 'PUT', 'branding', { ...SEEDED, logo_url: 'javascript:alert(1)' }, 'ar');
    expect(ar.statusCode).toBe(400);
    expect(ar.json().logo_url).toEqual([
      'ارفع الصورة هنا: لا يُعرض على العملاء إلا ما رُفع إلى جلف باي من صور.',
    ]);
    expect((await call(admin, 'GET', 'branding')).json()).toEqual(SEEDED);
  });

  it('refuses titles over the limit', async () => {
    const res = await call(admin, 'PUT', 'branding', { ...SEEDED, title_en: 'x'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().title_en).toHaveLength(1);
  });

  it('saves, logs each change before and after, and every page follows: config, the top bar, the favicon', async () => {
    const wanted = {
      ...SEEDED,
      title_en: '  Salmiya Sweets ',
      subheader: 'Since 1990',
      logo_url: media('a'),
      favicon_url: media('b', 192),
    };
    const res = await call(admin, 'PUT', 'branding', wanted);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...wanted, title_en: 'Salmiya Sweets' });
    const entry = await lastEntry(app);
    expect(entry.action).toBe('activity.settings_branding_changed');
    expect(entry.actor).toBe('admin');
    expect(entry.params).toEqual({
      changes: [
        { field: 'title_en', before: SEEDED.title_en, after: 'Salmiya Sweets' },
        { field: 'subheader', before: SEEDED.subheader, after: 'Since 1990' },
        { field: 'logo_url', before: SEEDED.logo_url, after: media('a') },
        { field: 'favicon_url', before: SEEDED.favicon_url, after: media('b', 192) },
      ],
    });

    const config = (await app.inject({ url: '/api/v1/config/' })).json();
    expect(config).toMatchObject({
      title: 'Salmiya Sweets',
      logo_url: media('a'),
      favicon_url: media('b', 192),
    });
    const details = (await app.inject(authed(admin, { url: '/api/v1/user/details' }))).json();
    expect(details).toMatchObject({ merchant_title: 'Salmiya Sweets', merchant_logo: media('a') });

    const created = await createRequest(app, admin);
    const pay = await app.inject({ url: `/en/pos/pay/${created.id}` });
    expect(pay.body).toContain(`<link rel="icon" href="${media('b', 192)}" type="image/webp" />`);
    expect(pay.body).not.toContain('/icons/favicon.svg');
    const dashboard = await app.inject({ url: '/ar/admin/branding' });
    expect(dashboard.body).toContain(`<link rel="icon" href="${media('b', 192)}" type="image/webp" />`);

    const logged = await entryCount(app);
    expect((await call(admin, 'PUT', 'branding', res.json())).statusCode).toBe(200);
    expect(await entryCount(app), 'an unchanged form logs nothing').toBe(logged);
    expect((await call(admin, 'PUT', 'branding', { ...SEEDED, favicon_url: null })).statusCode).toBe(200);
    const restored = await app.inject({ url: `/en/pos/pay/${created.id}` });
    expect(restored.body).toContain('<link rel="icon" href="/icons/favicon.svg"');
  });
});
