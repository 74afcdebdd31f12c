import { expect, test } from '@playwright/test';
import { ADMIN, ADMIN_STATE, logIn, storedTokens, userMenu } from './fixtures';

test.use({ storageState: ADMIN_STATE });

test('20 idle minutes end the session with a modal that leads back to login', async ({ browser }) => {
  // Its own sign-in: leaving ends the session on the server, and the saved login is every spec's.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  // The fake clock must be in place before the app starts its idle timer.
  await page.clock.install();
  await logIn(page, ADMIN);
  await expect(userMenu(page, ADMIN.username)).toBeVisible();

  await page.clock.fastForward('19:00');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.clock.fastForward('01:01');
  const dialog = page.getByRole('alertdialog', { name: 'Your session has been expired' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Click Ok and login again')).toBeVisible();

  // Persistent: Escape and clicks outside do nothing (the data behind it is no longer theirs).
  // A dismissal would close it after its exit animation, so look again once that has had time.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await page.waitForTimeout(500);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/en\/general-info/);

  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/en\/login/);
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
  await context.close();
});

test('activity keeps the session alive', async ({ page }) => {
  await page.clock.install();
  await page.goto('/en/general-info');
  await expect(userMenu(page, ADMIN.username)).toBeVisible();

  await page.clock.fastForward('15:00');
  await page.mouse.move(200, 200);
  await page.keyboard.press('Shift');
  await page.clock.fastForward('15:00');

  await expect(page.getByRole('alertdialog', { name: 'Your session has been expired' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/general-info/);
});
