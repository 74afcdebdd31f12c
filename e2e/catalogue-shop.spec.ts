import { expect, test } from '@playwright/test';
import { capture } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { addToCart, cartButton, productCard, SHOP_DEMO, SHOP_TEXT, stepperButton } from './support/catalogue';
import { serviceWorkerControls } from './support/service-worker';

for (const lang of ['en', 'ar'] as const) {
  const t = SHOP_TEXT[lang];
  const demo = SHOP_DEMO[lang];

  test(`a customer browses, searches, filters, fills a cart that survives a reload (${lang})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto(`/${lang}/catalogue/product-list`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(productCard(page, demo.thermos)).toBeVisible();
    await capture(page, testInfo, `catalogue-list-${lang}`);

    // Search: the URL keeps it, the results are the matching products only.
    const search = page.getByRole('searchbox', { name: t.list.search });
    await expect(search).toBeEnabled();
    await search.fill(demo.oud);
    await expect(page).toHaveURL(/search=/);
    await expect(productCard(page, demo.royalOud)).toBeVisible();
    await expect(productCard(page, demo.thermos)).toHaveCount(0);
    await search.fill('zzzz-nothing');
    await expect(page.getByText(t.list.no_results)).toBeVisible();
    await page.getByRole('link', { name: t.list.show_all }).click();
    await expect(page).not.toHaveURL(/search=/);

    // A category, then back from a product to the same place in the list.
    await page
      .getByRole('navigation', { name: t.list.categories })
      .getByRole('link', { name: demo.dates })
      .click();
    await expect(page).toHaveURL(/category=dates-sweets/);
    await expect(productCard(page, demo.ajwa)).toBeVisible();
    await expect(productCard(page, demo.thermos)).toHaveCount(0);
    await productCard(page, demo.ajwa).click();
    await expect(page.getByRole('heading', { level: 1, name: demo.ajwa })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/category=dates-sweets/);
    await expect(productCard(page, demo.ajwa)).toBeVisible();

    // Two products, one added twice.
    await page.goto(`/${lang}/catalogue/product-list?category=perfumes&sort=price_desc`);
    await productCard(page, demo.rose).click();
    await expect(page.getByRole('heading', { level: 1, name: demo.rose })).toBeVisible();
    await addToCart(page, lang, 1);
    await addToCart(page, lang, 2);
    await capture(page, testInfo, `catalogue-detail-${lang}`);
    await page.goto(`/${lang}/catalogue/product-detail/saffron-eau`);
    await addToCart(page, lang, 3);
    await expectNoAxeViolations(page, `product detail (${lang})`);

    // The cart: 2 × 15.000 (on offer) + 24.900, as it was after a reload.
    await page.goto(`/${lang}/catalogue/cart`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t.cart.title })).toBeVisible();
    const lines = page.getByRole('list', { name: t.cart.lines }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(page.getByTestId('cart-total')).toHaveText(/54\.900 KWD/);
    await expectNoAxeViolations(page, `cart (${lang})`);
    await capture(page, testInfo, `catalogue-cart-${lang}`);
    await expect(page.getByRole('link', { name: t.cart.checkout })).toHaveAttribute(
      'href',
      `/${lang}/catalogue/checkout`,
    );

    // One less of the rose attar, then the saffron removed: the total follows.
    await page.getByRole('button', { name: stepperButton(lang, 'less', demo.rose) }).click();
    await expect(page.getByTestId('cart-total')).toHaveText(/39\.900 KWD/);
    await page.getByRole('button', { name: t.cart.remove_name.replace('{{name}}', demo.saffron) }).click();
    await expect(page.getByTestId('cart-total')).toHaveText(/15\.000 KWD/);
  });

  test(`a sold-out product cannot be added, and an unknown one is not found (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/catalogue/product-list?category=perfumes`);
    await expect(productCard(page, demo.amber)).toContainText(t.product.sold_out);
    await productCard(page, demo.amber).click();
    await expect(page.getByRole('heading', { level: 1, name: demo.amber })).toBeVisible();
    await expect(page.getByRole('button', { name: t.detail.add })).toBeDisabled();
    await cartButton(page).click();
    await expect(page.getByText(t.cart.empty)).toBeVisible();

    await page.goto(`/${lang}/catalogue/product-detail/no-such-product`);
    await expect(page.getByRole('heading', { level: 1, name: t.detail.not_found })).toBeVisible();
    await page.getByRole('link', { name: t.detail.back }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/catalogue/product-list`));
  });
}

for (const lang of ['en', 'ar'] as const) {
  const t = SHOP_TEXT[lang];
  const demo = SHOP_DEMO[lang];

  test(`a product stocked per store says each store's stock, and checkout offers only a store that has it (${lang})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    // The demo's majlis bakhoor: none left in Salmiya, 40 in Kuwait City.
    await page.goto(`/${lang}/catalogue/product-detail/bakhoor-majlis`);
    await expect(page.getByRole('heading', { level: 1, name: demo.bakhoor })).toBeVisible();
    const stores = page.getByRole('region', { name: t.detail.stores });
    const salmiya = stores.getByRole('listitem').filter({ hasText: demo.salmiya });
    const city = stores.getByRole('listitem').filter({ hasText: demo.city });
    await expect(salmiya).toContainText(t.detail.store_out);
    const form = new Intl.PluralRules(lang).select(40) as 'other';
    await expect(city).toContainText(t.detail[`store_stock_${form}`].replace('{{count}}', '40'));
    await capture(page, testInfo, `catalogue-store-stock-${lang}`);
    await page.setViewportSize({ width: 414, height: 900 });
    await expect(salmiya).toBeVisible();
    await capture(page, testInfo, `catalogue-store-stock-414-${lang}`);
    await addToCart(page, lang, 1);

    await cartButton(page).click();
    await page.getByRole('link', { name: t.cart.checkout }).click();
    const choice = page.getByRole('combobox', { name: t.checkout.store });
    const out = choice.getByRole('option', { name: new RegExp(`^${demo.salmiya}`) });
    await expect(out).toBeDisabled();
    await expect(out).toContainText(t.checkout.store_out.split('{{store}}')[1]?.trim() ?? '');
    const open = choice.getByRole('option', { name: new RegExp(`^${demo.city}`) });
    await expect(open).toBeEnabled();
    await choice.selectOption((await open.getAttribute('value')) ?? '');
    await expect(choice).toHaveValue((await open.getAttribute('value')) ?? '');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(414);
    await capture(page, testInfo, `catalogue-store-stock-checkout-414-${lang}`);
  });

  test(`the shop seen before opens offline, its cart as it was (${lang})`, async ({ page, context }) => {
    test.setTimeout(60_000);
    await page.goto(`/${lang}/catalogue/product-list?category=perfumes`);
    await serviceWorkerControls(page);
    // What loaded before the worker took control is not in its cache: browse once more under it.
    await page.reload();
    await productCard(page, demo.rose).click();
    await addToCart(page, lang, 1);

    await context.setOffline(true);
    await page.goto(`/${lang}/catalogue/product-list?category=perfumes`);
    await expect(productCard(page, demo.rose)).toBeVisible();
    await productCard(page, demo.rose).click();
    await expect(page.getByRole('heading', { level: 1, name: demo.rose })).toBeVisible();
    await addToCart(page, lang, 2);
    // The recheck reads the worker's kept copy of the product: checkout, online, checks again.
    await cartButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: t.cart.title })).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText(/30\.000 KWD/);
    await context.setOffline(false);
  });
}
