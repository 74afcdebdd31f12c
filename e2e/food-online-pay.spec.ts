import { expect, test } from '@playwright/test';
import arKitchen from '../locales/ar/kitchen.json' with { type: 'json' };
import arResult from '../locales/ar/result.json' with { type: 'json' };
import arTransactions from '../locales/ar/transactions.json' with { type: 'json' };
import enKitchen from '../locales/en/kitchen.json' with { type: 'json' };
import enResult from '../locales/en/result.json' with { type: 'json' };
import enTransactions from '../locales/en/transactions.json' with { type: 'json' };
import { ADMIN, ADMIN_STATE, capture, userMenu } from './fixtures';
import {
  addDish,
  cartButton,
  cartCount,
  chooseDeliveryType,
  DEMO,
  fill,
  fillCustomer,
  TEXT,
} from './support/food-menu';

const KITCHEN = { en: enKitchen, ar: arKitchen } as const;
const RESULT = { en: enResult, ar: arResult } as const;
const TRANSACTIONS = { en: enTransactions, ar: arTransactions } as const;

/** The seeded KNET gateway (server/db/seed.ts), as the customer reads it. */
const KNET = {
  en: { name: 'KNET', verb: 'Pay with KNET' },
  ar: { name: 'كي نت', verb: 'ادفع عبر كي نت' },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const t = TEXT[lang];
  const demo = DEMO[lang];
  const kitchen = KITCHEN[lang];

  test(`a menu order paid online comes back to its confirmation and reaches the kitchen paid (${lang})`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto(`/${lang}/new-menu`);
    await chooseDeliveryType(page, t.type.pickup);
    await page.getByLabel(t.settings.branch).selectOption({ label: demo.salmiya });
    await addDish(page, lang, demo.mixedGrill);
    await cartButton(page, lang).click();
    await page.getByRole('link', { name: t.summary.checkout }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.checkout.title })).toBeVisible();
    await fillCustomer(page, lang);
    await page.getByRole('radio', { name: new RegExp(KNET[lang].name) }).check();
    await capture(page, testInfo, `food-online-checkout-${lang}`);
    await page.getByRole('button', { name: KNET[lang].verb }).click();

    // The sandbox's hosted page stands in for KNET; approving returns to the result page.
    await expect(page).toHaveURL(/\/gateway\/sandbox\//);
    await page.locator('button[value=approve]').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/pos/attempt-detail/`));
    await expect(page.getByRole('heading', { level: 1, name: RESULT[lang].thank_you })).toBeVisible();
    await expect(page.getByText(RESULT[lang].redirecting)).toBeVisible();
    const description = page.getByRole('group').filter({ hasText: RESULT[lang].order_description });
    const described = (await description.textContent()) ?? '';
    await capture(page, testInfo, `food-online-result-${lang}`);

    // …and moves on by itself to the order's confirmation, its number and QR code.
    await expect(page).toHaveURL(new RegExp(`/${lang}/order-confirmation/\\d+\\?token=[\\w-]{43}$`), {
      timeout: 10_000,
    });
    const number = /order-confirmation\/(\d+)/.exec(page.url())?.[1] ?? '';
    // The result page named the same order.
    expect(described).toContain(number);
    await expect(page.getByRole('heading', { level: 1, name: t.confirmation.title })).toBeVisible();
    await expect(page.getByText(t.confirmation.payment.paid)).toBeVisible();
    await expect(page.getByRole('img', { name: fill(t.confirmation.qr, { number }) })).toBeVisible();
    await expect.poll(() => cartCount(page, lang)).toBe(0);
    await capture(page, testInfo, `food-online-confirmation-${lang}`);

    // The kitchen sees the order paid.
    const staff = await (await browser.newContext({ storageState: ADMIN_STATE })).newPage();
    await staff.goto(`/${lang}/food-ordering/orders`);
    await staff.getByRole('link', { name: fill(kitchen.orders.open, { number }) }).click();
    await expect(
      staff.getByRole('heading', { level: 1, name: fill(kitchen.details.title, { number }) }),
    ).toBeVisible();
    await expect(staff.getByRole('region', { name: kitchen.details.payment })).toContainText(
      TRANSACTIONS[lang].states.paid,
    );
    await capture(staff, testInfo, `food-online-kitchen-${lang}`);

    // Its duplicate page owns the whole screen: no top bar, no drawer (SPEC 2.2).
    await expect(staff.getByRole('navigation')).not.toHaveCount(0);
    await staff.getByRole('link', { name: kitchen.details.duplicate }).click();
    await expect(staff).toHaveURL(/\/duplicate$/);
    await expect(
      staff.getByRole('heading', { level: 1, name: fill(kitchen.duplicate.title, { number }) }),
    ).toBeVisible();
    await expect(staff.getByRole('navigation')).toHaveCount(0);
    await expect(userMenu(staff, ADMIN.username)).toHaveCount(0);
    await capture(staff, testInfo, `kitchen-duplicate-${lang}`);
    await staff.getByRole('button', { name: kitchen.duplicate.cancel }).click();
    await expect(
      staff.getByRole('heading', { level: 1, name: fill(kitchen.details.title, { number }) }),
    ).toBeVisible();
    await expect(userMenu(staff, ADMIN.username)).toBeVisible();
    await staff.context().close();
  });
}
