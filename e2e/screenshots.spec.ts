import { expect, test } from '@playwright/test';
import { ADMIN, ADMIN_STATE, capture, userMenu } from './fixtures';

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
