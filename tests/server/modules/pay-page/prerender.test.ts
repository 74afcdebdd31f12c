import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { queryable } from '../../../../server/db/handle.ts';
import { NO_COPY_HEADER } from '../../../../src/domain/kept-pages.ts';
import { fakeDist, parseDrawnPage } from '../../drawn-page.ts';
import { ADMIN, createTestApp, login } from '../../helper.ts';
import { createRequest } from '../payments/fixtures.ts';

const app = await createTestApp({
  staticDir: fakeDist([
    'noto-sans-latin-600-normal-Ab12.woff2',
    'noto-sans-arabic-arabic-600-normal-Cd34.woff2',
  ]),
});
const admin = await login(app, ADMIN);

const NASTY = '<script>alert("x")</script> & Co';

type QueryState = {
  status: string;
  data?: unknown;
  error?: { status: number; body: Record<string, unknown> } | null;
};

/** The page as a browser parses it, with the head's styles and the pay queries it was drawn from. */
function parse(html: string) {
  const page = parseDrawnPage<QueryState>(html);
  const { document, queries } = page;
  const query = (part: 'read' | 'config') => queries.find((entry) => entry.queryKey[3] === part)?.state;
  return {
    ...page,
    heading: document.querySelector('h1')?.textContent,
    styles: [...document.head.querySelectorAll('style[data-emotion]')]
      .map((style) => style.textContent)
      .join(''),
    transaction: query('read'),
    config: query('config'),
  };
}

const payApi = (id: string, lang: string, method: 'GET' | 'OPTIONS' = 'GET') =>
  app.inject({
    method,
    url: `/api/v1/plugins/pos/transaction/pay/${id}`,
    headers: { 'accept-language': lang },
  });

