import { test as setup } from '@playwright/test';
import { ADMIN, ADMIN_STATE, logIn } from './fixtures';

setup('admin logs in through the login form', async ({ page }) => {
  await logIn(page, ADMIN);
  await page.context().storageState({ path: ADMIN_STATE });
});
