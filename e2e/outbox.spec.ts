import { expect, type Locator, test } from '@playwright/test';
import arDashboard from '../locales/ar/dashboard.json' with { type: 'json' };
import arOutbox from '../locales/ar/outbox.json' with { type: 'json' };
import { ADMIN_STATE, capture, DOOR, logIn, userMenu } from './fixtures';
import { waitForMail } from './support/sinks-client';

const TEXT = {
  en: {
    admin: 'Administration panel',
    adminNav: 'Administration',
    title: 'Outbox',
    search: 'Search messages',
    subject: 'Reset your Gulf Pay password',
    sent: 'Sent',
    table: 'Outgoing messages',
    close: 'Close',
  },
  ar: {
    admin: arDashboard.menu.admin,
    adminNav: arDashboard.admin_nav.label,
    title: arOutbox.title,
    search: arOutbox.search.label,
    subject: 'إعادة تعيين كلمة مرور جلف باي',
    sent: arOutbox.status.sent,
    table: arOutbox.table.caption,
    close: 'إغلاق',
  },
};
const ADMIN_EMAIL = 'admin@demo.gulfpay.test';

/** The dialog fades and slides in: the picture waits for it to be still. */
const settled = (dialog: Locator) =>
  dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));

test.describe('a superuser', () => {
  test.use({ storageState: ADMIN_STATE });
  // Two languages' worth of screens (list and message, desktop and phone) on a shared machine.
  test.describe.configure({ timeout: 90_000 });

  for (const lang of ['en', 'ar'] as const) {
    test(`reads the sent reset email on the Outbox page (${lang})`, async ({ page, request }, testInfo) => {
      const text = TEXT[lang];
      const asked = await request.post('/api/v1/user/forgot_password', { data: { username: 'admin', lang } });
      expect(asked.ok()).toBe(true);
      // It really left: the SMTP server the suite runs has it before the Outbox says "Sent".
      await waitForMail(request, ADMIN_EMAIL, (mail) => mail.subject === text.subject);

      await page.goto(`/${lang}/general-info`);
      await userMenu(page, 'admin').click();
      await page.getByRole('menuitem', { name: text.admin }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/admin/staff`));
      await page
        .getByRole('navigation', { name: text.adminNav })
        .getByRole('link', { name: text.title })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/admin/outbox`));
      await expect(page.getByRole('heading', { name: text.title, level: 1 })).toBeVisible();

      await page.getByRole('searchbox', { name: text.search }).fill(ADMIN_EMAIL);
      await expect(page).toHaveURL(/q=admin%40demo/);
      const table = page.getByRole('table', { name: text.table });
      const row = table.getByRole('row').filter({ hasText: text.subject }).first();
      await expect(row).toBeVisible();
      await expect(row.getByText(ADMIN_EMAIL)).toBeVisible();
      await expect(row.getByText(text.sent)).toBeVisible();
      await capture(page, testInfo, `outbox-list-${lang}`);

      await row.getByRole('button').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(/\/reset-password\?\S*token=/)).toBeVisible();
      await settled(dialog);
      await capture(page, testInfo, `outbox-message-${lang}`);
      await dialog.getByRole('button', { name: text.close }).click();

      await page.setViewportSize({ width: 414, height: 896 });
      await expect(row).toBeVisible();
      await capture(page, testInfo, `outbox-list-414-${lang}`);
      await row.getByRole('button').click();
      await expect(dialog.getByText(/\/reset-password\?\S*token=/)).toBeVisible();
      await settled(dialog);
      await capture(page, testInfo, `outbox-message-414-${lang}`);
    });
  }
});

test('door staff see no Administration panel and cannot open the Outbox', async ({ page }) => {
  await logIn(page, DOOR, 'en', 'event/fullfilment');
  await userMenu(page, DOOR.username).click();
  await expect(page.getByRole('menuitem', { name: 'Account settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Administration panel' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/en/admin/outbox');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
