import { expect, test } from '@playwright/test';
import { ADMIN, logIn, userMenu } from './fixtures';
import { serviceWorkerControls } from './support/service-worker';

test('a visited app reloads with the network off', async ({ page, context }) => {
  await page.goto('/en/login');
  await serviceWorkerControls(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await context.setOffline(false);
  await logIn(page, ADMIN);
  await expect(userMenu(page, ADMIN.username)).toBeVisible();
  // The query cache is persisted to localStorage shortly after it changes; wait for the user's details.
  await page.waitForFunction(
    (username) => Object.values(localStorage).some((value) => value.includes(`"username":"${username}"`)),
    ADMIN.username,
  );

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/en\/general-info/);
  // The shell comes back from the precache and the persisted query cache.
  await expect(userMenu(page, ADMIN.username)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});

test('the service worker never answers the API from its cache', async ({ page, context }) => {
  await page.goto('/en/login');
  await serviceWorkerControls(page);
  await context.setOffline(true);
  const status = await page.evaluate(async () => {
    try {
      return (await fetch('/api/v1/config/')).status;
    } catch {
      return 'network-error';
    }
  });
  expect(status).toBe('network-error');
  await context.setOffline(false);
});
