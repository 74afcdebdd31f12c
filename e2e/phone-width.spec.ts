import { expect, type Page, test } from '@playwright/test';
import { addToCart } from './support/catalogue';
import { ADDRESS, addDish, cartButton, DEMO, fillHomeAddress, firstDish, TEXT } from './support/food-menu';
import { approvedAttempt, createRequest, DEMO_COLLECTOR_ID } from './support/payments';
import { wordsSplitIn } from './support/split-words';

// Every customer page at a phone's width: no word may wrap in the middle, in either language.
test.use({ viewport: { width: 414, height: 900 } });

const DEMO_EVENT = 'community-iftar';
const LANGS = ['en', 'ar'] as const;

/** Opens the page and waits until it has settled: fonts in, nothing loading. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

async function expectNoSplitWords(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  expect(await wordsSplitIn(page), `words broken across lines on the ${name}`).toEqual([]);
}

for (const lang of LANGS) {
  test(`at 414 px no word breaks mid-word on the payment pages (${lang})`, async ({ page, request }) => {
    const { id } = await createRequest(request);
    const attemptId = await approvedAttempt(request);
    for (const [name, path] of [
      ['pay page', `/${lang}/pos/pay/${id}`],
      ['result page', `/${lang}/pos/attempt-detail/${attemptId}`],
      ['collector page', `/${lang}/pos/pay/collect/${DEMO_COLLECTOR_ID}`],
      ['login page', `/${lang}/login`],
    ] as const) {
      await open(page, path);
      await expectNoSplitWords(page, `${name} (${lang})`);
    }
  });

  test(`at 414 px no word breaks mid-word on the event pages (${lang})`, async ({ page }) => {
    for (const [name, path] of [
      ['events list', `/${lang}/events`],
      ['event page', `/${lang}/events/${DEMO_EVENT}`],
      ['register page', `/${lang}/register/${DEMO_EVENT}`],
    ] as const) {
      await open(page, path);
      await expectNoSplitWords(page, `${name} (${lang})`);
    }
  });

  test(`at 414 px no word breaks mid-word on the shop's list, a product, the cart and the checkout (${lang})`, async ({
    page,
  }) => {
    await open(page, `/${lang}/catalogue/product-list`);
    await expectNoSplitWords(page, `shop list (${lang})`);
    await open(page, `/${lang}/catalogue/product-detail/saffron-eau`);
    await addToCart(page, lang, 1);
    await expectNoSplitWords(page, `shop product (${lang})`);
    await open(page, `/${lang}/catalogue/cart`);
    await expect(page.getByTestId('cart-total')).toBeVisible();
    await expectNoSplitWords(page, `shop cart (${lang})`);
    await open(page, `/${lang}/catalogue/checkout`);
    await expect(page.getByRole('radiogroup')).toBeVisible();
    await expectNoSplitWords(page, `shop checkout (${lang})`);
  });

  test(`at 414 px no word breaks mid-word on the menu, a dish, the cart and the checkout (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const t = TEXT[lang];
    const dish = await firstDish(request);
    await open(page, `/${lang}/category/${dish.category}/food-details/${dish.id}`);
    await expectNoSplitWords(page, `food details (${lang})`);
    await open(page, `/${lang}/new-menu`);
    await page.getByLabel(t.settings.area).selectOption({ label: DEMO[lang].salmiya });
    await expect(page.getByRole('link', { name: DEMO[lang].mixedGrill }).first()).toBeVisible();
    await expectNoSplitWords(page, `menu (${lang})`);
    await addDish(page, lang, DEMO[lang].mixedGrill);
    await cartButton(page, lang).click();
    await expect(page.getByRole('heading', { level: 1, name: t.summary.title })).toBeVisible();
    await expectNoSplitWords(page, `cart (${lang})`);
    await page.getByRole('link', { name: t.summary.checkout }).click();
    // A delivery asks for the address first, then the customer's details and the pay choices.
    await expect(page.getByRole('textbox', { name: ADDRESS[lang].address.block })).toBeVisible();
    await expectNoSplitWords(page, `checkout's address step (${lang})`);
    await fillHomeAddress(page, lang);
    await expect(page.getByRole('heading', { level: 1, name: t.checkout.title })).toBeVisible();
    await expectNoSplitWords(page, `checkout (${lang})`);
  });
}

test('the check finds a word the layout breaks in the middle, and not one wrapped whole', async ({
  page,
}) => {
  await page.setContent(
    '<p style="width: 6ch; word-break: break-all">Machboos tray</p><p style="width: 6ch">Al Sabah</p>',
  );
  const split = await wordsSplitIn(page);
  expect(split.some((word) => word.startsWith('Machboos '))).toBe(true);
  expect(split.join(' ')).not.toMatch(/Al|Sabah/);
});
