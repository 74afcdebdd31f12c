import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import arDashboard from '../locales/ar/common.dashboard.json' with { type: 'json' };
import arEventsAdmin from '../locales/ar/events-admin.json' with { type: 'json' };
import enDashboard from '../locales/en/common.dashboard.json' with { type: 'json' };
import enEventsAdmin from '../locales/en/events-admin.json' with { type: 'json' };
import type { AdminEvent } from '../src/domain/contracts/events-admin';
import { ADMIN_STATE, capture } from './fixtures';
import { adminToken } from './support/payments';

const TEXT = {
  en: { admin: enEventsAdmin, picker: enDashboard.image_field },
  ar: { admin: arEventsAdmin, picker: arDashboard.image_field },
} as const;

/** A calendar day this many days from now. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A real PNG banner the organiser picks from their device, lettered with its language. */
const bannerPng = (colour: string, letters: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><rect width="1280" height="720" fill="${colour}"/><text x="640" y="440" font-size="280" font-family="sans-serif" fill="#fff" text-anchor="middle">${letters}</text></svg>`,
    ),
  )
    .png()
    .toBuffer();

/** An unpublished paid event with one ticket, made through the API as the admin. */
async function newEvent(request: APIRequestContext, slug: string): Promise<AdminEvent> {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post('/api/v1/admin/events', {
    headers,
    data: {
      slug,
      title_en: 'Dhow Regatta',
      title_ar: 'سباق السفن الشراعية',
      currency: 'KWD',
      is_free: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as AdminEvent;
  const ticket = await request.post(`/api/v1/admin/events/${event.id}/tickets`, {
    headers,
    data: {
      name_en: 'Deck',
      name_ar: 'سطح السفينة',
      price: '7.500',
      quantity: 40,
      start_time: '16:00',
      end_time: '18:00',
      date_rules: [{ kind: 'range', from: day(2), to: day(4) }],
    },
  });
  expect(ticket.status(), await ticket.text()).toBe(201);
  return event;
}

/** Put back: the event leaves the customer pages, which other specs read whole. */
async function archive(request: APIRequestContext, id: number) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const response = await request.post(`/api/v1/admin/events/${id}/archive`, { headers });
  expect(response.status(), await response.text()).toBe(200);
}

const picture = (page: Page, src: string) => page.locator(`img[src="${src}"]`);

test.describe("an event's banner per language", () => {
  test.use({ storageState: ADMIN_STATE });
  test.describe.configure({ timeout: 90_000 });

  for (const lang of ['en', 'ar'] as const) {
    test(`the organiser gives the Arabic pages their own banner (${lang})`, async ({
      page,
      request,
    }, testInfo) => {
      const { admin: text, picker } = TEXT[lang];
      const slug = `regatta-${lang}-${Date.now() % 1_000_000}`;
      const event = await newEvent(request, slug);
      try {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(`/${lang}/admin/events/${event.id}`);
        const details = page.getByRole('form', { name: text.tabs.details });
        const uploads: Record<'en' | 'ar', string> = { en: '', ar: '' };
        for (const [which, colour, letters] of [
          ['en', '#0e7490', 'EN'],
          ['ar', '#7f1d1d', 'AR'],
        ] as const) {
          const label = which === 'en' ? text.form.image_en : text.form.image_ar;
          await details.getByLabel(label, { exact: true }).setInputFiles({
            name: `regatta-${which}.png`,
            mimeType: 'image/png',
            buffer: await bannerPng(colour, letters),
          });
          // Re-encoded by the pipeline: the preview shows the stored WebP, not the file picked.
          const preview = details.getByRole('img', { name: picker.preview.replace('{{label}}', label) });
          await expect(preview).toHaveAttribute('src', /^\/media\/[0-9a-f]{64}-1280\.webp$/, {
            timeout: 30_000,
          });
          uploads[which] = (await preview.getAttribute('src')) ?? '';
        }
        expect(uploads.ar).not.toBe(uploads.en);
        await details.getByText('knet', { exact: true }).click();
        await details.getByText(text.form.is_active, { exact: true }).click();
        await details.getByRole('button', { name: text.form.save }).click();
        const title = lang === 'en' ? 'Dhow Regatta' : 'سباق السفن الشراعية';
        await expect(page.getByText(text.form.saved.replace('{{name}}', title))).toBeVisible();
        await capture(page, testInfo, `admin-event-images-${lang}-1280`);
        await page.setViewportSize({ width: 414, height: 900 });
        await capture(page, testInfo, `admin-event-images-${lang}-414`);

        // Each language's pages show their own banner: on the event's page and on its card.
        for (const shown of ['ar', 'en'] as const) {
          await page.goto(`/${shown}/events/${slug}`);
          const banner = picture(page, uploads[shown]);
          await expect(banner).toBeVisible();
          await expect
            .poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth))
            .toBeGreaterThan(0);
          await expect(picture(page, uploads[shown === 'ar' ? 'en' : 'ar'])).toHaveCount(0);
          await capture(page, testInfo, `event-banner-${lang}-shown-${shown}-414`);
          await page.goto(`/${shown}/events`);
          // Other runs' events may carry the same upload: this event's own card is read.
          const card = page.locator('article').filter({ has: page.locator(`a[href$="/events/${slug}"]`) });
          await expect(card.locator('img')).toHaveAttribute('src', uploads[shown]);
          await capture(page, testInfo, `event-cards-${lang}-shown-${shown}-414`);
        }

        // Back to no Arabic banner: the Arabic page falls back to the one image.
        await page.goto(`/${lang}/admin/events/${event.id}`);
        // The Arabic picker is the second: the English one's removal comes first.
        await details.getByRole('button', { name: picker.remove }).nth(1).click();
        await details.getByRole('button', { name: text.form.save }).click();
        await expect(page.getByText(text.form.saved.replace('{{name}}', title))).toBeVisible();
        await page.goto(`/ar/events/${slug}`);
        await expect(picture(page, uploads.en)).toBeVisible();
        await expect(picture(page, uploads.ar)).toHaveCount(0);
      } finally {
        await archive(request, event.id);
      }
    });
  }
});
