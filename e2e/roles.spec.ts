import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import arDashboard from '../locales/ar/dashboard.json' with { type: 'json' };
import arPermissions from '../locales/ar/permissions.json' with { type: 'json' };
import arRoles from '../locales/ar/roles.json' with { type: 'json' };
import arStaff from '../locales/ar/staff.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import enPermissions from '../locales/en/permissions.json' with { type: 'json' };
import enRoles from '../locales/en/roles.json' with { type: 'json' };
import enStaff from '../locales/en/staff.json' with { type: 'json' };
import { ADMIN_STATE, capture } from './fixtures';
import { fill, settled, tick } from './support/staff-invite';

const TEXT = {
  en: { dashboard: enDashboard, permissions: enPermissions, roles: enRoles, staff: enStaff },
  ar: { dashboard: arDashboard, permissions: arPermissions, roles: arRoles, staff: arStaff },
} as const;

const roleItem = (page: Page, lang: 'en' | 'ar', name: string) =>
  page
    .getByRole('list', { name: TEXT[lang].roles.list_label })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('an owner gives staff access by role', () => {
  test.use({ storageState: ADMIN_STATE });
  // A role and a member of its own per language: the seeded admin and door stay as they are.
  test.describe.configure({ timeout: 120_000 });

  for (const lang of ['en', 'ar'] as const) {
    test(`creates a custom role, gives it to a new member and sees both lists say so (${lang})`, async ({
      page,
    }, testInfo) => {
      const { dashboard, permissions, roles, staff } = TEXT[lang];
      const tag = randomBytes(3).toString('hex');
      const roleName = `Floor ${tag}`;
      const username = `floor.${lang}.${tag}`;

      await page.goto(`/${lang}/admin/staff`);
      await page
        .getByRole('navigation', { name: dashboard.admin_nav.label })
        .getByRole('link', { name: dashboard.admin_nav.roles })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/admin/roles$`));
      await expect(roleItem(page, lang, roles.presets.cashier)).toBeVisible();
      await capture(page, testInfo, `roles-${lang}`);

      await page.getByRole('button', { name: roles.new }).click();
      const dialog = page.getByRole('dialog', { name: roles.dialog.create_title });
      await settled(dialog);
      await dialog.getByLabel(roles.dialog.name).fill(roleName);
      await tick(
        dialog.getByRole('group', { name: permissions.groups.scanning }),
        permissions.items.scan_eventbooking.label,
      );
      await capture(page, testInfo, `roles-dialog-${lang}`);
      await dialog.getByRole('button', { name: roles.dialog.create }).click();
      await expect(page.getByText(fill(roles.dialog.created, { name: roleName }))).toBeVisible();
      const item = roleItem(page, lang, roleName);
      await expect(item.getByText(roles.kind.custom)).toBeVisible();

      await page.goto(`/${lang}/admin/staff`);
      await page.getByRole('button', { name: staff.invite.open }).click();
      const invite = page.getByRole('dialog', { name: staff.invite.title });
      await settled(invite);
      await invite.getByLabel(staff.invite.username).fill(username);
      await invite.getByLabel(staff.invite.email).fill(`${username}@example.com`);
      await invite.getByLabel(staff.access.role).selectOption({ label: roleName });
      await expect(invite.getByRole('group', { name: permissions.groups.scanning })).toBeHidden();
      await capture(page, testInfo, `roles-invite-${lang}`);
      await invite.getByRole('button', { name: staff.invite.send }).click();
      await expect(invite).toBeHidden();

      await page.getByRole('searchbox', { name: staff.search.label }).fill(username);
      const row = page
        .getByRole('table', { name: staff.table.caption })
        .getByRole('row')
        .filter({ hasText: username });
      await expect(row.getByText(roleName)).toBeVisible();
      // The permission names are reachable without a pointer: the keyboard opens them.
      await row.getByText(fill(permissions.summary.count_one, { count: '1' })).focus();
      await page.keyboard.press('Enter');
      await expect(row.getByText(permissions.items.scan_eventbooking.label)).toBeVisible();
      await capture(page, testInfo, `roles-staff-row-${lang}`);

      await page.goto(`/${lang}/admin/roles`);
      const held = roleItem(page, lang, roleName);
      await expect(
        held.getByText(fill(lang === 'en' ? roles.members_one : arRoles.members_one, { count: '1' })),
      ).toBeVisible();

      await page.setViewportSize({ width: 414, height: 896 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(414);
      await held.getByText(fill(permissions.summary.count_one, { count: '1' })).click();
      await capture(page, testInfo, `roles-414-${lang}`);
    });
  }
});
