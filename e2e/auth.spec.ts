import { expect, test } from '@playwright/test';
import { ADMIN, ADMIN_STATE, logIn, storedTokens, userMenu } from './fixtures';

test.describe('signed out', () => {
  test('logs in, sees the dashboard, logs out', async ({ page }) => {
    await logIn(page, ADMIN);
    await expect(userMenu(page, ADMIN.username)).toBeVisible();
    expect((await storedTokens(page)).access).toBeTruthy();

    await userMenu(page, ADMIN.username).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(page).toHaveURL(/\/en\/login/);
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
    // The dashboard is closed again without a token.
    await page.goto('/en/general-info');
    await expect(page).toHaveURL(/\/en\/login/);
  });

  test('a wrong password shows the server error and stays on login', async ({ page }) => {
    await page.goto('/en/login');
    await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill('Not-the-password#1');
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page.getByText('Unable to log in with provided credentials.')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/login/);
    expect((await storedTokens(page)).access).toBeNull();
  });

  test('Enter in the password field submits the form', async ({ page }) => {
    await page.goto('/en/login');
    await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/en\/general-info/);
  });
});

test.describe('signed in', () => {
  test.use({ storageState: ADMIN_STATE });

  test('visiting the login page goes to the dashboard home', async ({ page }) => {
    await page.goto('/en/login');
    await expect(page).toHaveURL(/\/en\/general-info/);
    await expect(userMenu(page, ADMIN.username)).toBeVisible();
  });
});
