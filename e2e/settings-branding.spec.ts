import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import arBranding from '../locales/ar/branding.json' with { type: 'json' };
import arDashboard from '../locales/ar/dashboard.json' with { type: 'json' };
import enBranding from '../locales/en/branding.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import type { Branding, Unit, UnitPage } from '../src/domain/contracts/branding';
import { ADMIN_STATE, capture } from './fixtures';
import { adminToken, createRequest } from './support/payments';
import { fill, settled } from './support/staff-invite';

const TEXT = {
  en: { branding: enBranding, dashboard: enDashboard },
  ar: { branding: arBranding, dashboard: arDashboard },
} as const;

/** A real PNG the owner picks from their device: a square in the language's own colour. */
const logoPng = (colour: string) =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function api(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  return {
    branding: async () =>
      (await (await request.get('/api/v1/admin/branding', { headers })).json()) as Branding,
    putBranding: async (data: Branding) => {
      const response = await request.put('/api/v1/admin/branding', { headers, data });
      expect(response.status(), await response.text()).toBe(200);
    },
    units: async () =>
      ((await (await request.get('/api/v1/admin/units', { headers })).json()) as UnitPage).results,
    patchUnit: async (id: number, data: Partial<Unit>) => {
      const response = await request.patch(`/api/v1/admin/units/${id}`, { headers, data });
      expect(response.status(), await response.text()).toBe(200);
    },
  };
}

const header = (page: Page) => page.getByRole('banner');

test.describe('an owner brands the customer pages', () => {
  test.use({ storageState: ADMIN_STATE });
  test.describe.configure({ timeout: 90_000 });

  for (const lang of ['en', 'ar'] as const) {
    test(`changes the title, uploads a unit's logo, and a pay page shows them (${lang})`, async ({
      page,
      request,
    }, testInfo) => {
      const { branding: text, dashboard } = TEXT[lang];
      const owner = await api(request);
      const seeded = await owner.branding();
      const [unit] = await owner.units();
      if (!unit) throw new Error('the demo seed has no unit');
      const merchantTitle = lang === 'en' ? 'Salmiya Sweets' : 'حلويات السالمية';
      const unitTitle = lang === 'en' ? 'Salmiya Sweets Counter' : 'كاونتر حلويات السالمية';
      const titleField = lang === 'en' ? text.fields.title_en : text.fields.title_ar;
      try {
        await page.goto(`/${lang}/admin/staff`);
        await page
          .getByRole('navigation', { name: dashboard.admin_nav.label })
          .getByRole('link', { name: dashboard.admin_nav.branding })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/admin/branding$`));
        const form = page.getByRole('form', { name: text.merchant.heading });
        await expect(form.getByLabel(titleField)).toHaveValue(
          lang === 'en' ? seeded.title_en : seeded.title_ar,
        );
        await capture(page, testInfo, `branding-${lang}`);

        await form.getByLabel(titleField).fill(merchantTitle);
        await form.getByRole('button', { name: text.merchant.save }).click();
        await expect(page.getByText(text.merchant.saved)).toBeVisible();

        const units = page.getByRole('list', { name: text.units.heading });
        const unitName = lang === 'en' ? unit.title_en : unit.title_ar;
        await units.getByRole('button', { name: fill(text.unit.edit_named, { name: unitName }) }).click();
        const dialog = page.getByRole('dialog');
        await settled(dialog);
        await dialog.getByLabel(titleField).fill(unitTitle);
        await expect(dialog.getByTestId('header-preview')).toContainText(unitTitle);
        await dialog.getByLabel(text.unit.logo, { exact: true }).setInputFiles({
          name: 'counter-logo.png',
          mimeType: 'image/png',
          buffer: await logoPng(lang === 'en' ? '#0e7490' : '#7f1d1d'),
        });
        // Re-encoded by the pipeline: the preview shows the stored WebP, not the file picked.
        const preview = dialog.getByRole('img', { name: new RegExp(`^${text.unit.logo}`) });
        // Uploading and re-encoding can outlast the default wait on a loaded machine.
        await expect(preview).toHaveAttribute('src', /^\/media\/[0-9a-f]{64}-384\.webp$/, {
          timeout: 20_000,
        });
        const logo = await preview.getAttribute('src');
        await capture(page, testInfo, `branding-unit-dialog-${lang}`);
        await dialog.getByRole('button', { name: text.unit.save }).click();
        await expect(units.getByRole('heading', { name: unitTitle })).toBeVisible();

        const { id } = await createRequest(request);
        await page.goto(`/${lang}/pos/pay/${id}`);
        await expect(header(page).getByText(unitTitle)).toBeVisible();
        await expect(header(page).locator('img').first()).toHaveAttribute('src', logo ?? '');
        const served = await request.get(logo ?? '');
        expect(served.headers()['content-type']).toBe('image/webp');
        // The merchant's title is the "From" of the payment details.
        await expect(
          page.getByRole('definition').getByText(merchantTitle, { exact: true }).first(),
        ).toBeVisible();
        await capture(page, testInfo, `branding-pay-page-${lang}`);
        await page.setViewportSize({ width: 414, height: 896 });
        await capture(page, testInfo, `branding-pay-page-414-${lang}`);
        await page.goto(`/${lang}/admin/branding`);
        await expect(units.getByRole('heading', { name: unitTitle })).toBeVisible();
        await capture(page, testInfo, `branding-414-${lang}`);
      } finally {
        await owner.putBranding(seeded);
        await owner.patchUnit(unit.id, {
          title_en: unit.title_en,
          title_ar: unit.title_ar,
          logo_url: unit.logo_url,
        });
      }
    });
  }
});
