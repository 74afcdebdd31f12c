import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, chromium, expect, type Page, test } from '@playwright/test';
import ar from '../locales/ar/kitchen.json' with { type: 'json' };
import en from '../locales/en/kitchen.json' with { type: 'json' };
import { chromiumLaunchOptions } from '../playwright.config';
import type { Branch, CheckoutResponse, MenuItem } from '../src/domain/contracts/food';
import type { OrderList } from '../src/domain/contracts/kitchen';
import { ADMIN, capture, logIn } from './fixtures';
import { writeQrVideo } from './support/fake-camera';

const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 4310}`;
const FOOD = '/api/v1/plugins/food_ordering';
const TEXT = { en, ar } as const;

async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/user/token/', { data: ADMIN });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access: string }).access;
}

/** Earlier orders (the other language's run) are acknowledged first, so this run's alarm is its own. */
async function acknowledgeAll(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const response = await request.get(`${FOOD}/order?limit=100&offset=0`, { headers });
  expect(response.ok()).toBe(true);
  for (const row of ((await response.json()) as OrderList).results.filter((r) => !r.acknowledged))
    expect((await request.post(`${FOOD}/order/acknowledge/${row.id}`, { headers })).ok()).toBe(true);
}

/** A customer's pickup order paid cash on delivery, through the public checkout API. */
async function customerCheckout(request: APIRequestContext, name: string): Promise<CheckoutResponse> {
  const branches = (await (await request.get(`${FOOD}/branches`)).json()) as Branch[];
  const items = (await (await request.get(`${FOOD}/menu-items?delivery_type=pickup`)).json()) as MenuItem[];
  const item = items.find((candidate) => candidate.name.en === 'Chicken Tikka') ?? items[0];
  const response = await request.post(`${FOOD}/checkout`, {
    data: {
      delivery_type: 'pickup',
      branch: branches[0]?.id ?? null,
      delivery_area: null,
      lines: [
        {
          menu_item: item?.id,
          quantity: 2,
          size: null,
          add_ons: [],
          options: {},
          special_instructions: 'Extra spicy',
        },
      ],
      voucher: null,
      customer: { name, phone: '+96550001234', email: 'kitchen-e2e@example.kw' },
      address: null,
      gateway_code: 'cod',
      lang: 'en',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CheckoutResponse;
}

const DEVICE = {
  baseURL: BASE_URL,
  locale: 'en-US',
  timezoneId: 'Asia/Kuwait',
  viewport: { width: 1280, height: 900 },
};

/**
 * A kitchen tablet signed in through the form: its own token family, so two browsers never
 * present the same saved refresh token (the server treats that reuse as theft).
 */
async function kitchenPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext(DEVICE)).newPage();
  await logIn(page, ADMIN);
  return page;
}

for (const lang of ['en', 'ar'] as const) {
  test(`the kitchen sees a new order live, silences it, cooks it and scans it (${lang})`, async ({
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const t = TEXT[lang];
    const token = await staffToken(request);
    const work = mkdtempSync(join(tmpdir(), `kitchen-${lang}-`));
    // The alarm is Web Audio: let it sound without a click, as on a kiosk tablet.
    const browser = await chromium.launch({
      ...chromiumLaunchOptions,
      args: [...chromiumLaunchOptions.args, '--autoplay-policy=no-user-gesture-required'],
    });
    try {
      await acknowledgeAll(request, token);
      const page = await kitchenPage(browser);
      await page.goto(`/${lang}/food-ordering/orders`);
      await expect(page.getByRole('heading', { level: 1, name: t.orders.title })).toBeVisible();
      await expect(page.getByText(t.orders.live, { exact: true })).toBeVisible();

      // A customer checks out elsewhere; the open list shows it without a reload, within 2 s.
      const customer = `Kitchen ${lang} ${Date.now()}`;
      const order = await customerCheckout(request, customer);
      const row = page.getByRole('row').filter({ hasText: customer });
      await expect(row).toBeVisible({ timeout: 2_000 });
      await expect(row.getByText(t.orders.new, { exact: true })).toBeVisible();
      const alarm = page.locator('[data-alarm]');
      await expect(alarm).toHaveAttribute('data-alarm', 'ringing');
      const badge = page.getByRole('navigation').locator('a[href$="/food-ordering/orders"] .chakra-badge');
      await expect(badge).toHaveText('1');
      await capture(page, testInfo, `kitchen-new-order-${lang}`);
      // Until someone answers, a reload keeps the alarm and the badge.
      await page.reload();
      await expect(alarm).toHaveAttribute('data-alarm', 'ringing');
      await expect(badge).toHaveText('1');

      // Acknowledging stops the alarm; the badge follows and survives a reload.
      await row
        .getByRole('button', { name: t.orders.acknowledge_order.replace('{{number}}', order.order_number) })
        .click();
      await expect(alarm).toHaveAttribute('data-alarm', 'quiet');
      await expect(page.getByRole('status').filter({ hasText: t.alarm.quiet })).toBeVisible();
      await expect(badge).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('row').filter({ hasText: customer })).toBeVisible();
      await expect(badge).toHaveCount(0);

      // Details: move it through its states in one tap each; every move lands in the history.
      await row.getByRole('link', { name: t.orders.open.replace('{{number}}', order.order_number) }).click();
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: t.details.title.replace('{{number}}', order.order_number),
        }),
      ).toBeVisible();
      for (const state of ['accepted', 'preparing', 'ready', 'picked_up', 'completed'] as const) {
        const label = t.move.to.replace('{{state}}', t.state[state]);
        await page.getByRole('button', { name: label, exact: true }).click();
        await expect(page.locator('[data-order-state]').first()).toHaveAttribute('data-order-state', state);
      }
      await expect(page.getByText(t.move.none)).toBeVisible();
      // The history panel lists the walk oldest first, the taps signed by who made them.
      const history = page.getByRole('region', { name: t.details.history }).getByRole('listitem');
      const walked = ['received', 'accepted', 'preparing', 'ready', 'picked_up', 'completed'] as const;
      await expect(history).toHaveCount(walked.length);
      for (const [index, state] of walked.entries()) {
        await expect(history.nth(index)).toContainText(t.state[state]);
      }
      await expect(history.last()).toContainText(t.details.by.replace('{{actor}}', ADMIN.username));
      await capture(page, testInfo, `kitchen-order-details-${lang}`);

      // Bulk upload with invalid rows: the errors in a dialog table with the report link.
      await page.goto(`/${lang}/food-ordering/bulk-create`);
      await page.getByLabel(t.bulk.file).setInputFiles({
        name: 'products.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('name_en,name_ar,category,price\nShawarma,,No such category,abc\n'),
      });
      await page.getByRole('button', { name: t.bulk.upload }).click();
      const dialog = page.getByRole('dialog', { name: t.bulk.errors_title });
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByRole('table', { name: t.bulk.errors_caption }).getByRole('row'),
      ).not.toHaveCount(1);
      await expect(dialog.getByRole('button', { name: t.bulk.report })).toBeVisible();
      await capture(page, testInfo, `kitchen-bulk-errors-${lang}`);
      await page.context().close();

      // The customer's confirmation QR ({"id": …}) shown to the counter's camera opens the order.
      const video = join(work, 'order.y4m');
      writeQrVideo(JSON.stringify({ id: order.order_id }), video);
      const counter = await chromium.launchPersistentContext(join(work, 'profile'), {
        ...chromiumLaunchOptions,
        args: [
          ...chromiumLaunchOptions.args,
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
          `--use-file-for-fake-video-capture=${video}`,
        ],
        ...DEVICE,
        permissions: ['camera'],
      });
      try {
        const scan = counter.pages()[0] ?? (await counter.newPage());
        await logIn(scan, ADMIN);
        await scan.goto(`/${lang}/food-ordering/fulfillment`);
        await expect(scan).toHaveURL(new RegExp(`/${lang}/food-ordering/orders/${order.order_id}$`), {
          timeout: 20_000,
        });
        await expect(
          scan.getByRole('heading', {
            level: 1,
            name: t.details.title.replace('{{number}}', order.order_number),
          }),
        ).toBeVisible();
        await capture(scan, testInfo, `kitchen-scanned-order-${lang}`);
      } finally {
        await counter.close();
      }
    } finally {
      await browser.close();
      rmSync(work, { recursive: true, force: true });
    }
  });
}
