import { expect, type Page, test } from '@playwright/test';
import arBookings from '../locales/ar/bookings.json' with { type: 'json' };
import arCommon from '../locales/ar/common.dashboard.json' with { type: 'json' };
import arChanges from '../locales/ar/event-changes.json' with { type: 'json' };
import arEventsAdmin from '../locales/ar/events-admin.json' with { type: 'json' };
import enBookings from '../locales/en/bookings.json' with { type: 'json' };
import enCommon from '../locales/en/common.dashboard.json' with { type: 'json' };
import enChanges from '../locales/en/event-changes.json' with { type: 'json' };
import enEventsAdmin from '../locales/en/events-admin.json' with { type: 'json' };
import { addDays, kuwaitToday } from '../src/domain/business-time';
import { formatDate } from '../src/domain/date-formats';
import { ADMIN_STATE, capture } from './fixtures';
import { copiedPaidEvent, paidBooking } from './support/event-changes';
import { settled } from './support/staff-invite';

/**
 * Issue 23: staff move one date of an event with paid bookings, then cancel the event; each run
 * is followed on the Changes tab until it is done, the cancel refunding every paid booking, and
 * a booking's page then reads canceled.
 */
const TEXT = {
  en: { changes: enChanges, admin: enEventsAdmin, common: enCommon, bookings: enBookings },
  ar: { changes: arChanges, admin: arEventsAdmin, common: arCommon, bookings: arBookings },
} as const;
type Lang = keyof typeof TEXT;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** A plural message as the app picks it, with the count written as the app writes it. */
function plural(lang: Lang, forms: object, key: string, count: number, values: Record<string, string> = {}) {
  const table = forms as Record<string, string>;
  const form = table[`${key}_${new Intl.PluralRules(lang).select(count)}`] ?? table[`${key}_other`] ?? '';
  return fill(form, { formatted_count: String(count), ...values });
}

/** "45.000 KWD", isolated in Arabic as the app's money is. */
const money = (lang: Lang, amount: string) => (lang === 'ar' ? `\u2068${amount} KWD\u2069` : `${amount} KWD`);

const progress = (lang: Lang, total: number) =>
  plural(lang, TEXT[lang].changes.runs, 'progress', total, { done: String(total), percent: '100' });

async function confirmIn(page: Page, lang: Lang, submit: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: submit, exact: true }).click();
  await expect(dialog.getByText(TEXT[lang].common.confirm.sure)).toBeVisible();
  await dialog.getByRole('button', { name: TEXT[lang].common.confirm.yes, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.use({ storageState: ADMIN_STATE });

for (const lang of ['en', 'ar'] as const) {
  test(`a date of an event with paid bookings is moved, then the event canceled and refunded (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { changes, admin, bookings } = TEXT[lang];
    const booked = await copiedPaidEvent(request, lang);
    const [first, second] = booked.ticket.dates;
    if (!first || !second) throw new Error('the copy sells fewer than two dates');
    const ids = [
      await paidBooking(request, booked, first, `changes-a-${lang}@example.com`, lang),
      await paidBooking(request, booked, first, `changes-b-${lang}@example.com`, lang),
      await paidBooking(request, booked, second, `changes-c-${lang}@example.com`, lang),
    ];
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/${lang}/admin/events/${booked.event.id}?tab=changes`);
    await expect(page.getByRole('tab', { name: admin.tabs.changes, selected: true })).toBeVisible();
    await expect(page.getByText(changes.runs.none)).toBeVisible();
    await capture(page, testInfo, `event-changes-tab-${lang}-1280`);

    // Move the second date, its one booking with it, ten days on.
    const to = addDays(kuwaitToday(), 10);
    await page.getByRole('button', { name: changes.reschedule.open }).click();
    let dialog = page.getByRole('dialog');
    await settled(dialog);
    await dialog.getByRole('combobox', { name: changes.reschedule.from_date }).selectOption(second);
    await dialog.getByLabel(changes.reschedule.to_date).fill(to);
    await expect(dialog.getByRole('note')).toHaveText(
      plural(lang, changes.preview, 'reschedule_to', 1, {
        from: formatDate(second, lang),
        to: formatDate(to, lang),
      }),
    );
    await capture(page, testInfo, `event-changes-reschedule-${lang}-1280`);
    await confirmIn(page, lang, changes.reschedule.submit);
    await expect(page.getByText(progress(lang, 1))).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(changes.runs.done, { exact: true })).toBeVisible();

    // Cancel: the three paid bookings are refunded, 15.000 KWD each.
    await page.getByRole('button', { name: changes.cancel.open }).click();
    dialog = page.getByRole('dialog');
    await settled(dialog);
    await expect(dialog.getByText(plural(lang, changes.preview, 'cancel', 3))).toBeVisible();
    await expect(
      dialog.getByText(plural(lang, changes.preview, 'refund', 3, { amount: money(lang, '45.000') })),
    ).toBeVisible();
    await dialog.getByLabel(changes.note.en).fill('The venue is closed for repairs.');
    await dialog.getByLabel(changes.note.ar).fill('المكان مغلق للصيانة.');
    await capture(page, testInfo, `event-changes-cancel-${lang}-1280`);
    await page.setViewportSize({ width: 414, height: 900 });
    await capture(page, testInfo, `event-changes-cancel-${lang}-414`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await confirmIn(page, lang, changes.cancel.submit);
    await expect(page.getByText(admin.phase.canceled, { exact: true })).toBeVisible();
    await expect(page.getByText(progress(lang, 3))).toBeVisible({ timeout: 60_000 });
    await expect(
      page.getByText(plural(lang, changes.runs, 'refunded', 3, { amount: money(lang, '45.000') })),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: changes.cancel.open })).toBeHidden();
    await capture(page, testInfo, `event-changes-done-${lang}-1280`);
    await page.setViewportSize({ width: 414, height: 900 });
    await capture(page, testInfo, `event-changes-done-${lang}-414`);

    await page.goto(`/${lang}/event/bookings/${ids[2]}`);
    await expect(page.locator('[data-status]').first()).toHaveText(bookings.status.canceled);
  });
}
