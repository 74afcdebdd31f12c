import { expect, test } from '@playwright/test';
import arCommon from '../locales/ar/common.json' with { type: 'json' };

test('an unknown page under a language shows the 404 page', async ({ page }) => {
  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/no-such-page$/);
});

test('a path without a language is retried under /en', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/en\/no-such-page$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the 404 page speaks Arabic under /ar', async ({ page }) => {
  await page.goto('/ar/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: arCommon.not_found.title })).toBeVisible();
});
