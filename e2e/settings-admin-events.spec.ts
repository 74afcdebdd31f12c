import { expect, type Page, test } from '@playwright/test';
import arEvents from '../locales/ar/events.json' with { type: 'json' };
import arEventsAdmin from '../locales/ar/events-admin.json' with { type: 'json' };
import enEvents from '../locales/en/events.json' with { type: 'json' };
import enEventsAdmin from '../locales/en/events-admin.json' with { type: 'json' };
import type { BookingResponse } from '../src/domain/contracts/events';
import { ADMIN_STATE, capture } from './fixtures';
import { settled } from './support/staff-invite';

const TEXT = {
  en: {
    admin: enEventsAdmin,
    events: enEvents,
    company: 'Company',
    terms: 'I accept the terms and conditions',
  },
  ar: { admin: arEventsAdmin, events: arEvents, company: 'الشركة', terms: 'أوافق على الشروط والأحكام' },
} as const;

type Text = (typeof TEXT)['en' | 'ar'];

async function addTicket(page: Page, text: Text, name: { en: string; ar: string }, price: string) {
  const { tickets } = text.admin;
  await page.getByRole('button', { name: tickets.add }).click();
  const dialog = page.getByRole('dialog');
  await settled(dialog);
  await dialog.getByLabel(tickets.name_en, { exact: true }).fill(name.en);
  await dialog.getByLabel(tickets.name_ar, { exact: true }).fill(name.ar);
  await dialog.getByLabel(tickets.price.replace('{{currency}}', 'KWD'), { exact: true }).fill(price);
  await dialog.getByLabel(tickets.quantity, { exact: true }).fill('50');
  await dialog.getByRole('button', { name: text.admin.dates.add_rule }).click();
  await expect(dialog.getByText(text.admin.dates.preview_one.replace('{{count}}', '1'))).toBeVisible();
  return dialog;
}

