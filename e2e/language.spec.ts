import { expect, test } from '@playwright/test';
import arAuth from '../locales/ar/auth.json' with { type: 'json' };
import arDashboard from '../locales/ar/dashboard.json' with { type: 'json' };
import arUser from '../locales/ar/user.json' with { type: 'json' };
import { ADMIN, ADMIN_STATE, userMenu } from './fixtures';

test.describe('signed in', () => {
  test.use({ storageState: ADMIN_STATE, viewport: { width: 1280, height: 800 } });

  test('switching to Arabic keeps the page and renders it right to left, and back', async ({ page }) => {
    await page.goto('/en/user?tab=details');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await userMenu(page, ADMIN.username).click();
    await page.getByRole('menuitem', { name: 'Switch language' }).click();

    await expect(page).toHaveURL(/\/ar\/user\?tab=details$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: arUser.title })).toBeVisible();

    // The side drawer moves to the right-hand side.
    const drawer = await page.getByRole('navigation', { name: arDashboard.nav.label }).boundingBox();
    expect(drawer).not.toBeNull();
    expect((drawer?.x ?? 0) + (drawer?.width ?? 0) / 2).toBeGreaterThan(640);

    await userMenu(page, ADMIN.username).click();
    await page.getByRole('menuitem', { name: arDashboard.menu.switch_language }).click();
    await expect(page).toHaveURL(/\/en\/user\?tab=details$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  });
});

test('the login page speaks Arabic under /ar', async ({ page }) => {
  await page.goto('/ar/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('textbox', { name: arAuth.fields.username })).toBeVisible();
  await expect(page.getByRole('button', { name: arAuth.login.submit })).toBeVisible();
});
