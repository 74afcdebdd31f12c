import { mkdirSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import arAppearance from '../locales/ar/appearance.json' with { type: 'json' };
import enAppearance from '../locales/en/appearance.json' with { type: 'json' };
import type { AppearanceUpdate } from '../src/domain/contracts/appearance';
import { THEME_NAMES, THEMED_PLUGINS, type ThemeName } from '../src/domain/themes';
import { ADMIN_STATE } from './fixtures';
import { hydrated } from './support/hydrated';
import { createRequest } from './support/payments';
import { ownerApi } from './support/staff';

const TEXT = { en: enAppearance, ar: arAppearance } as const;
const LANGS = ['en', 'ar'] as const;
const PLAIN = { theme: 'default', show_social_links: true, show_language_button: true } as const;
/** For reading, when APPEARANCE_SHOTS_DIR names a folder: every theme at desktop and phone width. */
const SHOTS = process.env.APPEARANCE_SHOTS_DIR;
const PHONE = { width: 414, height: 900 };

async function setAppearance(request: APIRequestContext, body: AppearanceUpdate) {
  const owner = await ownerApi(request);
  const res = await request.put('/api/v1/admin/appearance', { headers: owner.headers, data: body });
  expect(res.status()).toBe(200);
}

/** Back to the seed's look (every plugin plain), so the next settings spec starts from it. */
const restore = (request: APIRequestContext) =>
  setAppearance(request, Object.fromEntries(THEMED_PLUGINS.map((plugin) => [plugin, PLAIN])));

/** What the theme changes, read from the page as the browser computed it. */
const themedLook = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('[data-theme]');
    const card = document.querySelector('main .chakra-card__root');
    return {
      theme: root?.getAttribute('data-theme'),
      page: root ? getComputedStyle(root).backgroundColor : null,
      cardRadius: card ? getComputedStyle(card).borderTopLeftRadius : null,
    };
  });

const languageButton = (page: Page, lang: 'en' | 'ar') =>
  page.getByRole('link', { name: lang === 'en' ? 'العربية' : 'English' });

/** The page as the server drew it, before (and without) any script. */
async function serverDrawn(browser: Browser, url: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(url);
  const look = await themedLook(page);
  await context.close();
  return look;
}

/** Hydrated, its fonts in, and every image drawn: the menu's dish pictures load lazily. */
async function settle(page: Page) {
  await hydrated(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

test.describe('customer pages in their plugin’s appearance', () => {
  test.use({ storageState: ADMIN_STATE, serviceWorkers: 'block' });
  test.describe.configure({ timeout: 240_000 });

  for (const lang of LANGS) {
    test(`the owner picks a theme for payment requests and hides the language button; the pay page follows (${lang})`, async ({
      page,
      request,
      browser,
    }) => {
      const text = TEXT[lang];
      try {
        await page.goto(`/${lang}/admin/appearance`);
        const section = page.getByRole('region', { name: text.plugins.payment_request });
        // The radios and switches are the native inputs under their labels: a person clicks the label.
        await section.getByText(text.themes.beta, { exact: true }).click();
        await expect(section.getByRole('radio', { name: text.themes.beta })).toBeChecked();
        await section.getByText(text.fields.show_language_button).click();
        await expect(
          section.getByRole('checkbox', { name: text.fields.show_language_button }),
        ).not.toBeChecked();
        if (SHOTS) {
          mkdirSync(SHOTS, { recursive: true });
          await page.screenshot({ path: `${SHOTS}/admin-appearance-${lang}.png`, fullPage: true });
          await page.setViewportSize(PHONE);
          await page.screenshot({ path: `${SHOTS}/admin-appearance-${lang}-414.png`, fullPage: true });
        }
        await page.getByRole('button', { name: text.save }).click();
        await expect(page.getByText(text.saved)).toBeVisible();

        const { id } = await createRequest(request);
        const url = `/${lang}/pos/pay/${id}`;
        const beta = { theme: 'beta', page: 'rgb(241, 245, 249)', cardRadius: '0px' };
        expect(await serverDrawn(browser, url)).toEqual(beta);
        await page.goto(url);
        await settle(page);
        expect(await themedLook(page)).toEqual(beta);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(languageButton(page, lang)).toHaveCount(0);
      } finally {
        await restore(request);
      }
      // And back: the default look and the language button again.
      const { id } = await createRequest(request);
      await page.goto(`/${lang}/pos/pay/${id}`);
      await settle(page);
      expect(await themedLook(page)).toMatchObject({ theme: 'default', cardRadius: '6px' });
      await expect(languageButton(page, lang)).toBeVisible();
    });
  }

  /**
   * Baselines of each theme on the pay page and the menu, at phone width (where customers pay),
   * in both languages: a theme that stops applying, or changes, shows here.
   */
  test('every theme on the pay page and the food menu (screenshot baselines)', async ({ page, request }) => {
    const { id } = await createRequest(request, { description: 'Order 1042~Item:Abaya~Size:M' });
    await page.setViewportSize(PHONE);
    const shoot = async (name: string) => {
      await expect(page).toHaveScreenshot(`${name}.png`, {
        fullPage: true,
        maxDiffPixelRatio: 0.01,
        animations: 'disabled',
      });
      if (!SHOTS) return;
      await page.screenshot({ path: `${SHOTS}/${name}-414.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
      await page.setViewportSize(PHONE);
    };
    try {
      for (const theme of THEME_NAMES as readonly ThemeName[]) {
        const look = { theme, show_social_links: true, show_language_button: true };
        await setAppearance(request, { payment_request: look, food_ordering: look });
        for (const lang of LANGS) {
          await page.goto(`/${lang}/pos/pay/${id}`);
          await settle(page);
          await expect(page.locator(`[data-theme="${theme}"]`)).toBeVisible();
          await shoot(`pay-${theme}-${lang}`);
          await page.goto(`/${lang}/new-menu`);
          await settle(page);
          await expect(page.locator(`[data-theme="${theme}"]`)).toBeVisible();
          await shoot(`menu-${theme}-${lang}`);
        }
      }
    } finally {
      await restore(request);
    }
  });
});
