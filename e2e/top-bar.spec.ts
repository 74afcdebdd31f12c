import { expect, test } from '@playwright/test';
import { ADMIN_STATE } from './fixtures';

test.use({ storageState: ADMIN_STATE });

test('the Arabic top bar shows the whole store name, dots under its final ي included', async ({ page }) => {
  await page.goto('/ar/general-info');
  const title = page.locator('header').getByText('متجر جلف باي التجريبي', { exact: true });
  await expect(title).toBeVisible();
  await page.evaluate(() => document.fonts.ready);

  // The name is truncated to fit, so it clips at its box; letting it overflow must add no ink.
  const box = await title.boundingBox();
  if (!box) throw new Error('the store name has no box');
  const around = { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 };
  const clipped = await page.screenshot({ clip: around, animations: 'disabled' });
  await title.evaluate((element) => {
    (element as HTMLElement).style.overflow = 'visible';
  });
  const unclipped = await page.screenshot({ clip: around, animations: 'disabled' });
  expect(clipped.equals(unclipped)).toBe(true);
});
