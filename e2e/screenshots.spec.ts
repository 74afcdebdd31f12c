import { mkdirSync } from 'node:fs';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { ADMIN, ADMIN_STATE, userMenu } from './fixtures';

const DIR = 'test-results/screenshots';

/** Full-page screenshot kept under test-results/screenshots and attached to the report. */
async function capture(page: Page, testInfo: TestInfo, name: string) {
  // Web fonts (Noto Sans / Noto Sans Arabic) must be in before the picture is taken.
  await page.evaluate(() => document.fonts.ready);
  mkdirSync(DIR, { recursive: true });
  const path = `${DIR}/${name}.png`;
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.use({ viewport: { width: 1280, height: 800 } });

for (const lang of ['en', 'ar'] as const) {
  test(`login page (${lang})`, async ({ page }, testInfo) => {
    await page.goto(`/${lang}/login`);
    await expect(page.locator('form button[type="submit"]')).toBeVisible();
    await capture(page, testInfo, `login-${lang}`);
  });

  test.describe(() => {
    test.use({ storageState: ADMIN_STATE });

    test(`dashboard shell with the drawer (${lang})`, async ({ page }, testInfo) => {
      await page.goto(`/${lang}/general-info`);
      await expect(userMenu(page, ADMIN.username)).toBeVisible();
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await capture(page, testInfo, `dashboard-${lang}`);
    });
  });
}
