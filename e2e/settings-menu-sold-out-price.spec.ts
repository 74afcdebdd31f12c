import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import arKitchen from '../locales/ar/kitchen.json' with { type: 'json' };
import enKitchen from '../locales/en/kitchen.json' with { type: 'json' };
import type { KitchenMenuItem } from '../src/domain/contracts/kitchen';
import { ADMIN, ADMIN_STATE, capture } from './fixtures';
import {
  addButton,
  cartButton,
  chooseDeliveryType,
  DEMO,
  fill,
  fillCustomer,
  TEXT,
} from './support/food-menu';
import { hydrated } from './support/hydrated';

const FOOD = '/api/v1/plugins/food_ordering';
const KITCHEN = { en: enKitchen, ar: arKitchen } as const;
/** A demo dish no other spec orders: sold out and repriced here, put back after. */
const KEBAB = { en: 'Lamb Kebab', ar: 'كباب لحم', price: '3.750', raised: '4.000' } as const;

async function staffHeaders(request: APIRequestContext) {
  const response = await request.post('/api/v1/user/token/', { data: ADMIN });
  expect(response.ok()).toBe(true);
  return { Authorization: `Bearer ${((await response.json()) as { access: string }).access}` };
}

/** Staff reprice the dish through the product upload by sku (the kitchen's own route). */
async function priceKebab(request: APIRequestContext, price: string) {
  const headers = await staffHeaders(request);
  const menu = (await (
    await request.get(`${FOOD}/kitchen/menu-items`, { headers })
  ).json()) as KitchenMenuItem[];
  const kebab = menu.find((dish) => dish.name.en === KEBAB.en);
  expect(kebab).toBeDefined();
  const csv = `sku,name_en,name_ar,category,price\n${kebab?.sku},${KEBAB.en},${KEBAB.ar},Grills,${price}\n`;
  const response = await request.post(`${FOOD}/upload/product`, {
    headers,
    multipart: { file: { name: 'menu.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { headers, id: kebab?.id ?? 0 };
}

/** The dish's page, from its card on the menu (another dish's description names lamb kebab). */
async function openKebab(page: Page, lang: 'en' | 'ar') {
  await page.getByRole('heading', { level: 3, name: KEBAB[lang], exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: KEBAB[lang] })).toBeVisible();
}

for (const lang of ['en', 'ar'] as const) {
  test(`the kitchen sells out a dish and a price change is told at checkout (${lang})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const t = TEXT[lang];
    const k = KITCHEN[lang];
    const staff = await (await browser.newContext({ storageState: ADMIN_STATE })).newPage();
    const customer = await (await browser.newContext()).newPage();
    await staff.setViewportSize({ width: 414, height: 900 });
    await customer.setViewportSize({ width: 414, height: 900 });
    // From the demo's own price, whatever a run cut short left behind.
    await priceKebab(request, KEBAB.price);
    try {
      // The kitchen switches the dish off from its navigation's page.
      await staff.goto(`/${lang}/food-ordering/sold-out`);
      await expect(staff.getByRole('heading', { level: 1, name: k.sold_out.title })).toBeVisible();
      const toggle = staff.getByRole('checkbox', { name: fill(k.sold_out.switch, { name: KEBAB[lang] }) });
      // The kitchen taps the dish's row.
      await staff.getByText(KEBAB[lang], { exact: true }).click();
      await expect(toggle).toBeChecked();
      await expect(staff.getByText(fill(k.sold_out.marked, { name: KEBAB[lang] }))).toBeVisible();
      await capture(staff, testInfo, `menu-sold-out-kitchen-${lang}`);

      await customer.goto(`/${lang}/new-menu`);
      // The page comes drawn by the server: a choice made before the app takes it over is lost.
      await hydrated(customer);
      await chooseDeliveryType(customer, t.type.pickup);
      await customer.getByLabel(t.settings.branch).selectOption({ label: DEMO[lang].salmiya });
      await openKebab(customer, lang);
      const soldOut = customer.getByRole('button', { name: t.item.sold_out_today });
      await expect(soldOut).toBeDisabled();
      await capture(customer, testInfo, `menu-sold-out-dish-${lang}`);

      // Back on sale: the customer adds it at its price.
      await staff.getByText(KEBAB[lang], { exact: true }).click();
      await expect(toggle).not.toBeChecked();
      await expect(staff.getByText(fill(k.sold_out.back, { name: KEBAB[lang] }))).toBeVisible();
      await customer.reload();
      await hydrated(customer);
      await addButton(customer, lang).click();
      await expect(customer).toHaveURL(new RegExp(`/${lang}/new-menu`));

      // Staff raise the price while the cart holds the dish at the old one.
      await priceKebab(request, KEBAB.raised);
      await cartButton(customer, lang).click();
      await customer.getByRole('link', { name: t.summary.checkout }).click();
      const changed = customer.getByRole('alert').filter({ hasText: t.changed.title });
      await expect(changed).toBeVisible();
      await expect(changed).toContainText(`${KEBAB[lang]}`);
      await expect(customer.locator('dl').getByText('4.000 KWD').first()).toBeVisible();
      await capture(customer, testInfo, `menu-price-changed-checkout-${lang}`);

      await fillCustomer(customer, lang);
      await customer.getByRole('radio', { name: /Cash on delivery|الدفع عند الاستلام/ }).check();
      await customer.getByRole('button', { name: t.checkout.place_order }).click();
      await expect(customer.getByRole('heading', { level: 1, name: t.confirmation.title })).toBeVisible();
      await expect(customer.getByText('4.000 KWD').first()).toBeVisible();
    } finally {
      // The demo dish as other specs and the next run expect it: on sale, at its price.
      const { headers, id } = await priceKebab(request, KEBAB.price);
      await request.post(`${FOOD}/kitchen/menu-items/${id}/sold-out`, { headers, data: { sold_out: false } });
    }
  });
}
