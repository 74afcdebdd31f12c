import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import arAttention from '../locales/ar/catalogue-attention.json' with { type: 'json' };
import arDashboard from '../locales/ar/dashboard.json' with { type: 'json' };
import arText from '../locales/ar/transactions.json' with { type: 'json' };
import enAttention from '../locales/en/catalogue-attention.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import enText from '../locales/en/transactions.json' with { type: 'json' };
import type { CatalogueCheckoutResponse } from '../src/domain/contracts/catalogue';
import { ADMIN_STATE, capture } from './fixtures';
import { expectNoAxeViolations } from './support/axe';

/** The demo shop's date syrup (server/modules/catalogue/demo-shop.ts), 2.600 KWD each. */
const TEXT = {
  en: { list: enText, attention: enAttention, nav: enDashboard.nav, syrup: 'Date syrup', money: '5.200 KWD' },
  ar: { list: arText, attention: arAttention, nav: arDashboard.nav, syrup: 'دبس التمر', money: '5.200 KWD' },
} as const;

/** The machine is shared: a first paint after a navigation may take longer than the default wait. */
const LOAD = { timeout: 30_000 };

/** A customer's order of two date syrups, placed as the shop's checkout places it. */
async function placeOrder(request: APIRequestContext, lang: string): Promise<string> {
  const res = await request.post('/api/v1/plugins/catalogue/invoice/checkout', {
    headers: { 'accept-language': lang },
    data: {
      lines: [{ slug: 'date-syrup', quantity: 2, fields: {} }],
      total: '5.200',
      customer: { name: 'Fatima Al-Sabah', phone: '+96550001234', email: '' },
      gateway_code: 'knet',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as CatalogueCheckoutResponse).transaction_id;
}

/** Nothing on the page is still loading. */
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0, LOAD);

test.use({ storageState: ADMIN_STATE, viewport: { width: 1280, height: 900 } });

for (const lang of ['en', 'ar'] as const) {
  const text = TEXT[lang];

  test(`a catalogue order shows its lines in the list and on the detail page (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const id = await placeOrder(request, lang);
    const short = id.slice(0, 8);

    await page.goto(`/${lang}/catalogue/transactions`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const toggle = page.getByRole('button', { name: text.list.table.show_order.replace('{{id}}', short) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false', LOAD);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const lines = page.getByRole('table', { name: text.list.order.caption.replace('{{id}}', short) });
    const syrup = lines.getByRole('row').filter({ hasText: text.syrup });
    await expect(syrup.getByRole('cell')).toHaveText([text.syrup, '2', /2\.600 KWD/, /5\.200 KWD/]);
    await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toBeVisible();
    await capture(page, testInfo, `catalogue-order-rows-${lang}`);

    await page.getByRole('link', { name: short, exact: true }).click();
    const order = page.getByRole('region', { name: text.list.order.title });
    await expect(order.getByRole('row').filter({ hasText: text.syrup }).getByRole('cell')).toHaveText(
      [text.syrup, '2', /2\.600 KWD/, /5\.200 KWD/],
      LOAD,
    );
    const total = page.getByRole('rowheader', { name: text.list.order.total, exact: true });
    await expect(order.getByRole('row').filter({ has: total })).toContainText(text.money);
    await settled(page);
    await capture(page, testInfo, `catalogue-order-detail-${lang}`);
    await page.setViewportSize({ width: 414, height: 900 });
    await capture(page, testInfo, `catalogue-order-detail-414-${lang}`);
  });

  test(`the catalogue's needs-attention page, from the drawer, at desktop and phone width (${lang})`, async ({
    page,
  }, testInfo) => {
    await page.goto(`/${lang}/catalogue/transactions`);
    await page
      .getByRole('navigation', { name: text.nav.label })
      .getByRole('link', { name: text.nav.needs_attention })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/catalogue/needs-attention$`));
    await expect(page.getByRole('heading', { level: 1, name: text.attention.title })).toBeVisible(LOAD);
    await settled(page);
    // The demo shop oversold nothing: its list is empty until a late payment finds the stock gone.
    await expect(page.getByText(text.attention.empty)).toBeVisible();
    await expectNoAxeViolations(page, `needs attention (${lang})`);
    await capture(page, testInfo, `catalogue-needs-attention-${lang}`);
    await page.setViewportSize({ width: 414, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(414);
    await capture(page, testInfo, `catalogue-needs-attention-414-${lang}`);
  });
}
