import { expect, test } from '@playwright/test';
import arOrder from '../locales/ar/food-order.json' with { type: 'json' };
import arServer from '../locales/ar/server.json' with { type: 'json' };
import enOrder from '../locales/en/food-order.json' with { type: 'json' };
import enServer from '../locales/en/server.json' with { type: 'json' };
import { capture } from './fixtures';
import {
  ADDRESS,
  addDish,
  cartButton,
  cartCount,
  chooseDeliveryType,
  DEMO,
  fill,
  fillHomeAddress,
  TEXT,
} from './support/food-menu';
import { serviceWorkerControls } from './support/service-worker';

const SERVER = { en: enServer, ar: arServer } as const;

for (const lang of ['en', 'ar'] as const) {
  const t = TEXT[lang];
  const demo = DEMO[lang];

  test(`a customer orders from the menu and sees the order's QR code (${lang})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto(`/${lang}/new-menu`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByLabel(t.settings.area).selectOption({ label: demo.salmiya });
    await expect(page.getByRole('link', { name: demo.mixedGrill }).first()).toBeVisible();
    await capture(page, testInfo, `food-menu-${lang}`);

    // A dish with a size, an option and two add-ons.
    await addDish(page, lang, demo.mixedGrill, async (details) => {
      await details.getByRole('radio', { name: demo.family }).check();
      await details.getByRole('radio', { name: demo.spicy }).check();
      await details.getByRole('checkbox', { name: demo.bread }).check();
      await details.getByRole('checkbox', { name: demo.garlic }).check();
      await capture(details, testInfo, `food-details-${lang}`);
    });
    // A required option stops the add until it is chosen.
    await page.getByRole('link', { name: demo.machboos }).first().click();
    await page.getByRole('checkbox', { name: demo.chicken }).check();
    await page.getByRole('button', { name: new RegExp(t.details.add.split('·')[0]?.trim() ?? '') }).click();
    await expect(page.getByRole('alert')).toHaveText(fill(t.details.choose_option, { name: demo.rice }));
    await page.getByRole('radio', { name: demo.whiteRice }).check();
    await page.getByRole('button', { name: new RegExp(t.details.add.split('·')[0]?.trim() ?? '') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/new-menu`));
    // The same dish with the same choices raises the quantity instead of adding a line.
    await addDish(page, lang, demo.karak);
    await addDish(page, lang, demo.karak);
    await expect.poll(() => cartCount(page, lang)).toBe(4);

    // Changing the delivery type with a full cart asks first: "keep" changes nothing…
    await chooseDeliveryType(page, t.type.pickup);
    const dialog = page.getByRole('dialog', { name: t.change.title });
    await expect(dialog).toBeVisible();
    await capture(page, testInfo, `food-change-modal-${lang}`);
    await dialog.getByRole('button', { name: t.change.keep }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('radio', { name: t.type.delivery })).toBeChecked();
    await expect(page.getByLabel(t.settings.area)).toHaveValue(/\d+/);
    expect(await cartCount(page, lang)).toBe(4);
    // …"change" empties the cart and the place, then stores the new type.
    await chooseDeliveryType(page, t.type.pickup);
    await dialog.getByRole('button', { name: t.change.confirm }).click();
    await expect(page.getByRole('radio', { name: t.type.pickup })).toBeChecked();
    await expect.poll(() => cartCount(page, lang)).toBe(0);
    await expect(page.getByLabel(t.settings.branch)).toHaveValue('');

    await page.getByLabel(t.settings.branch).selectOption({ label: demo.city });
    await addDish(page, lang, demo.mixedGrill, async (details) => {
      await details.getByRole('radio', { name: demo.family }).check();
      await details.getByRole('checkbox', { name: demo.garlic }).check();
    });
    await addDish(page, lang, demo.karak);

    await cartButton(page, lang).click();
    await expect(page.getByRole('heading', { level: 1, name: t.summary.title })).toBeVisible();
    // Family mixed grill (8.250 on offer) + garlic sauce (0.200), and a small karak (0.350).
    const total = page.locator('dl').getByText('8.800 KWD');
    await expect(total.first()).toBeVisible();
    await page.getByLabel(t.voucher.label).fill('NOSUCHCODE');
    await page.getByRole('button', { name: t.voucher.apply }).click();
    await expect(page.getByText(SERVER[lang]['food.voucher_unknown'])).toBeVisible();
    await page.getByLabel(t.voucher.label).fill('WELCOME10');
    await page.getByRole('button', { name: t.voucher.apply }).click();
    await expect(page.getByText(fill(t.voucher.applied, { code: 'WELCOME10' }))).toBeVisible();
    // 10 % of 8.800 is 0.880 off.
    await expect(page.locator('dl').getByText('7.920 KWD')).toBeVisible();
    await capture(page, testInfo, `food-summary-${lang}`);

    await page.getByRole('link', { name: t.summary.checkout }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.checkout.title })).toBeVisible();
    await page.getByLabel(t.checkout.name).fill(demo.name);
    await page.getByRole('textbox', { name: t.checkout.phone }).fill('51234567');
    await page.getByRole('radio', { name: /Cash on delivery|الدفع عند الاستلام/ }).check();
    await capture(page, testInfo, `food-checkout-${lang}`);
    await page.getByRole('button', { name: t.checkout.place_order }).click();

    // The short number is for people to read; the token beside it is what opens the order.
    await expect(page).toHaveURL(new RegExp(`/${lang}/order-confirmation/\\d+\\?token=[\\w-]{43}$`));
    await expect(page.getByRole('heading', { level: 1, name: t.confirmation.title })).toBeVisible();
    const number = /order-confirmation\/(\d+)/.exec(page.url())?.[1] ?? '';
    await expect(page.getByRole('img', { name: fill(t.confirmation.qr, { number }) })).toBeVisible();
    await expect(page.getByText('7.920 KWD')).toBeVisible();
    await expect.poll(() => cartCount(page, lang)).toBe(0);
    await capture(page, testInfo, `food-confirmation-${lang}`);

    // Five is a "few" in Arabic plurals.
    const fiveStars = lang === 'ar' ? arOrder.feedback.stars_few : enOrder.feedback.stars_other;
    const five = page.getByRole('radio', { name: fill(fiveStars, { count: 5 }) });
    await five.focus();
    await page.keyboard.press('Space');
    await expect(five).toBeChecked();
    await page.getByRole('button', { name: t.feedback.send }).click();
    await expect(page.getByText(t.feedback.thanks)).toBeVisible();

    // The number alone, which anyone could count to, opens nothing.
    await page.goto(`/${lang}/order-confirmation/${number}`);
    await expect(page.getByText(SERVER[lang]['food.order_not_found'])).toBeVisible();
    await expect(page.getByText('7.920 KWD')).toHaveCount(0);
    await capture(page, testInfo, `food-confirmation-without-token-${lang}`);
  });

  test(`a menu seen before opens offline with the cart as it was (${lang})`, async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.goto(`/${lang}/new-menu`);
    await serviceWorkerControls(page);
    // What loaded before the worker took control is not in its cache: browse once more under it.
    await page.reload();
    await page.getByLabel(t.settings.area).selectOption({ label: demo.salmiya });
    await addDish(page, lang, demo.mixedGrill);
    await expect.poll(() => cartCount(page, lang)).toBe(1);

    await context.setOffline(true);
    await page.reload();
    // Chromium 150's offline emulation leaves navigator.onLine true in a document the service
    // worker served; switching it again reaches the new document, as a real lost network would.
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(page.getByRole('link', { name: demo.mixedGrill }).first()).toBeVisible();
    await expect(page.getByLabel(t.settings.area)).toHaveValue(/\d+/);
    await expect.poll(() => cartCount(page, lang)).toBe(1);
    // A dish seen before opens, and adding to the cart needs no network (4.500 each: above the minimum order).
    await addDish(page, lang, demo.mixedGrill);
    await expect.poll(() => cartCount(page, lang)).toBe(2);
    await capture(page, testInfo, `food-offline-menu-${lang}`);

    await cartButton(page, lang).click();
    await page.getByRole('link', { name: t.summary.checkout }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.checkout.offline })).toBeVisible();
    await capture(page, testInfo, `food-offline-checkout-${lang}`);
    await context.setOffline(false);
  });

  test(`a delivery order goes through the pay page's address and map step (${lang})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const texts = ADDRESS[lang];
    await page.goto(`/${lang}/new-menu`);
    await page.getByLabel(t.settings.area).selectOption({ label: demo.salmiya });
    await addDish(page, lang, demo.mixedGrill);
    await cartButton(page, lang).click();
    await page.getByRole('link', { name: t.summary.checkout }).click();

    await expect(page.getByRole('heading', { level: 1, name: texts.address.title })).toBeVisible();
    // The area is the one chosen on the menu.
    await expect(page.getByLabel(texts.address.area)).toHaveValue(demo.salmiya);
    await fillHomeAddress(page, lang);

    await expect(page).toHaveURL(/step=details/);
    await page.getByLabel(t.checkout.name).fill(demo.name);
    await page.getByRole('textbox', { name: t.checkout.phone }).fill('51234567');
    await page.getByRole('radio', { name: /Cash on delivery|الدفع عند الاستلام/ }).check();
    await page.getByRole('button', { name: t.checkout.place_order }).click();

    await expect(page.getByRole('heading', { level: 1, name: t.confirmation.title })).toBeVisible();
    // 4.500 for the grill and 0.500 delivery to Salmiya.
    await expect(page.locator('dl').getByText('0.500 KWD')).toBeVisible();
    await expect(page.locator('dl').getByText('5.000 KWD')).toBeVisible();
    await capture(page, testInfo, `food-delivery-confirmation-${lang}`);
  });
}
