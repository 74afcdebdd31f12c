import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN_STATE, capture, userMenu } from './fixtures';
import {
  fill,
  freshBrowser,
  passwordLink,
  setPasswordAndSignIn,
  settled,
  TEXT,
} from './support/staff-invite';

const PASSWORD = 'Saffron#Till58';

/**
 * The owner invites someone on the Cashier role; the cashier chooses a password from the emailed
 * link, signs in, sees only Payment Request, creates a payment request and sees only it, and can
 * neither refund nor export; then the owner emails them a reset link. Each run invites new people (door and admin are left alone).
 */
test.describe('an owner invites a cashier', () => {
  test.use({ storageState: ADMIN_STATE, viewport: { width: 1280, height: 900 } });
  test.describe.configure({ mode: 'serial', timeout: 150_000 });

  for (const lang of ['en', 'ar'] as const) {
    test(`who sets a password, signs in and creates a payment request (${lang})`, async ({
      page,
      browser,
      request,
    }, testInfo) => {
      const { staff, permissions, roles, server } = TEXT[lang];
      const username = `cashier-${lang}-${Date.now()}`;
      const email = `${username}@example.com`;
      const firstName = lang === 'en' ? 'Sara' : 'سارة';

      await page.goto(`/${lang}/admin/staff`);
      await page.getByRole('button', { name: staff.invite.open }).click();
      const invite = page.getByRole('dialog', { name: staff.invite.title });
      await invite.getByRole('textbox', { name: staff.invite.username }).fill(username);
      await invite.getByRole('textbox', { name: staff.invite.email }).fill(email);
      await invite.getByRole('textbox', { name: staff.invite.first_name }).fill(firstName);
      await expect(invite.getByRole('combobox', { name: staff.invite.lang })).toHaveValue(lang);
      await invite.getByLabel(staff.access.role).selectOption({ label: roles.presets.cashier });
      await expect(invite.getByText(fill(permissions.summary.count_one, { count: '1' }))).toBeVisible();
      await settled(invite);
      await capture(page, testInfo, `staff-invite-${lang}`);
      await invite.getByRole('button', { name: staff.invite.send }).click();
      await expect(page.getByText(fill(staff.invite.sent, { email }))).toBeVisible();
      await expect(invite).toBeHidden();

      const cashier = await freshBrowser(browser);
      try {
        const link = await passwordLink(request, email, 1);
        expect(link).toContain(`/${lang}/reset-password?username=${username}&token=`);
        expect(link).toContain('&invite=1');
        await setPasswordAndSignIn(cashier.page, lang, link, { username, password: PASSWORD });
        await onlyPaymentRequest(cashier.page, lang, username);
        await createsPaymentRequest(cashier.page, lang);
        await seesOnlyTheirOwn(cashier.page, request, lang, { username, password: PASSWORD });
      } finally {
        await cashier.context.close();
      }

      await page.getByRole('searchbox', { name: staff.search.label }).fill(username);
      const row = page
        .getByRole('table', { name: staff.table.caption })
        .getByRole('row')
        .filter({ hasText: email });
      await expect(row.getByText(roles.presets.cashier, { exact: true })).toBeVisible();
      await row.getByRole('button', { name: fill(staff.actions.reset_for, { name: firstName }) }).click();
      const confirm = page.getByRole('alertdialog', { name: staff.reset.title });
      await expect(confirm.getByText(fill(staff.reset.body, { name: firstName }))).toBeVisible();
      await settled(confirm);
      await capture(page, testInfo, `staff-reset-${lang}`);
      await confirm.getByRole('button', { name: staff.reset.confirm }).click();
      await expect(page.getByText(server['staff.reset_link_sent'])).toBeVisible();
      expect(await passwordLink(request, email, 2)).toContain(`username=${username}`);

      await editorAndPhoneScreens(page, lang, firstName);
    });
  }
});

/** The drawer holds the Payment Request section alone, and the user menu has no Administration panel. */
async function onlyPaymentRequest(page: Page, lang: 'en' | 'ar', username: string) {
  const { dashboard, section } = TEXT[lang];
  const nav = page.getByRole('navigation', { name: dashboard.nav.label });
  await expect(nav.getByRole('group')).toHaveCount(1);
  await expect(nav.getByRole('group', { name: section })).toBeVisible();
  await userMenu(page, username).click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  await expect(page.getByRole('menuitem', { name: dashboard.menu.admin })).toHaveCount(0);
  await page.keyboard.press('Escape');
}

