import { expect, test } from '@playwright/test';
import arCommon from '../locales/ar/common.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import { addDays, kuwaitToday } from '../src/domain/business-time';
import { formatDate } from '../src/domain/date-formats';
import { capture } from './fixtures';
import {
  ADDRESS,
  addDish,
  cartButton,
  cartCount,
  chooseDeliveryType,
  DEMO,
  fill,
  fillCustomer,
  fillHomeAddress,
  plural,
  TEXT,
} from './support/food-menu';

const COMMON = { en: enCommon, ar: arCommon } as const;

/** A date a week ahead in Asia/Kuwait, as the date input takes it. */
const nextWeek = () => addDays(kuwaitToday(), 7);

for (const lang of ['en', 'ar'] as const) {
  const t = TEXT[lang];
  const demo = DEMO[lang];
  const texts = ADDRESS[lang];

  test(`a customer orders catering trays by the plate for a date (${lang})`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto(`/${lang}/new-menu`);
    // An empty cart: the delivery type changes at once, with no question.
    await chooseDeliveryType(page, t.type.catering);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('radio', { name: t.type.catering })).toBeChecked();
    await page.getByLabel(t.settings.area).selectOption({ label: demo.salmiya });
    const date = nextWeek();
    await page.getByLabel(t.settings.date).fill(date);
    // The catering menu shows catering trays only.
    await expect(page.getByRole('link', { name: demo.machboosTray }).first()).toBeVisible();
    // By its name alone: a dish's link reads its description too, and a tray's mentions grills.
    await expect(page.getByRole('heading', { name: demo.mixedGrill, exact: true })).toHaveCount(0);
    await capture(page, testInfo, `food-catering-menu-${lang}`);

    await addDish(page, lang, demo.machboosTray, async (details) => {
      await expect(details.getByText(plural(lang, t.details, 'plates_hint', 10))).toBeVisible();
      await details.getByRole('radio', { name: demo.lamb }).check();
    });
    await addDish(page, lang, demo.hareesTray);
    await expect.poll(() => cartCount(page, lang)).toBe(2);

    await cartButton(page, lang).click();
    await expect(page.getByRole('heading', { level: 1, name: t.summary.title })).toBeVisible();
    // The category starts at its minimum of 10 plates, and cannot go below it.
    const plates = page.getByRole('group', { name: fill(t.summary.plates_of, { name: demo.cateringTrays }) });
    const platesLabel = fill(t.summary.plates_of, { name: demo.cateringTrays });
    await expect(page.getByText(plural(lang, t.summary, 'minimum_plates', 10))).toBeVisible();
    await expect(plates.getByLabel(`${platesLabel}: 10`)).toBeVisible();
    await expect(
      plates.getByRole('button', { name: fill(t.stepper.less, { label: platesLabel }) }),
    ).toBeDisabled();
    await plates.getByRole('button', { name: fill(t.stepper.more, { label: platesLabel }) }).click();
    await plates.getByRole('button', { name: fill(t.stepper.more, { label: platesLabel }) }).click();
    await expect(plates.getByLabel(`${platesLabel}: 12`)).toBeVisible();
    // Per plate: lamb machboos 2.500 + 0.500 and harees 2.000, times 12 plates = 60.000; the
    // category's service charges 5.000 and delivery to Salmiya 0.500 make 65.500.
    await expect(page.locator('dl').getByText('60.000 KWD')).toBeVisible();
    await expect(page.locator('dl').getByText('65.500 KWD')).toBeVisible();
    await capture(page, testInfo, `food-catering-summary-${lang}`);

    await page.getByRole('link', { name: t.summary.checkout }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.address.title })).toBeVisible();
    await fillHomeAddress(page, lang);

    await expect(page).toHaveURL(/step=details/);
    await fillCustomer(page, lang);
    await page.getByRole('radio', { name: /Cash on delivery|الدفع عند الاستلام/ }).check();
    await capture(page, testInfo, `food-catering-checkout-${lang}`);
    await page.getByRole('button', { name: t.checkout.place_order }).click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/order-confirmation/\\d+\\?token=[\\w-]{43}$`));
    await expect(page.getByRole('heading', { level: 1, name: t.confirmation.title })).toBeVisible();
    await expect(page.getByText(t.type.catering)).toBeVisible();
    // The day the trays are for, as the customer picked it.
    await expect(page.getByText(formatDate(date, lang))).toBeVisible();
    await expect(page.getByText(`12 × ${demo.machboosTray}`)).toBeVisible();
    await expect(page.getByText(`12 × ${demo.hareesTray}`)).toBeVisible();
    await expect(page.locator('dl').getByText('65.500 KWD')).toBeVisible();
    await expect.poll(() => cartCount(page, lang)).toBe(0);
    await capture(page, testInfo, `food-catering-confirmation-${lang}`);
  });

  test(`switching language on the checkout's address step clears address and area (${lang})`, async ({
    page,
  }) => {
    const other = lang === 'en' ? 'ar' : 'en';
    await page.goto(`/${lang}/new-menu`);
    await page.getByLabel(t.settings.area).selectOption({ label: demo.salmiya });
    await addDish(page, lang, demo.mixedGrill);
    await cartButton(page, lang).click();
    await page.getByRole('link', { name: t.summary.checkout }).click();
    await expect(page.getByLabel(texts.address.area)).toHaveValue(demo.salmiya);
    await page.getByRole('radio', { name: texts.address.presets.home }).check();
    await page.getByRole('textbox', { name: texts.address.block }).fill('4');

    await page.getByRole('link', { name: COMMON[lang].other_language }).click();
    await expect(page).toHaveURL(new RegExp(`/${other}/checkout`));
    // The area names are per language: the choice is asked again, with the address name; the rest stays.
    await expect(page.getByLabel(ADDRESS[other].address.area)).toHaveValue('');
    await expect(page.getByRole('radio', { name: ADDRESS[other].address.presets.home })).not.toBeChecked();
    await expect(page.getByRole('textbox', { name: ADDRESS[other].address.block })).toHaveValue('4');
    await page.getByLabel(ADDRESS[other].address.area).selectOption({ label: DEMO[other].salmiya });
    await expect(page.getByLabel(ADDRESS[other].address.area)).toHaveValue(DEMO[other].salmiya);
  });
}
