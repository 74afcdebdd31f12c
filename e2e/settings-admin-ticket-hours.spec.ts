import { expect, test } from '@playwright/test';
import arEventsAdmin from '../locales/ar/events-admin.json' with { type: 'json' };
import enEventsAdmin from '../locales/en/events-admin.json' with { type: 'json' };
import { addDays, kuwaitToday, weekdayOf } from '../src/domain/business-time';
import { formatDate, weekdayName } from '../src/domain/date-formats';
import { ADMIN_STATE, capture } from './fixtures';
import { settled } from './support/staff-invite';

const ADMIN = { en: enEventsAdmin, ar: arEventsAdmin } as const;
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text);

test.describe("a ticket's allowed hours, set by staff and applied to customers", () => {
  test.use({ storageState: ADMIN_STATE });

  for (const lang of ['en', 'ar'] as const) {
    test(`a weekday left without hours is not offered to customers (${lang}, 414 px)`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      const admin = ADMIN[lang];
      const slug = `hours-${lang}-${Date.now() % 1_000_000}`;
      // A week from tomorrow: each weekday once; the third day's weekday gets no hours.
      const first = addDays(kuwaitToday(), 1);
      const last = addDays(first, 6);
      const closed = addDays(first, 2);
      const closedDay = weekdayName(weekdayOf(closed), lang, 'long');
      await page.setViewportSize({ width: 414, height: 900 });

      await page.goto(`/${lang}/admin/events`);
      await page.getByRole('button', { name: admin.list.new }).click();
      const create = page.getByRole('dialog');
      await settled(create);
      await create.getByLabel(admin.form.title_en, { exact: true }).fill('Dhow Harbour Tours');
      await create.getByLabel(admin.form.title_ar, { exact: true }).fill('جولات ميناء الداو');
      await create.getByLabel(admin.form.slug, { exact: true }).fill(slug);
      await create.getByRole('button', { name: admin.list.create }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/admin/events/\\d+$`));
      const details = page.getByRole('form', { name: admin.tabs.details });
      await details.getByText('knet', { exact: true }).click();
      await details.getByText(admin.form.is_active, { exact: true }).click();
      await details.getByRole('button', { name: admin.form.save }).click();
      const title = lang === 'en' ? 'Dhow Harbour Tours' : 'جولات ميناء الداو';
      await expect(page.getByText(fill(admin.form.saved, { name: title }))).toBeVisible();

      await page.getByRole('tab', { name: admin.tabs.tickets }).click();
      await page.getByRole('button', { name: admin.tickets.add }).click();
      const dialog = page.getByRole('dialog');
      await settled(dialog);
      await dialog.getByLabel(admin.tickets.name_en, { exact: true }).fill('Morning tour');
      await dialog.getByLabel(admin.tickets.name_ar, { exact: true }).fill('جولة الصباح');
      await dialog.getByLabel(fill(admin.tickets.price, { currency: 'KWD' }), { exact: true }).fill('3');
      await dialog.getByRole('button', { name: admin.dates.add_rule }).click();
      await dialog
        .getByLabel(fill(admin.dates.rule_kind, { number: 1 }), { exact: true })
        .selectOption('range');
      await dialog.getByLabel(admin.dates.to, { exact: true }).fill(last);

      const hours = dialog.getByRole('group', { name: admin.hours.title });
      await hours.getByText(admin.hours.limit, { exact: true }).click();
      await hours
        .getByRole('button', { name: fill(admin.hours.remove, { number: 1, weekday: closedDay }) })
        .click();
      await expect(hours.getByRole('group', { name: closedDay })).toContainText(admin.hours.closed);
      // Tall enough for the whole section to show inside the dialog's scrolling body.
      await page.setViewportSize({ width: 414, height: 2400 });
      await hours.screenshot({ path: `test-results/screenshots/ticket-allowed-hours-${lang}-414.png` });
      await page.setViewportSize({ width: 414, height: 900 });
      await hours.scrollIntoViewIfNeeded();
      await capture(page, testInfo, `ticket-dialog-hours-${lang}-414`);
      await dialog.getByRole('button', { name: admin.tickets.add }).click();
      await expect(dialog).toBeHidden();

      await page.goto(`/${lang}/events/${slug}`);
      const dates = page.locator('input[name=event_date]');
      await expect(dates).toHaveCount(6);
      await expect(page.locator(`input[name=event_date][value="${closed}"]`)).toHaveCount(0);
      await expect(page.getByText(formatDate(first, lang), { exact: true })).toBeVisible();
      await expect(page.getByText(formatDate(closed, lang), { exact: true })).toHaveCount(0);
      await capture(page, testInfo, `event-dates-hours-${lang}-414`);
    });
  }
});
