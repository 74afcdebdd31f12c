import { expect, type Page, test } from '@playwright/test';
import arApiKeys from '../locales/ar/api-keys.json' with { type: 'json' };
import arCommon from '../locales/ar/common.dashboard.json' with { type: 'json' };
import arDashboard from '../locales/ar/dashboard.json' with { type: 'json' };
import arDevelopers from '../locales/ar/developers.json' with { type: 'json' };
import arOutbox from '../locales/ar/outbox.json' with { type: 'json' };
import arStaff from '../locales/ar/staff.json' with { type: 'json' };
import arTemplates from '../locales/ar/templates.json' with { type: 'json' };
import arWebhooks from '../locales/ar/webhooks.json' with { type: 'json' };
import enApiKeys from '../locales/en/api-keys.json' with { type: 'json' };
import enCommon from '../locales/en/common.dashboard.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import enDevelopers from '../locales/en/developers.json' with { type: 'json' };
import enOutbox from '../locales/en/outbox.json' with { type: 'json' };
import enStaff from '../locales/en/staff.json' with { type: 'json' };
import enTemplates from '../locales/en/templates.json' with { type: 'json' };
import enWebhooks from '../locales/en/webhooks.json' with { type: 'json' };
import type { ApiKeyPage } from '../src/domain/contracts/api-keys';
import { ADMIN_STATE } from './fixtures';
import { deliveredTransactionEvent, disabledEndpoint, sentPaymentLink } from './support/admin-records';
import { expectNoAxeViolations } from './support/axe';
import { addToCart, cartButton, productCard, SHOP_DEMO, SHOP_TEXT } from './support/catalogue';
import { DEMO, TEXT } from './support/food-menu';
import { tabTo } from './support/keyboard';
import { createRequest, DEMO_COLLECTOR_ID, gateway } from './support/payments';
import { ownerApi } from './support/staff';
import { fill, settled } from './support/staff-invite';

/** The demo events' names (server/modules/events demo data), per language. */
const EVENT = {
  en: { summit: 'Gulf Tech Summit', available: 'Available', buy: 'Buy', firstName: 'First name' },
  ar: { summit: 'قمة الخليج للتقنية', available: 'متاح', buy: 'اشترِ', firstName: 'الاسم الأول' },
} as const;

const PAY_KNET = { en: 'Pay with KNET', ar: 'ادفع عبر كي نت' } as const;

const ADMIN_TEXT = {
  en: {
    nav: enDashboard.admin_nav,
    apiKeys: enApiKeys,
    common: enCommon,
    developers: enDevelopers,
    outbox: enOutbox,
    templates: enTemplates,
    webhooks: enWebhooks,
  },
  ar: {
    nav: arDashboard.admin_nav,
    apiKeys: arApiKeys,
    common: arCommon,
    developers: arDevelopers,
    outbox: arOutbox,
    templates: arTemplates,
    webhooks: arWebhooks,
  },
} as const;

type AdminPage = Exclude<keyof typeof enDashboard.admin_nav, 'label'>;

/**
 * Opens an administration page from the section's navigation (a client-side move, cheaper than
 * loading the app again) and waits for its heading and its data.
 */
