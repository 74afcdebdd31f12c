import { expect, test } from '@playwright/test';
import arCatalogue from '../locales/ar/catalogue-admin.json' with { type: 'json' };
import enCatalogue from '../locales/en/catalogue-admin.json' with { type: 'json' };
import type { CatalogueStore } from '../src/domain/contracts/catalogue';
import { ADMIN_STATE, capture } from './fixtures';
import { fill, settled, tick } from './support/staff-invite';

const TEXT = { en: enCatalogue, ar: arCatalogue } as const;
const STORES = {
  en: { salmiya: 'Salmiya store', city: 'Kuwait City store' },
  ar: { salmiya: 'متجر السالمية', city: 'متجر مدينة الكويت' },
} as const;

test.describe('staff count a product at each store', () => {
  test.use({ storageState: ADMIN_STATE });
  test.describe.configure({ timeout: 60_000 });

  for (const lang of ['en', 'ar'] as const) {
    test(`gives each holding store its units and the shop sells from them (${lang}, 414 px)`, async ({
      page,
      request,
    }, testInfo) => {
      const text = TEXT[lang];
      const stores = STORES[lang];
      await page.setViewportSize({ width: 414, height: 900 });
      const slug = `prayer-beads-${lang}-${Date.now()}`;
      const name = lang === 'en' ? 'Prayer beads' : 'مسبحة';

      await page.goto(`/${lang}/admin/catalogue/products`);
      await page.getByRole('button', { name: text.actions.add }).click();
      const dialog = page.getByRole('dialog');
      await settled(dialog);
      await dialog.getByLabel(text.form.name_en, { exact: true }).fill('Prayer beads');
      await dialog.getByLabel(text.form.name_ar, { exact: true }).fill('مسبحة');
      await dialog.getByLabel(text.form.slug, { exact: true }).fill(slug);
      await dialog.getByLabel(fill(text.form.price, { currency: 'KWD' }), { exact: true }).fill('7.5');
      await tick(dialog, text.form.track_inventory);
      await tick(dialog, text.form.per_store);
      await expect(dialog.getByText(text.form.per_store_no_stores)).toBeVisible();
      await tick(dialog, stores.salmiya);
      await tick(dialog, stores.city);
      const units = (store: string) =>
        dialog.getByLabel(fill(text.form.store_inventory, { store }), { exact: true });
      await units(stores.salmiya).fill('3');
      await dialog.getByRole('button', { name: text.form.create }).click();
      // Kuwait City's units were left out: said under its box before anything is sent.
      await expect(units(stores.city)).toHaveAttribute('aria-invalid', 'true');
      await units(stores.city).fill('0');
      await units(stores.city).scrollIntoViewIfNeeded();
      await capture(page, testInfo, `catalogue-store-stock-dialog-${lang}-414`);
      await dialog.getByRole('button', { name: text.form.create }).click();
      await expect(page.getByText(fill(text.form.created, { name }))).toBeVisible();

      const list = page.getByRole('list', { name: text.list_label });
      const row = list.getByRole('listitem').filter({ hasText: name });
      const form = new Intl.PluralRules(lang).select(3) as 'other';
      await expect(row.first()).toContainText(text.stock[`per_store_${form}`].replace('{{count}}', '3'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(414);
      await capture(page, testInfo, `catalogue-store-stock-list-${lang}-414`);

      const held = await request.get(`/api/v1/plugins/catalogue/stores?product_slugs=${slug}`);
      expect(((await held.json()) as CatalogueStore[]).map((store) => store.stock[slug])).toEqual([3, 0]);
    });
  }
});
