import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import arAuth from '../locales/ar/auth.json' with { type: 'json' };
import arEvents from '../locales/ar/events.json' with { type: 'json' };
import arFood from '../locales/ar/food-menu.json' with { type: 'json' };
import arPay from '../locales/ar/pay.json' with { type: 'json' };
import arResult from '../locales/ar/result.json' with { type: 'json' };
import enAuth from '../locales/en/auth.json' with { type: 'json' };
import enEvents from '../locales/en/events.json' with { type: 'json' };
import enFood from '../locales/en/food-menu.json' with { type: 'json' };
import enPay from '../locales/en/pay.json' with { type: 'json' };
import enResult from '../locales/en/result.json' with { type: 'json' };
import { ADMIN } from './fixtures';
import { hydrated } from './support/hydrated';
import { createRequest, DEMO_COLLECTOR_ID } from './support/payments';

/**
 * The pay page and the menu arrive drawn by the server from the app's own components
 * (src/ssr), and the app takes that drawing over: no hydration error, and the heading the
 * browser first painted is the very node on screen once the page answers clicks.
 */

const SHOTS = process.env.SSR_SHOTS_DIR;
const PAY = { en: enPay, ar: arPay } as const;
const FOOD = { en: enFood, ar: arFood } as const;
const AUTH = { en: enAuth, ar: arAuth } as const;
const RESULT = { en: enResult, ar: arResult } as const;
const EVENTS = { en: enEvents, ar: arEvents } as const;
const LANGS = ['en', 'ar'] as const;

/**
 * Errors the page reports: React's recoverable (hydration) errors reach window.reportError,
 * which Chromium logs as errors, as it does uncaught ones.
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Keeps the first <h1> the parser built, before any of the app's scripts ran. */
const keepServerHeading = () =>
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive')
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
  });

/** Hydrated without a word of complaint; a failed hydration says why first. */
async function expectHydrated(page: Page, errors: string[]) {
  const done = await hydrated(page).then(
    () => true,
    () => false,
  );
  expect(errors).toEqual([]);
  expect(done).toBe(true);
}

const sameHeading = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { serverHeading: Element | null }).serverHeading;
    return Boolean(kept?.isConnected) && kept === document.querySelector('h1');
  });

