import { expect, type Page, test } from '@playwright/test';
import arResult from '../locales/ar/result.json' with { type: 'json' };
import enResult from '../locales/en/result.json' with { type: 'json' };
import { capture } from './fixtures';
import { addToCart, cartButton, productCard, SHOP_TEXT } from './support/catalogue';
import { gateway } from './support/payments';

const RESULT = { en: enResult, ar: arResult } as const;

/** Unlimited demo products (server/modules/catalogue/demo-shop.ts): parallel specs cannot sell them out. */
const PRODUCTS = {
  en: { musk: 'White musk', syrup: 'Date syrup', coffee: 'Arabic coffee with cardamom' },
  ar: { musk: 'مسك أبيض', syrup: 'دبس التمر', coffee: 'قهوة عربية بالهيل' },
} as const;

/** The seeded KNET gateway (server/db/seed.ts), as the customer reads it. */
const KNET = {
  en: { name: 'KNET', verb: 'Pay with KNET' },
  ar: { name: 'كي نت', verb: 'ادفع عبر كي نت' },
} as const;

/** Customer, store and terms filled in; the pay choice KNET. */
async function fillCheckout(page: Page, lang: 'en' | 'ar') {
  const t = SHOP_TEXT[lang].checkout;
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await page.getByRole('textbox', { name: t.name }).fill(lang === 'ar' ? 'فاطمة الصباح' : 'Fatima Al-Sabah');
  await page.getByRole('textbox', { name: t.phone }).fill('51234567');
  const store = page.getByRole('combobox', { name: t.store });
  await store.selectOption({ index: 1 });
  await page.getByRole('checkbox', { name: t.accept_terms }).check();
  await page.getByRole('radio', { name: new RegExp(KNET[lang].name) }).check();
}

for (const lang of ['en', 'ar'] as const) {
  const t = SHOP_TEXT[lang];
  const names = PRODUCTS[lang];

  test(`a customer fills a cart, pays it with a discount code and the cart is gone (${lang})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto(`/${lang}/catalogue/product-list`);
    const search = page.getByRole('searchbox', { name: t.list.search });
    await expect(search).toBeEnabled();
    await search.fill(names.musk);
    await productCard(page, names.musk).click();
    await addToCart(page, lang, 1);
    await addToCart(page, lang, 2);
    await page.goto(`/${lang}/catalogue/product-detail/date-syrup`);
    await addToCart(page, lang, 3);

    // After a reload the cart is as it was: 2 × 4.500 + 2.600.
    await cartButton(page).click();
    await page.reload();
    await expect(page.getByRole('list', { name: t.cart.lines }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByTestId('cart-total')).toHaveText(/11\.600 KWD/);
    await page.getByRole('link', { name: t.cart.checkout }).click();

    await fillCheckout(page, lang);
    await page.getByRole('textbox', { name: t.checkout.code }).fill('WELCOME10');
    await page.getByRole('button', { name: t.checkout.apply }).click();
    await expect(page.getByRole('status').filter({ hasText: 'WELCOME10' })).toContainText(/1\.160 KWD/);
    await expect(page.getByTestId('checkout-total')).toHaveText(/10\.440 KWD/);
    await capture(page, testInfo, `catalogue-checkout-${lang}`);
    await page.getByRole('button', { name: KNET[lang].verb }).click();

    await gateway(page, 'approve');
    await expect(page.getByRole('heading', { level: 1, name: RESULT[lang].thank_you })).toBeVisible();
    await capture(page, testInfo, `catalogue-paid-${lang}`);
    await page.goto(`/${lang}/catalogue/cart`);
    await expect(page.getByText(t.cart.empty)).toBeVisible();
  });

  test(`a declined payment returns to the checkout with the cart intact (${lang})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 414, height: 900 });
    await page.goto(`/${lang}/catalogue/product-detail/arabic-coffee`);
    await addToCart(page, lang, 1);
    await page.goto(`/${lang}/catalogue/checkout`);
    await fillCheckout(page, lang);
    await expect(page.getByTestId('checkout-total')).toHaveText(/3\.750 KWD/);
    await capture(page, testInfo, `catalogue-checkout-414-${lang}`);
    await page.getByRole('button', { name: KNET[lang].verb }).click();

    await gateway(page, 'decline');
    await page.getByRole('button', { name: RESULT[lang].return_to_catalogue }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/catalogue/checkout$`));
    const lines = page.getByRole('list', { name: t.checkout.lines });
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    await expect(lines).toContainText(names.coffee);
    await expect(page.getByTestId('checkout-total')).toHaveText(/3\.750 KWD/);
  });
}
