import { expect, test } from '@playwright/test';
import arLog from '../locales/ar/admin-log.json' with { type: 'json' };
import arDashboard from '../locales/ar/dashboard.json' with { type: 'json' };
import arServer from '../locales/ar/server.json' with { type: 'json' };
import arStaff from '../locales/ar/staff.json' with { type: 'json' };
import enLog from '../locales/en/admin-log.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import enServer from '../locales/en/server.json' with { type: 'json' };
import enStaff from '../locales/en/staff.json' with { type: 'json' };
import { ADMIN, ADMIN_STATE, capture } from './fixtures';
import { ownerApi } from './support/staff';

const TEXT = {
  en: { log: enLog, dashboard: enDashboard, server: enServer, staff: enStaff, firstName: 'Fahad' },
  ar: { log: arLog, dashboard: arDashboard, server: arServer, staff: arStaff, firstName: 'فهد' },
} as const;

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, value), text);

test.describe('the Admin log', () => {
  test.use({ storageState: ADMIN_STATE });
  test.describe.configure({ timeout: 120_000 });

  for (const lang of ['en', 'ar'] as const) {
    test(`an owner edits a member and finds the change, before and after (${lang})`, async ({
      page,
      request,
    }, testInfo) => {
      const { log, dashboard, server, staff, firstName } = TEXT[lang];
      const owner = await ownerApi(request);
      const username = `log-${lang}-${Date.now()}`;
      const invited = await request.post('/api/v1/admin/staff/invite', {
        headers: owner.headers,
        data: { username, email: `${username}@example.com` },
      });
      expect(invited.status()).toBe(201);

      await page.goto(`/${lang}/admin/staff?q=${username}`);
      const table = page.getByRole('table', { name: staff.table.caption });
      const row = table.getByRole('row').filter({ hasText: username });
      await expect(row.getByText(staff.status.invited)).toBeVisible();
      await capture(page, testInfo, `admin-log-staff-invited-${lang}`);
      await row.getByRole('button', { name: fill(staff.actions.edit_for, { name: username }) }).click();
      const edit = page.getByRole('dialog');
      await edit.getByLabel(staff.edit.first_name).fill(firstName);
      await edit.getByRole('button', { name: staff.edit.save }).click();
      await expect(edit).toBeHidden();

      const nav = page.getByRole('navigation', { name: dashboard.admin_nav.label });
      await nav.getByRole('link', { name: dashboard.admin_nav.log }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/admin/log`));
      await expect(page.getByRole('heading', { name: log.title, level: 1 })).toBeVisible();
      await page.getByLabel(log.filters.actor).selectOption(ADMIN.username);
      await expect(page).toHaveURL(new RegExp(`actor=${ADMIN.username}`));
      const entry = page
        .getByRole('list', { name: log.list_label })
        .getByRole('listitem')
        .filter({ hasText: fill(server['activity.staff_edited'], { username }) });
      await expect(entry).toHaveCount(1);
      const change = entry.getByRole('definition');
      await expect(entry.getByRole('term')).toHaveText(log.fields.first_name);
      await expect(change.first()).toContainText(log.changes.none);
      await expect(change.last()).toContainText(firstName);
      await capture(page, testInfo, `admin-log-${lang}`);

      // A phone: the filters and each entry stack, nothing runs off the edge.
      await page.setViewportSize({ width: 414, height: 896 });
      await expect(entry).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await capture(page, testInfo, `admin-log-414-${lang}`);
    });
  }
});
