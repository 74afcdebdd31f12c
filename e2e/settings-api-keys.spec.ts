import { expect, test } from '@playwright/test';
import arApiKeys from '../locales/ar/api-keys.json' with { type: 'json' };
import arCommon from '../locales/ar/common.dashboard.json' with { type: 'json' };
import arDashboard from '../locales/ar/dashboard.json' with { type: 'json' };
import enApiKeys from '../locales/en/api-keys.json' with { type: 'json' };
import enCommon from '../locales/en/common.dashboard.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import { ADMIN_STATE, capture } from './fixtures';
import { createKeyInUi, createShopTransaction } from './support/api-keys';
import { fill, settled } from './support/staff-invite';

const TEXT = {
  en: { keys: enApiKeys, common: enCommon, dashboard: enDashboard },
  ar: { keys: arApiKeys, common: arCommon, dashboard: arDashboard },
} as const;

test.describe('an owner issues, uses and revokes an API key', () => {
  test.use({ storageState: ADMIN_STATE });
  test.describe.configure({ timeout: 90_000 });

  for (const lang of ['en', 'ar'] as const) {
    test(`creates a key shown once, a shop creates a transaction with it, revoking answers 401 (${lang})`, async ({
      page,
      request,
    }, testInfo) => {
      const { keys: text, common, dashboard } = TEXT[lang];
      const name = lang === 'en' ? `Web shop ${Date.now()}` : `المتجر ${Date.now()}`;

      await page.goto(`/${lang}/admin/staff`);
      await page
        .getByRole('navigation', { name: dashboard.admin_nav.label })
        .getByRole('link', { name: dashboard.admin_nav.api_keys })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/admin/api-keys$`));
      await expect(page.getByRole('heading', { name: text.title, level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: common.developer_links.openapi })).toHaveAttribute(
        'href',
        '/api/v1/openapi.json',
      );

      const key = await createKeyInUi(page, lang, name, () =>
        capture(page, testInfo, `api-keys-created-${lang}`),
      );

      // The copied key works for the shop at once.
      const created = await createShopTransaction(request, key);
      expect(created.status(), await created.text()).toBe(201);
      await page.reload();
      const list = page.getByRole('table', { name: text.list_label });
      const row = list.getByRole('row', { name: new RegExp(name) });
      await expect(row.getByText(text.state.active)).toBeVisible();
      await expect(row.getByText(text.never_used)).toBeHidden();
      await expect(page.getByText(key)).toBeHidden();
      await capture(page, testInfo, `api-keys-list-${lang}`);

      await row.getByRole('button', { name: fill(text.actions.menu_named, { name }) }).click();
      await page.getByRole('menuitem', { name: text.actions.revoke }).click();
      const confirm = page.getByRole('alertdialog', { name: fill(text.revoke.title, { name }) });
      await confirm.getByRole('button', { name: common.confirm.yes }).click();
      await expect(page.getByText(fill(text.revoke.done, { name }))).toBeVisible();
      await expect(row.getByText(text.state.revoked)).toBeVisible();
      expect((await createShopTransaction(request, key)).status()).toBe(401);
    });
  }

  for (const lang of ['en', 'ar'] as const) {
    test(`reads as cards at phone width (${lang})`, async ({ page }, testInfo) => {
      const { keys: text, common } = TEXT[lang];
      await page.setViewportSize({ width: 414, height: 896 });
      await page.goto(`/${lang}/admin/api-keys`);
      const cards = page.getByRole('list', { name: text.list_label });
      await expect(cards.getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('table', { name: text.list_label })).toBeHidden();
      // Nothing is cut off or scrolls sideways at 414 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(414);
      await capture(page, testInfo, `api-keys-phone-${lang}`);
      await cards
        .getByRole('button', { name: fill(text.actions.menu_named, { name: 'Demo web shop' }) })
        .click();
      await page.getByRole('menuitem', { name: text.actions.roll }).click();
      const dialog = page.getByRole('dialog', { name: fill(text.roll.key_title, { name: 'Demo web shop' }) });
      await expect(dialog.getByRole('radio', { name: common.roll_overlap.choices['24'] })).toBeChecked();
      await settled(dialog);
      await capture(page, testInfo, `api-keys-roll-phone-${lang}`);
      await dialog.getByRole('button', { name: text.roll.cancel }).click();
      await expect(dialog).toBeHidden();
    });
  }
});
