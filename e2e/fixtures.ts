import { mkdirSync } from 'node:fs';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** The published demo accounts, seeded because playwright.config.ts sets DEMO_CREDENTIALS=1. */
export const ADMIN = { username: 'admin', password: 'Dhow#Harbour26' } as const;
export const DOOR = { username: 'door', password: 'Falcon#Gate26', email: 'door@demo.gulfpay.test' } as const;

/** The admin's saved login, written by auth.setup.ts before the other specs run. */
export const ADMIN_STATE = `e2e/.auth/admin-${process.env.E2E_PORT ?? 4310}.json`;

export async function logIn(
  page: Page,
  account: { username: string; password: string },
  lang = 'en',
  landing = 'general-info',
) {
  await page.goto(`/${lang}/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/${landing}`));
}

/** The dashboard's top-bar menu button carries the signed-in username. */
export const userMenu = (page: Page, username: string) =>
  page.getByRole('button', { name: new RegExp(`\\b${username}\\b`) });

export async function storedTokens(page: Page) {
  return page.evaluate(() => ({
    access: localStorage.getItem('access_token'),
    refresh: localStorage.getItem('refresh_token'),
  }));
}

const SCREENSHOTS = 'test-results/screenshots';

/** Full-page screenshot kept under test-results/screenshots and attached to the report. */
export async function capture(page: Page, testInfo: TestInfo, name: string) {
  // Web fonts (Noto Sans / Noto Sans Arabic) must be in before the picture is taken.
  await page.evaluate(() => document.fonts.ready);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = `${SCREENSHOTS}/${name}.png`;
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
