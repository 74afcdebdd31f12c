import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import arAuth from '../../locales/ar/auth.json' with { type: 'json' };
import arDashboard from '../../locales/ar/dashboard.json' with { type: 'json' };
import arPaymentRequest from '../../locales/ar/payment-request.json' with { type: 'json' };
import arPermissions from '../../locales/ar/permissions.json' with { type: 'json' };
import arRoles from '../../locales/ar/roles.json' with { type: 'json' };
import arServer from '../../locales/ar/server.json' with { type: 'json' };
import arStaff from '../../locales/ar/staff.json' with { type: 'json' };
import arActions from '../../locales/ar/transaction-actions.json' with { type: 'json' };
import enAuth from '../../locales/en/auth.json' with { type: 'json' };
import enDashboard from '../../locales/en/dashboard.json' with { type: 'json' };
import enPaymentRequest from '../../locales/en/payment-request.json' with { type: 'json' };
import enPermissions from '../../locales/en/permissions.json' with { type: 'json' };
import enRoles from '../../locales/en/roles.json' with { type: 'json' };
import enServer from '../../locales/en/server.json' with { type: 'json' };
import enStaff from '../../locales/en/staff.json' with { type: 'json' };
import enActions from '../../locales/en/transaction-actions.json' with { type: 'json' };
import { readOutbox } from './outbox';

export const TEXT = {
  en: {
    auth: enAuth,
    dashboard: enDashboard,
    paymentRequest: enPaymentRequest,
    permissions: enPermissions,
    roles: enRoles,
    actions: enActions,
    server: enServer,
    staff: enStaff,
    section: 'Payment Request',
  },
  ar: {
    auth: arAuth,
    dashboard: arDashboard,
    paymentRequest: arPaymentRequest,
    permissions: arPermissions,
    roles: arRoles,
    actions: arActions,
    server: arServer,
    staff: arStaff,
    section: 'طلب الدفع',
  },
} as const;

export const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, value), text);

/** A dialog fades and slides in: a picture or a click waits for it to be still. */
export const settled = (dialog: Locator) =>
  dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));

/** Ark checkboxes hide their input; people (and this helper) click the visible label. */
export async function tick(scope: Locator, name: string) {
  await scope.getByText(name, { exact: true }).click();
  await expect(scope.getByRole('checkbox', { name, exact: true })).toBeChecked();
}

/** Waits until `count` password links have reached `email`, and returns the newest one's. */
export async function passwordLink(
  request: APIRequestContext,
  email: string,
  count: number,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await readOutbox(request, email);
        link = messages[0]?.body.match(/https?:\/\/[^\s"'<>]+\/reset-password\?[^\s"'<>]+/)?.[0];
        return messages.length;
      },
      { message: `${count} password email(s) reach ${email}` },
    )
    .toBe(count);
  return (link ?? '').replaceAll('&amp;', '&');
}

/** The invitee's own browser: not the owner's saved login. */
export async function freshBrowser(browser: Browser) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  return { context, page: await context.newPage() };
}

/** Chooses a password on the page the emailed link opens, then signs in with it. */
export async function setPasswordAndSignIn(
  page: Page,
  lang: 'en' | 'ar',
  link: string,
  account: { username: string; password: string },
) {
  const { auth } = TEXT[lang];
  await page.goto(link);
  // An invitee is greeted, not told of a reset.
  await expect(page.getByRole('heading', { name: auth.reset.invite_title })).toBeVisible();
  await expect(page.getByRole('textbox', { name: auth.fields.username })).toHaveValue(account.username);
  await page.getByLabel(auth.fields.new_password).fill(account.password);
  await page.getByLabel(auth.fields.password_confirmation).fill(account.password);
  await page.getByRole('button', { name: auth.submit }).click();
  // The form gives way to its outcome (the link back to sign-in is on both).
  await expect(page.getByLabel(auth.fields.new_password)).toBeHidden();
  await expect(page.getByText(auth.reset.invite_done)).toBeVisible();
  await page.getByRole('link', { name: auth.back_to_login }).click();
  await page.getByRole('textbox', { name: auth.fields.username }).fill(account.username);
  await page.getByLabel(auth.fields.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: auth.login.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/general-info`));
}
