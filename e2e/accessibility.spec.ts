import { expect, type Page, test } from '@playwright/test';
import arStaff from '../locales/ar/staff.json' with { type: 'json' };
import enStaff from '../locales/en/staff.json' with { type: 'json' };
import { ADMIN_STATE } from './fixtures';
import { expectNoAxeViolations } from './support/axe';
import { DEMO, TEXT } from './support/food-menu';
import { tabTo } from './support/keyboard';
import { createRequest, DEMO_COLLECTOR_ID, gateway } from './support/payments';

/** The demo events' names (server/modules/events demo data), per language. */
const EVENT = {
  en: { summit: 'Gulf Tech Summit', available: 'Available', buy: 'Buy', firstName: 'First name' },
  ar: { summit: 'قمة الخليج للتقنية', available: 'متاح', buy: 'اشترِ', firstName: 'الاسم الأول' },
} as const;

const PAY_KNET = { en: 'Pay with KNET', ar: 'ادفع عبر كي نت' } as const;

test.use({ viewport: { width: 1000, height: 900 } });

for (const lang of ['en', 'ar'] as const) {
  const expectDirection = (page: Page) =>
    expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

  test.describe(`customer pages have no axe violations (${lang})`, () => {
    test('pay page and its result page', async ({ page, request }) => {
      const { id } = await createRequest(request);
      await page.goto(`/${lang}/pos/pay/${id}`);
      await expectDirection(page);
      await expect(page.getByRole('radio').first()).toBeVisible();
      await expectNoAxeViolations(page, `pay page (${lang})`);

      const { id: knetOnly } = await createRequest(request, { pg_codes: ['knet'] });
      await page.goto(`/${lang}/pos/pay/${knetOnly}`);
      await page.getByRole('button', { name: PAY_KNET[lang] }).click();
      await gateway(page, 'approve');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoAxeViolations(page, `result page (${lang})`);
    });

    test('collector page', async ({ page }) => {
      await page.goto(`/${lang}/pos/pay/collect/${DEMO_COLLECTOR_ID}`);
      await expectDirection(page);
      await expect(page.getByRole('textbox').first()).toBeVisible();
      await expectNoAxeViolations(page, `collector page (${lang})`);
    });

    test('food menu and a food details page', async ({ page }) => {
      await page.goto(`/${lang}/new-menu`);
      await expectDirection(page);
      await page.getByLabel(TEXT[lang].settings.area).selectOption({ label: DEMO[lang].salmiya });
      const dish = page.getByRole('link', { name: DEMO[lang].mixedGrill }).first();
      await expect(dish).toBeVisible();
      await expectNoAxeViolations(page, `food menu (${lang})`);

      await dish.click();
      await expect(page.getByRole('heading', { level: 1, name: DEMO[lang].mixedGrill })).toBeVisible();
      await expectNoAxeViolations(page, `food details (${lang})`);
    });

    test('events list, an event page and its register page', async ({ page }) => {
      const text = EVENT[lang];
      await page.goto(`/${lang}/events`);
      await expectDirection(page);
      const summit = page.getByRole('link', { name: text.summit });
      await expect(summit).toBeVisible();
      await expectNoAxeViolations(page, `events list (${lang})`);

      await summit.click();
      await expect(page.getByRole('heading', { level: 1, name: text.summit })).toBeVisible();
      await expectNoAxeViolations(page, `event page (${lang})`);

      await page
        .locator('label')
        .filter({ hasText: text.available })
        .first()
        .locator('input[type=radio]')
        .check();
      await page.getByRole('button', { name: text.buy }).click();
      await expect(page.getByRole('textbox', { name: text.firstName })).toBeVisible();
      await expect(page.getByRole('radio').first()).toBeVisible();
      await expectNoAxeViolations(page, `register page (${lang})`);
    });

    test('login page', async ({ page }) => {
      await page.goto(`/${lang}/login`);
      await expectDirection(page);
      await expect(page.locator('form button[type="submit"]')).toBeVisible();
      await expectNoAxeViolations(page, `login (${lang})`);
    });
  });

  test(`the merchant's header and its focus rings read at AA on light, dark and saturated colours (${lang})`, async ({
    page,
  }) => {
    const text = EVENT[lang];
    // No screen sets the header colour yet: the events list's answer is given each colour in turn,
    // to the page as the browser draws it (the server draws it from the stored colour).
    for (const colour of ['fef3c7', '1a365d', 'f97316', '00a000', '777777']) {
      await page.route(
        (url) => url.pathname === `/${lang}/events`,
        async (route) =>
          route.fulfill({
            response: await route.fetch({ url: new URL('/index.html', route.request().url()).href }),
          }),
      );
      await page.route(
        (url) => url.pathname.endsWith('/api/v1/plugins/event/events'),
        async (route) => {
          const response = await route.fetch();
          const body = (await response.json()) as { unit_details: { header_color: string } | null };
          if (body.unit_details) body.unit_details.header_color = colour;
          await route.fulfill({ response, json: body });
        },
      );
      await page.goto(`/${lang}/events`);
      const header = page.locator('header').first();
      await expect(header).toHaveCSS('background-color', hexToRgb(colour));
      await expect(page.getByRole('link', { name: text.summit })).toBeVisible();
      await expectNoAxeViolations(page, `events header in #${colour} (${lang})`, (axe) =>
        axe.include('header').withRules(['color-contrast']),
      );
      // The focus rings of its links are drawn on the header's colour: each at 3:1 on it.
      for (const link of await header.getByRole('link').all()) await tabTo(page, link);
      await page.unrouteAll();
    }
  });

  test.describe(`dashboard pages have no axe violations (${lang})`, () => {
    test.use({ storageState: ADMIN_STATE });

    for (const [name, path] of [
      ['dashboard home', 'general-info'],
      ['transactions list', 'transactions'],
      ['events check-in', 'event/fullfilment'],
      ['kitchen orders', 'food-ordering/orders'],
      ['staff', 'admin/staff'],
      ['roles', 'admin/roles'],
      ['admin log', 'admin/log'],
      ['security', 'admin/security'],
      ['payments', 'admin/payments'],
      ['account settings, devices and two-factor', 'user'],
    ] as const) {
      test(name, async ({ page }) => {
        test.slow();
        await page.goto(`/${lang}/${path}`);
        await expectDirection(page);
        // The dashboard's first load is heavy on two shared cores.
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
        await expect(page.getByRole('navigation').first()).toBeVisible();
        await expectNoAxeViolations(page, `${name} (${lang})`);
      });
    }

    test('staff invite dialog, with its permissions', async ({ page }) => {
      const staff = lang === 'en' ? enStaff : arStaff;
      await page.goto(`/${lang}/admin/staff`);
      await page.getByRole('button', { name: staff.invite.open }).click();
      const dialog = page.getByRole('dialog', { name: staff.invite.title });
      await expect(dialog.getByRole('group').first()).toBeVisible();
      await dialog.evaluate((element) =>
        Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      );
      await expectNoAxeViolations(page, `staff invite dialog (${lang})`);
    });
  });
}

function hexToRgb(hex: string): string {
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
