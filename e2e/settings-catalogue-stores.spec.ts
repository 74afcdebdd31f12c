import { expect, test } from '@playwright/test';
import arCatalogue from '../locales/ar/catalogue-admin.json' with { type: 'json' };
import arDashboard from '../locales/ar/dashboard.json' with { type: 'json' };
import enCatalogue from '../locales/en/catalogue-admin.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import type { AdminStore } from '../src/domain/contracts/catalogue-admin';
import { ADMIN_STATE, capture } from './fixtures';
import { fill, settled } from './support/staff-invite';

const TEXT = {
  en: { catalogue: enCatalogue, dashboard: enDashboard },
  ar: { catalogue: arCatalogue, dashboard: arDashboard },
} as const;

test.describe('staff open stores', () => {
  test.use({ storageState: ADMIN_STATE });

  for (const lang of ['en', 'ar'] as const) {
    for (const width of [414, 1280]) {
      test(`add a store, refused with a bad phone first (${lang}, ${width} px)`, async ({
        page,
      }, testInfo) => {
        const { catalogue, dashboard } = TEXT[lang];
        const text = catalogue.stores;
        await page.setViewportSize({ width, height: 900 });
        const stamp = `${width}-${Date.now() % 100_000}`;
        const name = lang === 'en' ? `Salmiya ${stamp}` : `السالمية ${stamp}`;

        await page.goto(`/${lang}/admin/staff`);
        await page
          .getByRole('navigation', { name: dashboard.admin_nav.label })
          .getByRole('link', { name: dashboard.admin_nav.stores, exact: true })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/admin/catalogue/stores$`));
        await expect(page.getByRole('heading', { name: text.title, level: 1 })).toBeVisible();
        const list = page.getByRole('list', { name: text.list_label });
        await expect(list.getByRole('listitem').first()).toBeVisible();
        await capture(page, testInfo, `catalogue-stores-${lang}-${width}`);

        await page.getByRole('button', { name: text.actions.add }).click();
        const dialog = page.getByRole('dialog');
        await settled(dialog);
        await dialog.getByLabel(catalogue.form.name_en, { exact: true }).fill(`Salmiya ${stamp}`);
        await dialog.getByLabel(catalogue.form.name_ar, { exact: true }).fill(`السالمية ${stamp}`);
        await dialog.getByLabel(text.form.address_en, { exact: true }).fill('Salem Al Mubarak St');
        await dialog.getByLabel(text.form.address_ar, { exact: true }).fill('شارع سالم المبارك');
        await dialog.getByLabel(text.form.phone, { exact: true }).fill('12ab');
        await dialog.getByRole('button', { name: text.actions.add }).click();
        await expect(dialog.getByText(text.form.phone_invalid)).toBeVisible();
        await capture(page, testInfo, `catalogue-store-dialog-${lang}-${width}`);
        await dialog.getByLabel(text.form.phone, { exact: true }).fill('+965 2222 0000');
        const saved = page.waitForResponse(
          (res) => res.url().endsWith('/api/v1/admin/catalogue/stores') && res.request().method() === 'POST',
        );
        await dialog.getByRole('button', { name: text.actions.add }).click();
        expect(((await (await saved).json()) as AdminStore).phone).toBe('+965 2222 0000');
        await expect(page.getByText(fill(text.form.created, { name }))).toBeVisible();
        await expect(list.getByText(name, { exact: true })).toBeVisible();
      });
    }
  }
});
