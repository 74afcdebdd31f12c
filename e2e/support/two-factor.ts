import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import arAuth from '../../locales/ar/auth.json' with { type: 'json' };
import arDashboard from '../../locales/ar/dashboard.json' with { type: 'json' };
import arSecurity from '../../locales/ar/security.json' with { type: 'json' };
import arStaff from '../../locales/ar/staff.json' with { type: 'json' };
import arTwoFactor from '../../locales/ar/two-factor.json' with { type: 'json' };
import enAuth from '../../locales/en/auth.json' with { type: 'json' };
import enDashboard from '../../locales/en/dashboard.json' with { type: 'json' };
import enSecurity from '../../locales/en/security.json' with { type: 'json' };
import enStaff from '../../locales/en/staff.json' with { type: 'json' };
import enTwoFactor from '../../locales/en/two-factor.json' with { type: 'json' };
import type { LoginResponse } from '../../src/domain/contracts/auth';
import type {
  RecoveryCodes,
  TwoFactorChallenge,
  TwoFactorSetup,
} from '../../src/domain/contracts/two-factor';
import { ADMIN } from '../fixtures';
import { passwordLink } from './staff-invite';
import { totp } from './totp';

export const TEXT = {
  en: { auth: enAuth, dashboard: enDashboard, security: enSecurity, staff: enStaff, twoFactor: enTwoFactor },
  ar: { auth: arAuth, dashboard: arDashboard, security: arSecurity, staff: arStaff, twoFactor: arTwoFactor },
} as const;
export type Lang = keyof typeof TEXT;

export interface Member {
  username: string;
  password: string;
}

const PASSWORD = 'Cardamom#Vault74';
/** Pictures the reviewer looks at, kept outside the test results. */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/two-factor-shots';

export async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function adminHeaders(request: APIRequestContext) {
  const signIn = await request.post('/api/v1/user/token/', { data: ADMIN });
  expect(signIn.ok()).toBe(true);
  return { authorization: `Bearer ${((await signIn.json()) as LoginResponse).access}` };
}

/** A new member of the demo merchant, invited by the admin, with the password chosen from the link. */
export async function newMember(
  request: APIRequestContext,
  name: string,
  role: { is_superuser: true } | { permissions: string[] },
): Promise<Member> {
  const username = `${name}-${Date.now()}`;
  const email = `${username}@example.com`;
  const invited = await request.post('/api/v1/admin/staff/invite', {
    headers: await adminHeaders(request),
    data: { username, email, ...role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(await passwordLink(request, email, 1)).searchParams.get('token');
  const set = await request.post('/api/v1/user/reset_password', {
    data: { username, token, new_password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(set.ok(), await set.text()).toBe(true);
  return { username, password: PASSWORD };
}

/** Turns two-factor sign-in on through the API; answers the secret (the test's "phone") and recovery codes. */
export async function enrolThroughApi(request: APIRequestContext, member: Member) {
  const signIn = await request.post('/api/v1/user/token/', { data: member });
  const headers = { authorization: `Bearer ${((await signIn.json()) as LoginResponse).access}` };
  const setup = (await (
    await request.post('/api/v1/user/two-factor/setup', { headers })
  ).json()) as TwoFactorSetup;
  const confirmed = await request.post('/api/v1/user/two-factor/confirm', {
    headers,
    data: { code: totp(setup.secret) },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return { secret: setup.secret, ...((await confirmed.json()) as RecoveryCodes) };
}

/** Signs in through the API with a recovery code (no wait for an unspent app code). */
export async function apiSignInWithRecovery(
  request: APIRequestContext,
  member: Member,
  recoveryCode: string,
) {
  const first = await request.post('/api/v1/user/token/', { data: member });
  const { challenge } = (await first.json()) as TwoFactorChallenge;
  const done = await request.post('/api/v1/user/token/two-factor/', {
    data: { challenge, code: recoveryCode },
  });
  expect(done.ok(), await done.text()).toBe(true);
  return { authorization: `Bearer ${((await done.json()) as LoginResponse).access}` };
}

/** Password, then (when asked) the code from the app, through the login form. */
export async function signIn(page: Page, lang: Lang, member: Member, secret?: string) {
  const { auth } = TEXT[lang];
  await page.goto(`/${lang}/login`);
  await page.getByRole('textbox', { name: auth.fields.username }).fill(member.username);
  await page.getByLabel(auth.fields.password, { exact: true }).fill(member.password);
  await page.getByRole('button', { name: auth.login.submit }).click();
  if (!secret) return;
  const code = page.getByRole('textbox', { name: auth.two_factor.code });
  await expect(code).toBeVisible();
  // One step ahead, as a phone whose clock runs fast: the code of this step may be spent already.
  await code.fill(totp(secret, 1));
  await page.getByRole('button', { name: auth.two_factor.submit }).click();
}

/** Scans nothing: reads the key shown for typing in, and answers with the app's code. */
export async function confirmSetup(page: Page, lang: Lang): Promise<string> {
  const { twoFactor } = TEXT[lang];
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByRole('textbox', { name: twoFactor.setup.code }).fill(totp(secret));
  await page.getByRole('button', { name: twoFactor.setup.confirm }).click();
  await expect(page.getByTestId('recovery-code')).toHaveCount(10);
  return secret;
}
