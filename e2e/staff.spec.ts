import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import arDashboard from '../locales/ar/dashboard.json' with { type: 'json' };
import arStaff from '../locales/ar/staff.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import enStaff from '../locales/en/staff.json' with { type: 'json' };
import { ADMIN_STATE, capture, logIn, storedTokens, userMenu } from './fixtures';
import { canSignIn, ownerApi } from './support/staff';

const TEXT = {
  en: { dashboard: enDashboard, staff: enStaff, firstName: 'Fahad' },
  ar: { dashboard: arDashboard, staff: arStaff, firstName: 'فهد' },
} as const;

/** A dialog fades and slides in: the picture waits for it to be still. */
const settled = (dialog: Locator) =>
  dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));

const PASSWORD = 'Minaret#Dhow2026';

type Account = { username: string; password: string; email: string };

/** The gatekeeper signs in in a browser of their own, as they would at the gate. */
async function gateBrowser(browser: Browser, account: Account) {
  // Not the owner's saved login, which test.use would otherwise give this context too.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await logIn(page, account, 'en', 'event/fullfilment');
  return { context, page };
}

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, value), text);

test.describe('an owner manages the team', () => {
  test.use({ storageState: ADMIN_STATE });
  // An account of its own per language (door is shared with specs running beside this one).
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  for (const lang of ['en', 'ar'] as const) {
    test(`edits, deactivates and reactivates a gatekeeper (${lang})`, async ({
      page,
      browser,
      request,
    }, testInfo) => {
      const { dashboard, staff, firstName } = TEXT[lang];
      const owner = await ownerApi(request);
      const account = await owner.gateKeeper(lang, PASSWORD);
      const gate = await gateBrowser(browser, account);
      try {
        await page.goto(`/${lang}/general-info`);
        await userMenu(page, 'admin').click();
        await page.getByRole('menuitem', { name: dashboard.menu.admin }).click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/admin/staff`));
        const nav = page.getByRole('navigation', { name: dashboard.admin_nav.label });
        await nav.getByRole('link', { name: dashboard.admin_nav.outbox }).click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/admin/outbox`));
        await nav.getByRole('link', { name: dashboard.admin_nav.staff }).click();
        await expect(nav.getByRole('link', { name: dashboard.admin_nav.staff })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(page.getByRole('heading', { name: staff.title, level: 1 })).toBeVisible();

        await page.getByRole('searchbox', { name: staff.search.label }).fill(account.username);
        await expect(page).toHaveURL(new RegExp(`q=${account.username}`));
        const table = page.getByRole('table', { name: staff.table.caption });
        await expect(table.getByRole('row')).toHaveCount(2);
        const row = table.getByRole('row').filter({ hasText: account.email });
        await capture(page, testInfo, `staff-list-${lang}`);

        await row
          .getByRole('button', { name: fill(staff.actions.edit_for, { name: account.username }) })
          .click();
        const edit = page.getByRole('dialog');
        await edit.getByLabel(staff.edit.first_name).fill(firstName);
        await settled(edit);
        await capture(page, testInfo, `staff-edit-${lang}`);
        await edit.getByRole('button', { name: staff.edit.save }).click();
        await expect(page.getByText(fill(staff.edit.saved, { name: firstName }))).toBeVisible();
        await expect(edit).toBeHidden();
        await expect(row.getByText(firstName)).toBeVisible();

        await row
          .getByRole('button', { name: fill(staff.actions.deactivate_for, { name: firstName }) })
          .click();
        const confirm = page.getByRole('alertdialog', {
          name: fill(staff.deactivate.title, { name: firstName }),
        });
        await expect(confirm.getByText(fill(staff.deactivate.body, { name: firstName }))).toBeVisible();
        await settled(confirm);
        await capture(page, testInfo, `staff-deactivate-${lang}`);
        await confirm.getByRole('button', { name: staff.deactivate.confirm }).click();
        await expect(confirm).toBeHidden();
        await expect(row.getByText(staff.status.inactive)).toBeVisible();

        // Their very next request ends their session (the app goes to its login page on a refused
        // refresh): no waiting for the access token to expire.
        await gate.page.reload();
        await expect(gate.page).toHaveURL(/\/en\/login/);
        expect(await storedTokens(gate.page)).toEqual({ access: null, refresh: null });
        await refusedSignIn(gate.page, account);
        expect(await canSignIn(request, account)).toBe(false);

        await row
          .getByRole('button', { name: fill(staff.actions.reactivate_for, { name: firstName }) })
          .click();
        await expect(page.getByText(fill(staff.reactivated, { name: firstName }))).toBeVisible();
        await expect(row.getByText(staff.status.active)).toBeVisible();
        await logIn(gate.page, account, 'en', 'event/fullfilment');

        await screensAtPhoneWidth(page, lang, firstName, account.email);
      } finally {
        await gate.context.close();
      }
    });
  }
});

/** The login form stays put with its alert: a deactivated account gets no tokens. */
async function refusedSignIn(page: Page, account: Account) {
  await page.goto('/en/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/login/);
}

/** A phone gets one card per member instead of the table. */
async function screensAtPhoneWidth(page: Page, lang: 'en' | 'ar', name: string, email: string) {
  const { staff } = TEXT[lang];
  const testInfo = test.info();
  await page.setViewportSize({ width: 414, height: 896 });
  const row = page
    .getByRole('list', { name: staff.table.caption })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(row).toBeVisible();
  await capture(page, testInfo, `staff-list-414-${lang}`);
  await row.getByRole('button', { name: fill(staff.actions.edit_for, { name }) }).click();
  const edit = page.getByRole('dialog');
  await settled(edit);
  await capture(page, testInfo, `staff-edit-414-${lang}`);
  await edit.getByRole('button', { name: staff.edit.cancel }).click();
  await expect(edit).toBeHidden();
  await row.getByRole('button', { name: fill(staff.actions.deactivate_for, { name }) }).click();
  const confirm = page.getByRole('alertdialog');
  await settled(confirm);
  await capture(page, testInfo, `staff-deactivate-414-${lang}`);
  await confirm.getByRole('button', { name: staff.deactivate.cancel }).click();
  await expect(confirm).toBeHidden();
}
