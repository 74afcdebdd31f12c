import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import arCatalogue from '../locales/ar/catalogue-admin.json' with { type: 'json' };
import arCommon from '../locales/ar/common.dashboard.json' with { type: 'json' };
import arDashboard from '../locales/ar/dashboard.json' with { type: 'json' };
import enCatalogue from '../locales/en/catalogue-admin.json' with { type: 'json' };
import enCommon from '../locales/en/common.dashboard.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import type { ProductDetail } from '../src/domain/contracts/catalogue';
import { ADMIN_STATE, capture } from './fixtures';
import { fill, settled } from './support/staff-invite';

const TEXT = {
  en: { catalogue: enCatalogue, dashboard: enDashboard, common: enCommon },
  ar: { catalogue: arCatalogue, dashboard: arDashboard, common: arCommon },
} as const;

/** A real photo the member of staff picks from their device. */
const photo = (colour: string) =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

test.describe('staff stock the shop', () => {
  test.use({ storageState: ADMIN_STATE });
  test.describe.configure({ timeout: 90_000 });

  for (const lang of ['en', 'ar'] as const) {
    for (const width of [414, 1280]) {
      test(`create a product with a picture, see it in the shop, archive it out of it (${lang}, ${width} px)`, async ({
        page,
        request,
      }, testInfo) => {
        const { catalogue: text, dashboard, common } = TEXT[lang];
        await page.setViewportSize({ width, height: 900 });
        const slug = `falcon-hood-${lang}-${width}-${Date.now()}`;
        const name = lang === 'en' ? `Falcon hood ${width}` : `برقع صقر ${width}`;

        await page.goto(`/${lang}/admin/staff`);
        await page
          .getByRole('navigation', { name: dashboard.admin_nav.label })
          .getByRole('link', { name: dashboard.admin_nav.products })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/admin/catalogue/products$`));
        await expect(page.getByRole('heading', { name: text.title, level: 1 })).toBeVisible();
        await expect(page.getByRole('list', { name: text.list_label })).toBeVisible();
        await capture(page, testInfo, `catalogue-products-${lang}-${width}`);

        await page.getByRole('button', { name: text.actions.add }).click();
        const dialog = page.getByRole('dialog');
        await settled(dialog);
        await dialog.getByLabel(text.form.name_en, { exact: true }).fill(`Falcon hood ${width}`);
        await dialog.getByLabel(text.form.name_ar, { exact: true }).fill(`برقع صقر ${width}`);
        await dialog.getByLabel(text.form.slug, { exact: true }).fill(slug);
        await dialog.getByLabel(fill(text.form.price, { currency: 'KWD' }), { exact: true }).fill('12.5');
        await dialog
          .getByLabel(fill(text.form.discounted_price, { currency: 'KWD' }), { exact: true })
          .fill('13');
        await dialog.getByRole('button', { name: text.form.create }).click();
        // Checked before it is sent, in the page's language.
        await expect(dialog.getByText(text.form.discount_not_below)).toBeVisible();
        await dialog
          .getByLabel(fill(text.form.discounted_price, { currency: 'KWD' }), { exact: true })
          .fill('10.250');
        await dialog.getByLabel(text.form.add_image, { exact: true }).setInputFiles({
          name: 'hood.jpg',
          mimeType: 'image/jpeg',
          buffer: await photo(lang === 'en' ? '#0e7490' : '#7f1d1d'),
        });
        const picture = dialog.getByRole('img', { name: fill(text.form.image_alt, { number: '1' }) });
        // Uploading and re-encoding can outlast the default wait on a loaded machine.
        await expect(picture).toHaveAttribute('src', /^\/media\/[0-9a-f]{64}-\d+\.webp$/, {
          timeout: 20_000,
        });
        const image = await picture.getAttribute('src');
        await dialog.getByRole('button', { name: text.form.field_add }).click();
        await dialog.getByLabel(text.form.field_name, { exact: true }).fill('engraving');
        await dialog.getByLabel(text.form.label_en, { exact: true }).fill('Engraving');
        await dialog.getByLabel(text.form.label_ar, { exact: true }).fill('النقش');
        await capture(page, testInfo, `catalogue-product-dialog-${lang}-${width}`);
        await dialog.getByRole('button', { name: text.form.create }).click();
        await expect(page.getByText(fill(text.form.created, { name }))).toBeVisible();

        const list = page.getByRole('list', { name: text.list_label });
        await expect(list.getByText(name, { exact: true })).toBeVisible();
        const shop = await request.get(`/api/v1/plugins/catalogue/product/${slug}`);
        expect(shop.status()).toBe(200);
        const product = (await shop.json()) as ProductDetail;
        expect(product).toMatchObject({ price: '12.500', discounted_price: '10.250', images: [image] });
        expect(product.required_fields).toEqual([
          { name: 'engraving', label: { en: 'Engraving', ar: 'النقش' } },
        ]);
        expect((await request.get(image ?? '')).headers()['content-type']).toBe('image/webp');

        await list.getByRole('button', { name: fill(text.actions.archive_named, { name }) }).click();
        const confirm = page.getByRole('alertdialog');
        await expect(confirm.getByText(fill(text.archive.title, { name }))).toBeVisible();
        await capture(page, testInfo, `catalogue-archive-confirm-${lang}-${width}`);
        await confirm.getByRole('button', { name: common.confirm.yes, exact: true }).click();
        await expect(page.getByText(fill(text.archive.done, { name }))).toBeVisible();
        await expect(list.getByText(name, { exact: true })).toBeHidden();
        expect((await request.get(`/api/v1/plugins/catalogue/product/${slug}`)).status()).toBe(404);
      });
    }
  }
});
