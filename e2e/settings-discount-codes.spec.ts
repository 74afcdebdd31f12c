import { expect, test } from '@playwright/test';
import arCatalogue from '../locales/ar/catalogue-admin.json' with { type: 'json' };
import arCommon from '../locales/ar/common.dashboard.json' with { type: 'json' };
import arDashboard from '../locales/ar/dashboard.json' with { type: 'json' };
import enCatalogue from '../locales/en/catalogue-admin.json' with { type: 'json' };
import enCommon from '../locales/en/common.dashboard.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import type { CartQuote } from '../src/domain/contracts/catalogue';
import { ADMIN_STATE, capture } from './fixtures';
import { fill, settled } from './support/staff-invite';

const TEXT = {
  en: { catalogue: enCatalogue, dashboard: enDashboard, common: enCommon },
  ar: { catalogue: arCatalogue, dashboard: arDashboard, common: arCommon },
} as const;

test.describe('staff give discount codes', () => {
  test.use({ storageState: ADMIN_STATE });
  test.describe.configure({ timeout: 90_000 });

  for (const lang of ['en', 'ar'] as const) {
    for (const width of [414, 1280]) {
      test(`add a code the shop applies at once, refuse a bad one, stop it (${lang}, ${width} px)`, async ({
        page,
        request,
      }, testInfo) => {
        const { catalogue, dashboard, common } = TEXT[lang];
        const text = catalogue.codes;
        await page.setViewportSize({ width, height: 900 });
        const code = `E2E${lang.toUpperCase()}${width}${Date.now() % 100_000}`;

        await page.goto(`/${lang}/admin/staff`);
        await page
          .getByRole('navigation', { name: dashboard.admin_nav.label })
          .getByRole('link', { name: dashboard.admin_nav.discount_codes })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/admin/catalogue/discount-codes$`));
        await expect(page.getByRole('heading', { name: text.title, level: 1 })).toBeVisible();
        const list = page.getByRole('list', { name: text.list_label });
        // Newest first: earlier runs' codes may push the demo's off the first page.
        await expect(list.getByRole('listitem').first()).toBeVisible();
        await capture(page, testInfo, `discount-codes-${lang}-${width}`);

        await page.getByRole('button', { name: text.actions.add }).click();
        const dialog = page.getByRole('dialog');
        await settled(dialog);
        await dialog.getByLabel(text.form.code, { exact: true }).fill(code);
        await dialog.getByLabel(text.form.percent, { exact: true }).fill('150');
        await dialog.getByLabel(text.form.starts_on, { exact: true }).fill('2026-05-10');
        await dialog.getByLabel(text.form.ends_on, { exact: true }).fill('2026-05-09');
        await dialog.getByRole('button', { name: text.actions.add }).click();
        // Checked before it is sent, in the page's language.
        await expect(dialog.getByText(text.form.percent_invalid)).toBeVisible();
        await expect(dialog.getByText(text.form.ends_before_starts)).toBeVisible();
        await capture(page, testInfo, `discount-code-dialog-${lang}-${width}`);
        await dialog.getByLabel(text.form.percent, { exact: true }).fill('12.5');
        await dialog.getByLabel(text.form.starts_on, { exact: true }).fill('');
        await dialog.getByLabel(text.form.ends_on, { exact: true }).fill('');
        await dialog.getByLabel(text.form.max_uses, { exact: true }).fill('3');
        await dialog.getByRole('button', { name: text.actions.add }).click();
        await expect(page.getByText(fill(text.form.created, { code }))).toBeVisible();
        await expect(list.getByText(code, { exact: true })).toBeVisible();

        // The shop takes it at once, in any case: 12.5 % of 2.600 KWD is 0.325.
        const quote = await request.post('/api/v1/plugins/catalogue/invoice/discount', {
          data: {
            lines: [{ slug: 'date-syrup', quantity: 1, fields: {} }],
            discount_code: code.toLowerCase(),
          },
        });
        expect(quote.status()).toBe(200);
        expect((await quote.json()) as CartQuote).toMatchObject({ discount: '0.325', total: '2.275' });

        await list.getByRole('button', { name: fill(text.actions.deactivate_named, { code }) }).click();
        const confirm = page.getByRole('alertdialog');
        await expect(confirm.getByText(fill(text.deactivate.title, { code }))).toBeVisible();
        await confirm.getByRole('button', { name: common.confirm.yes, exact: true }).click();
        await expect(page.getByText(fill(text.deactivate.done, { code }))).toBeVisible();
        await expect(list.getByText(text.status.stopped).first()).toBeVisible();
        const refused = await request.post('/api/v1/plugins/catalogue/invoice/discount', {
          data: { lines: [{ slug: 'date-syrup', quantity: 1, fields: {} }], discount_code: code },
        });
        expect(refused.status()).toBe(400);
      });
    }
  }
});
