import { describe, expect, it } from 'vitest';
import { DEMO_COLLECTOR_ID } from '../../../../server/modules/customer-payment/demo-data.ts';
import { fakeDist, parseDrawnPage } from '../../drawn-page.ts';
import { createTestApp } from '../../helper.ts';

const app = await createTestApp({
  staticDir: fakeDist([
    'noto-sans-latin-600-normal-Ab12.woff2',
    'noto-sans-arabic-arabic-600-normal-Cd34.woff2',
  ]),
});

type QueryState = { status: string; data?: { collector?: { name: string } } };

describe("a collector's pay page drawn by the server", () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`names the collector and asks for the amount, from the API's answer (${lang})`, async () => {
      const res = await app.inject({ url: `/${lang}/pos/pay/collect/${DEMO_COLLECTOR_ID}` });
      expect(res.statusCode).toBe(200);
      const page = parseDrawnPage<QueryState>(res.body);
      const answer = await app.inject({
        method: 'OPTIONS',
        url: `/api/v1/plugins/customer_payment/create/${DEMO_COLLECTOR_ID}/`,
        headers: { 'accept-language': lang },
      });
      const name = answer.json<{ collector: { name: string } }>().collector.name;
      expect(page.document.querySelector('h1')?.textContent).toContain(name);
      expect(page.root?.querySelector('input')).not.toBeNull();
      // Nothing typed before the app takes the page over can be lost: the drawing's form is disabled.
      expect(page.root?.querySelector('fieldset[disabled] input')).not.toBeNull();
      expect(page.queries[0]?.state).toMatchObject({ status: 'success', data: answer.json() });
    });
  }
});