/**
 * The Cashier role leaves out everyone else's transactions, refunds and exports: the list holds
 * the one request they made (the demo history beside it is the owner's), with no Export, and the
 * server refuses a refund or an export even asked directly.
 */
async function seesOnlyTheirOwn(
  page: Page,
  request: APIRequestContext,
  lang: 'en' | 'ar',
  account: { username: string; password: string },
) {
  const { actions } = TEXT[lang];
  await page.goto(`/${lang}/payment-request/transactions`);
  const idLinks = page.getByRole('table').first().locator('tbody tr td a[href*="/transactions/"]');
  await expect(idLinks).toHaveCount(1);
  await expect(page.getByRole('button', { name: actions.export.button })).toHaveCount(0);

  const signIn = await request.post('/api/v1/user/token/', { data: account });
  const headers = { authorization: `Bearer ${((await signIn.json()) as { access: string }).access}` };
  const list = await request.get('/api/v1/plugins/payment_request/transaction', { headers });
  const own = (await list.json()) as { count: number; results: { id: string }[] };
  expect(own.count).toBe(1);
  const id = own.results[0]?.id;
  const refund = await request.post(`/api/v1/plugins/payment_request/transaction/${id}/refund`, {
    headers,
    data: { amount: '1.000' },
  });
  expect(refund.status()).toBe(403);
  const exported = await request.get('/api/v1/plugins/payment_request/transaction/export?format=csv', {
    headers,
  });
  expect(exported.status()).toBe(403);
}

async function createsPaymentRequest(page: Page, lang: 'en' | 'ar') {
  const { paymentRequest: text } = TEXT[lang];
  await page.goto(`/${lang}/payment-request/create`);
  await page.getByRole('textbox', { name: text.fields.amount }).fill('3.500');
  await page.getByRole('textbox', { name: text.fields.customer_name }).fill('Walk-in');
  await page.getByText(text.fields.select_all, { exact: true }).click();
  await page.getByRole('button', { name: text.actions.create }).click();
  await expect(page.getByRole('heading', { name: text.result.title })).toBeVisible();
}

/** The edit dialog with the permissions, and the card list and the invite dialog at a phone's width. */
async function editorAndPhoneScreens(page: Page, lang: 'en' | 'ar', name: string) {
  const { staff } = TEXT[lang];
  const testInfo = test.info();
  const editButton = page.getByRole('button', { name: fill(staff.actions.edit_for, { name }) });
  await editButton.click();
  const edit = page.getByRole('dialog');
  await settled(edit);
  await capture(page, testInfo, `staff-edit-permissions-${lang}`);
  await edit.getByRole('button', { name: staff.edit.cancel }).click();
  await expect(edit).toBeHidden();

  await page.setViewportSize({ width: 414, height: 896 });
  const card = page.getByRole('list', { name: staff.table.caption }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  // Every action is on screen: nothing scrolls sideways, in either direction.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(414);
  for (const action of [staff.actions.edit_for, staff.actions.reset_for, staff.actions.deactivate_for])
    await expect(card.getByRole('button', { name: fill(action, { name }) })).toBeInViewport();
  await capture(page, testInfo, `staff-cards-414-${lang}`);
  await card.getByRole('button', { name: fill(staff.actions.edit_for, { name }) }).click();
  await settled(edit);
  await capture(page, testInfo, `staff-edit-414-${lang}`);
  await edit.getByRole('button', { name: staff.edit.cancel }).click();
  await page.getByRole('button', { name: staff.invite.open }).click();
  const invite = page.getByRole('dialog', { name: staff.invite.title });
  await settled(invite);
  await capture(page, testInfo, `staff-invite-414-${lang}`);
  await expect(invite.getByRole('button', { name: staff.invite.send })).toBeInViewport();
  await invite.getByRole('button', { name: staff.invite.cancel }).click();
  await expect(invite).toBeHidden();
}
