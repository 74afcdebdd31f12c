import { expect, test } from '@playwright/test';
import arEvents from '../locales/ar/events.json' with { type: 'json' };
import arEventsAdmin from '../locales/ar/events-admin.json' with { type: 'json' };
import enEvents from '../locales/en/events.json' with { type: 'json' };
import enEventsAdmin from '../locales/en/events-admin.json' with { type: 'json' };
import { addDays, kuwaitToday } from '../src/domain/business-time';
import { formatSlot, formatTimeRange } from '../src/domain/date-formats';
import { ADMIN_STATE, capture } from './fixtures';
import { settled } from './support/staff-invite';

const TEXT = {
  en: { admin: enEventsAdmin, events: enEvents, terms: 'I accept the terms and conditions' },
  ar: { admin: arEventsAdmin, events: arEvents, terms: 'أوافق على الشروط والأحكام' },
} as const;
const SEAT = { en: 'Seat', ar: 'مقعد' } as const;
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text);

test.describe('staff add a time slot to a ticket, and a customer books it', () => {
  test.use({ storageState: ADMIN_STATE });

  for (const lang of ['en', 'ar'] as const) {
    test(`a second slot of a ticket is listed, offered and booked with its times (${lang}, 414 px)`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      const { admin, events } = TEXT[lang];
      const seat = SEAT[lang];
      const slug = `slots-${lang}-${Date.now() % 1_000_000}`;
      const early = formatTimeRange('16:00', '18:00', lang);
      const late = formatTimeRange('20:00', '22:00', lang);
      const plural = (key: 'taken_hint' | 'per_date', count: number) =>
        fill(admin.tickets[`${key}_${new Intl.PluralRules(lang).select(count)}` as `${typeof key}_one`], {
          count,
          paid: count,
          held: 0,
        });
      await page.setViewportSize({ width: 414, height: 900 });

      await page.goto(`/${lang}/admin/events`);
      await page.getByRole('button', { name: admin.list.new }).click();
      const create = page.getByRole('dialog');
      await settled(create);
      await create.getByLabel(admin.form.title_en, { exact: true }).fill('Harbour Concert');
      await create.getByLabel(admin.form.title_ar, { exact: true }).fill('حفل الميناء');
      await create.getByLabel(admin.form.slug, { exact: true }).fill(slug);
      await create.getByRole('button', { name: admin.list.create }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/admin/events/\\d+$`));
      const eventUrl = page.url();
      const details = page.getByRole('form', { name: admin.tabs.details });
      await details.getByText(admin.form.is_free, { exact: true }).click();
      await details.getByText(admin.form.is_active, { exact: true }).click();
      await details.getByRole('button', { name: admin.form.save }).click();
      const title = lang === 'en' ? 'Harbour Concert' : 'حفل الميناء';
      await expect(page.getByText(fill(admin.form.saved, { name: title }))).toBeVisible();

      await page.getByRole('tab', { name: admin.tabs.tickets }).click();
      await page.getByRole('button', { name: admin.tickets.add }).click();
      const dialog = page.getByRole('dialog');
      await settled(dialog);
      await dialog.getByLabel(admin.tickets.name_en, { exact: true }).fill(SEAT.en);
      await dialog.getByLabel(admin.tickets.name_ar, { exact: true }).fill(SEAT.ar);
      await dialog.getByLabel(admin.tickets.start_time, { exact: true }).fill('16:00');
      await dialog.getByLabel(admin.tickets.end_time, { exact: true }).fill('18:00');
      await dialog.getByRole('button', { name: admin.dates.add_rule }).click();
      await expect(dialog.getByText(fill(admin.dates.preview_one, { count: 1 }))).toBeVisible();
      await dialog.getByRole('button', { name: admin.tickets.add }).click();
      await expect(dialog).toBeHidden();

      await page.getByRole('button', { name: fill(admin.slots.add_named, { name: seat }) }).click();
      const slot = page.getByRole('dialog', { name: fill(admin.slots.title, { name: seat }) });
      await settled(slot);
      // Offered: as long as the ticket, from its end.
      await expect(slot.getByLabel(admin.tickets.start_time, { exact: true })).toHaveValue('18:00');
      await slot.getByLabel(admin.tickets.start_time, { exact: true }).fill('16:00');
      await slot.getByLabel(admin.tickets.end_time, { exact: true }).fill('18:00');
      await slot.getByRole('button', { name: admin.slots.add }).click();
      await expect(slot.getByText(fill(admin.slots.taken, { name: seat, times: early }))).toBeVisible();
      await slot.getByLabel(admin.tickets.start_time, { exact: true }).fill('20:00');
      await slot.getByLabel(admin.tickets.end_time, { exact: true }).fill('22:00');
      await slot.getByLabel(admin.tickets.quantity, { exact: true }).fill('40');
      // The new ticket's toast would hide the dialog's title in the picture.
      await expect(page.getByText(fill(admin.tickets.created, { name: seat }))).toBeHidden({
        timeout: 15_000,
      });
      await capture(page, testInfo, `ticket-slot-dialog-${lang}-414`);
      await slot.getByRole('button', { name: admin.slots.add }).click();
      await expect(slot).toBeHidden();
      await expect(page.getByText(fill(admin.slots.added, { name: seat, times: late }))).toBeVisible();

      const rows = page.getByRole('list', { name: admin.tickets.list_label }).getByRole('listitem');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toContainText(fill(admin.slots.slot_name, { name: seat, times: early }));
      await expect(rows.nth(1)).toContainText(fill(admin.slots.slot_name, { name: seat, times: late }));
      await expect(rows.nth(1)).toContainText(plural('per_date', 40));
      await capture(page, testInfo, `ticket-slots-tab-${lang}-414`);

      await page.goto(`/${lang}/events/${slug}`);
      const choices = page.locator('label').filter({ has: page.locator('input[name=ticket]') });
      await expect(choices).toHaveCount(2);
      await expect(choices.nth(0)).toContainText(seat);
      await expect(choices.nth(0)).toContainText(early);
      await expect(choices.nth(1)).toContainText(late);
      await choices.nth(1).locator('input[type=radio]').check();
      await expect(page.locator('input[name=event_date]')).toBeChecked();
      await capture(page, testInfo, `ticket-slots-customer-${lang}-414`);
      await page.getByRole('button', { name: events.detail.book }).click();

      await expect(page).toHaveURL(new RegExp(`/${lang}/register/${slug}\\?`));
      const tomorrow = addDays(kuwaitToday(), 1);
      await expect(
        page.getByText(formatSlot(tomorrow, '20:00', '22:00', lang), { exact: true }),
      ).toBeVisible();
      await capture(page, testInfo, `ticket-slot-register-${lang}-414`);
      await page.getByRole('textbox', { name: events.register.first_name }).fill('Noura');
      await page.getByRole('textbox', { name: events.register.last_name }).fill('Al-Mutairi');
      await page.getByRole('textbox', { name: events.register.email }).fill(`slots-${lang}@example.com`);
      await page.getByRole('checkbox', { name: TEXT[lang].terms }).check();
      await page.locator('form button[type=submit]').click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/thanks-for-register\\?booking=`));

      // The place is the late slot's: the early one has none taken.
      await page.goto(`${eventUrl}?tab=tickets`);
      await expect(rows.nth(1)).toContainText(plural('taken_hint', 1));
      await expect(rows.nth(0)).toContainText(plural('taken_hint', 0));
    });
  }
});