describe('pay page server render', () => {
  for (const [lang, dir, title, from, font] of [
    ['en', 'ltr', 'Payment details', 'From', 'noto-sans-latin-600-normal-Ab12.woff2'],
    ['ar', 'rtl', 'تفاصيل الدفع', 'من', 'noto-sans-arabic-arabic-600-normal-Cd34.woff2'],
  ] as const) {
    it(`draws the app's page with its critical CSS and the answers it was drawn from (${lang})`, async () => {
      const created = await createRequest(app, admin.access, { amount: '7.250', customer_name: NASTY });
      const res = await app.inject({ url: `/${lang}/pos/pay/${created.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-store');
      // Still payable: the worker may keep it for a return visit.
      expect(res.headers[NO_COPY_HEADER]).toBeUndefined();
      expect(res.body).toContain(`<html lang="${lang}" dir="${dir}">`);
      expect(res.body).toContain(`rel="preload" href="/assets/${font}"`);
      const page = parse(res.body);
      expect(page.heading).toBe(title);
      expect(page.root?.querySelector('dt')?.textContent).toBe(from);
      expect(page.text).toContain('7.250 KWD');
      expect(page.root?.querySelector('input[type="radio"][checked]')).not.toBeNull();
      // Every class the drawing uses is styled in the page itself, before any script runs.
      const classes = [...(page.root?.querySelectorAll('[class]') ?? [])].flatMap((element) =>
        [...element.classList].filter((name) => name.startsWith('css-')),
      );
      expect(classes.length).toBeGreaterThan(20);
      for (const name of new Set(classes)) expect(page.styles).toContain(`.${name}`);
      // The customer's name is text wherever it appears.
      expect(res.body).not.toContain('<script>alert');
      expect(page.text).toContain(NASTY);
      // Exactly what the pay API answers for that language: nothing more leaks into the page.
      expect(page.transaction).toMatchObject({
        status: 'success',
        data: (await payApi(created.id, lang)).json(),
      });
      expect(page.config).toMatchObject({
        status: 'success',
        data: (await payApi(created.id, lang, 'OPTIONS')).json(),
      });
    });
  }

  it('keeps a title and a name holding </script> and line separators as data, in the markup and the script', async () => {
    const hostile = '</script><script>alert(1)</script>\u2028\u2029<!--';
    const created = await createRequest(app, admin.access, { customer_name: hostile });
    const titles = await queryable(app.db).selectFrom('merchants').select(['id', 'title_en']).execute();
    await queryable(app.db).updateTable('merchants').set({ title_en: hostile }).execute();
    try {
      const res = await app.inject({ url: `/en/pos/pay/${created.id}` });
      const page = parse(res.body);
      // The data and the template's own script are the only ones: nothing was injected.
      const scripts = [...page.document.querySelectorAll('script')];
      expect(scripts.map((script) => script.id || script.getAttribute('src')).sort()).toEqual([
        '/assets/index-Xy12.js',
        'query-data',
      ]);
      const data = page.transaction?.data as {
        merchant_details: Record<string, string>;
        customer_details: Record<string, string>;
      };
      expect(Object.values(data.merchant_details)).toContain(hostile);
      expect(Object.values(data.customer_details)).toContain(hostile);
      expect(page.root?.querySelector('dd')?.textContent).toBe(hostile);
      // Escaped in the script's source: a raw separator ends a line in older JavaScript parsers.
      const source = /<script type="application\/json" id="query-data">([\s\S]*?)<\/script>/.exec(
        res.body,
      )?.[1];
      expect(source).toMatch(/\\u2028\\u2029\\u003c!--/);
      expect(/[\u2028\u2029<]/.test(source ?? '<')).toBe(false);
    } finally {
      for (const { id, title_en } of titles)
        await queryable(app.db).updateTable('merchants').set({ title_en }).where('id', '=', id).execute();
    }
  });

  it("shows the merchant's title in the header and links to the other language, query kept", async () => {
    const created = await createRequest(app, admin.access);
    const { title_en, title_ar } = (await payApi(created.id, 'en')).json().unit_details;
    const en = parse((await app.inject({ url: `/en/pos/pay/${created.id}?step=details` })).body);
    expect(en.root?.querySelector('header p')?.textContent).toBe(title_en);
    const enSwitch = en.root?.querySelector('header a[title="Switch language"]');
    expect(enSwitch?.getAttribute('href')).toBe(`/ar/pos/pay/${created.id}?step=details`);
    const ar = parse((await app.inject({ url: `/ar/pos/pay/${created.id}` })).body);
    expect(ar.root?.querySelector('header p')?.textContent).toBe(title_ar);
    expect(ar.root?.querySelector(`header a[href="/en/pos/pay/${created.id}"]`)?.textContent).toBe('English');
  });

  it('says not found, paused and expired in the page language, as the app does, and lets none be kept', async () => {
    const unknown = await app.inject({ url: '/ar/pos/pay/00000000-0000-4000-8000-000000000000' });
    const missing = parse(unknown.body);
    expect(missing.heading).toBe('المعاملة غير موجودة');
    expect(unknown.headers[NO_COPY_HEADER]).toBe('1');
    // The refusal goes along, so the app's first render draws the same message.
    expect(missing.transaction).toMatchObject({ status: 'error', error: { status: 404 } });

    const created = await createRequest(app, admin.access);
    await queryable(app.db).updateTable('merchants').set({ payments_paused: true }).execute();
    try {
      const paused = await app.inject({ url: `/en/pos/pay/${created.id}` });
      expect(parse(paused.body).heading).toBe("Sorry, we don't accept payments for the moment");
      expect(paused.headers[NO_COPY_HEADER]).toBe('1');
      expect(paused.body).not.toContain('7.250');
    } finally {
      await queryable(app.db).updateTable('merchants').set({ payments_paused: false }).execute();
    }

    await queryable(app.db)
      .updateTable('transactions')
      .set({ expiration_time: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', created.id)
      .execute();
    const expiredPage = await app.inject({ url: `/en/pos/pay/${created.id}` });
    const expired = parse(expiredPage.body);
    expect(expired.heading).toMatch(/^Expired$/i);
    expect(expiredPage.headers[NO_COPY_HEADER]).toBe('1');
    expect(expired.root?.querySelector('input[type="radio"]')).toBeNull();
  });

  it('draws pages in both languages at once, each in its own, lazy steps included', async () => {
    // The address step arrives after the page's first render pass: another page's language
    // could have been set in between, were the languages not kept apart.
    const created = await createRequest(app, admin.access, {
      multicheckout: { capture_delivery_address: true, capture_delivery_location: false },
    });
    const langs = ['en', 'ar', 'en', 'ar', 'ar', 'en'] as const;
    const pages = await Promise.all(
      langs.map((lang) => app.inject({ url: `/${lang}/pos/pay/${created.id}` })),
    );
    const said = pages.map((res) => {
      const { text } = parse(res.body);
      return [text.includes('Block'), text.includes('القطعة')];
    });
    expect(said).toEqual(langs.map((lang) => [lang === 'en', lang === 'ar']));
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const created = await createRequest(app, admin.access);
    const res = await app.inject({
      url: `/en/pos/pay/${created.id}`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(parse(html).heading).toBe('Payment details');
    expect(res.rawPayload.length).toBeLessThan(html.length / 3);
  });

  it('leaves other plugins, other languages and the SPA fallback to the app', async () => {
    const created = await createRequest(app, admin.access);
    // A payment request is not a Shopify payment: its Shopify URL is not found.
    const shopify = parse((await app.inject({ url: `/en/spf/payment-options/${created.id}` })).body);
    expect(shopify.heading).toBe('Transaction not found');
    const unknownLang = await app.inject({ url: `/fr/pos/pay/${created.id}` });
    expect(unknownLang.statusCode).toBe(200);
    expect(unknownLang.body).toContain('<div id="root"></div>');
    const dashboard = await app.inject({ url: '/en/transactions' });
    expect(dashboard.body).toContain('<div id="root"></div>');
    expect(dashboard.body).not.toContain('query-data');
  });
});