test.describe('staff create a paid event that a customer books', () => {
  test.use({ storageState: ADMIN_STATE });

  for (const lang of ['en', 'ar'] as const) {
    test(`two tickets and a required company field, booked and paid (${lang})`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      const text = TEXT[lang];
      const { admin } = text;
      const slug = `expo-${lang}-${Date.now() % 1_000_000}`;
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.goto(`/${lang}/admin/events`);
      await expect(
        page.getByRole('list', { name: admin.list.label }).getByRole('listitem').first(),
      ).toBeVisible();
      await capture(page, testInfo, `admin-events-list-${lang}-1280`);
      await page.getByRole('button', { name: admin.list.new }).click();
      const create = page.getByRole('dialog');
      await settled(create);
      await create.getByLabel(admin.form.title_en, { exact: true }).fill('Gulf Expo');
      await create.getByLabel(admin.form.title_ar, { exact: true }).fill('معرض الخليج');
      await create.getByLabel(admin.form.slug, { exact: true }).fill(slug);
      await create.getByRole('button', { name: admin.list.create }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/admin/events/\\d+$`));
      const eventUrl = page.url();

      // Details: a gateway, then publish.
      const details = page.getByRole('form', { name: admin.tabs.details });
      await details.getByText('knet', { exact: true }).click();
      await details.getByText(admin.form.is_active, { exact: true }).click();
      await details.getByRole('button', { name: admin.form.save }).click();
      const title = lang === 'en' ? 'Gulf Expo' : 'معرض الخليج';
      await expect(page.getByText(admin.form.saved.replace('{{name}}', title))).toBeVisible();
      await capture(page, testInfo, `admin-event-details-${lang}-1280`);

      await page.getByRole('tab', { name: admin.tabs.tickets }).click();
      let dialog = await addTicket(page, text, { en: 'Standard', ar: 'عادي' }, '5');
      await capture(page, testInfo, `admin-event-ticket-dialog-${lang}-1280`);
      await dialog.getByRole('button', { name: admin.tickets.add }).click();
      await expect(dialog).toBeHidden();
      dialog = await addTicket(page, text, { en: 'VIP', ar: 'كبار الشخصيات' }, '12');
      await dialog.getByRole('button', { name: admin.tickets.add }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByRole('list', { name: admin.tickets.list_label }).getByRole('listitem'),
      ).toHaveCount(2);
      await capture(page, testInfo, `admin-event-tickets-${lang}-1280`);

      await page.getByRole('tab', { name: admin.tabs.form }).click();
      const form = page.getByRole('form', { name: admin.tabs.form });
      await form.getByRole('button', { name: admin.booking_form.field_add }).click();
      await form.getByLabel(admin.booking_form.name, { exact: true }).fill('company');
      await form.getByLabel(admin.booking_form.label_en, { exact: true }).fill('Company');
      await form.getByLabel(admin.booking_form.label_ar, { exact: true }).fill('الشركة');
      await form.getByText(admin.booking_form.required, { exact: true }).click();
      await form.getByRole('button', { name: admin.form.save }).click();
      await expect(page.getByText(admin.booking_form.saved)).toBeVisible();
      await capture(page, testInfo, `admin-event-form-${lang}-1280`);

      // The door's tab on the same page: a named gate for the door devices to choose.
      await page.getByRole('tab', { name: admin.tabs['check-in'] }).click();
      await page.getByRole('button', { name: admin.door.gates.add }).click();
      await page.getByLabel(admin.door.gates.name.replace('{{number}}', '1'), { exact: true }).fill('North');
      await page.getByRole('button', { name: admin.door.gates.save }).click();
      await expect(page.getByText(admin.door.gates.saved)).toBeVisible();
      await capture(page, testInfo, `admin-event-check-in-${lang}-1280`);

      // The customer registers, fills Company and pays in the sandbox.
      await page.goto(`/${lang}/events/${slug}`);
      await page
        .locator('label')
        .filter({ hasText: text.events.detail?.available ?? '' })
        .first()
        .locator('input[type=radio]')
        .check();
      await page
        .getByRole('button', { name: text.events.detail?.buy ?? '' })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/register/${slug}\\?`));
      await page.getByRole('textbox', { name: text.events.register?.first_name ?? '' }).fill('Noura');
      await page.getByRole('textbox', { name: text.events.register?.last_name ?? '' }).fill('Al-Mutairi');
      await page
        .getByRole('textbox', { name: text.events.register?.email ?? '' })
        .fill(`expo-${lang}@example.com`);
      await page.getByRole('textbox', { name: text.company }).fill('Gulf Pay');
      await page.getByRole('checkbox', { name: text.terms }).check();
      // The page leaves for the gateway at once: the booking's id is read as the answer passes.
      let booking: BookingResponse | undefined;
      await page.route('**/api/v1/plugins/event/booking', async (route) => {
        const response = await route.fetch();
        booking = (await response.json()) as BookingResponse;
        await route.fulfill({ response });
      });
      await page.locator('form button[type=submit]').click();
      await expect(page).toHaveURL(/\/gateway\/sandbox\//);
      await page.locator('button[value=approve]').click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/pos/attempt-detail/`));

      await page.goto(`/${lang}/event/bookings/${booking?.booking_id}`);
      await expect(page.getByText('Gulf Pay', { exact: true })).toBeVisible();
      await expect(page.getByText(text.company, { exact: true })).toBeVisible();
      await capture(page, testInfo, `admin-event-booking-${lang}`);

      await page.setViewportSize({ width: 414, height: 900 });
      await page.goto(`/${lang}/admin/events`);
      await expect(
        page.getByRole('list', { name: admin.list.label }).getByRole('listitem').first(),
      ).toBeVisible();
      await capture(page, testInfo, `admin-events-list-${lang}-414`);
      for (const tab of ['details', 'tickets', 'form', 'check-in'] as const) {
        await page.goto(tab === 'details' ? eventUrl : `${eventUrl}?tab=${tab}`);
        await expect(page.getByRole('tab', { name: admin.tabs[tab], selected: true })).toBeVisible();
        await capture(page, testInfo, `admin-event-${tab}-${lang}-414`);
      }
    });
  }
});
