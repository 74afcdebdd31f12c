import { expect, test } from '@playwright/test';
import { addButton, cartButton, DEMO, fill, TEXT } from './support/food-menu';
import { arrowTo, expectVisibleFocus, tabTo } from './support/keyboard';
import { createRequest } from './support/payments';

/** What the pay page and its result say, per language. */
const PAY = {
  en: { kpay: 'Pay with KPay', thankYou: 'Thank you!' },
  ar: { kpay: 'ادفع عبر كي باي', thankYou: 'شكرًا لك!' },
} as const;

// Only page.keyboard drives these journeys: no click, no fill, no check.
test.use({ viewport: { width: 414, height: 860 } });

for (const lang of ['en', 'ar'] as const) {
  test(`the pay page is paid with the keyboard alone, up to the gateway and back (${lang})`, async ({
    page,
    request,
  }) => {
    const { id } = await createRequest(request);
    await page.goto(`/${lang}/pos/pay/${id}`);
    const radios = page.getByRole('radio');
    await expect(radios.first()).toBeEnabled();

    // One tab stop for the group: it lands on the chosen gateway; arrows change the choice.
    await tabTo(page, page.getByRole('radio', { checked: true }));
    const kpay = page.getByRole('radio', { name: /KPay|كي باي/ });
    await arrowTo(page, kpay);
    await expectVisibleFocus(kpay);

    const pay = page.getByRole('button', { name: PAY[lang].kpay });
    await tabTo(page, pay);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gateway\/sandbox\//);

    await tabTo(page, page.locator('button[value=approve]'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pos\/attempt-detail\//);
    await expect(page.getByRole('heading', { name: PAY[lang].thankYou })).toBeVisible();
  });

  test(`a dish is ordered from the menu with the keyboard alone (${lang})`, async ({ page }) => {
    test.setTimeout(60_000);
    const t = TEXT[lang];
    const demo = DEMO[lang];
    await page.goto(`/${lang}/new-menu`);

    // Pickup: no map to place a pin on. The delivery type is a radio group, the branch a select.
    const pickup = page.getByRole('radio', { name: t.type.pickup });
    await expect(pickup).toBeEnabled();
    await tabTo(page, page.getByRole('radio', { checked: true }));
    await arrowTo(page, pickup, 'ArrowRight');
    const branch = page.getByLabel(t.settings.branch);
    await tabTo(page, branch);
    // A closed select takes arrows (typing ahead needs key events Arabic letters are not sent as).
    await page.keyboard.press('ArrowDown');
    await expect(branch).not.toHaveValue('');

    const dish = page.getByRole('link', { name: demo.mixedGrill }).first();
    await tabTo(page, dish);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: demo.mixedGrill })).toBeVisible();
    await tabTo(page, addButton(page, lang));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${lang}/new-menu`));

    await tabTo(page, cartButton(page, lang));
    await expect(cartButton(page, lang)).toContainText(/1|١/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: t.summary.title })).toBeVisible();
    // One grill is under the branch's minimum order: a second one through the quantity stepper.
    await tabTo(
      page,
      page.getByRole('button', {
        name: fill(t.stepper.more, { label: fill(t.summary.quantity_of, { name: demo.mixedGrill }) }),
      }),
    );
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('link', { name: t.summary.checkout }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: t.checkout.title })).toBeVisible();
    await tabTo(page, page.getByLabel(t.checkout.name));
    await page.keyboard.type(demo.name);
    await tabTo(page, page.getByRole('textbox', { name: t.checkout.phone }));
    await page.keyboard.type('51234567');
    await tabTo(page, page.getByRole('radio', { checked: true }));
    await arrowTo(page, page.getByRole('radio', { name: /Cash on delivery|الدفع عند الاستلام/ }));
    await tabTo(page, page.getByRole('button', { name: t.checkout.place_order }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/${lang}/order-confirmation/\\d+\\?token=`));
    await expect(page.getByRole('heading', { level: 1, name: t.confirmation.title })).toBeVisible();
  });
}