/** Screenshots for reading, when SSR_SHOTS_DIR names a folder: the server's drawing alone and the app. */
async function shoot(browser: Browser, url: string, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const [size, viewport] of [
    ['414', { width: 414, height: 900 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ viewport, javaScriptEnabled, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(url);
      if (javaScriptEnabled) await hydrated(page);
      await page.screenshot({ path: `${SHOTS}/${name}-${size}-${javaScriptEnabled ? 'app' : 'server'}.png` });
      await context.close();
    }
  }
}

test.use({ serviceWorkers: 'block' });

for (const lang of LANGS) {
  test(`the pay page the server drew is hydrated, not redrawn (${lang})`, async ({
    page,
    request,
    browser,
  }) => {
    const { id } = await createRequest(request);
    const errors = watchErrors(page);
    await page.addInitScript(keepServerHeading);
    await page.goto(`/${lang}/pos/pay/${id}`);
    await expectHydrated(page, errors);
    // The app answers: another gateway changes the total it shows.
    const total = page.getByText(PAY[lang].details.total).locator('xpath=following-sibling::p');
    const before = await total.textContent();
    await page.getByRole('radio').first().check();
    await expect(total).not.toHaveText(before ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAY[lang].details.title);
    expect(await sameHeading(page)).toBe(true);
    expect(errors).toEqual([]);
    await shoot(browser, `/${lang}/pos/pay/${id}`, `pay-${lang}`);
  });

  test(`the address step and its greeting, loaded on demand, are hydrated too (${lang})`, async ({
    page,
    request,
  }) => {
    const { id } = await createRequest(request, {
      multicheckout: {
        capture_delivery_address: true,
        capture_delivery_location: false,
        first_popup: { en: 'Welcome to our store', ar: 'أهلًا بك في متجرنا' },
        second_popup: null,
      },
    });
    const errors = watchErrors(page);
    await page.addInitScript(keepServerHeading);
    await page.goto(`/${lang}/pos/pay/${id}`);
    await expectHydrated(page, errors);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await sameHeading(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test(`the server's drawing takes no tap before the app answers, then does (${lang})`, async ({
    browser,
    request,
  }) => {
    const { id } = await createRequest(request);
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`/${lang}/pos/pay/${id}`);
      // Drawn but not yet answering (scripts off): the controls say so instead of swallowing a tap.
      const pay = page.getByRole('button', { name: PAY[lang].details.pay, exact: false }).last();
      const radios = page.getByRole('radio');
      if (javaScriptEnabled) {
        await expect(pay).toBeEnabled();
        await expect(radios.first()).toBeEnabled();
      } else {
        await expect(pay).toBeDisabled();
        await expect(radios.first()).toBeDisabled();
      }
      await page.goto(`/${lang}/new-menu`);
      const type = page.getByRole('radiogroup', { name: FOOD[lang].settings.type }).getByRole('radio');
      if (javaScriptEnabled) await expect(type.first()).toBeEnabled();
      else await expect(type.first()).toBeDisabled();
      await context.close();
    }
  });

  test(`the menu the server drew is hydrated, not redrawn (${lang})`, async ({ page, browser }) => {
    const errors = watchErrors(page);
    await page.addInitScript(keepServerHeading);
    await page.goto(`/${lang}/new-menu`);
    await expectHydrated(page, errors);
    // The app answers: a category narrows the list and names it.
    const chips = page.getByRole('navigation', { name: FOOD[lang].categories }).getByRole('button');
    const category = chips.nth(1);
    const name = (await category.textContent()) ?? '';
    await category.click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    expect(await sameHeading(page)).toBe(true);
    expect(errors).toEqual([]);
    await shoot(browser, `/${lang}/new-menu`, `menu-${lang}`);
  });

  test(`the events list, an event and the login form the server drew are hydrated, not redrawn (${lang})`, async ({
    page,
    browser,
  }) => {
    const errors = watchErrors(page);
    await page.addInitScript(keepServerHeading);
    for (const [path, heading] of [
      [`/${lang}/events`, EVENTS[lang].list.title],
      [`/${lang}/login`, AUTH[lang].login.title],
    ] as const) {
      await page.goto(path);
      await expectHydrated(page, errors);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(await sameHeading(page)).toBe(true);
    }
    // From the list to an event: the app answers the click and draws the event itself.
    await page.goto(`/${lang}/events`);
    await expectHydrated(page, errors);
    const first = page.getByRole('listitem').first().getByRole('heading');
    const title = (await first.textContent()) ?? '';
    await page.getByRole('listitem').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // An event's own page, drawn by the server, is taken over as well.
    const eventUrl = page.url();
    await page.goto(eventUrl);
    await expectHydrated(page, errors);
    expect(await sameHeading(page)).toBe(true);
    expect(errors).toEqual([]);
    await shoot(browser, `/${lang}/events`, `events-${lang}`);
    await shoot(browser, `/${lang}/login`, `login-${lang}`);
  });
}

for (const lang of LANGS) {
  test(`a payment's result, a collector's page, a booking form and a dish the server drew are hydrated (${lang})`, async ({
    page,
    request,
  }) => {
    const { id } = await createRequest(request);
    const paid = await request.post(`/api/v1/plugins/pos/transaction/pay/${id}`, {
      headers: { 'idempotency-key': crypto.randomUUID() },
      data: { gateway_code: 'knet' },
    });
    const { attempt_id: attemptId } = (await paid.json()) as { attempt_id: string };
    await request.post(`/gateway/sandbox/${attemptId}`, { form: { action: 'approve' }, maxRedirects: 0 });
    const errors = watchErrors(page);
    await page.addInitScript(keepServerHeading);
    for (const path of [
      `/${lang}/pos/attempt-detail/${attemptId}`,
      `/${lang}/pos/pay/collect/${DEMO_COLLECTOR_ID}`,
      `/${lang}/register/community-iftar`,
      `/${lang}/category/1/food-details/1`,
    ]) {
      await page.goto(path);
      await expectHydrated(page, errors);
      expect(await sameHeading(page)).toBe(true);
    }
    await page.goto(`/${lang}/pos/attempt-detail/${attemptId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(RESULT[lang].thank_you);
    expect(errors).toEqual([]);
  });
}

test('someone signed in who opens the drawn login page is taken to the dashboard, drawn afresh', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/v1/user/token/', { data: ADMIN });
  const tokens = (await login.json()) as { access: string; refresh: string };
  await page.addInitScript((saved: { access: string; refresh: string }) => {
    localStorage.setItem('access_token', saved.access);
    localStorage.setItem('refresh_token', saved.refresh);
  }, tokens);
  const errors = watchErrors(page);
  await page.goto('/en/login');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: enAuth.login.title })).toHaveCount(0);
  expect(errors).toEqual([]);
});
