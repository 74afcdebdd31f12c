import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { ADMIN, createTestApp, login } from '../../helper.ts';
import { createRequest } from '../payments/fixtures.ts';

/** A built app as the server sees one: the template Vite writes and the font the heading uses. */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gulfpay-prerender-'));
  mkdirSync(join(dir, 'assets'));
  for (const font of [
    'noto-sans-latin-600-normal-Ab12.woff2',
    'noto-sans-arabic-arabic-600-normal-Cd34.woff2',
  ])
    writeFileSync(join(dir, 'assets', font), '');
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <title>Gulf Pay</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  );
  return dir;
}

const app = await createTestApp({ staticDir: fakeDist() });
const admin = await login(app, ADMIN);

const NASTY = '<script>alert("x")</script> & Co';

/** The prerendered markup and the inlined data of a page. */
function parts(html: string) {
  const markup =
    /<div id="prerender">([\s\S]*?)<\/div><script type="application\/json"|<div id="prerender">([\s\S]*?)<div id="root">/.exec(
      html,
    );
  const json = /<script type="application\/json" id="pay-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { markup: markup?.[1] ?? markup?.[2] ?? '', json };
}

describe('pay page server render', () => {
  for (const [lang, dir, title, from, font] of [
    ['en', 'ltr', 'Payment details', 'From', 'noto-sans-latin-600-normal-Ab12.woff2'],
    ['ar', 'rtl', 'تفاصيل الدفع', 'من', 'noto-sans-arabic-arabic-600-normal-Cd34.woff2'],
  ] as const) {
    it(`draws the merchant, the amount and an escaped customer name (${lang})`, async () => {
      const created = await createRequest(app, admin.access, { amount: '7.250', customer_name: NASTY });
      const res = await app.inject({ url: `/${lang}/pos/pay/${created.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-store');
      const html = res.body;
      expect(html).toContain(`<html lang="${lang}" dir="${dir}">`);
      const { markup, json } = parts(html);
      expect(markup).toContain(`<h1>${title}</h1>`);
      expect(markup).toContain(`<dt>${from}</dt>`);
      expect(markup).toContain('7.250 KWD');
      // The name is text, never markup, wherever it appears (the To row, the details, the JSON).
      expect(html).not.toContain('<script>alert');
      expect(markup).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
      expect(json).toBeDefined();
      expect(json).not.toContain('</script');
      const data = JSON.parse(json as string);
      expect(data).toMatchObject({ scope: 'pos', id: created.id, lang });
      // Exactly what the pay API answers for that language: nothing more leaks into the page.
      const api = await app.inject({
        url: `/api/v1/plugins/pos/transaction/pay/${created.id}`,
        headers: { 'accept-language': lang },
      });
      expect(data.transaction).toEqual(api.json());
      const merchantName = Object.values(data.transaction.merchant_details)[0];
      expect(markup).toContain(`<dt>${from}</dt><dd>${merchantName}</dd>`);
      expect(Object.values(data.transaction.customer_details)).toContain(NASTY);
      expect(html).toContain(`rel="preload" href="/assets/${font}"`);
    });
  }

  it("shows the merchant's title in the header and links to the other language", async () => {
    const created = await createRequest(app, admin.access);
    const unit = await app.inject({ url: `/api/v1/plugins/pos/transaction/pay/${created.id}` });
    const { title_en, title_ar } = unit.json().unit_details;
    const en = parts((await app.inject({ url: `/en/pos/pay/${created.id}?step=details` })).body).markup;
    expect(en).toContain(`<p class="pr-title">${title_en}</p>`);
    expect(en).toContain(`href="/ar/pos/pay/${created.id}?step=details"`);
    const ar = parts((await app.inject({ url: `/ar/pos/pay/${created.id}` })).body).markup;
    expect(ar).toContain(`<p class="pr-title">${title_ar}</p>`);
    expect(ar).toContain('>English</a>');
  });

  it('says not found, paused and expired in the page language, without data', async () => {
    const missing = await app.inject({ url: '/ar/pos/pay/00000000-0000-4000-8000-000000000000' });
    expect(parts(missing.body).markup).toContain('<h1>المعاملة غير موجودة</h1>');
    expect(parts(missing.body).json).toBeUndefined();

    const created = await createRequest(app, admin.access);
    await queryable(app.db).updateTable('merchants').set({ payments_paused: true }).execute();
    try {
      const paused = await app.inject({ url: `/en/pos/pay/${created.id}` });
      expect(parts(paused.body).markup).toContain(
        '<h1>Sorry, we don&#39;t accept payments for the moment</h1>',
      );
      expect(paused.body).not.toContain('7.250');
    } finally {
      await queryable(app.db).updateTable('merchants').set({ payments_paused: false }).execute();
    }

    await queryable(app.db)
      .updateTable('transactions')
      .set({ expiration_time: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', created.id)
      .execute();
    const expired = parts((await app.inject({ url: `/en/pos/pay/${created.id}` })).body);
    expect(expired.markup).toMatch(/<h1>Expired<\/h1>/i);
    expect(expired.markup).not.toContain('pr-choice');
  });

  it('leaves other plugins, other languages and the SPA fallback to the app', async () => {
    const created = await createRequest(app, admin.access);
    // A payment request is not a Shopify payment: its Shopify URL is not found.
    const shopify = await app.inject({ url: `/en/spf/payment-options/${created.id}` });
    expect(parts(shopify.body).markup).toContain('Transaction not found');
    const unknownLang = await app.inject({ url: `/fr/pos/pay/${created.id}` });
    expect(unknownLang.statusCode).toBe(200);
    expect(unknownLang.body).not.toContain('id="prerender"');
    const login = await app.inject({ url: '/en/login' });
    expect(login.body).not.toContain('id="prerender"');
  });
});
