import { type APIRequestContext, expect, test } from '@playwright/test';
import { userMenu } from './fixtures';
import { freshBrowser } from './support/staff-invite';
import {
  apiSignInWithRecovery,
  confirmSetup,
  enrolThroughApi,
  type Member,
  newMember,
  shoot,
  signIn,
  TEXT,
} from './support/two-factor';

const PHONE = { width: 414, height: 896 };

/**
 * Two-factor sign-in, in its own Playwright project after every other (playwright.config.ts):
 * while an owner requires it, the demo admin (an owner without it) could reach nothing, so no
 * other spec may run meanwhile. Everyone here is a member invited for the run.
 */
test.describe('two-factor sign-in', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  test.use({ viewport: { width: 1280, height: 900 }, storageState: { cookies: [], origins: [] } });

  for (const lang of ['en', 'ar'] as const) {
    test(`a member sets it up, signs out and signs in with a code (${lang})`, async ({ page, request }) => {
      const { twoFactor, dashboard, auth } = TEXT[lang];
      const member = await newMember(request, `tfa-${lang}`, { permissions: ['access_payment_request'] });
      await signIn(page, lang, member);
      await expect(page).toHaveURL(new RegExp(`/${lang}/general-info`));

      await page.goto(`/${lang}/user`);
      const section = page.getByRole('region', { name: twoFactor.section.title });
      await expect(section.getByText(twoFactor.section.off, { exact: true })).toBeVisible();
      await section.getByRole('button', { name: twoFactor.section.set_up }).click();
      await expect(page.getByRole('img', { name: twoFactor.setup.qr_label })).toBeVisible();
      await shoot(page, `account-setup-${lang}`);
      await page.setViewportSize(PHONE);
      await shoot(page, `account-setup-${lang}-414`);
      const secret = await confirmSetup(page, lang);
      await shoot(page, `recovery-codes-${lang}-414`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('button', { name: twoFactor.codes.done }).click();
      await expect(section.getByText(twoFactor.section.on, { exact: true })).toBeVisible();
      await shoot(page, `account-on-${lang}`);

      await userMenu(page, member.username).click();
      await page.getByRole('menuitem', { name: dashboard.menu.logout }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/login`));

      await signIn(page, lang, member);
      const code = page.getByRole('textbox', { name: auth.two_factor.code });
      await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(code).toHaveAttribute('inputmode', 'numeric');
      await shoot(page, `login-code-${lang}`);
      await page.setViewportSize(PHONE);
      await shoot(page, `login-code-${lang}-414`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page, lang, member, secret);
      await expect(page).toHaveURL(new RegExp(`/${lang}/general-info`));
      await expect(userMenu(page, member.username)).toBeVisible();
    });
  }

  for (const lang of ['en', 'ar'] as const) {
    test(`an owner turns off the two-factor sign-in of a member who lost their phone (${lang})`, async ({
      page,
      request,
    }) => {
      const { staff } = TEXT[lang];
      const owner = await newMember(request, `reset-owner-${lang}`, { is_superuser: true });
      const member = await newMember(request, `lost-phone-${lang}`, {
        permissions: ['access_payment_request'],
      });
      await enrolThroughApi(request, member);
      await signIn(page, lang, owner);
      await expect(page).toHaveURL(new RegExp(`/${lang}/general-info`));
      await page.goto(`/${lang}/admin/staff?q=${member.username}`);
      const row = page.getByRole('row').filter({ hasText: member.username });
      await expect(row.getByText(staff.two_factor.on)).toBeVisible();
      await shoot(page, `staff-two-factor-${lang}`);
      const turnOff = staff.actions.two_factor_off_for.replace('{{name}}', member.username);
      await row.getByRole('button', { name: turnOff }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(staff.two_factor.title.replace('{{name}}', member.username));
      await shoot(page, `staff-two-factor-dialog-${lang}`);
      await page.setViewportSize(PHONE);
      await shoot(page, `staff-two-factor-dialog-${lang}-414`);
      await dialog.getByRole('button', { name: staff.two_factor.confirm, exact: true }).click();
      await expect(page.getByText(staff.two_factor.done.replace('{{name}}', member.username))).toBeVisible();
      await expect(page.getByText(staff.two_factor.on)).toHaveCount(0);
      await shoot(page, `staff-two-factor-off-${lang}-414`);
      // The password alone signs them in now.
      const again = await request.post('/api/v1/user/token/', { data: member });
      expect(((await again.json()) as { access?: string }).access).toEqual(expect.any(String));
    });
  }

  test('a member already signed in when it becomes required is sent to set it up at their next step', async ({
    page,
    request,
  }) => {
    const owner = await newMember(request, 'require-owner', { is_superuser: true });
    const finance = await newMember(request, 'mid-session', {
      permissions: ['access_payment_request', 'refund_paymenttransaction'],
    });
    const enrolled = await enrolThroughApi(request, owner);
    const headers = await apiSignInWithRecovery(request, owner, enrolled.recovery_codes[1] as string);
    await signIn(page, 'en', finance);
    await expect(page).toHaveURL(/\/en\/general-info/);
    const transactions = page.getByRole('navigation').getByRole('link', { name: 'Transactions' }).first();
    await expect(transactions).toBeVisible();
    // Every read of the page done, so the next API call is the click's.
    await page.waitForLoadState('networkidle');
    try {
      const on = await request.patch('/api/v1/admin/security', {
        headers,
        data: { two_factor_required: true },
      });
      expect(on.ok(), await on.text()).toBe(true);
      // The dashboard's own status check is a minute old at most, so it would not notice yet.
      await transactions.click();
      await expect(page).toHaveURL(/\/en\/two-factor-setup/, { timeout: 5_000 });
      await expect(page.getByRole('heading', { name: TEXT.en.twoFactor.enrol.title })).toBeVisible();
    } finally {
      await stopRequiring(request, owner, enrolled.recovery_codes[0] as string);
    }
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`an owner requires it and a finance member is asked to set it up (${lang})`, async ({
      page,
      browser,
      request,
    }) => {
      const { twoFactor, security } = TEXT[lang];
      const owner = await newMember(request, `owner-${lang}`, { is_superuser: true });
      const finance = await newMember(request, `finance-${lang}`, {
        permissions: ['access_payment_request', 'refund_paymenttransaction'],
      });
      const enrolled = await enrolThroughApi(request, owner);
      try {
        await signIn(page, lang, owner, enrolled.secret);
        await expect(page).toHaveURL(new RegExp(`/${lang}/general-info`));
        await page.goto(`/${lang}/admin/security`);
        const requirement = page.getByLabel(security.two_factor.label);
        await expect(requirement).not.toBeChecked();
        await page.getByText(security.two_factor.label).click();
        await expect(page.getByText(security.two_factor.turned_on)).toBeVisible();
        await expect(requirement).toBeChecked();
        await shoot(page, `admin-security-${lang}`);
        await page.setViewportSize(PHONE);
        await shoot(page, `admin-security-${lang}-414`);

        const member = await freshBrowser(browser);
        try {
          await signIn(member.page, lang, finance);
          await expect(member.page).toHaveURL(new RegExp(`/${lang}/two-factor-setup`));
          await expect(member.page.getByRole('heading', { name: twoFactor.enrol.title })).toBeVisible();
          await shoot(member.page, `required-enrolment-${lang}`);
          await member.page.setViewportSize(PHONE);
          await member.page.getByRole('button', { name: twoFactor.enrol.start }).click();
          await expect(member.page.getByRole('img', { name: twoFactor.setup.qr_label })).toBeVisible();
          await shoot(member.page, `required-enrolment-${lang}-414`);
          await confirmSetup(member.page, lang);
          await member.page.getByRole('button', { name: twoFactor.codes.done }).click();
          await expect(member.page).toHaveURL(new RegExp(`/${lang}/general-info`));
          await expect(userMenu(member.page, finance.username)).toBeVisible();
        } finally {
          await member.context.close();
        }
      } finally {
        await stopRequiring(request, owner, enrolled.recovery_codes[0] as string);
      }
    });
  }
});

/** Leaves the demo merchant as it was, whatever happened above. */
async function stopRequiring(request: APIRequestContext, owner: Member, recoveryCode: string) {
  const headers = await apiSignInWithRecovery(request, owner, recoveryCode);
  const off = await request.patch('/api/v1/admin/security', {
    headers,
    data: { two_factor_required: false },
  });
  expect(off.ok(), await off.text()).toBe(true);
}
