import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import arText from '../locales/ar/bookings.json' with { type: 'json' };
import arCommon from '../locales/ar/common.dashboard.json' with { type: 'json' };
import arServer from '../locales/ar/server.json' with { type: 'json' };
import enText from '../locales/en/bookings.json' with { type: 'json' };
import enCommon from '../locales/en/common.dashboard.json' with { type: 'json' };
import enServer from '../locales/en/server.json' with { type: 'json' };
import { ADMIN_STATE, capture } from './fixtures';

const TEXT = {
  en: { ui: enText, common: enCommon, server: enServer, event: 'Community Iftar' },
  ar: { ui: arText, common: arCommon, server: arServer, event: 'إفطار المجتمع' },
} as const;

/** The machine is shared: a first paint after a navigation may take longer than the default wait. */
const LOAD = { timeout: 30_000 };

const required = (label: string) => new RegExp(`^${label}`);

async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible(LOAD);
}

test.use({ storageState: ADMIN_STATE, viewport: { width: 1280, height: 900 } });

for (const lang of ['en', 'ar'] as const) {
  const { ui, common, server, event } = TEXT[lang];

  test(`staff create, find, edit, export and cancel a free booking (${lang})`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const email = `guest-${lang}-${Date.now()}@example.com`;
    const newEmail = `moved-${lang}-${Date.now()}@example.com`;

    // Create: the free event has no gateway; its only ticket is chosen, the date is picked.
    await page.goto(`/${lang}/event/create`);
    await expect(page.getByRole('heading', { level: 1, name: ui.create.title })).toBeVisible(LOAD);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('combobox', { name: required(ui.fields.event) }).selectOption({ label: event });
    const form = page.getByRole('form', { name: ui.create.title });
    await expect(form).toBeVisible(LOAD);
    await expect(form.getByRole('combobox', { name: required(ui.fields.gateway) })).toHaveCount(0);
    await form.getByRole('combobox', { name: required(ui.fields.event_date) }).selectOption({ index: 1 });
    await form.getByRole('textbox', { name: required(ui.fields.quantity) }).fill('2');
    await form.getByRole('textbox', { name: required(ui.fields.first_name) }).fill('Sara');
    await form.getByRole('textbox', { name: required(ui.fields.last_name) }).fill('Ali');
    await form.getByRole('textbox', { name: required(ui.fields.email) }).fill(email);
    await capture(page, testInfo, `bookings-create-${lang}`);
    await form.getByRole('button', { name: ui.create.book }).click();
    await toast(page, ui.create.done);
    await expect(page).toHaveURL(new RegExp(`/${lang}/event/bookings/[0-9a-f-]{36}$`), LOAD);
    const detailUrl = page.url();
    const reference = detailUrl.split('/').pop()?.slice(0, 8).toUpperCase() ?? '';

    // Find it in the list with the event and email filters.
    await page.goto(`/${lang}/event/bookings`);
    await expect(page.getByRole('heading', { level: 1, name: ui.title })).toBeVisible(LOAD);
    await expect(page.getByRole('region', { name: ui.counters.label })).toContainText(ui.counters.booked);
    await page.getByRole('button', { name: common.filters.button }).click();
    const filters = page.getByRole('form', { name: ui.filters.title });
    await filters.getByLabel(ui.filters.event, { exact: true }).selectOption({ label: event });
    await expect(filters.getByLabel(ui.filters.ticket, { exact: true })).toBeVisible();
    await filters.getByLabel(ui.filters.email, { exact: true }).fill(email);
    await filters.getByRole('button', { name: ui.filters.apply }).click();
    await expect(page).toHaveURL(/email=/);
    const table = page.getByRole('table', { name: ui.table.caption });
    await expect(table.locator('tbody tr')).toHaveCount(1, LOAD);
    await expect(table.locator('tbody tr')).toContainText(email);
    await capture(page, testInfo, `bookings-list-${lang}`);

    // Export CSV: a real file holding the row.
    await page.getByRole('button', { name: ui.export.button }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: ui.export.csv }).click();
    const download = await downloading;
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv).toContain(email);
    expect(csv.split(/\r?\n/).filter((line) => line.includes(email))).toHaveLength(1);

    // Open the details from the row.
    await table.getByRole('link', { name: ui.table.open.replace('{{reference}}', reference) }).click();
    await expect(page).toHaveURL(detailUrl, LOAD);
    const places = page.getByRole('region', { name: ui.details.places });
    await expect(places.locator('tbody tr')).toHaveCount(2, LOAD);

    // Edit the quantity (digits only).
    await page.getByRole('button', { name: ui.actions.edit }).click();
    const edit = page.getByRole('dialog', { name: ui.edit.title });
    const quantity = edit.getByRole('textbox', { name: required(ui.fields.quantity) });
    await quantity.fill('');
    await quantity.pressSequentially('3x');
    await expect(quantity).toHaveValue('3');
    await capture(page, testInfo, `bookings-edit-${lang}`);
    await edit.getByRole('button', { name: ui.actions.save }).click();
    await toast(page, server['bookings.updated']);
    await expect(places.locator('tbody tr')).toHaveCount(3, LOAD);

    // Edit the email and send the tickets to it.
    await page.getByRole('button', { name: ui.actions.edit_email }).click();
    const emailDialog = page.getByRole('dialog', { name: ui.edit_email.title });
    await emailDialog.getByRole('textbox', { name: required(ui.fields.email) }).fill(newEmail);
    await expect(emailDialog.getByRole('checkbox', { name: ui.edit_email.resend })).toBeChecked();
    await emailDialog.getByRole('button', { name: ui.actions.save }).click();
    await toast(page, server['bookings.email_changed_sent']);
    await expect(page.getByText(newEmail)).toBeVisible(LOAD);
    await capture(page, testInfo, `bookings-details-${lang}`);

    // Cancel after confirmation: back to the list.
    await page.getByRole('button', { name: ui.actions.cancel_booking }).click();
    await page.getByRole('button', { name: common.confirm.yes }).click();
    await toast(page, server['bookings.canceled']);
    await expect(page).toHaveURL(new RegExp(`/${lang}/event/bookings$`), LOAD);
  });
}