async function openAdminPage(page: Page, lang: 'en' | 'ar', name: AdminPage) {
  const { nav } = ADMIN_TEXT[lang];
  await page.getByRole('navigation', { name: nav.label }).getByRole('link', { name: nav[name] }).click();
  await expect(page.getByRole('heading', { level: 1, name: nav[name] })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

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

    test('shop list, a product, the cart and the checkout', async ({ page }) => {
      await page.goto(`/${lang}/catalogue/product-list`);
      await expectDirection(page);
      await expect(productCard(page, SHOP_DEMO[lang].thermos)).toBeVisible();
      await expectNoAxeViolations(page, `shop list (${lang})`);

      await page.goto(`/${lang}/catalogue/product-detail/saffron-eau`);
      await addToCart(page, lang, 1);
      await expectNoAxeViolations(page, `shop product (${lang})`);

      await cartButton(page).click();
      await expect(page.getByRole('heading', { level: 1, name: SHOP_TEXT[lang].cart.title })).toBeVisible();
      await expectNoAxeViolations(page, `shop cart (${lang})`);

      await page.getByRole('link', { name: SHOP_TEXT[lang].cart.checkout }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: SHOP_TEXT[lang].checkout.title }),
      ).toBeVisible();
      await expect(page.getByRole('radiogroup')).toBeVisible();
      await expectNoAxeViolations(page, `shop checkout (${lang})`);
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

  test.describe(`administration pages and dialogs have no axe violations (${lang})`, () => {
    test.use({ storageState: ADMIN_STATE });
    // Several pages and dialogs each, on two shared cores.
    test.describe.configure({ timeout: 90_000 });

    test('branding, appearance, templates with its preview, public pages and SMS', async ({ page }) => {
      const { templates } = ADMIN_TEXT[lang];
      await page.goto(`/${lang}/admin/staff`);
      await expectDirection(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
      for (const name of ['branding', 'appearance', 'templates', 'public_pages', 'sms'] as const) {
        await openAdminPage(page, lang, name);
        if (name === 'templates')
          // axe reads the email preview's own document too, once it is drawn.
          await expect(
            page.frameLocator(`iframe[title="${templates.preview.frame}"]`).locator('body'),
          ).not.toBeEmpty();
        await expectNoAxeViolations(page, `${name} (${lang})`);
      }
    });

    test('API keys, the integration guide and the outbox', async ({ page }) => {
      const { common, developers } = ADMIN_TEXT[lang];
      await page.goto(`/${lang}/admin/staff`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
      await openAdminPage(page, lang, 'api_keys');
      await expectNoAxeViolations(page, `API keys (${lang})`);
      await page.getByRole('link', { name: common.developer_links.guide }).click();
      await expect(page.getByRole('heading', { level: 1, name: developers.title })).toBeVisible();
      await expectNoAxeViolations(page, `integration guide (${lang})`);
      await page.goto(`/${lang}/admin/staff`);
      await openAdminPage(page, lang, 'outbox');
      await expectNoAxeViolations(page, `outbox (${lang})`);
    });

    test('a new API key: its form and the key shown once', async ({ page, request }) => {
      const { apiKeys, common } = ADMIN_TEXT[lang];
      const name = `axe ${lang} ${Date.now()}`;
      await page.goto(`/${lang}/admin/api-keys`);
      await page.getByRole('button', { name: apiKeys.new }).click();
      const form = page.getByRole('dialog', { name: apiKeys.create.title });
      await form.getByRole('textbox', { name: apiKeys.create.name }).fill(name);
      await form.getByRole('combobox', { name: apiKeys.create.plugin }).selectOption('e_commerce');
      await settled(form);
      await expectNoAxeViolations(page, `new API key form (${lang})`);
      await form.getByRole('button', { name: apiKeys.create.submit }).click();
      const shown = page.getByRole('alertdialog', { name: apiKeys.secret.created_title });
      await expect(shown.getByText(common.shown_once.warning)).toBeVisible();
      await settled(shown);
      // Its one button is where Create was: under the pointer, in its hovered colours.
      await shown.getByRole('button', { name: common.shown_once.done }).hover();
      await expectNoAxeViolations(page, `API key shown once (${lang})`);
      await shown.getByRole('button', { name: common.shown_once.done }).click();
      // Puts back what the test changed: a key that nobody holds is revoked at once.
      const owner = await ownerApi(request);
      const keys = (await (
        await request.get('/api/v1/admin/api-keys', { headers: owner.headers })
      ).json()) as ApiKeyPage;
      for (const key of keys.results.filter((row) => row.name === name))
        await request.post(`/api/v1/admin/api-keys/${key.id}/revoke`, { headers: owner.headers });
    });

    test("webhooks with an endpoint and an event: the page, the endpoint form and the event's detail", async ({
      page,
      request,
    }) => {
      const { webhooks } = ADMIN_TEXT[lang];
      const url = await deliveredTransactionEvent(page, request, `axe-${lang}-${Date.now()}`);
      const endpoint = await disabledEndpoint(request, `axe ${lang} ${Date.now()}`);
      try {
        await page.goto(`/${lang}/admin/webhooks`);
        const open = page.getByRole('button', {
          name: fill(webhooks.log.open_for, { type: 'transaction.paid', destination: url }),
        });
        await expect(open).toBeVisible();
        await expect(
          page.getByRole('list', { name: webhooks.endpoints.heading }).getByText(endpoint.description),
        ).toBeVisible();
        await expectNoAxeViolations(page, `webhooks (${lang})`);

        await page
          .getByRole('button', { name: fill(webhooks.endpoints.edit_for, { name: endpoint.description }) })
          .click();
        const form = page.getByRole('dialog', { name: webhooks.form.edit_title });
        await expect(form.getByRole('textbox', { name: webhooks.form.url })).toHaveValue(endpoint.url);
        await settled(form);
        await expectNoAxeViolations(page, `webhook endpoint form (${lang})`);
        await form.getByRole('button', { name: webhooks.form.cancel }).click();
        await expect(form).toBeHidden();

        await open.click();
        const detail = page.getByRole('dialog', {
          name: fill(webhooks.detail.title, { type: 'transaction.paid' }),
        });
        await expect(detail.getByLabel(webhooks.detail.request_headers).first()).toBeVisible();
        await settled(detail);
        await expectNoAxeViolations(page, `webhook event detail (${lang})`);
      } finally {
        await endpoint.remove();
      }
    });

    test('an outbox message', async ({ page, request }) => {
      const { outbox } = ADMIN_TEXT[lang];
      const email = `axe-${lang}-${Date.now()}@example.com`;
      await sentPaymentLink(request, email, lang);
      await page.goto(`/${lang}/admin/outbox?q=${encodeURIComponent(email)}`);
      await page.getByRole('button', { name: fill(outbox.table.open_for, { recipient: email }) }).click();
      const dialog = page.getByRole('dialog', { name: fill(outbox.message.title, { recipient: email }) });
      await expect(dialog.getByText(outbox.message.sent_at)).toBeVisible();
      await settled(dialog);
      await expectNoAxeViolations(page, `outbox message (${lang})`);
    });
  });
}

function hexToRgb(hex: string): string {
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
