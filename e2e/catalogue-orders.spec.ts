import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import arAttention from '../locales/ar/catalogue-attention.json' with { type: 'json' };
import arDashboard from '../locales/ar/dashboard.json' with { type: 'json' };
import arServer from '../locales/ar/server.json' with { type: 'json' };
import arText from '../locales/ar/transactions.json' with { type: 'json' };
import enAttention from '../locales/en/catalogue-attention.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import enServer from '../locales/en/server.json' with { type: 'json' };
import enText from '../locales/en/transactions.json' with { type: 'json' };
import type { LoginResponse } from '../src/domain/contracts/auth';
import type { CatalogueCheckoutResponse, CatalogueStore } from '../src/domain/contracts/catalogue';
import type { AdminProduct } from '../src/domain/contracts/catalogue-admin';
import type { Paginated } from '../src/domain/contracts/common';
import { ADMIN, ADMIN_STATE, capture } from './fixtures';
import { expectNoAxeViolations } from './support/axe';

/** The demo shop's date syrup (server/modules/catalogue/demo-shop.ts), 2.600 KWD each, and its first store. */
const TEXT = {
  en: {
    list: enText,
    attention: enAttention,
    server: enServer,
    nav: enDashboard.nav,
    syrup: 'Date syrup',
    store: 'Salmiya store',
  },
  ar: {
    list: arText,
    attention: arAttention,
    server: arServer,
    nav: arDashboard.nav,
    syrup: 'دبس التمر',
    store: 'متجر السالمية',
  },
} as const;

/** The machine is shared: a first paint after a navigation may take longer than the default wait. */
const LOAD = { timeout: 30_000 };

/**
 * A customer's order of two date syrups with the 10 % code WELCOME10, to collect at the
 * Salmiya store, placed as the shop's checkout places it.
 */
async function placeOrder(request: APIRequestContext, lang: string): Promise<string> {
  const stores = await request.get('/api/v1/plugins/catalogue/stores?product_slugs=date-syrup');
  const salmiya = ((await stores.json()) as CatalogueStore[]).find(
    (store) => store.name.en === 'Salmiya store',
  );
  const res = await request.post('/api/v1/plugins/catalogue/invoice/checkout', {
    headers: { 'accept-language': lang },
    data: {
      lines: [{ slug: 'date-syrup', quantity: 2, fields: {} }],
      total: '4.680',
      discount_code: 'WELCOME10',
      store: salmiya?.id,
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
    await expect(lines.getByRole('row').filter({ hasText: 'WELCOME10' })).toContainText('0.520 KWD');
    await expect(lines.getByRole('row').filter({ hasText: text.store })).toBeVisible();
    await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toBeVisible();
    await capture(page, testInfo, `catalogue-order-rows-${lang}`);

    await page.getByRole('link', { name: short, exact: true }).click();
    const order = page.getByRole('region', { name: text.list.order.title });
    await expect(order.getByRole('row').filter({ hasText: text.syrup }).getByRole('cell')).toHaveText(
      [text.syrup, '2', /2\.600 KWD/, /5\.200 KWD/],
      LOAD,
    );
    const total = page.getByRole('rowheader', { name: text.list.order.total, exact: true });
    await expect(order.getByRole('row').filter({ has: total })).toContainText('4.680 KWD');
    const discount = page.getByRole('rowheader', { name: `${text.list.order.discount} (WELCOME10)` });
    await expect(order.getByRole('row').filter({ has: discount })).toContainText('0.520 KWD');
    await expect(order.getByText(text.store)).toBeVisible();
    await settled(page);
    await capture(page, testInfo, `catalogue-order-detail-${lang}`);
    await page.setViewportSize({ width: 414, height: 900 });
    await capture(page, testInfo, `catalogue-order-detail-414-${lang}`);
  });

  test(`staff settle an order that needs attention, from the drawer, at desktop and phone width (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const product = FLAGGED[lang];
    const id = await flaggedOrder(request, product);
    const short = id.slice(0, 8);

    await page.goto(`/${lang}/catalogue/transactions`);
    await page
      .getByRole('navigation', { name: text.nav.label })
      .getByRole('link', { name: text.nav.needs_attention })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/catalogue/needs-attention$`));
    await expect(page.getByRole('heading', { level: 1, name: text.attention.title })).toBeVisible(LOAD);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: short }) });
    await expect(row).toContainText(product.name[lang], LOAD);
    await settled(page);
    await expectNoAxeViolations(page, `needs attention (${lang})`);
    await capture(page, testInfo, `catalogue-needs-attention-${lang}`);

    // Still sold out: the server refuses in the member's language and the order stays.
    const take = row.getByRole('button', {
      name: text.attention.actions.take_stock_for.replace('{{id}}', short),
    });
    await take.click();
    await expect(
      page.getByText(
        text.server['catalogue.attention_still_short'].replace('{{product}}', product.name[lang]),
      ),
    ).toBeVisible(LOAD);
    await expect(row).toBeVisible();

    await page.setViewportSize({ width: 414, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(414);
    await capture(page, testInfo, `catalogue-needs-attention-414-${lang}`);

    await setInventory(request, product, 1);
    await take.click();
    await expect(page.getByText(text.server['catalogue.attention_stocked'])).toBeVisible(LOAD);
    await expect(row).toHaveCount(0, LOAD);
  });
}

