import { expect, type Page, test } from '@playwright/test';
import arCatalogue from '../locales/ar/catalogue-admin.json' with { type: 'json' };
import arDashboard from '../locales/ar/dashboard.json' with { type: 'json' };
import arServer from '../locales/ar/server.json' with { type: 'json' };
import enCatalogue from '../locales/en/catalogue-admin.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import enServer from '../locales/en/server.json' with { type: 'json' };
import type { CatalogueConfig } from '../src/domain/contracts/catalogue';
import { ADMIN_STATE, capture } from './fixtures';
import { fill, settled } from './support/staff-invite';

const TEXT = {
  en: { catalogue: enCatalogue, dashboard: enDashboard, server: enServer },
  ar: { catalogue: arCatalogue, dashboard: arDashboard, server: arServer },
} as const;

const shopConfig = async (page: Page) =>
  (await (await page.request.get('/api/v1/plugins/catalogue/config')).json()) as CatalogueConfig;

test.describe('staff change the shop and its categories', () => {
  test.use({ storageState: ADMIN_STATE });

  for (const lang of ['en', 'ar'] as const) {
    for (const width of [414, 1280]) {
      test(`retitle the shop and add a category (${lang}, ${width} px)`, async ({ page }, testInfo) => {
        const { catalogue, dashboard, server } = TEXT[lang];
        const nav = page.getByRole('navigation', { name: dashboard.admin_nav.label });
        await page.setViewportSize({ width, height: 900 });
        const stamp = `${width}-${Date.now() % 100_000}`;

        await page.goto(`/${lang}/admin/staff`);
        await nav.getByRole('link', { name: dashboard.admin_nav.shop_settings }).click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/admin/catalogue/settings$`));
        await expect(page.getByRole('heading', { name: catalogue.settings.title, level: 1 })).toBeVisible();
        const titleEn = page.getByLabel(catalogue.settings.form.title_en, { exact: true });
        const original = await titleEn.inputValue();
        expect(original).not.toBe('');
        const hold = page.getByLabel(catalogue.settings.form.hold_minutes, { exact: true });
        const originalHold = await hold.inputValue();
        await hold.fill('5');
        await titleEn.fill(`Gulf Gifts ${stamp}`);
        await page.getByRole('button', { name: catalogue.form.save }).click();
        await expect(
          page.getByText(fill(catalogue.settings.form.hold_invalid, { min: '20', max: '1440' })),
        ).toBeVisible();
        await capture(page, testInfo, `catalogue-settings-${lang}-${width}`);
        await hold.fill('30');
        await page.getByRole('button', { name: catalogue.form.save }).click();
        await expect(page.getByText(catalogue.settings.form.saved)).toBeVisible();
        expect((await shopConfig(page)).title.en).toBe(`Gulf Gifts ${stamp}`);

        await nav.getByRole('link', { name: dashboard.admin_nav.categories, exact: true }).click();
        await expect(page.getByRole('heading', { name: catalogue.categories.title, level: 1 })).toBeVisible();
        const list = page.getByRole('list', { name: catalogue.categories.list_label });
        await expect(list.getByRole('listitem').first()).toBeVisible();
        await capture(page, testInfo, `catalogue-categories-${lang}-${width}`);

        await page.getByRole('button', { name: catalogue.categories.actions.add }).click();
        const dialog = page.getByRole('dialog');
        await settled(dialog);
        const name = lang === 'en' ? `Incense ${stamp}` : `بخور ${stamp}`;
        await dialog.getByLabel(catalogue.form.name_en, { exact: true }).fill(`Incense ${stamp}`);
        await dialog.getByLabel(catalogue.form.name_ar, { exact: true }).fill(`بخور ${stamp}`);
        // A seeded category's address: only the server knows it is taken, and says so in this language.
        const slug = dialog.getByLabel(catalogue.form.slug, { exact: true });
        await slug.fill('perfumes');
        await dialog.getByRole('button', { name: catalogue.categories.actions.add }).click();
        await expect(dialog.getByText(server['catalogue_admin.category_slug_taken'])).toBeVisible();
        await capture(page, testInfo, `catalogue-category-dialog-${lang}-${width}`);
        await slug.fill(`incense-${stamp}`);
        await dialog.getByRole('button', { name: catalogue.categories.actions.add }).click();
        await expect(page.getByText(fill(catalogue.categories.form.created, { name }))).toBeVisible();
        await expect(list.getByText(name, { exact: true })).toBeVisible();
        expect((await shopConfig(page)).categories.map((category) => category.slug)).toContain(
          `incense-${stamp}`,
        );

        // Other specs read the shop's seeded title and hold: they are put back.
        await nav.getByRole('link', { name: dashboard.admin_nav.shop_settings }).click();
        await titleEn.fill(original);
        await hold.fill(originalHold);
        await page.getByRole('button', { name: catalogue.form.save }).click();
        await expect(page.getByText(catalogue.settings.form.saved).first()).toBeVisible();
        await expect.poll(async () => (await shopConfig(page)).title.en).toBe(original);
      });
    }
  }
});
