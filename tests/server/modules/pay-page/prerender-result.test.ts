import { describe, expect, it } from 'vitest';
import { fakeDist, parseDrawnPage } from '../../drawn-page.ts';
import { ADMIN, createTestApp, login } from '../../helper.ts';
import { createRequest, payAndPress } from '../payments/fixtures.ts';

const app = await createTestApp({ staticDir: fakeDist(['noto-sans-latin-600-normal-Ab12.woff2']) });
const admin = await login(app, ADMIN);

type QueryState = { status: string; data?: unknown; error?: { status: number } | null };

describe("a payment's result drawn by the server", () => {
  for (const [lang, thanks] of [
    ['en', 'Thank you!'],
    ['ar', 'شكرًا لك!'],
  ] as const) {
    it(`draws a paid attempt's result from the details API's answer, kept by no cache (${lang})`, async () => {
      const created = await createRequest(app, admin.access, { amount: '4.750' });
      const { attempt_id: attemptId } = await payAndPress(app, created.id, 'knet', 'approve');
      const res = await app.inject({ url: `/${lang}/pos/attempt-detail/${attemptId}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const page = parseDrawnPage<QueryState>(res.body);
      expect(page.document.querySelector('h1')?.textContent).toBe(thanks);
      expect(page.text).toContain('4.750');
      const details = await app.inject({
        url: `/api/v1/plugins/pos/transaction/details/${attemptId}`,
        headers: { 'accept-language': lang },
      });
      expect(page.queries[0]?.state).toMatchObject({ status: 'success', data: details.json() });
    });
  }

  it('draws an unknown attempt as not found, in the page language', async () => {
    const res = await app.inject({ url: '/ar/pos/attempt-detail/00000000-0000-4000-8000-000000000000' });
    const page = parseDrawnPage<QueryState>(res.body);
    expect(page.document.querySelector('h1')?.textContent).toBe('تفاصيل الدفع غير موجودة');
    expect(page.queries[0]?.state).toMatchObject({ status: 'error', error: { status: 404 } });
  });
});