/** One product per language, so the two languages' runs never take each other's stock. */
const FLAGGED = {
  en: {
    slug: 'lantern-copper',
    total: '8.750',
    name: { en: 'Copper lantern', ar: 'فانوس نحاسي' },
  },
  ar: {
    slug: 'tea-karak',
    total: '2.950',
    name: { en: 'Karak tea blend', ar: 'خلطة شاي كرك' },
  },
} as const;
type FlaggedProduct = (typeof FLAGGED)[keyof typeof FLAGGED];

async function adminHeaders(request: APIRequestContext) {
  const signIn = await request.post('/api/v1/user/token/', { data: ADMIN });
  return { authorization: `Bearer ${((await signIn.json()) as LoginResponse).access}` };
}

/** Staff set a product's stock through the catalogue's management API. */
async function setInventory(request: APIRequestContext, { slug, name }: FlaggedProduct, inventory: number) {
  const headers = await adminHeaders(request);
  const found = await request.get('/api/v1/admin/catalogue/products', {
    headers,
    params: { search: name.en },
  });
  const product = ((await found.json()) as Paginated<AdminProduct>).results.find((row) => row.slug === slug);
  const res = await request.patch(`/api/v1/admin/catalogue/products/${product?.id}`, {
    headers,
    data: { inventory },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * The case the list is for: a customer's payment is declined and the hold released, another
 * customer buys the last unit, then the first pays after all. The order is paid but has no stock.
 */
async function flaggedOrder(request: APIRequestContext, product: FlaggedProduct): Promise<string> {
  await setInventory(request, product, 1);
  const checkout = async () => {
    const res = await request.post('/api/v1/plugins/catalogue/invoice/checkout', {
      data: {
        lines: [{ slug: product.slug, quantity: 1, fields: {} }],
        total: product.total,
        customer: { name: 'Fatima Al-Sabah', phone: '+96550001234', email: '' },
        gateway_code: 'knet',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as CatalogueCheckoutResponse;
  };
  const press = (attempt: string, action: 'approve' | 'decline') =>
    request.post(`/gateway/sandbox/${attempt}`, { form: { action }, maxRedirects: 0 });
  const first = await checkout();
  await press(first.redirect_url?.split('/gateway/sandbox/')[1] ?? '', 'decline');
  await checkout();
  const retry = await request.post(`/api/v1/plugins/catalogue/transaction/pay/${first.transaction_id}`, {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: { gateway_code: 'knet' },
  });
  await press(((await retry.json()) as { attempt_id: string }).attempt_id, 'approve');
  return first.transaction_id;
}
