import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import arCommon from '../locales/ar/common.dashboard.json' with { type: 'json' };
import arSessions from '../locales/ar/sessions.json' with { type: 'json' };
import arStaff from '../locales/ar/staff.json' with { type: 'json' };
import enCommon from '../locales/en/common.dashboard.json' with { type: 'json' };
import enSessions from '../locales/en/sessions.json' with { type: 'json' };
import enStaff from '../locales/en/staff.json' with { type: 'json' };
import type { LoginResponse } from '../src/domain/contracts/auth';
import { ADMIN, ADMIN_STATE, capture, logIn } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { fill, passwordLink, settled } from './support/staff-invite';

const TEXT = {
  en: { sessions: enSessions, staff: enStaff, yes: enCommon.confirm.yes },
  ar: { sessions: arSessions, staff: arStaff, yes: arCommon.confirm.yes },
};
const PASSWORD = 'Cardamom#Till73';
const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const SHOTS = process.env.E2E_SHOTS ?? 'sessions';

/**
 * A member of the team (made for this run, never the seeded admin or door, whose saved logins
 * other specs share) who is signed in on two devices.
 */
async function newMember(request: APIRequestContext, lang: 'en' | 'ar') {
  const signIn = await request.post('/api/v1/user/token/', { data: ADMIN });
  const headers = { authorization: `Bearer ${((await signIn.json()) as LoginResponse).access}` };
  const username = `devices-${lang}-${Date.now()}`;
  const email = `${username}@example.com`;
  const invite = await request.post('/api/v1/admin/staff/invite', {
    headers,
    data: {
      username,
      email,
      first_name: lang === 'en' ? 'Huda' : 'هدى',
      permissions: ['access_payment_request'],
    },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  const token = new URL(await passwordLink(request, email, 1)).searchParams.get('token');
  const chosen = await request.post('/api/v1/user/reset_password', {
    data: { username, token, new_password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  return { username, password: PASSWORD, name: lang === 'en' ? 'Huda' : 'هدى' };
}

async function device(browser: Browser, account: { username: string; password: string }, userAgent?: string) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, userAgent });
  const page = await context.newPage();
  await logIn(page, account);
  return { context, page };
}

const row = (page: Page | Locator, name: string) => page.getByRole('listitem', { name });

test.describe('signed-in devices', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const lang of ['en', 'ar'] as const) {
    test(`one device signs the other out, whose next navigation lands on sign-in (${lang})`, async ({
      browser,
      request,
    }, testInfo) => {
      const { sessions } = TEXT[lang];
      const member = await newMember(request, lang);
      const laptop = await device(browser, member);
      const phone = await device(browser, member, PHONE_AGENT);
      const phoneName = fill(sessions.device, { browser: 'Safari', os: 'iOS' });
      try {
        const page = laptop.page;
        await page.goto(`/${lang}/user`);
        await expect(page.getByRole('heading', { name: sessions.title })).toBeVisible();
        await expect(row(page, phoneName)).toBeVisible();
        const here = page.getByRole('listitem').filter({ hasText: sessions.this_device });
        await expect(here).toHaveCount(1);
        await expect(here).toContainText('Chrome');
        await page.evaluate(() => document.fonts.ready);
        await expectNoAxeViolations(page, `signed-in devices (${lang})`);
        await capture(page, testInfo, `${SHOTS}-devices-${lang}`);
        await page.setViewportSize({ width: 414, height: 900 });
        await expect(row(page, phoneName)).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(overflow, 'nothing runs off a phone-width page').toBe(false);
        await capture(page, testInfo, `${SHOTS}-devices-${lang}-414`);

        await row(page, phoneName)
          .getByRole('button', { name: fill(sessions.sign_out_of, { device: phoneName }) })
          .click();
        const ask = page.getByRole('alertdialog', {
          name: fill(sessions.confirm_device, { device: phoneName }),
        });
        await settled(ask);
        await capture(page, testInfo, `${SHOTS}-confirm-${lang}-414`);
        await ask.getByRole('button', { name: TEXT[lang].yes }).click();
        await expect(page.getByText(fill(sessions.signed_out_device, { device: phoneName }))).toBeVisible();
        await expect(row(page, phoneName)).toHaveCount(0);

        await phone.page.goto(`/${lang}/transactions`);
        await expect(phone.page).toHaveURL(new RegExp(`/${lang}/login`));
        await expect(page.getByRole('heading', { name: sessions.title })).toBeVisible();
      } finally {
        await laptop.context.close();
        await phone.context.close();
      }
    });

    test(`an owner signs a member out of every device (${lang})`, async ({ browser, request }, testInfo) => {
      const { sessions, staff } = TEXT[lang];
      const member = await newMember(request, lang);
      const cashier = await device(browser, member, PHONE_AGENT);
      const owner = await browser.newContext({ storageState: ADMIN_STATE });
      try {
        const page = await owner.newPage();
        await page.goto(`/${lang}/admin/staff?q=${member.username}`);
        await expect(page.getByRole('table', { name: staff.table.caption })).toContainText(member.name);
        await capture(page, testInfo, `${SHOTS}-staff-${lang}`);
        await page
          .getByRole('table', { name: staff.table.caption })
          .getByRole('button', { name: fill(staff.actions.devices_for, { name: member.name }) })
          .click();
        const dialog = page.getByRole('dialog', { name: fill(sessions.member_title, { name: member.name }) });
        await expect(row(dialog, fill(sessions.device, { browser: 'Safari', os: 'iOS' }))).toBeVisible();
        await settled(dialog);
        await expectNoAxeViolations(page, `a member's devices (${lang})`);
        await capture(page, testInfo, `${SHOTS}-member-${lang}`);
        await page.setViewportSize({ width: 414, height: 900 });
        await settled(dialog);
        await capture(page, testInfo, `${SHOTS}-member-${lang}-414`);

        await dialog.getByRole('button', { name: sessions.sign_out_all }).click();
        const ask = page.getByRole('alertdialog', { name: sessions.confirm_all });
        await ask.getByRole('button', { name: TEXT[lang].yes }).click();
        await expect(dialog.getByText(sessions.empty)).toBeVisible();

        await cashier.page.goto(`/${lang}/transactions`);
        await expect(cashier.page).toHaveURL(new RegExp(`/${lang}/login`));
      } finally {
        await owner.close();
        await cashier.context.close();
      }
    });
  }
});
